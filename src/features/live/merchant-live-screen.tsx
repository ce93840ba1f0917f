import Taro, { useReachBottom } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { LiveRoom } from '~types/live'
import { LIVE_LIMITS } from '~types/live-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { http, api, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, confirm, PagingLine, RemoteImage, Screen, toast } from '@/core/ui'
import { badge, dateText, invalidateLive, PAGE_SIZE, timeText, toIso, when } from './api'
import { videoPath } from './video-path'
import './texts'
import './live.scss'
import './live-web'

type Field = 'title' | 'coverId' | 'videoId' | 'startAt' | 'shopId'
type Upload = { id: string; url: string }

/** H5 asks "camera or album" in a sheet of its own (untranslated) when given both: there the file picker alone. */
const VIDEO_SOURCES: Array<'album' | 'camera'> = process.env.TARO_ENV === 'h5' ? ['album'] : ['album', 'camera']

/** A file picked on the device, uploaded as a public file of the merchant (upload module); null when nothing was picked. */
async function pickAndUpload(kind: 'image' | 'video'): Promise<Upload | null> {
  let path: string
  try {
    path =
      kind === 'image'
        ? (await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })).tempFilePaths[0]
        : videoPath(await Taro.chooseVideo({ sourceType: VIDEO_SOURCES, compressed: true }))
  } catch {
    return null
  }
  if (!path) return null
  const u = await http.upload(path, { formData: { scope: 'public' } })
  return { id: u.id, url: u.url }
}

/** Create a room: title, cover, video (uploaded here), start date and time; errors under the field the server names. */
function CreateForm({ onDone }: { onDone(): void }) {
  const { t } = useT('live')
  const soon = new Date(Date.now() + 10 * 60_000)
  const [title, setTitle] = useState('')
  const [cover, setCover] = useState<Upload | null>(null)
  const [video, setVideo] = useState<Upload | null>(null)
  const [date, setDate] = useState(dateText(soon))
  const [time, setTime] = useState(timeText(soon))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const upload = useSubmit(async (kind: 'image' | 'video') => {
    const u = await pickAndUpload(kind)
    if (!u) return
    if (kind === 'image') setCover(u)
    else setVideo(u)
    setErrors((e) => ({ ...e, [kind === 'image' ? 'coverId' : 'videoId']: undefined }))
  })
  const save = useSubmit(async () => {
    const problems: Partial<Record<Field, string>> = {}
    if (!title.trim()) problems.title = t('titleRequired')
    if (!cover) problems.coverId = t('coverRequired')
    if (!video) problems.videoId = t('videoRequired')
    const startAt = toIso(date, time)
    if (!startAt) problems.startAt = t('startRequired')
    setErrors(problems)
    if (Object.keys(problems).length) return
    try {
      await api.live.create({ body: { title: title.trim(), coverId: cover!.id, videoId: video!.id, startAt: startAt! } }, { json: true })
      toast(t('created'), 'success')
      await invalidateLive()
      onDone()
    } catch (e) {
      if (e instanceof RequestError && e.field) setErrors({ [e.field as Field]: e.message })
    }
  })
  const err = (f: Field) =>
    errors[f] ? (
      <Text className='lv-form__error' data-testid={`lv-error-${f}`}>
        {errors[f]}
      </Text>
    ) : null
  return (
    <View className='lv-form' data-testid='lv-form'>
      <Text className='lv-form__label'>{t('title')}</Text>
      <Input
        className='lv-form__input'
        data-testid='lv-title'
        value={title}
        maxlength={LIVE_LIMITS.titleMax}
        placeholder={t('titlePlaceholder')}
        onInput={(e) => setTitle(e.detail.value)}
      />
      {err('title')}
      <View className='lv-form__files'>
        <View className='lv-form__file' data-testid='lv-cover' onClick={() => void upload.run('image')}>
          {cover ? <RemoteImage className='lv-form__thumb' src={cover.url} mode='aspectFill' size='thumb' /> : <Text className='lv-form__plus'>+</Text>}
          <Text className='lv-form__file-label'>{t('cover')}</Text>
        </View>
        <View className='lv-form__file' data-testid='lv-video-pick' onClick={() => void upload.run('video')}>
          <Text className='lv-form__plus'>{video ? '✓' : '+'}</Text>
          <Text className='lv-form__file-label' data-testid='lv-video-state'>
            {video ? t('videoReady') : t('video')}
          </Text>
        </View>
      </View>
      {err('coverId')}
      {err('videoId')}
      <Text className='lv-form__label'>{t('startTime')}</Text>
      <View className='lv-form__when'>
        <Picker mode='date' value={date} onChange={(e) => setDate(String(e.detail.value))}>
          <Text className='lv-form__pick' data-testid='lv-date'>
            {date}
          </Text>
        </Picker>
        <Picker mode='time' value={time} onChange={(e) => setTime(String(e.detail.value))}>
          <Text className='lv-form__pick' data-testid='lv-time'>
            {time}
          </Text>
        </Picker>
      </View>
      {err('startAt')}
      {err('shopId')}
      <Button
        type='primary'
        block
        data-testid='lv-create'
        disabled={save.busy || upload.busy}
        loading={save.busy || upload.busy}
        onClick={() => void save.run()}
      >
        {t('create')}
      </Button>
    </View>
  )
}

