import Taro, { useReachBottom } from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MerchantVideo, VideoBody } from '~types/video'
import { VIDEO_TITLE_MAX } from '~types/video-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { money } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { http, api, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { chooseVideo } from './choose-video'
import './texts'
import './video.scss'
import './video-web'

const PAGE = 10
type Field = 'title' | 'videoId' | 'coverId' | 'productId' | 'shopId'
const FIELDS: readonly string[] = ['title', 'videoId', 'coverId', 'productId', 'shopId']
interface Uploaded {
  id: string
  url: string
}

/** The form: title, the uploaded video and cover, the shop (when several) and the product it shows. */
function NewVideo(props: { onDone: () => void }) {
  const { t } = useT('video')
  const shops = useQuery(keyOf('video.merchantShops'), () => api.video.merchantShops())
  const [title, setTitle] = useState('')
  const [shopId, setShopId] = useState<number | undefined>()
  const [productId, setProductId] = useState<number | undefined>()
  const [video, setVideo] = useState<Uploaded | null>(null)
  const [cover, setCover] = useState<Uploaded | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const shop = shops.data?.find((s) => s.shopId === shopId) ?? shops.data?.[0]
  const upload = useSubmit(async (kind: 'video' | 'cover') => {
    let path: string
    try {
      path = kind === 'video' ? await chooseVideo() : (await Taro.chooseImage({ count: 1, sizeType: ['compressed'] })).tempFilePaths[0]
    } catch {
      return // the user closed the picker
    }
    try {
      const u = await http.upload(path, { formData: { scope: 'public' } })
      if (kind === 'video' && !u.mime.startsWith('video/')) return void setErrors((e) => ({ ...e, videoId: t('manage.wrongVideo') }))
      if (kind === 'video') setVideo({ id: u.id, url: u.url })
      else setCover({ id: u.id, url: u.url })
      setErrors((e) => ({ ...e, [kind === 'video' ? 'videoId' : 'coverId']: undefined }))
    } catch (e) {
      if (e instanceof RequestError) setErrors((x) => ({ ...x, [kind === 'video' ? 'videoId' : 'coverId']: e.message }))
    }
  })
  const save = useSubmit(
    async () => {
      const problems: Partial<Record<Field, string>> = {}
      if (!title.trim()) problems.title = t('manage.needTitle')
      if (!video) problems.videoId = t('manage.needVideo')
      if (!cover) problems.coverId = t('manage.needCover')
      setErrors(problems)
      const first = problems.title ?? problems.videoId ?? problems.coverId
      if (first || !video || !cover) return void toast(first ?? '')
      const body: VideoBody = {
        title: title.trim(),
        videoId: video.id,
        coverId: cover.id,
        ...(shop ? { shopId: shop.shopId } : {}),
        ...(productId ? { productId } : {}),
      }
      try {
        await api.video.merchantCreate({ body }, { json: true })
      } catch (e) {
        // the request client showed the server's message; it stays under the field it names
        if (e instanceof RequestError && e.field && FIELDS.includes(e.field)) setErrors((x) => ({ ...x, [e.field as Field]: e.message }))
        return
      }
      toast(t('manage.published'), 'success')
      props.onDone()
    },
    { invalidate: [keyOf('video.merchantList'), keyOf('video.feed')] },
  )
  const error = (k: Field) =>
    errors[k] ? (
      <Text className='vid-form__error' data-testid={`error-${k}`}>
        {errors[k]}
      </Text>
    ) : null
  const busy = upload.busy || save.busy
  return (
    <View className='vid-form' data-testid='video-form'>
      <Text className='vid-form__label'>{t('manage.title')}</Text>
      <Input
        className='vid-form__input'
        data-testid='f-title'
        value={title}
        maxlength={VIDEO_TITLE_MAX}
        placeholder={t('manage.titleHint')}
        onInput={(e) => setTitle(e.detail.value)}
      />
      {error('title')}
      <View className='vid-form__row'>
        <View className='vid-form__pick'>
          <Text className='vid-form__label'>{t('manage.video')}</Text>
          <Text className={video ? 'vid-chip vid-chip--on' : 'vid-chip'} data-testid='choose-video' onClick={() => !busy && void upload.run('video')}>
            {video ? t('manage.uploaded') : upload.busy ? t('manage.uploading') : t('manage.chooseVideo')}
          </Text>
          {error('videoId')}
        </View>
        <View className='vid-form__pick'>
          <Text className='vid-form__label'>{t('manage.cover')}</Text>
          {cover ? (
            <RemoteImage
              className='vid-form__cover'
              data-testid='cover-preview'
              src={cover.url}
              size='thumb'
              mode='aspectFill'
              onClick={() => !busy && void upload.run('cover')}
            />
          ) : (
            <Text className='vid-chip' data-testid='choose-cover' onClick={() => !busy && void upload.run('cover')}>
              {t('manage.chooseCover')}
            </Text>
          )}
          {error('coverId')}
        </View>
      </View>
      {(shops.data?.length ?? 0) > 1 && (
        <>
          <Text className='vid-form__label'>{t('manage.shop')}</Text>
          <View className='vid-form__chips'>
            {shops.data!.map((s) => (
              <Text
                key={s.shopId}
                className={s.shopId === shop?.shopId ? 'vid-chip vid-chip--on' : 'vid-chip'}
                data-testid={`shop-${s.shopId}`}
                onClick={() => {
                  setShopId(s.shopId)
                  setProductId(undefined)
                }}
              >
                {s.shopName}
              </Text>
            ))}
          </View>
          {error('shopId')}
        </>
      )}
      <Text className='vid-form__label'>{t('manage.product')}</Text>
      <ScrollView className='vid-form__products' scrollY>
        <Text className={productId ? 'vid-chip' : 'vid-chip vid-chip--on'} data-testid='product-none' onClick={() => setProductId(undefined)}>
          {t('manage.noProduct')}
        </Text>
        {(shop?.products ?? []).map((p) => (
          <Text
            key={p.id}
            className={p.id === productId ? 'vid-chip vid-chip--on' : 'vid-chip'}
            data-testid={`product-${p.id}`}
            onClick={() => setProductId(p.id)}
          >
            {`${p.title} · ${money(p.price)}`}
          </Text>
        ))}
      </ScrollView>
      {error('productId')}
      <View className='vid-form__actions'>
        <Text className='vid-btn vid-btn--off' onClick={props.onDone}>
          {t('manage.cancel')}
        </Text>
        <Text className='vid-btn' data-testid='publish-video' onClick={() => void save.run()}>
          {t('manage.publish')}
        </Text>
      </View>
    </View>
  )
}

