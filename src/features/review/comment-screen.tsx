import Taro from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { areaKey, keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, http } from '@/core/request'
import { Button, RemoteImage, Screen, toast } from '@/core/ui'
import { REVIEW_IMAGES_MAX, REVIEW_IMAGE_TYPES, REVIEW_TEXT_MAX } from '~types/review-codes'
import type { OrderLine } from '~types/order'
import './texts'
import './review.scss'
import './review-web'

interface Draft {
  rating: number
  content: string
  images: Array<{ id: string; path: string }>
}
const fresh = (): Draft => ({ rating: 5, content: '', images: [] })
const MIMES = REVIEW_IMAGE_TYPES.map((e) => `image/${e === 'jpg' ? 'jpeg' : e}`)

/** Stars 1-5 (tap one to set the rating). */
function Stars({ value, onChange, testId }: { value: number; onChange: (n: number) => void; testId: string }) {
  return (
    <View className='rw-stars__row rw-line' data-testid={testId}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Text key={n} className={n <= value ? 'rw-star rw-star--on' : 'rw-star'} data-testid={`${testId}-${n}`} onClick={() => onChange(n)}>
          ★
        </Text>
      ))}
    </View>
  )
}

/**
 * Review an order (`order/comment?id=`): every line of an order waiting for a review gets 1-5 stars
 * (5 by default), a text of at most 140 characters and up to 9 pictures (public uploads); anonymous
 * hides the name. One submit reviews all lines and completes the order (server flow `review`).
 */
export function CommentScreen() {
  const { t } = useT('review')
  const id = Number(usePageParams('order/comment').id)
  const q = useQuery(keyOf('order.detail', id), () => api.order.detail({ params: { id } }), { enabled: id > 0 })
  usePullRefresh(q.reload)
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})
  const [anonymous, setAnonymous] = useState(false)
  const d = q.data
  const lines: OrderLine[] = d ? d.lines.filter((l) => l.refundedCount < l.count) : []
  const open = d?.state === 'to_review'
  const draftOf = (itemId: number) => drafts[itemId] ?? fresh()
  const edit = (itemId: number, patch: Partial<Draft> | ((x: Draft) => Partial<Draft>)) =>
    setDrafts((all) => {
      const cur = all[itemId] ?? fresh()
      return { ...all, [itemId]: { ...cur, ...(typeof patch === 'function' ? patch(cur) : patch) } }
    })

  const upload = useSubmit(async (itemId: number, paths: string[]) => {
    for (const path of paths) {
      const u = await http.upload(path, { formData: { scope: 'public' } })
      if (!MIMES.includes(u.mime)) {
        toast(t('imageType'))
        continue
      }
      edit(itemId, (x) => ({ images: [...x.images, { id: u.id, path }].slice(0, REVIEW_IMAGES_MAX) }))
    }
  })
  const send = useSubmit(
    async () => {
      await api.review.submit(
        {
          params: { id },
          body: {
            anonymous,
            items: lines.map((l) => {
              const x = draftOf(l.itemId)
              return { itemId: l.itemId, rating: x.rating, content: x.content.trim(), images: x.images.map((i) => i.id) }
            }),
          },
        },
        { json: true },
      )
      toast(t('done'), 'success')
      await nav.back()
    },
    { invalidate: [areaKey('order'), areaKey('catalog')] },
  )
  const busy = upload.busy || send.busy
  const add = async (itemId: number) => {
    if (busy) return
    let paths: string[] = []
    try {
      paths = (await Taro.chooseImage({ count: REVIEW_IMAGES_MAX - draftOf(itemId).images.length, sizeType: ['compressed'] })).tempFilePaths
    } catch {
      return
    }
    await upload.run(itemId, paths)
  }

  return (
    <View className='rw' data-testid='comment'>
      <Screen query={q} empty={!!d && open && !lines.length}>
        {d && !open && (
          <Text className='rw-note' data-testid='comment-closed'>
            {t('notReviewable')}
          </Text>
        )}
        {d &&
          open &&
          lines.map((l) => {
            const x = draftOf(l.itemId)
            return (
              <View key={l.itemId} className='rw-card' data-testid={`comment-line-${l.itemId}`}>
                <View className='rw-line'>
                  <RemoteImage className='rw-line__img' src={l.image} mode='aspectFill' size='thumb' />
                  <View className='rw-line__body'>
                    <Text className='rw-line__title'>{l.title}</Text>
                    {!!l.specText && <Text className='rw-line__spec'>{l.specText}</Text>}
                  </View>
                </View>
                <View className='rw-stars'>
                  <Text className='rw-stars__label'>{t('rating')}</Text>
                  <Stars value={x.rating} onChange={(rating) => edit(l.itemId, { rating })} testId={`stars-${l.itemId}`} />
                </View>
                <Textarea
                  className='rw-text'
                  data-testid={`text-${l.itemId}`}
                  value={x.content}
                  maxlength={REVIEW_TEXT_MAX}
                  placeholder={t('textHint')}
                  onInput={(e) => edit(l.itemId, { content: e.detail.value.slice(0, REVIEW_TEXT_MAX) })}
                />
                <Text className='rw-count' data-testid={`count-${l.itemId}`}>
                  {t('count', { n: Array.from(x.content).length, max: REVIEW_TEXT_MAX })}
                </Text>
                <Text className='rw-label'>{t('pictures', { max: REVIEW_IMAGES_MAX })}</Text>
                <View className='rw-imgs'>
                  {x.images.map((i) => (
                    <Image
                      key={i.id}
                      className='rw-img'
                      src={i.path}
                      mode='aspectFill'
                      data-testid='comment-img'
                      onClick={() => edit(l.itemId, (y) => ({ images: y.images.filter((z) => z.id !== i.id) }))}
                    />
                  ))}
                  {x.images.length < REVIEW_IMAGES_MAX && (
                    <View className='rw-img rw-img--add' data-testid={`add-${l.itemId}`} onClick={() => void add(l.itemId)}>
                      <Text className='rw-img__plus'>+</Text>
                    </View>
                  )}
                </View>
              </View>
            )
          })}
        {d && open && lines.length > 0 && (
          <View className='rw-card rw-switch' data-testid='anonymous' onClick={() => setAnonymous((a) => !a)}>
            <View className={anonymous ? 'rw-switch__box rw-switch__box--on' : 'rw-switch__box'}>
              {anonymous && <Text className='rw-switch__tick'>✓</Text>}
            </View>
            <View className='rw-switch__body'>
              <Text className='rw-switch__title'>{t('anonymous')}</Text>
              <Text className='rw-switch__hint'>{t('anonymousHint')}</Text>
            </View>
          </View>
        )}
      </Screen>
      {d && open && lines.length > 0 && (
        <View className='rw-bar'>
          <Button type='primary' block data-testid='comment-submit' disabled={busy} loading={busy} onClick={() => void (!busy && send.run())}>
            {upload.busy ? t('uploading') : t('submit')}
          </Button>
        </View>
      )}
    </View>
  )
}
