// The flash-sale area's contract (issue 27): today's sessions with their items and the server's clock, buying a unit
// (admission gate, then the checkout's buy-now with the offer), the merchant's items and the desk's sessions.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { ShopChoice, SubmitResult } from './order.js'
import { SECKILL_ITEM_STATES, SECKILL_LIMIT_MAX, SECKILL_QUANTITY_MAX, SECKILL_SESSION_STATES, SECKILL_TITLE_MAX } from './seckill-codes.js'

export {
  SECKILL_ITEM_STATES,
  SECKILL_LIMIT_MAX,
  SECKILL_PAST_HOURS,
  SECKILL_QUANTITY_MAX,
  SECKILL_SESSION_HOURS_MAX,
  SECKILL_SESSION_STATES,
  SECKILL_TITLE_MAX,
  SeckillCodes,
  type SeckillItemState,
  type SeckillSessionState,
} from './seckill-codes.js'

const strict = { additionalProperties: false } as const
const Price = () => BoundedInt(1, 1_000_000_000)
const SessionState = Type.Union(SECKILL_SESSION_STATES.map((s) => Type.Literal(s)))
const ItemState = Type.Union(SECKILL_ITEM_STATES.map((s) => Type.Literal(s)))

/** An item of a session as the shopper sees it: the server's prices and counts. */
export const FlashItem = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  skuId: Type.Integer(),
  productId: Type.Integer(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  title: Type.String(),
  image: Type.String(),
  specText: Type.String(),
  currency: Type.String(),
  /** the flash price per piece (minor units) */
  price: Type.Integer(),
  /** the SKU's own price */
  originalPrice: Type.Integer(),
  quantity: Type.Integer(),
  left: Type.Integer(),
  /** taken share of the quantity, whole percent (0-100) */
  soldPct: Type.Integer(),
  limit: Type.Integer(),
  /** units the signed-in shopper holds of it (paid or awaiting payment); 0 without a session */
  mine: Type.Integer(),
  state: ItemState,
})
export type FlashItem = Static<typeof FlashItem>

export const FlashSession = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  state: SessionState,
  items: Type.Array(FlashItem),
})
export type FlashSession = Static<typeof FlashSession>

/** The sale page: the server's clock (the countdown runs from it) and the sessions of the day. */
export const FlashToday = Type.Object({ serverTime: Type.String(), sessions: Type.Array(FlashSession) })
export type FlashToday = Static<typeof FlashToday>

/** Buy units of an item: the gate admits or refuses, then the checkout places an unpaid order at the flash price. */
export const FlashBuyBody = Type.Object(
  {
    itemId: BigId(),
    count: Type.Optional(BoundedInt(1, SECKILL_LIMIT_MAX)),
    addressId: Type.Optional(BigId()),
    choices: Type.Optional(Type.Array(ShopChoice, { maxItems: 1 })),
  },
  strict,
)
export type FlashBuyBody = Static<typeof FlashBuyBody>

/** A session as the desk and the workbench list it. */
export const FlashSessionRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  state: SessionState,
  items: Type.Integer(),
})
export type FlashSessionRow = Static<typeof FlashSessionRow>

export const FlashSessionBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: SECKILL_TITLE_MAX }),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
  },
  strict,
)
export type FlashSessionBody = Static<typeof FlashSessionBody>

/** A merchant's item: what was set aside, sold (taken, paid or not) and left; `returned` went back to stock at the end. */
export const MerchantFlashItem = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  sessionTitle: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  state: SessionState,
  skuId: Type.Integer(),
  shopId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  specText: Type.String(),
  currency: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  quantity: Type.Integer(),
  sold: Type.Integer(),
  left: Type.Integer(),
  returned: Type.Integer(),
  limit: Type.Integer(),
})
export type MerchantFlashItem = Static<typeof MerchantFlashItem>

export const FlashItemBody = Type.Object(
  {
    sessionId: BigId(),
    skuId: BigId(),
    price: Price(),
    quantity: BoundedInt(1, SECKILL_QUANTITY_MAX),
    limit: BoundedInt(1, SECKILL_LIMIT_MAX),
  },
  strict,
)
export type FlashItemBody = Static<typeof FlashItemBody>

const PageQ = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

/** Endpoints of flash sales (shopper under `seckill/api`, the merchant's under `merchant/api/flash-sales`, the desk's under `platform/api/flash-sessions`). */
export const SeckillApi = {
  /** The sale page: sessions of the day with their items and the server's time; no login needed (`mine` with one). */
  today: defineEndpoint({ method: 'GET', url: '/seckill/api/today', auth: 'optional', response: FlashToday }),
  /** Buy: the admission gate, then the checkout's buy-now with the offer (an unpaid order; the cashier pays `payNo`). */
  buy: defineEndpoint({ method: 'POST', url: '/seckill/api/buy', auth: 'required', body: FlashBuyBody, response: SubmitResult, idempotent: true }),
  /** Workbench: sessions an item can still be added to (not over). */
  openSessions: defineEndpoint({ method: 'GET', url: '/merchant/api/flash-sales/sessions', auth: 'required', response: Type.Array(FlashSessionRow) }),
  /** Workbench: the merchant's items, newest session first. */
  items: defineEndpoint({ method: 'GET', url: '/merchant/api/flash-sales', auth: 'required', querystring: PageQ, response: MerchantFlashItem, paged: true }),
  /** Workbench: put a SKU of my shop on sale in a session (its quantity is set aside from the SKU's stock). */
  createItem: defineEndpoint({ method: 'POST', url: '/merchant/api/flash-sales', auth: 'required', body: FlashItemBody, response: MerchantFlashItem }),
  /** Desk: the tenant's sessions, newest first. */
  sessions: defineEndpoint({
    method: 'GET',
    url: '/platform/api/flash-sessions',
    auth: 'required',
    querystring: PageQ,
    response: FlashSessionRow,
    paged: true,
  }),
  /** Desk: a new session. */
  createSession: defineEndpoint({ method: 'POST', url: '/platform/api/flash-sessions', auth: 'required', body: FlashSessionBody, response: FlashSessionRow }),
}
