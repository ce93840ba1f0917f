import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { ProductResults, useProductResults } from './product-results'
import './texts'
import './catalog.scss'
import './catalog-web'

/** A category's full product list (`classify/detail?id=&name=`): sort, filters, grid/list, paged. */
export function CategoryScreen() {
  const { t } = useT('catalog')
  const params = usePageParams('classify/detail')
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const name = params.name ?? ''
  const r = useProductResults({ categoryId: valid ? id : undefined }, valid)
  return (
    <View className='search' data-testid='category'>
      {!!name && (
        <View className='category__head'>
          <Text className='category__title'>{name}</Text>
        </View>
      )}
      {valid ? (
        <ProductResults r={r} emptyText={t('classify.noProducts')} />
      ) : (
        <View className='category__bad'>
          <Text className='category__bad-text'>{t('classify.noProducts')}</Text>
        </View>
      )}
    </View>
  )
}
