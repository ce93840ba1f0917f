import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'
import { BigId, BoundedInt, PageNum, PageSize, PG_INT_MAX } from './common.js'

/** Product list type: 1 recommended, 2 new, 3 hot (by sales), 4 discount. */
const ProductListParams = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 4 }) }, { additionalProperties: false })
type ProductListParams = Static<typeof ProductListParams>
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

/** Sort of a search/category list: default (recommended), sales, price up, price down, new. */
export const ProductSort = Type.Union([
  Type.Literal('default'),
  Type.Literal('sales'),
  Type.Literal('priceAsc'),
  Type.Literal('priceDesc'),
  Type.Literal('new'),
])
export type ProductSort = Static<typeof ProductSort>

/** Search and category listing: keyword (title, shop or category name in any language), filters, sort, paging. */
export const ProductSearchQuery = Type.Object(
  {
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    categoryId: Type.Optional(BigId()),
    shopId: Type.Optional(BigId()),
    shopCategoryId: Type.Optional(BigId()),
    /** prices in minor units */
    priceMin: Type.Optional(BoundedInt(0, PG_INT_MAX)),
    priceMax: Type.Optional(BoundedInt(0, PG_INT_MAX)),
    inStock: Type.Optional(Type.Boolean()),
    sort: Type.Optional(ProductSort),
  },
  { additionalProperties: false },
)
export type ProductSearchQuery = Static<typeof ProductSearchQuery>

const IdParams = Type.Object({ id: BigId() }, { additionalProperties: false })
const ShopIdQuery = Type.Object({ shopId: Type.Optional(BigId()) }, { additionalProperties: false })

/** A node of the category tree (platform tree, or a shop's own with `shopId`); three levels at most. */
const node = <C extends TSchema>(children: C) => Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String(), children: Type.Array(children) })
export const CategoryNode = node(node(node(Type.Object({}))))
export interface CategoryNode {
  id: number
  name: string
  icon: string
  children: CategoryNode[]
}

const SpecGroup = Type.Object({ key: Type.String(), name: Type.String(), values: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })) })
export const Sku = Type.Object({
  id: Type.Integer(),
  /** group key -> value key */
  spec: Type.Record(Type.String(), Type.String()),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  stock: Type.Integer(),
  image: Type.String(),
  available: Type.Boolean(),
})
export type Sku = Static<typeof Sku>

/** Counts per review filter. */
export const ReviewCounts = Type.Object({ all: Type.Integer(), pictures: Type.Integer(), good: Type.Integer(), medium: Type.Integer(), bad: Type.Integer() })
export type ReviewCounts = Static<typeof ReviewCounts>
export const ReviewFilter = Type.Union([Type.Literal('all'), Type.Literal('pictures'), Type.Literal('good'), Type.Literal('medium'), Type.Literal('bad')])
export type ReviewFilter = Static<typeof ReviewFilter>
const ReviewQuery = Type.Object(
  { pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()), filter: Type.Optional(ReviewFilter) },
  { additionalProperties: false },
)

export const Review = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  images: Type.Array(Type.String()),
  /** the SKU bought, as its spec values' names ("white / L"); '' when unknown */
  skuText: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
  nickname: Type.String(),
  avatar: Type.String(),
  createdAt: Type.String(),
})
export type Review = Static<typeof Review>

const ReviewSummary = Type.Object({ counts: ReviewCounts, rating: Type.Number(), first: Type.Array(Review) })

/** A shop as a product page's card and the shop's home show it. */
export const ShopCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  kind: Type.String(),
  open: Type.Boolean(),
  rating: Type.Number(),
  delivery: Type.Boolean(),
  selfPickup: Type.Boolean(),
  /** minor units */
  minDeliveryAmount: Type.Integer(),
  hours: Type.String(),
})
export type ShopCard = Static<typeof ShopCard>

