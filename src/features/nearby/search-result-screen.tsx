import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { useHere } from '@/core/location'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { PagingLine, Screen } from '@/core/ui'
import { NEARBY_PAGE_SIZE } from './api'
import { StoreCard } from './store-card'
import './texts'
import './nearby.scss'
import './nearby-web'

/** The nearby search's results (`nearby/searchResult`): stores around whose name holds the keyword, nearest first. */
export function NearbySearchResultScreen() {
  const { t } = useT('nearby')
  const keyword = usePageParams('nearby/searchResult').keyword ?? ''
  const here = useHere()
  const q = useInfiniteQuery(keyOf('nearby.list', here.latitude, here.longitude, keyword), (pageNum) =>
    api.nearby.list({ query: { latitude: here.latitude, longitude: here.longitude, keyword, pageNum, pageSize: NEARBY_PAGE_SIZE } }),
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='nb' data-testid='nearby-results'>
      <View className='nb-top'>
        <View className='nb-search' onClick={() => void nav.to('nearby/search', { keyword }).catch(() => undefined)}>
          <Text className='nb-search__keyword' numberOfLines={1}>
            {keyword}
          </Text>
        </View>
      </View>
      <Text className='nb-caption'>{t('resultsFor', { keyword })}</Text>
      <Screen query={q} empty={!q.rows.length} emptyText={t('noResults')}>
        <View className='nb-list'>
          {q.rows.map((s) => (
            <StoreCard key={s.id} s={s} />
          ))}
        </View>
        <PagingLine query={q} endText={t('end')} />
      </Screen>
    </View>
  )
}
