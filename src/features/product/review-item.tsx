import { Text, View } from '@tarojs/components'
import type { Review } from '~types/catalog'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { RemoteImage } from '@/core/ui'
import './texts'
import './product.scss'
import './product-web'

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n))

/** One review: who, stars, the SKU bought, text, pictures (tap = preview), the shop's reply. */
export function ReviewItem({ review: r, brief, onClick }: { review: Review; brief?: boolean; onClick?: () => void }) {
  const { t } = useT('product')
  const day = r.createdAt.slice(0, 10)
  return (
    <View className='rv' data-testid='review' onClick={onClick}>
      <View className='rv__head'>
        {r.avatar ? <RemoteImage className='rv__avatar' src={r.avatar} mode='aspectFill' size='thumb' /> : <View className='rv__avatar' />}
        <Text className='rv__name'>{r.nickname}</Text>
        <View className='rv__grow' />
        <Text className='rv__date'>{day}</Text>
      </View>
      <Text className='rv__stars' aria-label={t('rating', { n: r.rating })}>
        {stars(r.rating)}
      </Text>
      {!!r.skuText && <Text className='rv__sku'>{t('bought', { text: r.skuText })}</Text>}
      <Text className={brief ? 'rv__text rv__text--brief' : 'rv__text'}>{r.content}</Text>
      {r.images.length > 0 && (
        <View className='rv__pics'>
          {r.images.map((u, i) => (
            <RemoteImage
              key={`${i}-${u}`}
              className='rv__pic'
              src={u}
              mode='aspectFill'
              size='thumb'
              onClick={(e) => {
                e.stopPropagation()
                void nav.to('preview/index', { urls: r.images.join(','), current: i })
              }}
            />
          ))}
        </View>
      )}
      {!!r.reply && !brief && (
        <View className='rv__reply'>
          <Text className='rv__reply-text'>{t('reply', { text: r.reply })}</Text>
        </View>
      )}
    </View>
  )
}
