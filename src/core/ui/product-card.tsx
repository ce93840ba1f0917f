import { Text, View } from '@tarojs/components'
import { memo } from 'react'
import type { ProductCard as ProductRow } from '~types/catalog'
import type { InfiniteResult } from '../data/use-query'
import { money } from '../format/money'
import { useT } from '../i18n'
import { nav } from '../navigation'
import { RemoteImage } from './remote-image'
import { BLOCK, useVirtualBlocks } from './virtual-blocks'
import './product-card.scss'
import './product-card-web'

export type { ProductRow }
export type ProductLayout = 'grid' | 'list'

/**
 * Cards whose picture loads at once (no lazy-loading above the fold): the first row with high priority
 * (the largest paint), the rest of a phone's first screen (3 grid rows of ~250 px, 6 list rows of ~120 px
 * under a header) eagerly at normal priority; the others lazily.
 */
const FIRST_SCREEN = { grid: { high: 2, eager: 6 }, list: { high: 1, eager: 6 } } as const
export const cardPriority = (index: number, layout: ProductLayout): boolean | 'eager' | undefined =>
  index < FIRST_SCREEN[layout].high ? true : index < FIRST_SCREEN[layout].eager ? 'eager' : undefined

export interface ProductCardProps {
  product: ProductRow
  /** grid: two a row, picture above; list: one a row, picture beside */
  layout?: ProductLayout
  /** default: the product's page */
  onOpen?: (p: ProductRow) => void
  /** first row: its picture loads at once with high priority; `'eager'`: at once (rest of the first screen) */
  priority?: boolean | 'eager'
}

const openProduct = (p: ProductRow) => void nav.to('classify/goods/info/index', { id: p.id }).catch(() => undefined)

/**
 * The one product card of the app (home feed, classify, search results, shop pages): picture, title,
 * price and the original price when higher (the server's numbers through `money`), sales, sold-out mark.
 * Memoized: a list that grows (next page, home's rows revealed at idle) renders its new cards only.
 */
export const ProductCard = memo(function ProductCard({ product: p, layout = 'grid', onOpen = openProduct, priority }: ProductCardProps) {
  const { t } = useT('common')
  const list = layout === 'list'
  return (
    <View className={list ? 'product-card product-card--list' : 'product-card'} data-testid='product-card' data-id={p.id} onClick={() => onOpen(p)}>
      <View className={list ? 'product-card__pic product-card__pic--list' : 'product-card__pic'}>
        <RemoteImage
          className={list ? 'product-card__img product-card__img--list' : 'product-card__img'}
          src={p.image}
          mode='aspectFill'
          size='card'
          priority={priority}
        />
        {!p.inStock && (
          <View className='product-card__mask'>
            <Text className='product-card__sold-out'>{t('soldOut')}</Text>
          </View>
        )}
      </View>
      <View className={list ? 'product-card__body product-card__body--list' : 'product-card__body'}>
        <Text className='product-card__title'>{p.title}</Text>
        <View className='product-card__row'>
          <View className='product-card__prices'>
            <Text className='product-card__price'>{money(p.price)}</Text>
            {p.originalPrice > p.price && <Text className='product-card__original'>{money(p.originalPrice)}</Text>}
          </View>
          <Text className='product-card__sold'>{t('sold', { n: p.sales })}</Text>
        </View>
      </View>
    </View>
  )
})

export interface ProductListProps {
  products: ProductRow[]
  layout?: ProductLayout
  onOpen?: (p: ProductRow) => void
  /** window the rows (only the blocks near the screen render their cards); on by default */
  virtual?: boolean
  /** the list starts on the first screen: its first cards' pictures load at once (cardPriority); false: all lazily */
  firstScreen?: boolean
}

/**
 * Cards in a two-column grid or a one-column list, in blocks of 20 (an even count: a grid row never
 * straddles two blocks). A block far from the screen is an empty box of its measured height
 * (virtual-blocks.ts), so 1,000 results keep about 100 cards in the page.
 */
export function ProductList({ products, layout = 'grid', onOpen, virtual = true, firstScreen = true }: ProductListProps) {
  const v = useVirtualBlocks(products.length, virtual, layout)
  const cls = layout === 'list' ? 'product-list product-list--list' : 'product-list'
  return (
    <View className='product-list-window' data-testid='product-list' data-layout={layout}>
      {Array.from({ length: v.blocks }, (_, i) =>
        v.isShown(i) ? (
          <View key={i} className={`${cls} ${v.blockClass}`} data-testid='product-block' data-rows={Math.min(BLOCK, products.length - i * BLOCK)}>
            {products.slice(i * BLOCK, (i + 1) * BLOCK).map((p, j) => (
              <ProductCard key={p.id} product={p} layout={layout} onOpen={onOpen} priority={firstScreen ? cardPriority(i * BLOCK + j, layout) : undefined} />
            ))}
          </View>
        ) : (
          <View
            key={i}
            className={`product-list__gap ${v.blockClass}`}
            data-testid='product-gap'
            data-rows={Math.min(BLOCK, products.length - i * BLOCK)}
            style={{ height: `${v.height(i)}px` }}
          />
        ),
      )}
    </View>
  )
}

/**
 * The line under a paged list: loading, "no more" at the end, "failed, tap to retry" (which loads the
 * page again). Empty while there is more to load and nothing is under way. `endText`: the list's own
 * "no more" (orders, not products).
 */
export function PagingLine({
  query,
  endText,
}: {
  query: Pick<InfiniteResult<unknown>, 'loadingMore' | 'moreError' | 'done' | 'loadMore' | 'rows'>
  endText?: string
}) {
  const { t } = useT('common')
  const text = query.loadingMore ? t('loading') : query.moreError ? t('moreFailed') : query.done && query.rows.length ? (endText ?? t('noMore')) : ''
  return (
    <View className='paging-line' data-testid='products-more' onClick={query.moreError ? query.loadMore : undefined}>
      <Text className='paging-line__text'>{text}</Text>
    </View>
  )
}
