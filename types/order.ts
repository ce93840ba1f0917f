import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { OFFER_KINDS } from './offer-codes.js'
import { ORDER_CANCEL_REASON_MAX, ORDER_LINE_MAX, ORDER_LINES_MAX, ORDER_REMARK_MAX } from './order-codes.js'

export {
  OrderCodes,
  ORDER_LINE_MAX,
  ORDER_LINES_MAX,
  ORDER_AUTO_CANCEL_MIN,
  ORDER_AUTO_RECEIVE_DAYS,
  ORDER_REMIND_GAP_H,
  ORDER_REMARK_MAX,
  ORDER_CANCEL_REASON_MAX,
} from './order-codes.js'

const strict = { additionalProperties: false } as const

/**
 * Order states (one machine: server/src/modules/order/order.machine.ts). Texts: dictionary
 * `order_receiving_status` (value = the state).
 */
const ORDER_STATES = [
  'to_pay',
  'pending_platform_review',
  'waiting_merchant_confirmation',
  'to_ship',
  'to_receive',
  'to_review',
  'completed',
  'cancelled',
  'closed',
] as const
export type OrderState = (typeof ORDER_STATES)[number]
const OrderStateSchema = () => Type.Union(ORDER_STATES.map((s) => Type.Literal(s)))
/** List tabs; `refund` lists nothing until refunds exist (next issue). */
const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'to_review', 'refund'] as const
export type OrderTab = (typeof ORDER_TABS)[number]
const DELIVERY_MODES = ['delivery', 'pickup'] as const
export type DeliveryMode = (typeof DELIVERY_MODES)[number]

// ---------- checkout ----------

/** One SKU and its count, ordered without the cart (a store menu's selection, ADR 0142). */
export const CheckoutLineIn = Type.Object({ skuId: BigId(), count: BoundedInt(1, ORDER_LINE_MAX) }, strict)
export type CheckoutLineIn = Static<typeof CheckoutLineIn>
/**
 * What is ordered, exactly one of: baskets of the cart (`basketIds`), "buy now" (`skuId` + `count`), or `lines`
 * (several SKUs with their counts, out of the cart: a store menu's selection, ADR 0142).
 */
const Source = {
  basketIds: Type.Optional(Type.Array(BigId(), { minItems: 1, maxItems: ORDER_LINES_MAX })),
  skuId: Type.Optional(BigId()),
  count: Type.Optional(BoundedInt(1, ORDER_LINE_MAX)),
  lines: Type.Optional(Type.Array(CheckoutLineIn, { minItems: 1, maxItems: ORDER_LINES_MAX })),
}
/** A shop's choices: delivery or pickup (at one of its pickup points), a store coupon (user coupon id), a remark. */
export const ShopChoice = Type.Object(
  {
    shopId: BigId(),
    mode: Type.Optional(Type.Union(DELIVERY_MODES.map((m) => Type.Literal(m)))),
    pickupPointId: Type.Optional(BigId()),
    /** a `user_coupons.id` of a coupon of this shop; 0 = none; left out = the best usable one the user holds (largest discount, ADR 0080) */
    couponId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    remark: Type.Optional(Type.String({ maxLength: ORDER_REMARK_MAX })),
  },
  strict,
)
export type ShopChoice = Static<typeof ShopChoice>
export const CheckoutBody = Type.Object(
  {
    ...Source,
    /** the receiving address (customer/api/addr); left out: the user's default, if any */
    addressId: Type.Optional(BigId()),
    /** per shop choices (named so: a field called `shops` would read like a table name in errors) */
    choices: Type.Optional(Type.Array(ShopChoice, { maxItems: 50 })),
    /** a platform coupon the user holds (`user_coupons.id`), shared over the shops by goods amount; 0 = none; left out = the best usable one (ADR 0080) */
    platformCouponId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    /**
     * A store order (ADR 0142): every line is a SKU of this shop, and the shop's part is self pickup at one of its
     * points (delivery is not offered); a shop without self pickup refuses it (2241).
     */
    storeId: Type.Optional(BigId()),
    /**
     * An offer (ADR 0157): a flash sale item, a group buy or a newcomer offer whose price this buy-now line takes
     * (with `skuId` + `count` only; 2310 otherwise). Its module answers the price and its own rules.
     */
    offer: Type.Optional(Type.Object({ kind: Type.Union(OFFER_KINDS.map((k) => Type.Literal(k))), id: BigId() }, strict)),
  },
  strict,
)
export type CheckoutBody = Static<typeof CheckoutBody>