export const ShopHome = Type.Composite([
  ShopCard,
  Type.Object({
    banner: Type.String(),
    notice: Type.String(),
    intro: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    licenceImages: Type.Array(Type.String()),
    photos: Type.Array(Type.String()),
    categories: Type.Array(CategoryNode),
    productCount: Type.Integer(),
  }),
])
export type ShopHome = Static<typeof ShopHome>

/** Why a product cannot be bought: off the shelf, shop closed, every SKU sold out. */
const NotBuyable = Type.Union([Type.Literal('offShelf'), Type.Literal('shopClosed'), Type.Literal('soldOut'), Type.Null()])

export const ProductDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  images: Type.Array(Type.String()),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  sales: Type.Integer(),
  stock: Type.Integer(),
  specGroups: Type.Array(SpecGroup),
  skus: Type.Array(Sku),
  delivery: Type.Boolean(),
  selfPickup: Type.Boolean(),
  shop: ShopCard,
  reviews: ReviewSummary,
  description: Type.String(),
  categoryId: Type.Integer(),
  /** the session's favourite; false for guests (the collection module answers it: see docs) */
  favourite: Type.Boolean(),
  buyable: Type.Boolean(),
  notBuyableReason: NotBuyable,
})
export type ProductDetail = Static<typeof ProductDetail>

const KeywordQuery = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false })

/** Endpoints of the catalog area (shops included: their table and the product joins live here). */
export const CatalogApi = {
  /** Products of a list type, paged; filters by category (and its children), shop, keyword; `total` capped at 1,000 (ADR 0144). */
  productList: defineEndpoint({
    method: 'GET',
    url: '/customer/api/product/list/:type',
    auth: 'none',
    params: ProductListParams,
    querystring: ProductListQuery,
    response: ProductCard,
    paged: true,
  }),
  /**
   * Search / a category's or shop's products: keyword in any language, filters, sort, paging (ours). `total` (here and
   * in `productList`) is exact up to 1,000 and 1,000 beyond: the list ends there, no page starts past it (ADR 0144).
   */
  productSearch: defineEndpoint({
    method: 'GET',
    url: '/customer/api/product/search',
    auth: 'none',
    querystring: ProductSearchQuery,
    response: ProductCard,
    paged: true,
  }),
  /** One product for its page; `favourite` with a session (ours). */
  productDetail: defineEndpoint({ method: 'GET', url: '/customer/api/product/:id', auth: 'optional', params: IdParams, response: ProductDetail }),
  /** A product's reviews by filter, newest first (ours). */
  productReviews: defineEndpoint({
    method: 'GET',
    url: '/customer/api/product/:id/reviews',
    auth: 'none',
    params: IdParams,
    querystring: ReviewQuery,
    response: Review,
    paged: true,
  }),
  /** Counts per review filter and the average rating (ours). */
  reviewCounts: defineEndpoint({
    method: 'GET',
    url: '/customer/api/product/:id/reviews/count',
    auth: 'none',
    params: IdParams,
    response: Type.Object({ counts: ReviewCounts, rating: Type.Number() }),
  }),
  /** One review (ours). */
  review: defineEndpoint({ method: 'GET', url: '/customer/api/review/:id', auth: 'none', params: IdParams, response: Review }),
  /** The platform's category tree, or a shop's own with `shopId` (ours). */
  categoryTree: defineEndpoint({
    method: 'GET',
    url: '/customer/api/category/tree',
    auth: 'none',
    querystring: ShopIdQuery,
    response: Type.Array(CategoryNode),
  }),
  /** A shop's home (ours). */
  shop: defineEndpoint({ method: 'GET', url: '/customer/api/shop/:id', auth: 'none', params: IdParams, response: ShopHome }),
  /** Hot search words of the tenant (ours). */
  hotWords: defineEndpoint({ method: 'GET', url: '/customer/api/search/hot', auth: 'none', response: Type.Array(Type.String()) }),
  /** Up to 10 product titles matching what is typed (ours). */
  suggest: defineEndpoint({ method: 'GET', url: '/customer/api/search/suggest', auth: 'none', querystring: KeywordQuery, response: Type.Array(Type.String()) }),
}
