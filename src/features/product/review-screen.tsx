import { Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import { ReviewItem } from './review-item'
import './texts'
import './product.scss'
import './product-web'

/** One review (`user/discuss/info?id=`), with a way to the product. */
export function ReviewScreen() {
  const params = usePageParams('user/discuss/info')
  const id = Number(params.id)
  const { t } = useT('product')
  const q = useQuery(keyOf('catalog.review', id), () => api.catalog.review({ params: { id } }), { enabled: id > 0 })
  if (!(id > 0)) return <Screen error={t('reviewNotFound')} />
  return (
    <Screen query={q}>
      {q.data && (
        <View className='pd__card' data-testid='review-info'>
          <ReviewItem review={q.data} />
          <View className='rvs__to-product' onClick={() => void nav.to('classify/goods/info/index', { id: q.data!.productId })}>
            <Text className='pd__link'>{t('viewProduct')}</Text>
          </View>
        </View>
      )}
    </Screen>
  )
}