/** A room's pins: unpin, and pin from the shop's products (the catalogue's list of the shop). */
function Pins({ room }: { room: LiveRoom }) {
  const { t } = useT('live')
  const d = useQuery(keyOf('live.mineDetail', room.id), () => api.live.mineDetail({ params: { id: room.id } }))
  const products = useQuery(keyOf('catalog.productSearch', 'live', room.shopId), () =>
    api.catalog.productSearch({ query: { shopId: room.shopId, pageNum: 1, pageSize: 30 } }),
  )
  const act = useSubmit(
    async (productId: number, pinned: boolean) => {
      if (pinned) await api.live.unpin({ params: { id: room.id, productId } })
      else await api.live.pin({ params: { id: room.id }, body: { productId } }, { json: true })
    },
    { invalidate: [keyOf('live.mineDetail', room.id), keyOf('live.mine')] },
  )
  const pinned = new Set(d.data?.pins.map((p) => p.productId))
  return (
    <View className='lv-mpins' data-testid={`lv-mpins-${room.id}`}>
      <Text className='lv-mpins__title'>{t('pinsTitle', { n: pinned.size, max: LIVE_LIMITS.pins })}</Text>
      <Screen query={products} empty={!products.data?.rows.length} emptyText={t('noProducts')}>
        {products.data?.rows.map((p) => {
          const on = pinned.has(p.id)
          return (
            <View key={p.id} className='lv-mpin'>
              <Text className='lv-mpin__title' numberOfLines={1}>
                {p.title}
              </Text>
              <Text className='lv-mpin__price'>{price(p.price)}</Text>
              <Text
                className={on ? 'lv-mpin__act lv-mpin__act--on' : 'lv-mpin__act'}
                data-testid={`lv-pin-toggle-${p.id}`}
                onClick={() => void act.run(p.id, on)}
              >
                {on ? t('unpin') : t('pin')}
              </Text>
            </View>
          )
        })}
      </Screen>
    </View>
  )
}

function RoomRow({ r }: { r: LiveRoom }) {
  const { t } = useT('live')
  const [open, setOpen] = useState(false)
  const act = useSubmit(
    async (what: 'start' | 'end') => {
      if (what === 'end' && !(await confirm(t('endConfirm')))) return
      await api.live[what]({ params: { id: r.id } })
      toast(what === 'start' ? t('startedToast') : t('endedToast'), 'success')
    },
    { invalidate: [keyOf('live.mine'), keyOf('live.mineDetail', r.id), keyOf('live.list')] },
  )
  return (
    <View className='lv-mrow' data-testid={`lv-mroom-${r.id}`}>
      <View className='lv-mrow__main'>
        <RemoteImage className='lv-mrow__img' src={r.cover} mode='aspectFill' size='thumb' />
        <View className='lv-mrow__body'>
          <Text className='lv-mrow__title' numberOfLines={1}>
            {r.title}
          </Text>
          <Text className='lv-mrow__meta'>{t('startsAt', { time: when(r.startAt) })}</Text>
          <Text className='lv-mrow__meta'>{`${t('viewers', { count: r.viewers })} · ${t('pinCount', { n: r.pinCount })}`}</Text>
        </View>
        <View className={badge(r.status, true)}>
          <Text className='lv-badge__text' data-testid={`lv-mstatus-${r.id}`}>
            {t(`status.${r.status}`)}
          </Text>
        </View>
      </View>
      {r.status !== 'ended' && (
        <View className='lv-mrow__actions'>
          <Text className='lv-mrow__act' data-testid={`lv-pins-${r.id}`} onClick={() => setOpen((o) => !o)}>
            {open ? t('hidePins') : t('managePins')}
          </Text>
          {r.status === 'scheduled' && (
            <Text className='lv-mrow__act lv-mrow__act--main' data-testid={`lv-start-${r.id}`} onClick={() => void act.run('start')}>
              {t('start')}
            </Text>
          )}
          <Text className='lv-mrow__act' data-testid={`lv-end-${r.id}`} onClick={() => void act.run('end')}>
            {t('end')}
          </Text>
        </View>
      )}
      {open && r.status !== 'ended' && <Pins room={r} />}
    </View>
  )
}

/** `merchant/live` (workbench): the merchant's rooms, a new room, start, end, pins. */
export function MerchantLiveScreen() {
  const { t } = useT('live')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useInfiniteQuery(keyOf('live.mine'), (pageNum) => api.live.mine({ query: { pageNum, pageSize: PAGE_SIZE } }), { enabled: allowed })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [creating, setCreating] = useState(false)
  return (
    <View className='lv-merchant' data-testid='lv-merchant'>
      {allowed && (
        <View className='lv-merchant__bar'>
          <Button type={creating ? 'default' : 'primary'} size='small' data-testid='lv-new' onClick={() => setCreating((c) => !c)}>
            {creating ? t('cancel') : t('newRoom')}
          </Button>
        </View>
      )}
      {allowed && creating && <CreateForm onDone={() => setCreating(false)} />}
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')} empty={allowed && !q.rows.length} emptyText={t('emptyMine')}>
        {q.rows.map((r) => (
          <RoomRow key={r.id} r={r} />
        ))}
        {q.rows.length > 0 && <PagingLine query={q} endText={t('listEnd')} />}
      </Screen>
    </View>
  )
}
