import { Input, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { ProductSort } from '~types/catalog'
import { keyOf, useInfiniteQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { PagingLine, ProductList, Screen, toast, type ProductLayout } from '@/core/ui'
import { api } from '@/core/request'
import { filterProblem, NO_FILTER, RESULTS_PAGE_SIZE, searchQuery, SORTS, type ResultBase, type ResultFilter } from './search-query'
import './catalog.scss'
import './catalog-web'

/**
 * A results page's state: sort, filter (applied on "apply"), grid or list, and the paged products
 * (page size 10; the next page when the page reaches its bottom).
 */
export function useProductResults(base: ResultBase, enabled = true) {
  const [sort, setSort] = useState<ProductSort>('default')
  const [filter, setFilter] = useState<ResultFilter>(NO_FILTER)
  const [layout, setLayout] = useState<ProductLayout>('grid')
  const first = searchQuery(base, sort, filter, 1)
  const { pageNum: _p, ...shape } = first
  const q = useInfiniteQuery(
    keyOf('catalog.productSearch', JSON.stringify(shape)),
    (pageNum) => api.catalog.productSearch({ query: searchQuery(base, sort, filter, pageNum) }, { silent: true }),
    { enabled },
  )
  // the shops among what was listed so far: the choices of the shop filter
  const shops = useRef(new Map<number, string>())
  for (const p of q.rows) shops.current.set(p.shopId, p.shopName)
  useReachBottom(q.loadMore)
  return { sort, setSort, filter, setFilter, layout, setLayout, q, shops: [...shops.current], pageSize: RESULTS_PAGE_SIZE }
}
type ProductResultsState = ReturnType<typeof useProductResults>

function FilterPanel({ r, onClose }: { r: ProductResultsState; onClose: () => void }) {
  const { t } = useT('catalog')
  const [draft, setDraft] = useState<ResultFilter>(r.filter)
  const apply = () => {
    const problem = filterProblem(draft)
    if (problem) return void toast(t(`filter.${problem}`))
    r.setFilter(draft)
    onClose()
  }
  return (
    <View className='results-filter' data-testid='results-filter'>
      <Text className='results-filter__label'>{t('filter.price')} (¥)</Text>
      <View className='results-filter__row'>
        <Input
          className='results-filter__input'
          type='digit'
          data-testid='price-min'
          placeholder={t('filter.min')}
          value={draft.priceMin}
          onInput={(e) => setDraft({ ...draft, priceMin: e.detail.value })}
        />
        <Text className='results-filter__dash'>-</Text>
        <Input
          className='results-filter__input'
          type='digit'
          data-testid='price-max'
          placeholder={t('filter.max')}
          value={draft.priceMax}
          onInput={(e) => setDraft({ ...draft, priceMax: e.detail.value })}
        />
      </View>
      <View className='results-filter__row'>
        <View className={draft.inStock ? 'chip chip--on' : 'chip'} data-testid='in-stock' onClick={() => setDraft({ ...draft, inStock: !draft.inStock })}>
          <Text className={draft.inStock ? 'chip__text chip__text--on' : 'chip__text'}>{t('filter.inStock')}</Text>
        </View>
      </View>
      {r.shops.length > 0 && (
        <>
          <Text className='results-filter__label'>{t('filter.shop')}</Text>
          <View className='results-filter__chips'>
            <View className={draft.shopId === null ? 'chip chip--on' : 'chip'} onClick={() => setDraft({ ...draft, shopId: null })}>
              <Text className={draft.shopId === null ? 'chip__text chip__text--on' : 'chip__text'}>{t('filter.allShops')}</Text>
            </View>
            {r.shops.map(([id, name]) => (
              <View key={id} className={draft.shopId === id ? 'chip chip--on' : 'chip'} onClick={() => setDraft({ ...draft, shopId: id })}>
                <Text className={draft.shopId === id ? 'chip__text chip__text--on' : 'chip__text'}>{name}</Text>
              </View>
            ))}
          </View>
        </>
      )}
      <View className='results-filter__actions'>
        <View className='results-filter__button' onClick={() => setDraft(NO_FILTER)}>
          <Text className='results-filter__button-text'>{t('filter.reset')}</Text>
        </View>
        <View className='results-filter__button results-filter__button--primary' data-testid='filter-apply' onClick={apply}>
          <Text className='results-filter__button-text results-filter__button-text--primary'>{t('filter.apply')}</Text>
        </View>
      </View>
    </View>
  )
}

/** Sort bar, filter panel, grid/list switch, and the products with their paging line. */
export function ProductResults({ r, emptyText }: { r: ProductResultsState; emptyText?: string }) {
  const { t } = useT('catalog')
  const [filtering, setFiltering] = useState(false)
  const filtered = r.filter !== NO_FILTER
  return (
    <View className='results'>
      <View className='results-bar' data-testid='results-bar'>
        {SORTS.map((s) => (
          <View key={s} className='results-bar__item' data-testid={`sort-${s}`} onClick={() => r.setSort(s)}>
            <Text className={r.sort === s ? 'results-bar__text results-bar__text--on' : 'results-bar__text'}>{t(`sort.${s}`)}</Text>
          </View>
        ))}
        <View className='results-bar__item' data-testid='filter-toggle' onClick={() => setFiltering(!filtering)}>
          <Text className={filtered ? 'results-bar__text results-bar__text--on' : 'results-bar__text'}>{t('filter.title')}</Text>
        </View>
        <View className='results-bar__item' data-testid='layout-toggle' onClick={() => r.setLayout(r.layout === 'grid' ? 'list' : 'grid')}>
          <Text className='results-bar__text'>{r.layout === 'grid' ? t('layout.list') : t('layout.grid')}</Text>
        </View>
      </View>
      {filtering && <FilterPanel r={r} onClose={() => setFiltering(false)} />}
      <Screen query={r.q} skeleton='grid' empty={!r.q.rows.length} emptyText={emptyText ?? t('results.empty')}>
        <View className='results__list'>
          <ProductList products={r.q.rows} layout={r.layout} />
          <PagingLine query={r.q} />
        </View>
      </Screen>
    </View>
  )
}
