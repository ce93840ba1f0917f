import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { REFUND_DESCRIPTION_MAX, REFUND_PROOF_MAX } from './refund-codes.js'

export {
  RefundCodes,
  REFUND_DESCRIPTION_MAX,
  REFUND_PROOF_MAX,
  REFUND_PROOF_TYPES,
  REFUND_APPLY_MAX,
  REFUND_AUTO_AGREE_H,
  REFUND_RETURN_SHIP_DAYS,
  REFUND_WINDOW_DAYS,
} from './refund-codes.js'

const strict = { additionalProperties: false } as const

/**
 * Refund states (one machine: server/src/modules/refund/refund.machine.ts; texts: dictionary
 * `order_refund_status`, value = the state):
 * requesting -> rejected (the shopper may re-apply, or dispute) | to_return (agreed refund and return:
 * the shopper ships) -> returning (pending merchant receipt) -> refunding | refunding (agreed refund only)
 * -> success; requesting / to_return -> closed (withdrawn, timed out); rejected -> disputed -> refunding
 * (staff forces) | closed (staff closes). `refunding` is the money on its way back: at once for balance,
 * the gateway's refund notification for online channels, the merchant's or staff's record for OFFLINE/CASH.
 */
const REFUND_STATES = ['requesting', 'rejected', 'to_return', 'returning', 'refunding', 'success', 'closed', 'disputed'] as const
export type RefundState = (typeof REFUND_STATES)[number]
const RefundStateSchema = () => Type.Union(REFUND_STATES.map((s) => Type.Literal(s)))
const REFUND_TYPES = ['refund', 'return'] as const
/** `refund` = refund only; `return` = refund and return (once shipped). */
export type RefundType = (typeof REFUND_TYPES)[number]
const RefundTypeSchema = () => Type.Union(REFUND_TYPES.map((s) => Type.Literal(s)))
/** What the viewer may do now (the client shows exactly these buttons). */
const REFUND_ACTIONS = ['withdraw', 'ship', 'reapply', 'dispute', 'agree', 'reject', 'receive', 'paidBack', 'force', 'close'] as const
export type RefundAction = (typeof REFUND_ACTIONS)[number]

// ---------- apply ----------

/** One line of an order as a refund may take it: what is left of it and what was paid for it. */
export const RefundableLine = Type.Object({
  /** `order_items.id` */
  itemId: Type.Integer(),
  skuId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  specText: Type.String(),
  price: Type.Integer(),
  count: Type.Integer(),
  /** count not yet refunded nor in an open request */
  refundable: Type.Integer(),
  /** what was paid for the whole line: its amount minus its share of the store and platform coupons */
  paid: Type.Integer(),
  /** the state of the item's latest request, null when none */
  refundState: Type.Union([RefundStateSchema(), Type.Null()]),
})
export type RefundableLine = Static<typeof RefundableLine>

/** The apply form's data (`order/refund/apply`): what can be refunded of an order. */
export const RefundPreview = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  shopName: Type.String(),
  orderState: Type.String(),
  currency: Type.String(),
  payChannel: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(RefundableLine),
  /** the shipping fee, refunded only with a whole-order refund before shipping (else 0) */
  shipping: Type.Integer(),
  /** types allowed now (`return` once shipped) */
  types: Type.Array(RefundTypeSchema()),
  /** dictionary `order_refund_reason` values */
  reasons: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
})
export type RefundPreview = Static<typeof RefundPreview>

export const RefundLineInput = Type.Object({ itemId: BigId(), count: Type.Integer({ minimum: 1, maximum: 9999 }) }, strict)

/** The default amount of a selection: what was paid for it (apportioned), shipping with a whole-order refund before shipping. */
export const RefundQuoteBody = Type.Object({ orderId: BigId(), lines: Type.Array(RefundLineInput, { minItems: 1, maxItems: 100 }) }, strict)
export const RefundQuote = Type.Object({ goods: Type.Integer(), shipping: Type.Integer(), max: Type.Integer(), whole: Type.Boolean() })
export type RefundQuote = Static<typeof RefundQuote>

