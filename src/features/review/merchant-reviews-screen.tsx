import { useReachBottom } from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { RemoteImage, Screen, toast } from '@/core/ui'
import { REVIEW_REPLY_MAX } from '~types/review-codes'
import './texts'
import './review.scss'
import './review-web'

const PAGE_SIZE = 10
const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n))

/**
 * The reviews of the merchant's shops (`merchant/reviews`): unreplied first, a filter for the unreplied
 * ones, and one reply per review (the server refuses a second: 409). An account without a shop is
 * refused here without asking (the server's 403 would log it out), as the workbench does.
 */
export function MerchantReviewsScreen() {
  const { t } = useT('review')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const [unreplied, setUnreplied] = useState(false)
  const q = useInfiniteQuery(
    keyOf('review.merchantList', unreplied ? 'unreplied' : 'all'),
    (pageNum) => api.review.merchantList({ query: { unreplied: unreplied || undefined, pageNum, pageSize: PAGE_SIZE } }),
    { enabled: allowed },
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [open, setOpen] = useState<number | null>(null)
  const [text, setText] = useState('')
  const { run: reply } = useSubmit(
    async (id: number) => {
      await api.review.reply({ params: { id }, body: { reply: text.trim() } })
      toast(t('replied'), 'success')
      setOpen(null)
      setText('')
    },
    { invalidate: [keyOf('review.merchantList')] },
  )

  return (
    <View className='rw' data-testid='merchant-reviews'>
      <View className='rw-tabs'>
        {([false, true] as const).map((u) => (
          <Text
            key={String(u)}
            className={u === unreplied ? 'rw-tab rw-tab--on' : 'rw-tab'}
            data-testid={u ? 'tab-unreplied' : 'tab-all'}
            onClick={() => setUnreplied(u)}
          >
            {u ? t('unrepliedOnly') : t('all')}
          </Text>
        ))}
      </View>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('refused')} empty={!q.rows.length} emptyText={t('noReviews')}>
        {q.rows.map((r) => (
          <View key={r.id} className='rw-card' data-testid={`mreview-${r.id}`}>
            <View className='rw-line' onClick={() => void nav.to('classify/goods/info/index', { id: r.productId })}>
              <RemoteImage className='rw-line__img' src={r.productImage} mode='aspectFill' size='thumb' />
              <View className='rw-line__body'>
                <Text className='rw-line__title'>{r.productTitle}</Text>
              </View>
            </View>
            <View className='rw-head'>
              <Text className='rw-head__name'>{r.nickname}</Text>
              <Text className='rw-head__date'>{r.createdAt.slice(0, 10)}</Text>
            </View>
            <Text className='rw-stars-text'>{stars(r.rating)}</Text>
            {!!r.content && <Text className='rw-content'>{r.content}</Text>}
            {r.images.length > 0 && (
              <View className='rw-imgs'>
                {r.images.map((u, i) => (
                  <RemoteImage
                    key={`${i}-${u}`}
                    className='rw-img'
                    src={u}
                    mode='aspectFill'
                    size='thumb'
                    onClick={() => void nav.to('preview/index', { urls: r.images.join(','), current: i })}
                  />
                ))}
              </View>
            )}
            {r.reply !== null ? (
              <View className='rw-reply' data-testid={`mreply-${r.id}`}>
                <Text className='rw-reply__text'>{t('shopReply', { text: r.reply })}</Text>
              </View>
            ) : open === r.id ? (
              <View>
                <Textarea
                  className='rw-input'
                  data-testid={`reply-text-${r.id}`}
                  value={text}
                  maxlength={REVIEW_REPLY_MAX}
                  placeholder={t('replyHint')}
                  onInput={(e) => setText(e.detail.value)}
                />
                <View className='rw-actions'>
                  <Text className='rw-btn' onClick={() => setOpen(null)}>
                    {t('cancel')}
                  </Text>
                  <Text
                    className='rw-btn rw-btn--primary'
                    data-testid={`reply-send-${r.id}`}
                    onClick={() => (text.trim() ? void reply(r.id) : toast(t('replyRequired')))}
                  >
                    {t('replySend')}
                  </Text>
                </View>
              </View>
            ) : (
              <View className='rw-actions'>
                <Text
                  className='rw-btn rw-btn--primary'
                  data-testid={`reply-${r.id}`}
                  onClick={() => {
                    setText('')
                    setOpen(r.id)
                  }}
                >
                  {t('reply')}
                </Text>
              </View>
            )}
          </View>
        ))}
        {q.rows.length > 0 && q.done && <Text className='rw-end'>—</Text>}
      </Screen>
    </View>
  )
}
