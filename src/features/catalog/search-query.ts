import type { ProductSearchQuery, ProductSort } from '~types/catalog'

export const SORTS: ProductSort[] = ['default', 'sales', 'priceAsc', 'priceDesc', 'new']
export const RESULTS_PAGE_SIZE = 10

/** What the shopper chose on a results page; prices as typed, in the shop currency's major unit. */
export interface ResultFilter {
  priceMin: string
  priceMax: string
  inStock: boolean
  shopId: number | null
}
export const NO_FILTER: ResultFilter = { priceMin: '', priceMax: '', inStock: false, shopId: null }

/** What a results page lists: a keyword (search) or a category (classify). */
export interface ResultBase {
  keyword?: string
  categoryId?: number
}

/** '12.5' -> 1250 (minor units, as the server takes them); '' or not a price -> undefined. */
export function toMinor(text: string): number | undefined {
  const t = text.trim()
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(t)) return undefined
  const [whole, frac = ''] = t.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** A typed price that is not a price (or min above max) is refused before anything is sent. */
export function filterProblem(f: ResultFilter): 'badPrice' | null {
  const bad = (s: string) => s.trim() !== '' && toMinor(s) === undefined
  if (bad(f.priceMin) || bad(f.priceMax)) return 'badPrice'
  const lo = toMinor(f.priceMin)
  const hi = toMinor(f.priceMax)
  return lo !== undefined && hi !== undefined && lo > hi ? 'badPrice' : null
}

/** The query a results page sends for one page: only what was chosen, nothing empty. */
export function searchQuery(base: ResultBase, sort: ProductSort, filter: ResultFilter, pageNum: number, pageSize = RESULTS_PAGE_SIZE): ProductSearchQuery {
  const q: ProductSearchQuery = { pageNum, pageSize }
  const keyword = base.keyword?.trim()
  if (keyword) q.keyword = keyword
  if (base.categoryId) q.categoryId = base.categoryId
  if (sort !== 'default') q.sort = sort
  const lo = toMinor(filter.priceMin)
  const hi = toMinor(filter.priceMax)
  if (lo !== undefined) q.priceMin = lo
  if (hi !== undefined) q.priceMax = hi
  if (filter.inStock) q.inStock = true
  if (filter.shopId) q.shopId = filter.shopId
  return q
}
