import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { CategoryNode } from '~types/catalog'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { PagingLine, ProductList, RemoteImage, Screen } from '@/core/ui'
import { api } from '@/core/request'
import { RESULTS_PAGE_SIZE } from './search-query'
import './texts'
import './catalog.scss'
import './catalog-web'

/** Products of one category (its children included), paged, as the classify tab's right pane lists them. */
function CategoryProducts({ category }: { category: Pick<CategoryNode, 'id' | 'name'> }) {
  const { t } = useT('catalog')
  const q = useInfiniteQuery(keyOf('catalog.productSearch', 'classify', category.id), (pageNum) =>
    api.catalog.productSearch({ query: { categoryId: category.id, pageNum, pageSize: RESULTS_PAGE_SIZE } }, { silent: true }),
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <Screen query={q} skeleton='grid' empty={!q.rows.length} emptyText={t('classify.noProducts')}>
      <ProductList products={q.rows} layout='list' />
      <PagingLine query={q} />
    </Screen>
  )
}

/**
 * Classify tab: the top categories in a rail on the left; on the right the chosen one's sub-categories
 * (icons; a tap chooses one, "see all" opens its full list) and the products of the chosen category.
 */
export function ClassifyScreen() {
  const { t } = useT('catalog')
  const tree = useQuery(keyOf('catalog.categoryTree'), () => api.catalog.categoryTree({ query: {} }, { silent: true }), { staleMs: 300_000 })
  usePullRefresh(tree.reload)
  const tops = tree.data ?? []
  const [topId, setTopId] = useState<number | null>(null)
  const [subId, setSubId] = useState<number | null>(null)
  const top = tops.find((c) => c.id === topId) ?? tops[0]
  const sub = top?.children.find((c) => c.id === subId)
  const chosen = sub ?? top
  return (
    <View className='classify' data-testid='classify'>
      <View className='classify__search' onClick={() => void nav.to('classify/search/index')}>
        <Text className='classify__search-text'>{t('search.placeholder')}</Text>
      </View>
      <Screen query={tree} skeleton='rail' empty={!tops.length} emptyText={t('classify.empty')}>
        <View className='classify__body'>
          <View className='classify-rail' data-testid='classify-rail'>
            {tops.map((c) => (
              <View
                key={c.id}
                className={c.id === top?.id ? 'classify-rail__item classify-rail__item--on' : 'classify-rail__item'}
                onClick={() => {
                  setTopId(c.id)
                  setSubId(null)
                }}
              >
                <Text className={c.id === top?.id ? 'classify-rail__text classify-rail__text--on' : 'classify-rail__text'}>{c.name}</Text>
              </View>
            ))}
          </View>
          {top && chosen && (
            <View className='classify-pane' data-testid='classify-pane'>
              {top.children.length > 0 && (
                <View className='classify-subs' data-testid='classify-subs'>
                  {top.children.map((c) => (
                    <View key={c.id} className='classify-subs__item' onClick={() => setSubId(c.id === subId ? null : c.id)}>
                      <RemoteImage
                        className={c.id === sub?.id ? 'classify-subs__icon classify-subs__icon--on' : 'classify-subs__icon'}
                        src={c.icon}
                        mode='aspectFill'
                        size='thumb'
                      />
                      <Text className={c.id === sub?.id ? 'classify-subs__text classify-subs__text--on' : 'classify-subs__text'}>{c.name}</Text>
                    </View>
                  ))}
                </View>
              )}
              <View className='classify-pane__head'>
                <Text className='classify-pane__title'>{chosen.name}</Text>
                <Text
                  className='classify-pane__more'
                  data-testid='classify-more'
                  onClick={() => void nav.to('classify/detail', { id: chosen.id, name: chosen.name }).catch(() => undefined)}
                >
                  {t('classify.more')}
                </Text>
              </View>
              <CategoryProducts key={chosen.id} category={chosen} />
            </View>
          )}
        </View>
      </Screen>
    </View>
  )
}