/**
 * The merchant's short videos (`merchant/videos`): the shops' published videos with their likes, publish
 * one (upload a video and a cover, a title, the product it shows), delete one. Refused here for an account
 * without a shop (the server's 403 would log it out).
 */
export function MerchantVideosScreen() {
  const { t } = useT('video')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useInfiniteQuery(keyOf('video.merchantList'), (pageNum) => api.video.merchantList({ query: { pageNum, pageSize: PAGE } }), { enabled: allowed })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [adding, setAdding] = useState(false)
  const remove = useSubmit(
    async (v: MerchantVideo) => {
      if (!(await confirm(t('manage.deleteConfirm')))) return
      await api.video.merchantDelete({ params: { id: v.id } })
      toast(t('manage.deleted'))
    },
    { invalidate: [keyOf('video.merchantList'), keyOf('video.feed')] },
  )
  return (
    <View className='vid-mine' data-testid='merchant-videos'>
      {allowed && !adding && (
        <Text className='vid-new' data-testid='new-video' onClick={() => setAdding(true)}>
          + {t('manage.create')}
        </Text>
      )}
      {allowed && adding && <NewVideo onDone={() => setAdding(false)} />}
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('manage.refused')} empty={allowed && !q.rows.length} emptyText={t('manage.empty')}>
        {q.rows.map((v) => (
          <View key={v.id} className='vid-row' data-testid={`mine-${v.id}`}>
            <RemoteImage className='vid-row__cover' src={v.cover} size='thumb' mode='aspectFill' />
            <View className='vid-row__body'>
              <Text className='vid-row__title'>{v.title}</Text>
              <Text className='vid-row__meta'>{`${v.shopName} · ${t('manage.likes', { n: v.likes })}`}</Text>
              {v.product && <Text className='vid-row__meta'>{`${v.product.title} · ${money(v.product.price)}`}</Text>}
              <Text className='vid-row__meta'>{v.createdAt.slice(0, 10)}</Text>
            </View>
            <Text className='vid-btn vid-btn--ghost' data-testid={`delete-${v.id}`} onClick={() => void remove.run(v)}>
              {t('manage.delete')}
            </Text>
          </View>
        ))}
        {q.rows.length > 0 && q.done && <Text className='vid-end-line'>{t('manage.end')}</Text>}
      </Screen>
    </View>
  )
}
