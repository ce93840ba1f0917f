import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { ReviewFilter } from '~types/catalog'
import { keyOf, useInfiniteQuery, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { Screen } from '@/core/ui'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { ListEnd } from './list-end'
import { ReviewItem } from './review-item'
import './texts'
import './product.scss'
import './product-web'

type Filter = 'all' | 'pictures' | 'good' | 'medium' | 'bad'
const FILTERS: Filter[] = ['all', 'pictures', 'good', 'medium', 'bad']

/**
 * A product's reviews (`classify/goods/evaluation?id=`): filters with their counts, paged list. `review=`: the
 * review tapped on the product page first (with a way to the product), then the others (it was on
 * `user/discuss/info` before that page became the forum's post, issue 25).
 */
export function ReviewsScreen() {
  const params = usePageParams('classify/goods/evaluation')
  const id = Number(params.id)
  const { t } = useT('product')
  const pinnedId = Number(params.review)
  const [filter, setFilter] = useState<Filter>('all')
  const pinned = useQuery(keyOf('catalog.review', pinnedId), () => api.catalog.review({ params: { id: pinnedId } }, { silent: true }), {
    enabled: pinnedId > 0,
  })
  const shown = pinned.data && pinned.data.productId === id ? pinned.data : undefined
  const counts = useQuery(keyOf('catalog.reviewCounts', id), () => api.catalog.reviewCounts({ params: { id } }), { enabled: id > 0 })
  const q = useInfiniteQuery(
    keyOf('catalog.productReviews', id, filter),
    (pageNum) => api.catalog.productReviews({ params: { id }, query: { filter: filter satisfies ReviewFilter, pageNum, pageSize: 10 } }),
    { enabled: id > 0 },
  )
  useReachBottom(q.loadMore)
  if (!(id > 0)) return <Screen error={t('notFound')} />
  return (
    <View className='rvs' data-testid='reviews'>
      <View className='rvs__filters'>
        {counts.data && counts.data.counts.all > 0 && <Text className='rvs__rating'>{t('rating', { n: counts.data.rating.toFixed(1) })}</Text>}
        {FILTERS.map((f) => (
          <View key={f} className={`rvs__filter ${filter === f ? 'rvs__filter--on' : ''}`} data-testid={`filter-${f}`} onClick={() => setFilter(f)}>
            <Text className={`rvs__filter-text ${filter === f ? 'rvs__filter-text--on' : ''}`}>
              {t(`filter.${f}`)}
              {counts.data ? ` ${counts.data.counts[f]}` : ''}
            </Text>
          </View>
        ))}
      </View>
      {shown && (
        <View className='rvs__pinned' data-testid='review-pinned'>
          <ReviewItem review={shown} />
          <View className='rvs__to-product' onClick={() => void nav.to('classify/goods/info/index', { id })}>
            <Text className='pd__link'>{t('viewProduct')}</Text>
          </View>
        </View>
      )}
      <Screen query={q} empty={!q.rows.length && !shown} emptyText={t('noReviews')}>
        <View className='rvs__list'>
          {q.rows
            .filter((r) => r.id !== shown?.id)
            .map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          <ListEnd q={q} />
        </View>
      </Screen>
    </View>
  )
}
