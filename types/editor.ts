import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, IntId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { EDITOR_LIMITS as L, HOURS_PATTERN, SHELF_STATES } from './editor-codes.js'

export { EditorCodes, EDITOR_LIMITS, EDITOR_IMAGE, HOURS_PATTERN, SHELF_STATES, type ShelfState } from './editor-codes.js'

const strict = { additionalProperties: false } as const
const Shelf = Type.Union(SHELF_STATES.map((s) => Type.Literal(s)))
/**
 * A picture in an editor's body: the id of the user's own public upload (`POST system/api/upload`), or
 * the address the record already shows (kept as it is).
 */
const Picture = Type.String({ minLength: 1, maxLength: 300 })

/** One of the user's shops (the editor's shop chooser). */
export const MyShop = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String(), open: Type.Boolean() })
export type MyShop = Static<typeof MyShop>

export const PickupPointEdit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
  phone: Type.String(),
})
export type PickupPointEdit = Static<typeof PickupPointEdit>

/** A shop's delivery rule: `fee` below `freeOver` (minor units; null = never free), to `provinceIds` (province ids; empty = everywhere). */
export const DeliveryRuleEdit = Type.Object({
  fee: Type.Integer(),
  freeOver: Type.Union([Type.Integer(), Type.Null()]),
  provinceIds: Type.Array(Type.Integer()),
})
export type DeliveryRuleEdit = Static<typeof DeliveryRuleEdit>

/** A shop as its merchant edits it. */
export const ShopEdit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  notice: Type.String(),
  hours: Type.String(),
  open: Type.Boolean(),
  pickupPoints: Type.Array(PickupPointEdit),
  delivery: DeliveryRuleEdit,
})
export type ShopEdit = Static<typeof ShopEdit>

export const ShopBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: L.shopNameMax }),
    /** spec section 5: 800 x 800 or larger, under 5 MB, PNG, JPEG or GIF (checked on the server from the picture) */
    logo: Picture,
    /** empty: no banner */
    banner: Type.Union([Picture, Type.Literal('')]),
    notice: Type.String({ maxLength: L.noticeMax }),
    /** `HH:MM-HH:MM`, or empty */
    hours: Type.Union([Type.String({ pattern: HOURS_PATTERN, maxLength: 11 }), Type.Literal('')]),
    open: Type.Boolean(),
  },
  strict,
)
export type ShopBody = Static<typeof ShopBody>

export const PickupBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: L.pickupNameMax }),
    address: Type.String({ minLength: 1, maxLength: L.pickupAddressMax }),
    hours: Type.Union([Type.String({ pattern: HOURS_PATTERN, maxLength: 11 }), Type.Literal('')]),
    phone: Type.String({ maxLength: L.phoneMax, pattern: '^[0-9+\\- ]*$' }),
  },
  strict,
)
export type PickupBody = Static<typeof PickupBody>

export const DeliveryBody = Type.Object(
  {
    fee: BoundedInt(0, L.deliveryFeeMax),
    freeOver: Type.Union([BoundedInt(1, L.freeOverMax), Type.Null()]),
    provinceIds: Type.Array(IntId(), { maxItems: L.regionsMax }),
  },
  strict,
)
export type DeliveryBody = Static<typeof DeliveryBody>

/** A spec group (colour, size) with its values; `key`s come back from the server and keep a renamed value the same value. */
export const SpecGroupEdit = Type.Object(
  {
    key: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z0-9_]+$' })),
    name: Type.String({ minLength: 1, maxLength: L.specNameMax }),
    values: Type.Array(
      Type.Object(
        { key: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z0-9_]+$' })), name: Type.String({ minLength: 1, maxLength: L.specNameMax }) },
        strict,
      ),
      { minItems: 1, maxItems: L.specValuesMax },
    ),
  },
  strict,
)
export type SpecGroupEdit = Static<typeof SpecGroupEdit>

/**
 * A SKU as the editor sends it: its values' names in group order (`[]` without groups), price and stock.
 * For a SKU that exists (`id`), `stockWas` is the stock the merchant read: the server adds the difference
 * `stock - stockWas` to the stock now, so orders placed meanwhile are not undone (ADR 0115).
 */
export const SkuEdit = Type.Object(
  {
    id: Type.Optional(BigId()),
    spec: Type.Array(Type.String({ minLength: 1, maxLength: L.specNameMax }), { maxItems: L.specGroupsMax }),
    price: BoundedInt(L.priceMin, L.priceMax),
    /** 0 or left out: none (shown as the price) */
    originalPrice: Type.Optional(BoundedInt(0, L.priceMax)),
    stock: BoundedInt(0, L.stockMax),
    stockWas: Type.Optional(BoundedInt(0, L.stockMax)),
  },
  strict,
)
export type SkuEdit = Static<typeof SkuEdit>