export const OrderAddress = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  region: Type.String(),
  regionIds: Type.Array(Type.Integer()),
  detail: Type.String(),
  /** where it is, when the address was picked on the map (ADR 0159): for the delivery's way there */
  latitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
})
export type OrderAddress = Static<typeof OrderAddress>
export const PickupPoint = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  /** metres from the request's `latitude`/`longitude` headers, when given */
  distance: Type.Union([Type.Integer(), Type.Null()]),
})
export type PickupPoint = Static<typeof PickupPoint>
/** A line as checkout shows it (before an order exists). */
export const CheckoutLine = Type.Object({
  skuId: Type.Integer(),
  productId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  /** option keys: `{ colour: 'white', size: 'L' }` */
  spec: Type.Record(Type.String(), Type.String()),
  /** the options' names in the request's language, in group order ("White / L") */
  specText: Type.String(),
  price: Type.Integer(),
  count: Type.Integer(),
  amount: Type.Integer(),
})
export type CheckoutLine = Static<typeof CheckoutLine>
/** A line of an order: a checkout line with its item id and after-sales state. */
export const OrderLine = Type.Composite([
  CheckoutLine,
  Type.Object({
    /** `order_items.id` (what a refund names) */
    itemId: Type.Integer(),
    /** the state of the line's latest refund request (types/refund.ts RefundState), null when none */
    refundState: Type.Union([Type.String(), Type.Null()]),
    /** how many of the line were refunded */
    refundedCount: Type.Integer(),
  }),
])
export type OrderLine = Static<typeof OrderLine>
export const CouponOption = Type.Object({
  id: Type.Integer(),
  couponId: Type.Integer(),
  title: Type.String(),
  threshold: Type.Integer(),
  discount: Type.Integer(),
  usable: Type.Boolean(),
})
export type CouponOption = Static<typeof CouponOption>
/** Why a shop's part cannot be submitted as chosen (the preview still answers; submit refuses). */
const ShopProblem = Type.Union([
  Type.Literal('deliveryMinimum'),
  Type.Literal('region'),
  Type.Literal('addressRequired'),
  Type.Literal('pickupPoint'),
  Type.Literal('stock'),
  Type.Literal('discountExceeds'),
])
export const CheckoutShop = Type.Object({
  shopId: Type.Integer(),
  shopName: Type.String(),
  mode: Type.Union(DELIVERY_MODES.map((m) => Type.Literal(m))),
  /** what the shop offers */
  modes: Type.Array(Type.Union(DELIVERY_MODES.map((m) => Type.Literal(m)))),
  pickupPoints: Type.Array(PickupPoint),
  pickupPointId: Type.Union([Type.Integer(), Type.Null()]),
  lines: Type.Array(CheckoutLine),
  goodsAmount: Type.Integer(),
  shippingFee: Type.Integer(),
  /** store coupon + this shop's share of the platform coupon */
  discount: Type.Integer(),
  payAmount: Type.Integer(),
  minDeliveryAmount: Type.Integer(),
  coupons: Type.Array(CouponOption),
  couponId: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
  problems: Type.Array(ShopProblem),
})
export type CheckoutShop = Static<typeof CheckoutShop>
export const CheckoutPreview = Type.Object({
  currency: Type.String(),
  address: Type.Union([Type.Intersect([Type.Object({ id: Type.Integer() }), OrderAddress]), Type.Null()]),
  shops: Type.Array(CheckoutShop),
  platformCoupons: Type.Array(CouponOption),
  platformCouponId: Type.Union([Type.Integer(), Type.Null()]),
  goodsAmount: Type.Integer(),
  shippingFee: Type.Integer(),
  discount: Type.Integer(),
  payAmount: Type.Integer(),
  /** submit would succeed (no shop has problems) */
  ok: Type.Boolean(),
})
export type CheckoutPreview = Static<typeof CheckoutPreview>
/** What submit answers: the main order to pay (open the cashier with `payNo`). */
export const SubmitResult = Type.Object({
  payNo: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  orderIds: Type.Array(Type.Integer()),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
})
export type SubmitResult = Static<typeof SubmitResult>

// ---------- orders ----------

