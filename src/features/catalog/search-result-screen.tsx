import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { ProductResults, useProductResults } from './product-results'
import './texts'
import './catalog.scss'
import './catalog-web'

/** Search results (`classify/searchResult?keyword=`): sort, filters, grid/list, paged 10 at a time. */
export function SearchResultScreen() {
  const { t } = useT('catalog')
  const params = usePageParams('classify/searchResult')
  const keyword = params.keyword ?? ''
  const r = useProductResults({ keyword })
  return (
    <View className='search' data-testid='search-result'>
      <View
        className='search-box'
        data-testid='result-search-box'
        onClick={() => void nav.redirect('classify/search/index', { keyword }).catch(() => undefined)}
      >
        <View className='search-box__input search-box__input--static'>
          <Text className={keyword ? 'search-box__keyword' : 'search-box__placeholder'}>{keyword || t('search.placeholder')}</Text>
        </View>
      </View>
      <ProductResults r={r} />
    </View>
  )
}