/**
 * Apply: chosen lines and counts (all of them = the whole order), refund only or refund and return, a
 * reason (dictionary value), a description (<= 100), up to 3 proof pictures (upload ids, jpg/jpeg/png),
 * an amount at most the quote's `max` (absent = the max).
 */
export const RefundApplyBody = Type.Object(
  {
    orderId: BigId(),
    type: RefundTypeSchema(),
    lines: Type.Array(RefundLineInput, { minItems: 1, maxItems: 100 }),
    reason: Type.String({ minLength: 1, maxLength: 40 }),
    description: Type.Optional(Type.String({ maxLength: REFUND_DESCRIPTION_MAX })),
    proofIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: REFUND_PROOF_MAX })),
    amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000_000 })),
  },
  strict,
)
export type RefundApplyBody = Static<typeof RefundApplyBody>

// ---------- a request ----------

export const RefundSummary = Type.Object({
  id: Type.Integer(),
  refundNo: Type.String(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  type: RefundTypeSchema(),
  state: RefundStateSchema(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** the first line's picture and title, and how many items */
  image: Type.String(),
  title: Type.String(),
  count: Type.Integer(),
  createTime: Type.String(),
})
export type RefundSummary = Static<typeof RefundSummary>

export const RefundHistoryItem = Type.Object({
  state: RefundStateSchema(),
  event: Type.String(),
  actor: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  time: Type.String(),
})

export const RefundDetail = Type.Composite([
  RefundSummary,
  Type.Object({
    lines: Type.Array(
      Type.Object({
        itemId: Type.Integer(),
        title: Type.String(),
        image: Type.String(),
        specText: Type.String(),
        count: Type.Integer(),
        amount: Type.Integer(),
      }),
    ),
    shipping: Type.Integer(),
    reason: Type.String(),
    reasonLabel: Type.String(),
    description: Type.String(),
    /** proof pictures: URLs the viewer (buyer, the shop's merchant, staff) may open */
    proofs: Type.Array(Type.String()),
    payChannel: Type.Union([Type.String(), Type.Null()]),
    /** the merchant's or staff's reason for a rejection or a close */
    rejectReason: Type.Union([Type.String(), Type.Null()]),
    /** where a return goes (to_return) */
    returnAddress: Type.Union([Type.String(), Type.Null()]),
    carrier: Type.Union([Type.String(), Type.Null()]),
    trackingNo: Type.Union([Type.String(), Type.Null()]),
    /** when the current state's timer acts (auto-agree, return close), null when none */
    deadline: Type.Union([Type.String(), Type.Null()]),
    history: Type.Array(RefundHistoryItem),
    actions: Type.Array(Type.Union(REFUND_ACTIONS.map((a) => Type.Literal(a)))),
  }),
])
export type RefundDetail = Static<typeof RefundDetail>

const IdParams = Type.Object({ id: BigId() }, strict)
const OrderIdQuery = Type.Object({ orderId: BigId() }, strict)
export const RefundListQuery = Type.Object(
  {
    state: Type.Optional(Type.Union([RefundStateSchema(), Type.Literal('open'), Type.Literal('all')])),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type RefundListQuery = Static<typeof RefundListQuery>
export const RefundShipBody = Type.Object(
  { carrier: Type.String({ minLength: 1, maxLength: 40 }), trackingNo: Type.String({ pattern: '^[0-9A-Za-z-]{6,32}$' }) },
  strict,
)
export const RefundReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, strict)
export const RefundPaidBackBody = Type.Object({ note: Type.String({ minLength: 1, maxLength: 200 }) }, strict)
const Done = Type.Object({ id: Type.Integer(), state: RefundStateSchema() })

export const RefundApi = {
  /** The apply form's data for an order (404 for another user's order). */
  preview: defineEndpoint({ method: 'GET', url: '/order/api/refund/preview', auth: 'required', querystring: OrderIdQuery, response: RefundPreview }),
  /** The default (and highest) amount of a selection. */
  quote: defineEndpoint({ method: 'POST', url: '/order/api/refund/quote', auth: 'required', body: RefundQuoteBody, response: RefundQuote }),
  /** Apply (`order/refund/apply`). Idempotency-Key: once. */
  apply: defineEndpoint({ method: 'POST', url: '/order/api/refund/apply', auth: 'required', body: RefundApplyBody, response: RefundDetail, idempotent: true }),
  /** The user's requests, newest first (`order/refund/index`); `state=open` = not finished. */
  list: defineEndpoint({ method: 'GET', url: '/order/api/refund/list', auth: 'required', querystring: RefundListQuery, response: RefundSummary, paged: true }),
  /** One request (`order/refund/details`). */
  detail: defineEndpoint({ method: 'GET', url: '/order/api/refund/:id', auth: 'required', params: IdParams, response: RefundDetail }),
  /** The shopper withdraws a request (requesting, to_return -> closed). */
  withdraw: defineEndpoint({ method: 'POST', url: '/order/api/refund/:id/withdraw', auth: 'required', params: IdParams, response: Done }),
  /** The shopper's return shipment (`order/refund/expressInfo`): to_return -> returning. */
  ship: defineEndpoint({ method: 'POST', url: '/order/api/refund/:id/ship', auth: 'required', params: IdParams, body: RefundShipBody, response: Done }),
  /** The shopper asks the platform after a rejection: rejected -> disputed. */
  dispute: defineEndpoint({ method: 'POST', url: '/order/api/refund/:id/dispute', auth: 'required', params: IdParams, body: RefundReasonBody, response: Done }),

  /** Merchant: requests of the user's shops (default `open`). */
  merchantList: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/refund/list',
    auth: 'required',
    querystring: RefundListQuery,
    response: RefundSummary,
    paged: true,
  }),
  merchantDetail: defineEndpoint({ method: 'GET', url: '/merchant/api/refund/:id', auth: 'required', params: IdParams, response: RefundDetail }),
  /** Merchant agrees: refund only -> refunding (money back) ; refund and return -> to_return. */
  agree: defineEndpoint({ method: 'POST', url: '/merchant/api/refund/:id/agree', auth: 'required', params: IdParams, response: Done, idempotent: true }),
  reject: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/refund/:id/reject',
    auth: 'required',
    params: IdParams,
    body: RefundReasonBody,
    response: Done,
  }),
  /** Merchant confirms the returned goods arrived: returning -> refunding (stock back, money back). */
  receive: defineEndpoint({ method: 'POST', url: '/merchant/api/refund/:id/receive', auth: 'required', params: IdParams, response: Done, idempotent: true }),
  /** Merchant records how an OFFLINE/CASH payment was paid back: refunding -> success. */
  paidBack: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/refund/:id/paid-back',
    auth: 'required',
    params: IdParams,
    body: RefundPaidBackBody,
    response: Done,
  }),

  /** Desk: disputed requests (and any by state). */
  staffList: defineEndpoint({
    method: 'GET',
    url: '/platform/api/refund/list',
    auth: 'required',
    querystring: RefundListQuery,
    response: RefundSummary,
    paged: true,
  }),
  staffDetail: defineEndpoint({ method: 'GET', url: '/platform/api/refund/:id', auth: 'required', params: IdParams, response: RefundDetail }),
  /** Desk forces the refund (disputed -> refunding). */
  force: defineEndpoint({
    method: 'POST',
    url: '/platform/api/refund/:id/force',
    auth: 'required',
    params: IdParams,
    body: RefundReasonBody,
    response: Done,
    idempotent: true,
  }),
  /** Desk closes a request (any unfinished one -> closed). */
  close: defineEndpoint({ method: 'POST', url: '/platform/api/refund/:id/close', auth: 'required', params: IdParams, body: RefundReasonBody, response: Done }),
  /** Desk records an OFFLINE payback (refunding -> success). */
  staffPaidBack: defineEndpoint({
    method: 'POST',
    url: '/platform/api/refund/:id/paid-back',
    auth: 'required',
    params: IdParams,
    body: RefundPaidBackBody,
    response: Done,
  }),
}
