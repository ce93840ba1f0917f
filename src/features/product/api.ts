import type { Static } from '@sinclair/typebox'
import type { CartApi } from '~types/cart'
import type { CatalogApi, ProductSearchQuery, ReviewFilter } from '~types/catalog'
import type { CollectionApi } from '~types/collection'
import { http } from '@/core/request'

/* The records of the calls below (types/catalog.ts, cart.ts, collection.ts), as types only. */
export type DetailEndpoint = typeof CatalogApi.productDetail
export type ReviewsEndpoint = typeof CatalogApi.productReviews
export type ReviewCountsEndpoint = typeof CatalogApi.reviewCounts
export type ReviewEndpoint = typeof CatalogApi.review
export type ShopEndpoint = typeof CatalogApi.shop
export type SearchEndpoint = typeof CatalogApi.productSearch
export type CartAddEndpoint = typeof CartApi.add
export type FavouriteAddEndpoint = typeof CollectionApi.add
export type FavouriteRemoveEndpoint = typeof CollectionApi.remove
export type FavouriteCheckEndpoint = typeof CollectionApi.check

/** Favourite kinds (collection `type`): 1 a product, 2 a shop. */
export type FavouriteKind = 1 | 2

/** Query keys of the area: `invalidate(PRODUCT_KEY)` after a favourite changes. */
export const PRODUCT_KEY = ['product'] as const
export const SHOP_KEY = ['shop'] as const

/** The product area's server calls, each typed by its endpoint record. */
export const productApi = {
  detail: (id: number) => http.call<DetailEndpoint>('GET /customer/api/product/:id', { params: { id } }, { auth: false }),
  reviews: (id: number, filter: Static<typeof ReviewFilter>, pageNum: number, pageSize = 10) =>
    http.call<ReviewsEndpoint>('GET /customer/api/product/:id/reviews', { params: { id }, query: { filter, pageNum, pageSize } }, { auth: false }),
  reviewCounts: (id: number) => http.call<ReviewCountsEndpoint>('GET /customer/api/product/:id/reviews/count', { params: { id } }, { auth: false }),
  review: (id: number) => http.call<ReviewEndpoint>('GET /customer/api/review/:id', { params: { id } }, { auth: false }),
  shop: (id: number) => http.call<ShopEndpoint>('GET /customer/api/shop/:id', { params: { id } }, { auth: false }),
  search: (query: Static<typeof ProductSearchQuery>) => http.call<SearchEndpoint>('GET /customer/api/product/search', { query }, { auth: false }),
  addToCart: (skuId: number, count: number) => http.call<CartAddEndpoint>('POST /customer/api/basket', { body: { skuId, count } }),
  favourite: (id: number, type: FavouriteKind) => http.call<FavouriteAddEndpoint>('POST /customer/api/collection/:id', { params: { id }, query: { type } }),
  unfavourite: (id: number, type: FavouriteKind) => http.call<FavouriteRemoveEndpoint>('DELETE /customer/api/collection/:id', { params: { id }, query: { type } }),
  isFavourite: (id: number, type: FavouriteKind) =>
    http.call<FavouriteCheckEndpoint>('GET /customer/api/collection/check/:id', { params: { id }, query: { type } }, { auth: false, silent: true }),
}
