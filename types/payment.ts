import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageQuery, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { PAY_CHANNELS, PAY_PLATFORMS, PAY_PWD_PATTERN } from './payment-codes.js'

export {
  ONLINE_CHANNELS,
  PAY_CHANNELS,
  PAY_PLATFORMS,
  PAY_PWD_LOCK_MINUTES,
  PAY_PWD_MAX_TRIES,
  PAY_PWD_PATTERN,
  PaymentCodes,
  type PayChannel,
  type PayPlatform,
} from './payment-codes.js'

const strict = { additionalProperties: false } as const

const Channel = Type.Union(PAY_CHANNELS.map((c) => Type.Literal(c)))
const Platform = Type.Union(PAY_PLATFORMS.map((c) => Type.Literal(c)))
/** A main order's pay number (order module's `pay_no`). */
const PayNo = () => Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' })
const PayPassword = () => Type.String({ pattern: PAY_PWD_PATTERN, minLength: 6, maxLength: 6 })

/**
 * How the cashier shows a channel: `balance` (SYS, asks the pay password), `offline` (bank details,
 * then proof upload), `cash` (pay at the store), `online` (open `payUrl`, or `wxParams` on mini-programs).
 * `billing`: CYBERSOURCE asks billing details first.
 */
export const ChannelItem = Type.Object({
  code: Channel,
  kind: Type.Union([Type.Literal('balance'), Type.Literal('offline'), Type.Literal('cash'), Type.Literal('online')]),
  billing: Type.Boolean(),
})
export type ChannelItem = Static<typeof ChannelItem>
export const ChannelsQuery = Type.Object({ platform: Type.Optional(Platform), payNo: Type.Optional(PayNo()) }, strict)
/** The cashier's channels (those payNo's target accepts, when given); `balance` = the user's balance in `currency` (minor units); `amount`, `state`, `targetKind` of payNo when given. */
export const Channels = Type.Object({
  currency: Type.String(),
  channels: Type.Array(ChannelItem),
  balance: Type.Integer(),
  hasPayPassword: Type.Boolean(),
  amount: Type.Optional(Type.Integer()),
  /** when the main order is cancelled automatically (ISO time), null when not unpaid */
  expiresAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** of payNo: its state (only `unpaid` is payable) */
  state: Type.Optional(Type.Union([Type.Literal('unpaid'), Type.Literal('awaiting'), Type.Literal('paid'), Type.Literal('cancelled')])),
  /** of payNo: what it is, `order` (a checkout) or `recharge`; where the cashier lands after paying */
  targetKind: Type.Optional(
    Type.Union([Type.Literal('order'), Type.Literal('recharge'), Type.Literal('form'), Type.Literal('store'), Type.Literal('booking')]),
  ),
})
export type Channels = Static<typeof Channels>

/** CYBERSOURCE billing details (`systemPay/cybersource/index`). */
export const Billing = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 60 }),
    lastName: Type.String({ minLength: 1, maxLength: 60 }),
    email: Type.String({ format: 'email', maxLength: 120 }),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    address1: Type.String({ minLength: 1, maxLength: 120 }),
    city: Type.String({ minLength: 1, maxLength: 60 }),
    state: Type.Optional(Type.String({ maxLength: 60 })),
    postalCode: Type.String({ minLength: 1, maxLength: 20 }),
    country: Type.String({ pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2 }),
  },
  strict,
)
export type Billing = Static<typeof Billing>

/** Create a payment of a main order (header `Idempotency-Key`). SYS needs `payPassword`; CYBERSOURCE `billing`. */
export const CreateBody = Type.Object(
  { payNo: PayNo(), channel: Channel, platform: Type.Optional(Platform), payPassword: Type.Optional(PayPassword()), billing: Type.Optional(Billing) },
  strict,
)
export type CreateBody = Static<typeof CreateBody>
export const BalanceBody = Type.Object({ payNo: PayNo(), payPassword: PayPassword() }, strict)
export type BalanceBody = Static<typeof BalanceBody>
export const PayNoBody = Type.Object({ payNo: PayNo() }, strict)
export type PayNoBody = Static<typeof PayNoBody>
/** CASH chosen at the cashier of a client platform (h5 when not said): refused where the tenant has cash off for it. */
export const CashBody = Type.Object({ payNo: PayNo(), platform: Type.Optional(Platform) }, strict)
export type CashBody = Static<typeof CashBody>

/** Payment states: created -> pending (at the gateway) -> paid | failed; awaiting (proof review / cash) -> paid | rejected; paid -> refunded (late). */
export const PaymentStatus = Type.Union(['created', 'pending', 'awaiting', 'paid', 'failed', 'rejected', 'cancelled', 'refunded'].map((s) => Type.Literal(s)))
export type PaymentStatus = 'created' | 'pending' | 'awaiting' | 'paid' | 'failed' | 'rejected' | 'cancelled' | 'refunded'

