import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PG_INT_MAX } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { CART_LINE_MAX, CART_LINES_MAX, CartCodes } from './cart-codes.js'

const strict = { additionalProperties: false } as const

/** Up to 100 ids as a comma list in a query string: `ids=3,5,8` (DELETE has no body). */
export const IDS_LIST_PATTERN = '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,99}$'
/** Up to 100 ids in a body (a JSON array; a form body sends it as JSON text). */
const IdList = () => Type.Array(BigId(), { minItems: 1, maxItems: 100 })

/**
 * A quantity as sent: the schema bounds it by the column (0..2^31-1) so the service, not the schema,
 * answers "quantity out of range" (below 1 or above CART_LINE_MAX) and "insufficient stock" (above stock).
 */
const Quantity = () => BoundedInt(0, PG_INT_MAX)

export const AddBody = Type.Object({ skuId: BigId(), count: Quantity() }, strict)
export type AddBody = Static<typeof AddBody>
/** Change the quantity (absolute), the SKU (another SKU of the same product), or both. */
export const UpdateBody = Type.Object({ count: Type.Optional(Quantity()), skuId: Type.Optional(BigId()) }, strict)
export type UpdateBody = Static<typeof UpdateBody>
const IdParams = Type.Object({ id: BigId() }, strict)
const IdsQuery = Type.Object({ ids: Type.String({ pattern: IDS_LIST_PATTERN, maxLength: 1700 }) }, strict)
const IdsBody = Type.Object({ ids: IdList() }, strict)
type IdsBody = Static<typeof IdsBody>

/**
 * The SKU of a basket; prices in minor units (fen); `spec` = group key -> value key like `{colour: 'white', size: 'M'}`
 * (what the SKU picker preselects); `specText` = the values' names in the request's language ("白色 / M").
 */
const BasketSku = Type.Object({
  id: Type.Integer(),
  spec: Type.Record(Type.String(), Type.String()),
  specText: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  stock: Type.Integer(),
})
/** Why a basket cannot be bought: off the shelf, sold out, shop closed, SKU removed. */
export const InvalidReason = Type.Union([Type.Literal('off'), Type.Literal('soldOut'), Type.Literal('shopClosed'), Type.Literal('skuGone')])
export type InvalidReason = Static<typeof InvalidReason>
export const Basket = Type.Object({
  id: Type.Integer(),
  basketCount: Type.Integer(),
  product: Type.Object({ id: Type.Integer(), title: Type.String(), image: Type.String() }),
  /** null when the SKU is gone */
  productSku: Type.Union([BasketSku, Type.Null()]),
  shopId: Type.Integer(),
  /** only on `invalid` entries */
  reason: Type.Optional(InvalidReason),
  /**
   * Only when the product carries a form (spec section 3; ADR 0119): `subFormDto.totalPrice` = what the user's
   * answers add to each piece (minor units); `missing` = not answered yet (checkout refuses it until answered).
   */
  formJson: Type.Optional(
    Type.Object({
      subFormDto: Type.Object({ formId: Type.Integer(), version: Type.Integer(), totalPrice: Type.Integer() }),
      missing: Type.Boolean(),
    }),
  ),
})
export type Basket = Static<typeof Basket>
export const BasketGroup = Type.Object({ shopId: Type.Integer(), shopName: Type.String(), shopOpen: Type.Boolean(), baskets: Type.Array(Basket) })
export type BasketGroup = Static<typeof BasketGroup>
/**
 * Spec section 3: `groups` (per shop, valid baskets, newest first), `invalid` (with a reason),
 * `productAll` = number of valid baskets (what "select all" selects).
 */
export const BasketList = Type.Object({ groups: Type.Array(BasketGroup), invalid: Type.Array(Basket), productAll: Type.Integer() })
export type BasketList = Static<typeof BasketList>
/** The tab badge: `count` = total quantity, `lines` = number of baskets (valid or not). */
export const BasketCount = Type.Object({ count: Type.Integer(), lines: Type.Integer() })
export type BasketCount = Static<typeof BasketCount>
/**
 * The server's totals of a selection (the client never adds money up): `total` to pay, `saving` against
 * the original prices, `count` = quantity; `ids` counted, `excluded` the selected baskets that cannot be
 * bought now (invalid, or quantity above stock).
 */
export const SettlePreview = Type.Object({
  total: Type.Integer(),
  saving: Type.Integer(),
  count: Type.Integer(),
  ids: Type.Array(Type.Integer()),
  excluded: Type.Array(Type.Integer()),
})
export type SettlePreview = Static<typeof SettlePreview>
const AddResult = Type.Object({ id: Type.Integer(), basketCount: Type.Integer() })
const Affected = Type.Object({ count: Type.Integer() })

/** Endpoints of the cart (spec section 7 `customer/api/basket`; the ones the spec does not name are ours, same style). */
export const CartApi = {
  /** Add a SKU; the same SKU again adds to its basket's quantity (one basket per SKU, even under parallel adds). */
  add: defineEndpoint({ method: 'POST', url: '/customer/api/basket', auth: 'required', body: AddBody, response: AddResult, idempotent: true }),
  /** Change a basket's quantity and/or SKU (same product); a SKU already in the cart merges into that basket. */
  update: defineEndpoint({
    method: 'PUT',
    url: '/customer/api/basket/:id',
    auth: 'required',
    params: IdParams,
    body: UpdateBody,
    response: AddResult,
    idempotent: true,
  }),
  /** Delete one basket (another user's id answers 404). */
  remove: defineEndpoint({ method: 'DELETE', url: '/customer/api/basket/:id', auth: 'required', params: IdParams, response: Affected }),
  /** Delete several: `?ids=3,5,8` (ids not in the user's cart are skipped; `count` says how many went). */
  removeMany: defineEndpoint({ method: 'DELETE', url: '/customer/api/basket', auth: 'required', querystring: IdsQuery, response: Affected }),
  /** Delete every invalid basket (off the shelf, sold out, shop closed, SKU gone). */
  clearInvalid: defineEndpoint({ method: 'DELETE', url: '/customer/api/basket/invalid', auth: 'required', response: Affected }),
  /** The cart grouped by shop (spec section 3). */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/basket/list', auth: 'required', response: BasketList }),
  /** The tab badge. */
  count: defineEndpoint({ method: 'GET', url: '/customer/api/basket/count', auth: 'required', response: BasketCount }),
  /** Totals of the selected baskets, computed by the server. */
  settlePreview: defineEndpoint({ method: 'POST', url: '/customer/api/basket/settle-preview', auth: 'required', body: IdsBody, response: SettlePreview }),
  /** Move baskets to the product favourites (collection type 1) and remove them from the cart. */
  moveToCollection: defineEndpoint({ method: 'POST', url: '/customer/api/basket/move-to-collection', auth: 'required', body: IdsBody, response: Affected }),
}
