import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'
import { BigId, PageNum, PageSize } from './common.js'

/** Product list type: 1 recommended, 2 new, 3 hot (by sales), 4 discount. */
export const ProductListParams = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 4 }) }, { additionalProperties: false })
export type ProductListParams = Static<typeof ProductListParams>
export const ProductListQuery = Type.Object(
  {
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
    categoryId: Type.Optional(BigId()),
    shopId: Type.Optional(BigId()),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
)
export type ProductListQuery = Static<typeof ProductListQuery>

/** A product as lists show it; prices in minor units (fen). */
export const ProductCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  sales: Type.Integer(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  inStock: Type.Boolean(),
})
export type ProductCard = Static<typeof ProductCard>

/** Endpoints of the catalog area. */
export const CatalogApi = {
  /** Products of a list type, paged; filters by category (and its children), shop, keyword. */
  productList: defineEndpoint({ method: 'GET', url: '/customer/api/product/list/:type', auth: 'none', params: ProductListParams, querystring: ProductListQuery, response: ProductCard, paged: true }),
}