/** The platform's bank details for OFFLINE (from settings). */
export const BankDetails = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNo: Type.String(),
  branch: Type.String(),
  note: Type.String(),
})
export type BankDetails = Static<typeof BankDetails>
/** What `Taro.requestPayment` needs on WeChat mini-programs, signed by the server. */
const WxParams = Type.Object({
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
})
type WxParams = Static<typeof WxParams>

export const Payment = Type.Object({
  id: Type.Integer(),
  payNo: Type.String(),
  channel: Channel,
  status: PaymentStatus,
  amount: Type.Integer(),
  currency: Type.String(),
  /** online: the hosted pay page to open (absolute path under the API prefix) */
  payUrl: Type.Optional(Type.String()),
  /** WX on mini-programs */
  wxParams: Type.Optional(WxParams),
  /** OFFLINE */
  bank: Type.Optional(BankDetails),
  /** OFFLINE: ids of the uploaded proof images (private scope) */
  proofIds: Type.Optional(Type.Array(Type.String())),
  /** rejected: the staff's reason */
  reason: Type.Optional(Type.String()),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
})
export type Payment = Static<typeof Payment>

const IdParams = Type.Object({ id: BigId() }, strict)
/** OFFLINE proof: 1-9 private uploads (`scope=private` on the upload endpoint). */
export const ProofBody = Type.Object(
  { paymentId: BigId(), images: Type.Array(Uuid(), { minItems: 1, maxItems: 9 }), remark: Type.Optional(Type.String({ maxLength: 200 })) },
  strict,
)
export type ProofBody = Static<typeof ProofBody>
export const RejectBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, strict)
export type RejectBody = Static<typeof RejectBody>

/** A payment waiting for a person (merchant cash list, staff offline list). */
export const ReviewItem = Type.Object({
  id: Type.Integer(),
  payNo: Type.String(),
  channel: Channel,
  amount: Type.Integer(),
  currency: Type.String(),
  userId: Type.Integer(),
  userPhone: Type.String(),
  proofIds: Type.Array(Type.String()),
  remark: Type.String(),
  shopIds: Type.Array(Type.Integer()),
  createdAt: Type.String(),
})
export type ReviewItem = Static<typeof ReviewItem>

/** Pay password: set (first time) or change (`oldPassword` required when one is set). */
export const PayPwdBody = Type.Object({ password: PayPassword(), confirmPassword: PayPassword(), oldPassword: Type.Optional(PayPassword()) }, strict)
export type PayPwdBody = Static<typeof PayPwdBody>
/** `lockedSeconds` > 0 while locked after too many wrong tries. */
export const PayPwdStatus = Type.Object({ set: Type.Boolean(), lockedSeconds: Type.Integer(), triesLeft: Type.Integer() })
export type PayPwdStatus = Static<typeof PayPwdStatus>

/** Staff: credit a user's balance (a ledger transaction from the platform's funding account). */
export const CreditBody = Type.Object(
  {
    userId: BigId(),
    amount: BoundedInt(1, 100_000_000_00),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    memo: Type.Optional(Type.String({ maxLength: 200 })),
  },
  strict,
)
export type CreditBody = Static<typeof CreditBody>
export const CreditResult = Type.Object({ transactionId: Type.Integer(), balance: Type.Integer(), currency: Type.String() })
export type CreditResult = Static<typeof CreditResult>

const Ok = Type.Object({ ok: Type.Boolean() })