const OrderTimes = Type.Object({
  createTime: Type.String(),
  payTime: Type.Union([Type.String(), Type.Null()]),
  shipTime: Type.Union([Type.String(), Type.Null()]),
  receiveTime: Type.Union([Type.String(), Type.Null()]),
  finishTime: Type.Union([Type.String(), Type.Null()]),
  cancelTime: Type.Union([Type.String(), Type.Null()]),
})
/** One shop's order (the spec's "deputy" order of a checkout). */
export const Order = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  payNo: Type.String(),
  state: OrderStateSchema(),
  /** dictionary `order_receiving_status` value of the state (its text) */
  status: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  mode: Type.Union(DELIVERY_MODES.map((m) => Type.Literal(m))),
  lines: Type.Array(OrderLine),
  count: Type.Integer(),
  goodsAmount: Type.Integer(),
  shippingFee: Type.Integer(),
  discount: Type.Integer(),
  payAmount: Type.Integer(),
  currency: Type.String(),
  payChannel: Type.Union([Type.String(), Type.Null()]),
  /** unpaid orders: when they are cancelled automatically */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  ...OrderTimes.properties,
})
export type Order = Static<typeof Order>
const OrderHistoryItem = Type.Object({
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  event: Type.String(),
  actor: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  time: Type.String(),
})
export const LogisticsEvent = Type.Object({ time: Type.String(), status: Type.String(), text: Type.String() })
export type LogisticsEvent = Static<typeof LogisticsEvent>
export const Logistics = Type.Object({
  carrier: Type.String(),
  carrierName: Type.String(),
  trackingNo: Type.String(),
  shippedAt: Type.String(),
  delivered: Type.Boolean(),
  events: Type.Array(LogisticsEvent),
})
export type Logistics = Static<typeof Logistics>
export const OrderDetail = Type.Intersect([
  Order,
  Type.Object({
    address: Type.Union([OrderAddress, Type.Null()]),
    pickupPoint: Type.Union([PickupPoint, Type.Null()]),
    /** pickup orders once paid (shown as a QR code) */
    pickupCode: Type.Union([Type.String(), Type.Null()]),
    remark: Type.String(),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    carrier: Type.Union([Type.String(), Type.Null()]),
    trackingNo: Type.Union([Type.String(), Type.Null()]),
    history: Type.Array(OrderHistoryItem),
    /** actions the shopper may take now */
    actions: Type.Array(
      Type.Union([
        Type.Literal('pay'),
        /** a person has not decided the cash or transfer yet: take it back and pay another way (ADR 0126) */
        Type.Literal('payOther'),
        Type.Literal('cancel'),
        Type.Literal('remind'),
        Type.Literal('logistics'),
        Type.Literal('confirm'),
        Type.Literal('buyAgain'),
        Type.Literal('delete'),
        Type.Literal('refund'),
        Type.Literal('review'),
      ]),
    ),
  }),
])
export type OrderDetail = Static<typeof OrderDetail>
export const OrderListQuery = Type.Object(
  {
    tab: Type.Optional(
      Type.Union(
        ORDER_TABS.map((t) => Type.Literal(t)),
        { default: 'all' },
      ),
    ),
    /** product title contains (any language) */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type OrderListQuery = Static<typeof OrderListQuery>
/** Spec section 3 "Order counts" (the user tab's order row). */
export const OrderCount = Type.Object({
  pendingOrderCount: Type.Integer(),
  deliverOrderCount: Type.Integer(),
  receivingOrderCount: Type.Integer(),
  evaluateOrderCount: Type.Integer(),
  refundOrderCount: Type.Integer(),
})
export type OrderCount = Static<typeof OrderCount>
const OrderIdParams = Type.Object({ id: BigId() }, strict)
const PayNoQuery = Type.Object({ payNo: Type.String({ pattern: '^[0-9A-Za-z]{6,32}$' }) }, strict)
const CancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: ORDER_CANCEL_REASON_MAX }) }, strict)
/** A main order (what the cashier pays): its amount, state and expiry. */
export const MainOrder = Type.Object({
  payNo: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  state: Type.Union([Type.Literal('unpaid'), Type.Literal('awaiting'), Type.Literal('paid'), Type.Literal('cancelled')]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  orders: Type.Array(Order),
})
export type MainOrder = Static<typeof MainOrder>
const Done = Type.Object({ id: Type.Integer(), state: OrderStateSchema() })

// ---------- merchant ----------

const MerchantToday = Type.Object({
  shopIds: Type.Array(Type.Integer()),
  /** paid orders created today (tenant time = UTC) */
  orders: Type.Integer(),
  /** their pay amounts */
  sales: Type.Integer(),
  toShip: Type.Integer(),
  /** cash payments waiting for this merchant */
  toConfirm: Type.Integer(),
  currency: Type.String(),
})
const MerchantListQuery = Type.Object(
  {
    state: Type.Optional(Type.Union([OrderStateSchema(), Type.Literal('all')], { default: 'to_ship' })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
const ShipBody = Type.Object({ carrier: Type.String({ minLength: 1, maxLength: 32 }), trackingNo: Type.String({ pattern: '^[0-9A-Za-z-]{6,32}$' }) }, strict)
const PickupVerifyBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, strict)
const Carrier = Type.Object({ value: Type.String(), label: Type.String() })

/**
 * Endpoints of orders (spec section 7 `order/api/main/count`, `order/api/main/deputy/list`; the rest are
 * ours, same style). Money in minor units of `currency`; every amount is the server's.
 */
export const OrderApi = {
  /** Checkout preview: per shop lines, modes, pickup points, fee, coupons, discount, problems, totals. Changes nothing. */
  preview: defineEndpoint({ method: 'POST', url: '/order/api/checkout/preview', auth: 'required', body: CheckoutBody, response: CheckoutPreview }),
  /** Submit: one main order + one order per shop, stock and coupons taken, baskets removed, in one transaction. Idempotency-Key: once. */
  submit: defineEndpoint({ method: 'POST', url: '/order/api/checkout/submit', auth: 'required', body: CheckoutBody, response: SubmitResult, idempotent: true }),
  /** A shop's pickup points (classify/self-point), nearest first when `latitude`/`longitude` headers come. */
  pickupPoints: defineEndpoint({
    method: 'GET',
    url: '/order/api/pickup/points/:id',
    auth: 'required',
    params: OrderIdParams,
    response: Type.Array(PickupPoint),
  }),
  /** The user's orders (one per shop), newest first: tab, keyword (product title), paging. */
  list: defineEndpoint({ method: 'GET', url: '/order/api/list', auth: 'required', querystring: OrderListQuery, response: Order, paged: true }),
  /** Counts per tab (spec: pendingOrderCount, deliverOrderCount, receivingOrderCount, evaluateOrderCount, refundOrderCount). */
  count: defineEndpoint({ method: 'GET', url: '/order/api/main/count', auth: 'required', response: OrderCount }),
  /** The main order (cashier): amount, state, expiry and its orders. */
  main: defineEndpoint({ method: 'GET', url: '/order/api/main', auth: 'required', querystring: PayNoQuery, response: MainOrder }),
  /** The orders of one checkout (spec path). */
  deputyList: defineEndpoint({ method: 'GET', url: '/order/api/main/deputy/list', auth: 'required', querystring: PayNoQuery, response: Type.Array(Order) }),
  /** One order with address/pickup point, pickup code, history and the actions allowed now. */
  detail: defineEndpoint({ method: 'GET', url: '/order/api/:id', auth: 'required', params: OrderIdParams, response: OrderDetail }),
  /** Cancel an unpaid order with a reason (dictionary `h_order_cancel`): stock and coupons come back. */
  cancel: defineEndpoint({ method: 'POST', url: '/order/api/:id/cancel', auth: 'required', params: OrderIdParams, body: CancelBody, response: Done }),
  /** Remind the merchant to ship (once per ORDER_REMIND_GAP_H hours). */
  remind: defineEndpoint({ method: 'POST', url: '/order/api/:id/remind', auth: 'required', params: OrderIdParams, response: Done }),
  /** Confirm receipt (to_receive -> to_review). */
  confirm: defineEndpoint({ method: 'POST', url: '/order/api/:id/confirm', auth: 'required', params: OrderIdParams, response: Done, idempotent: true }),
  /** Delete a finished order from the list (completed, to_review, cancelled, closed). */
  remove: defineEndpoint({ method: 'DELETE', url: '/order/api/:id', auth: 'required', params: OrderIdParams, response: Done }),
  /** The order's tracking timeline (delivery orders once shipped). */
  logistics: defineEndpoint({ method: 'GET', url: '/order/api/:id/logistics', auth: 'required', params: OrderIdParams, response: Logistics }),
  /** Carriers (dictionary `order_carrier`). */
  carriers: defineEndpoint({ method: 'GET', url: '/order/api/carriers', auth: 'optional', response: Type.Array(Carrier) }),

  /** Merchant: today's numbers over the shops the user owns (403 when none). */
  merchantToday: defineEndpoint({ method: 'GET', url: '/order/merchant/today', auth: 'required', response: MerchantToday }),
  /** Merchant: orders of the user's shops by state (default to_ship). */
  merchantList: defineEndpoint({ method: 'GET', url: '/order/merchant/list', auth: 'required', querystring: MerchantListQuery, response: Order, paged: true }),
  /** Merchant: one order of the user's shops (another shop's: 404). */
  merchantDetail: defineEndpoint({ method: 'GET', url: '/order/merchant/:id', auth: 'required', params: OrderIdParams, response: OrderDetail }),
  /** Merchant: ship a delivery order (carrier from `carriers`, tracking number): to_ship -> to_receive. */
  ship: defineEndpoint({ method: 'POST', url: '/order/merchant/:id/ship', auth: 'required', params: OrderIdParams, body: ShipBody, response: Done }),
  /** Merchant: a pickup order is ready (to_ship -> to_receive). */
  ready: defineEndpoint({ method: 'POST', url: '/order/merchant/:id/ready', auth: 'required', params: OrderIdParams, response: Done }),
  /** Merchant: the shopper shows the pickup code: to_receive -> to_review. */
  verifyPickup: defineEndpoint({
    method: 'POST',
    url: '/order/merchant/:id/pickup',
    auth: 'required',
    params: OrderIdParams,
    body: PickupVerifyBody,
    response: Done,
  }),
}