export const ProductBody = Type.Object(
  {
    /** which of the user's shops (a new product only; an edit keeps its shop) */
    shopId: Type.Optional(BigId()),
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    categoryId: BigId(),
    images: Type.Array(Picture, { minItems: L.imagesMin, maxItems: L.imagesMax }),
    description: Type.Optional(Type.String({ maxLength: L.descriptionMax })),
    specGroups: Type.Array(SpecGroupEdit, { maxItems: L.specGroupsMax }),
    skus: Type.Array(SkuEdit, { minItems: 1, maxItems: L.skusMax }),
    /** a new product: `off` unless given; an edit keeps the shelf state unless given */
    status: Type.Optional(Shelf),
  },
  strict,
)
export type ProductBody = Static<typeof ProductBody>

/** A product as its merchant edits it (texts in the request's language). */
export const ProductEdit = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  title: Type.String(),
  categoryId: Type.Integer(),
  images: Type.Array(Type.String()),
  description: Type.String(),
  status: Shelf,
  specGroups: Type.Array(
    Type.Object({ key: Type.String(), name: Type.String(), values: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })) }),
  ),
  skus: Type.Array(
    Type.Object({ id: Type.Integer(), spec: Type.Array(Type.String()), price: Type.Integer(), originalPrice: Type.Integer(), stock: Type.Integer() }),
  ),
})
export type ProductEdit = Static<typeof ProductEdit>

/** A row of the merchant's product list. */
export const MyProduct = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  stock: Type.Integer(),
  sales: Type.Integer(),
  status: Shelf,
})
export type MyProduct = Static<typeof MyProduct>

export const MyProductsQuery = Type.Object(
  {
    shopId: Type.Optional(BigId()),
    status: Shelf,
    /** words of the title (any language; also the shop's or category's name), as the shoppers' search matches them */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type MyProductsQuery = Static<typeof MyProductsQuery>

/** A category a product may be filed under (a leaf of the tenant's tree), with its parent's name. */
export const LeafCategory = Type.Object({ id: Type.Integer(), name: Type.String(), parentName: Type.String() })
export type LeafCategory = Static<typeof LeafCategory>

const ShopParams = Type.Object({ id: BigId() }, strict)
const IdParams = Type.Object({ id: BigId() }, strict)
const Saved = Type.Object({ id: Type.Integer() })

/** Endpoints of the shop and product editor (merchant only: the owner of the shop). */
export const EditorApi = {
  myShops: defineEndpoint({ method: 'GET', url: '/merchant/api/shop/mine', auth: 'required', response: Type.Array(MyShop), summary: "the user's shops" }),
  shop: defineEndpoint({ method: 'GET', url: '/merchant/api/shop/:id', auth: 'required', params: ShopParams, response: ShopEdit }),
  saveShop: defineEndpoint({ method: 'PUT', url: '/merchant/api/shop/:id', auth: 'required', params: ShopParams, body: ShopBody, response: ShopEdit }),
  addPickup: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/shop/:id/pickup',
    auth: 'required',
    params: ShopParams,
    body: PickupBody,
    response: PickupPointEdit,
  }),
  savePickup: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/shop/pickup/:id',
    auth: 'required',
    params: IdParams,
    body: PickupBody,
    response: PickupPointEdit,
  }),
  removePickup: defineEndpoint({ method: 'DELETE', url: '/merchant/api/shop/pickup/:id', auth: 'required', params: IdParams, response: Saved }),
  saveDelivery: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/shop/:id/delivery',
    auth: 'required',
    params: ShopParams,
    body: DeliveryBody,
    response: DeliveryRuleEdit,
  }),
  products: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/product/list',
    auth: 'required',
    querystring: MyProductsQuery,
    response: MyProduct,
    paged: true,
  }),
  categories: defineEndpoint({ method: 'GET', url: '/merchant/api/product/categories', auth: 'required', response: Type.Array(LeafCategory) }),
  product: defineEndpoint({ method: 'GET', url: '/merchant/api/product/:id', auth: 'required', params: IdParams, response: ProductEdit }),
  createProduct: defineEndpoint({ method: 'POST', url: '/merchant/api/product', auth: 'required', body: ProductBody, response: ProductEdit }),
  saveProduct: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/product/:id',
    auth: 'required',
    params: IdParams,
    body: ProductBody,
    response: ProductEdit,
  }),
  shelf: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/product/:id/shelf',
    auth: 'required',
    params: IdParams,
    body: Type.Object({ status: Shelf }, strict),
    response: Type.Object({ id: Type.Integer(), status: Shelf }),
  }),
}
