import type { CatalogApi, ProductSearchQuery } from '~types/catalog'
import { http } from '@/core/request'

/* The records of the calls below (types/catalog.ts), as types only: no TypeBox in the app. */
export type ProductSearchEndpoint = typeof CatalogApi.productSearch
export type CategoryTreeEndpoint = typeof CatalogApi.categoryTree
export type HotWordsEndpoint = typeof CatalogApi.hotWords
export type SuggestEndpoint = typeof CatalogApi.suggest
export type { ProductSearchQuery }

/** The catalog browsing area's server calls (all public). */
export const catalogApi = {
  search: (query: ProductSearchQuery) => http.call<ProductSearchEndpoint>('GET /customer/api/product/search', { query }, { auth: false, silent: true }),
  categoryTree: () => http.call<CategoryTreeEndpoint>('GET /customer/api/category/tree', { query: {} }, { auth: false, silent: true }),
  hotWords: () => http.call<HotWordsEndpoint>('GET /customer/api/search/hot', {}, { auth: false, silent: true }),
  suggest: (keyword: string) => http.call<SuggestEndpoint>('GET /customer/api/search/suggest', { query: { keyword } }, { auth: false, silent: true }),
}
