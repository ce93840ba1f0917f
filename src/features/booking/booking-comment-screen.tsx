import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { BOOKING_COMMENT_MAX } from '~types/booking-codes'
import { keyOf } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, toast } from '@/core/ui'
import './texts'
import './booking.scss'
import './booking-web'

/** Review a completed booking once (`order/reservation/comment?id=`): stars and a text. */
export function BookingCommentScreen() {
  const { t } = useT('booking')
  const id = usePageParams('order/reservation/comment').id ?? ''
  const [rating, setRating] = useState(5)
  const [content, setContent] = useState('')
  const { busy, run } = useSubmit(
    async () => {
      if (!content.trim()) return void toast(t('needContent'))
      await api.booking.comment({ params: { id }, body: { rating, content: content.trim() } })
      toast(t('thanks'))
      await nav.back()
    },
    { invalidate: [keyOf('booking.detail', id), keyOf('booking.list')] },
  )
  return (
    <View className='bk' data-testid='bk-comment-page'>
      <View className='bk-box'>
        <Text className='bk-box__title'>{t('rating')}</Text>
        <View className='bk-stars'>
          {[1, 2, 3, 4, 5].map((n) => (
            <Text key={n} className={n <= rating ? 'bk-star bk-star--on' : 'bk-star'} data-testid={`bk-star-${n}`} onClick={() => setRating(n)}>
              ★
            </Text>
          ))}
        </View>
        <Text className='bk-box__title'>{t('content')}</Text>
        <Textarea
          className='bk-text'
          data-testid='bk-comment-text'
          value={content}
          maxlength={BOOKING_COMMENT_MAX}
          placeholder={t('contentHint', { max: BOOKING_COMMENT_MAX })}
          onInput={(e) => setContent(e.detail.value)}
        />
      </View>
      <View className='bk-bar'>
        <Button type='primary' loading={busy} data-testid='bk-comment-submit' onClick={() => void run()}>
          {t('submit')}
        </Button>
      </View>
    </View>
  )
}