/** Endpoints of the payment area (spec style paths under `order/api/pay`, `merchant/api`, `platform/api`). */
export const PaymentApi = {
  /** The cashier's channels for this tenant and client platform, the balance and pay-password flag. */
  channels: defineEndpoint({ method: 'GET', url: '/order/api/pay/channels', auth: 'required', querystring: ChannelsQuery, response: Channels }),
  /** Create (or, same key, return) a payment of a main order through a channel. */
  create: defineEndpoint({ method: 'POST', url: '/order/api/pay', auth: 'required', body: CreateBody, response: Payment, idempotent: true }),
  /** Status poll (the user's own payment; anyone else's is 404). */
  get: defineEndpoint({ method: 'GET', url: '/order/api/pay/:id', auth: 'required', params: IdParams, response: Payment }),
  /** SYS: pay by balance with the pay password. */
  balance: defineEndpoint({ method: 'POST', url: '/order/api/pay/balance', auth: 'required', body: BalanceBody, response: Payment, idempotent: true }),
  /** CASH: pay at the store; the order waits for the shop's merchant. */
  cash: defineEndpoint({ method: 'POST', url: '/order/api/pay/cash', auth: 'required', body: CashBody, response: Payment, idempotent: true }),
  /** OFFLINE: submit the proof (after `create` with channel OFFLINE); the order waits for platform review. */
  proof: defineEndpoint({ method: 'POST', url: '/order/api/pay/offline/proof', auth: 'required', body: ProofBody, response: Payment, idempotent: true }),
  /**
   * The shopper takes back the CASH choice or OFFLINE transfer (before or after the proof) of `payNo` that no person
   * has decided: those payments are cancelled and the order is payable again, with its pay timer (ADR 0126); none
   * open: 409.
   */
  withdraw: defineEndpoint({
    method: 'POST',
    url: '/order/api/pay/withdraw',
    auth: 'required',
    body: PayNoBody,
    response: Type.Object({ payNo: Type.String(), withdrawn: Type.Integer({ description: 'how many undecided payments were taken back' }) }),
  }),
  /** Merchant: cash payments of the merchant's shops waiting for confirmation. */
  merchantCashList: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/pay/cash/list',
    auth: 'required',
    querystring: PageQuery,
    response: ReviewItem,
    paged: true,
  }),
  merchantCashConfirm: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/pay/cash/:id/confirm',
    auth: 'required',
    params: IdParams,
    response: Payment,
    idempotent: true,
  }),
  merchantCashReject: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/pay/cash/:id/reject',
    auth: 'required',
    params: IdParams,
    body: RejectBody,
    response: Payment,
  }),
  /** Staff: offline proofs waiting for review. */
  staffOfflineList: defineEndpoint({
    method: 'GET',
    url: '/platform/api/pay/offline/list',
    auth: 'required',
    querystring: PageQuery,
    response: ReviewItem,
    paged: true,
  }),
  staffOfflineConfirm: defineEndpoint({
    method: 'POST',
    url: '/platform/api/pay/offline/:id/confirm',
    auth: 'required',
    params: IdParams,
    response: Payment,
    idempotent: true,
  }),
  staffOfflineReject: defineEndpoint({
    method: 'POST',
    url: '/platform/api/pay/offline/:id/reject',
    auth: 'required',
    params: IdParams,
    body: RejectBody,
    response: Payment,
  }),
  /** Staff: credit a user's balance. */
  staffCredit: defineEndpoint({
    method: 'POST',
    url: '/platform/api/ledger/credit',
    auth: 'required',
    body: CreditBody,
    response: CreditResult,
    idempotent: true,
  }),
  /** Pay password (`public/setting/pay-pwd`). */
  payPwdStatus: defineEndpoint({ method: 'GET', url: '/customer/api/payPwd', auth: 'required', response: PayPwdStatus }),
  payPwdSet: defineEndpoint({ method: 'POST', url: '/customer/api/payPwd', auth: 'required', body: PayPwdBody, response: Ok }),
}

/** Local gateway (not for the app's request client): hosted page and notify, answered as HTML / text. */
export const GatewayApi = {
  /** The hosted pay page of a local online gateway (HTML: pay, fail, leave). */
  page: defineEndpoint({
    method: 'GET',
    url: '/pay/gateway/:channel/:token',
    auth: 'none',
    params: Type.Object({ channel: Type.String({ maxLength: 20 }), token: Type.String({ maxLength: 80 }) }, strict),
    response: Type.String(),
  }),
  /** The page's buttons post here: `action` pay | fail. */
  act: defineEndpoint({
    method: 'POST',
    url: '/pay/gateway/:channel/:token',
    auth: 'none',
    params: Type.Object({ channel: Type.String({ maxLength: 20 }), token: Type.String({ maxLength: 80 }) }, strict),
    body: Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('fail')]) }),
    response: Type.String(),
  }),
  /** The gateway's signed asynchronous notification (headers `x-pay-timestamp`, `x-pay-signature`: hex HMAC-SHA256 of `<timestamp>.<raw body>`). Answers `success` when acknowledged. */
  notify: defineEndpoint({
    method: 'POST',
    url: '/pay/notify/:tenant/:channel',
    auth: 'none',
    summary: 'Gateway notification; the tenant is in the path (gateways send no tenant header)',
    params: Type.Object(
      { tenant: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }), channel: Type.String({ pattern: '^[A-Z]{2,12}$', maxLength: 12 }) },
      strict,
    ),
    response: Type.String(),
  }),
}

/** The notify path of a tenant's channel (after the API prefix): what a gateway is told to call (`notify_url`), from the one record above. */
export const notifyPath = (tenant: string, channel: string) =>
  GatewayApi.notify.url.replace(':tenant', encodeURIComponent(tenant)).replace(':channel', encodeURIComponent(channel))
