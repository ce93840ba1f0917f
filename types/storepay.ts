// The store payment area's contract (issue 26): a shopper pays an amount at a store (the pay target `S...`), the
// server applies the member discount and says what is payable; the merchant's stores with their QR codes and takings.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import {
  MEMBER_AFTER_MAX,
  MEMBER_RATE_MAX_BP,
  STORE_PAY_AMOUNT_CAP,
  STORE_PAY_MIN,
  STORE_PAY_NO_PATTERN,
  STORE_PAY_REMARK_MAX,
  STORE_PAY_STATES,
} from './storepay-codes.js'

export {
  MEMBER_AFTER_MAX,
  MEMBER_DEFAULT,
  MEMBER_RATE_MAX_BP,
  STORE_PAY_EXPIRY_MIN,
  STORE_PAY_KINDS,
  STORE_PAY_MAX,
  STORE_PAY_MIN,
  STORE_PAY_NO_PATTERN,
  STORE_PAY_REFUSES,
  STORE_PAY_REMARK_MAX,
  STORE_PAY_STATES,
  StorepayCodes,
  type StorePayState,
} from './storepay-codes.js'

const strict = { additionalProperties: false } as const
const Amount = () => BoundedInt(STORE_PAY_MIN, STORE_PAY_AMOUNT_CAP)
const State = Type.Union(STORE_PAY_STATES.map((s) => Type.Literal(s)))

/** A store as the pay page shows it: name, logo, open or not, and the shopper's member standing there. */
export const PayStore = Type.Object({
  shopId: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  open: Type.Boolean(),
  currency: Type.String(),
  /** the member discount of this store, basis points (0: none) */
  memberRateBp: Type.Integer(),
  /** paid store payments that make a member */
  memberAfter: Type.Integer(),
  /** the shopper's paid store payments here so far */
  paidCount: Type.Integer(),
  /** the shopper is a member of this store now (the discount applies) */
  member: Type.Boolean(),
  /** one payment's limits (minor units) */
  min: Type.Integer(),
  max: Type.Integer(),
})
export type PayStore = Static<typeof PayStore>

const ShopIdParams = Type.Object({ shopId: BigId() }, strict)
const PayNoParams = Type.Object({ payNo: Type.String({ pattern: STORE_PAY_NO_PATTERN, minLength: 7, maxLength: 31 }) }, strict)

/** Ask what an amount costs at a store (nothing is written). */
export const QuoteBody = Type.Object({ shopId: BigId(), amount: Amount() }, strict)
export type QuoteBody = Static<typeof QuoteBody>
/** The server's numbers: `payable` = `amount` - `discount` (the member discount, rounded down to the minor unit). */
export const Quote = Type.Object({
  shopId: Type.Integer(),
  shopName: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  discount: Type.Integer(),
  payable: Type.Integer(),
  member: Type.Boolean(),
  memberRateBp: Type.Integer(),
})
export type Quote = Static<typeof Quote>

/** Pay at a store: an amount and a remark; header `Idempotency-Key` (one key, one payment). */
export const StorePayBody = Type.Object({ shopId: BigId(), amount: Amount(), remark: Type.Optional(Type.String({ maxLength: STORE_PAY_REMARK_MAX })) }, strict)
export type StorePayBody = Static<typeof StorePayBody>

/** A store payment. `payNo` (`S...`) is what the cashier pays; `payable` the money that moves. */
export const StorePayment = Type.Object({
  payNo: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  shopLogo: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  discount: Type.Integer(),
  payable: Type.Integer(),
  member: Type.Boolean(),
  remark: Type.String(),
  state: State,
  channel: Type.Union([Type.String(), Type.Null()]),
  /** when an unpaid one is cancelled (ISO), null otherwise */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type StorePayment = Static<typeof StorePayment>

/** A paid store payment as the merchant sees it: the shopper's phone masked, the commission and what the shop got. */
export const TakenPayment = Type.Composite([StorePayment, Type.Object({ buyer: Type.String(), commission: Type.Integer(), net: Type.Integer() })])
export type TakenPayment = Static<typeof TakenPayment>

/** Totals of paid store payments (minor units). */
export const StorePayTotals = Type.Object({
  count: Type.Integer(),
  amount: Type.Integer(),
  discount: Type.Integer(),
  payable: Type.Integer(),
  commission: Type.Integer(),
  net: Type.Integer(),
})
export type StorePayTotals = Static<typeof StorePayTotals>

/** One of the merchant's stores: the page its QR code opens (mini-program path), member terms, totals (all time and today). */
export const MerchantStore = Type.Object({
  shopId: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  kind: Type.String(),
  open: Type.Boolean(),
  /** `/pages/nearby/pay?shopId=<id>`: the H5 address is this after `#`, the mini-program path without the first slash */
  path: Type.String(),
  currency: Type.String(),
  memberRateBp: Type.Integer(),
  memberAfter: Type.Integer(),
  total: StorePayTotals,
  today: StorePayTotals,
})
export type MerchantStore = Static<typeof MerchantStore>

export const MerchantStores = Type.Object({ stores: Type.Array(MerchantStore), total: StorePayTotals })
export type MerchantStores = Static<typeof MerchantStores>

export const TakenQuery = Type.Object({ shopId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

/** A store's member terms (ADR 0136). */
export const MemberTerms = Type.Object({ memberRateBp: BoundedInt(0, MEMBER_RATE_MAX_BP), memberAfter: BoundedInt(1, MEMBER_AFTER_MAX) }, strict)
export type MemberTerms = Static<typeof MemberTerms>

/** Endpoints of paying at a store (shopper under `merchant/customer/store/pay`, the merchant's under `merchant/api/store-pay`). */
export const StorepayApi = {
  /** The pay page's store: name, logo, open, member terms and the shopper's standing. */
  store: defineEndpoint({ method: 'GET', url: '/merchant/customer/store/pay/info/:shopId', auth: 'required', params: ShopIdParams, response: PayStore }),
  /** What an amount costs at a store now (the member discount applied); writes nothing. */
  quote: defineEndpoint({ method: 'POST', url: '/merchant/customer/store/pay/quote', auth: 'required', body: QuoteBody, response: Quote }),
  /** Start a payment at a store (unpaid; the cashier pays its `payNo`). */
  create: defineEndpoint({
    method: 'POST',
    url: '/merchant/customer/store/pay',
    auth: 'required',
    body: StorePayBody,
    response: StorePayment,
    idempotent: true,
  }),
  /** One of the user's store payments (the result pages). */
  get: defineEndpoint({ method: 'GET', url: '/merchant/customer/store/pay/order/:payNo', auth: 'required', params: PayNoParams, response: StorePayment }),
  /** Workbench: the merchant's stores that take payments, with their QR page, terms and totals. */
  stores: defineEndpoint({ method: 'GET', url: '/merchant/api/store-pay', auth: 'required', response: MerchantStores }),
  /** Workbench: paid payments at the merchant's stores (one store with `shopId`), newest first. */
  taken: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/store-pay/payments',
    auth: 'required',
    querystring: TakenQuery,
    response: TakenPayment,
    paged: true,
  }),
  /** Workbench: a store's member terms. */
  saveTerms: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/store-pay/:shopId/terms',
    auth: 'required',
    params: ShopIdParams,
    body: MemberTerms,
    response: MemberTerms,
  }),
}
