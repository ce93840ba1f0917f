import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { WITHDRAW_STATES } from './withdraw-codes.js'

export { WithdrawCodes, FEE_BASIS_POINTS, WITHDRAW_AGREEMENT_VERSION, WITHDRAW_STATES, WITHDRAW_OPEN_STATES, type WithdrawState } from './withdraw-codes.js'

const strict = { additionalProperties: false } as const
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3 })
/** An amount in minor units, 1 .. 10^12 (what a JS number and a bigint column hold with room). */
const Money = (o: { minimum?: number } = {}) => Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, ...o })

// ---------- the cash settings (tenant setting `cash`) ----------

/**
 * Withdrawal settings, amounts in minor units. The fee of an amount is `feeFixed` + `feeRateBp` basis points
 * of it, the rate's part rounded UP to the whole minor unit, then at least `feeMin`; it is charged on top
 * of the amount (amount + fee leave the balance, the amount reaches the card). The daily maximum counts
 * every withdrawal requested on the applicant's calendar day (`timeZone`) that was not rejected or failed.
 */
export const CashSetting = Type.Object({
  /** the first allowed currency (what the withdraw page opens with) */
  currency: Type.String(),
  /** currencies a withdrawal may be made in */
  currencies: Type.Array(Type.String()),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  dailyMax: Type.Integer(),
  feeFixed: Type.Integer(),
  /** basis points: 60 = 0.6 % */
  feeRateBp: Type.Integer(),
  feeMin: Type.Integer(),
  /** how the rate's part of the fee is rounded to the minor unit: always up */
  feeRounding: Type.Literal('up'),
  /** a withdrawal needs an approved real name and the signed agreement (always) */
  needRealName: Type.Boolean(),
  needSign: Type.Boolean(),
  /** when the money arrives once approved, as the tenant words it ("T+1") */
  arrival: Type.String(),
  /** the calendar day of the daily maximum */
  timeZone: Type.String(),
})
export type CashSetting = Static<typeof CashSetting>
const CashRule = Type.Composite([CashSetting, Type.Object({ id: Type.Integer(), content: Type.String() })])
export type CashRule = Static<typeof CashRule>

/** Staff: the settings to change (any subset; the result must keep min <= max <= daily maximum). */
export const CashSettingBody = Type.Object(
  {
    currencies: Type.Optional(Type.Array(Currency(), { minItems: 1, maxItems: 20, uniqueItems: true })),
    minAmount: Type.Optional(Money()),
    maxAmount: Type.Optional(Money()),
    dailyMax: Type.Optional(Money()),
    feeFixed: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    feeRateBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 5_000 })),
    feeMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    arrival: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  strict,
)
export type CashSettingBody = Static<typeof CashSettingBody>

// ---------- withdrawals ----------

const WithdrawStateSchema = () => Type.Union(WITHDRAW_STATES.map((s) => Type.Literal(s)))

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  withdrawNo: Type.String(),
  /** a shopper's own balance, or a shop's settled money (merchant) */
  kind: Type.Union([Type.Literal('user'), Type.Literal('merchant')]),
  shopId: Type.Union([Type.Integer(), Type.Null()]),
  shopName: Type.String(),
  /** what reaches the card */
  amount: Type.Integer(),
  fee: Type.Integer(),
  /** amount + fee: what was held and leaves the balance */
  total: Type.Integer(),
  currency: Type.String(),
  bankName: Type.String(),
  /** the card number masked (only the last four digits shown) */
  cardMasked: Type.String(),
  state: WithdrawStateSchema(),
  /** the staff's reason for a rejection, or the bank's for a failed payout */
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
})
export type Withdrawal = Static<typeof Withdrawal>

export const WithdrawStep = Type.Object({
  state: WithdrawStateSchema(),
  event: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
})
export const WithdrawalDetail = Type.Composite([Withdrawal, Type.Object({ history: Type.Array(WithdrawStep) })])
export type WithdrawalDetail = Static<typeof WithdrawalDetail>

export const WithdrawBody = Type.Object(
  {
    amount: Money(),
    /** default: the settings' first currency */
    currency: Type.Optional(Currency()),
    /** one of the applicant's bound bank cards */
    cardId: BigId(),
    /** a merchant withdrawal from this shop's settled money */
    shopId: Type.Optional(BigId()),
  },
  strict,
)
export type WithdrawBody = Static<typeof WithdrawBody>

const Scope = { currency: Type.Optional(Currency()), shopId: Type.Optional(BigId()) }

/** Everything the withdraw page needs before a request, the server's numbers. */
export const CashStatus = Type.Object({
  currency: Type.String(),
  /** what may be withdrawn now (the balance less what is held) */
  available: Type.Integer(),
  /** held by withdrawals not finished yet */
  held: Type.Integer(),
  realName: Type.Boolean(),
  signed: Type.Boolean(),
  /** requested today (not rejected nor failed) and what is left of the daily maximum */
  dailyUsed: Type.Integer(),
  dailyLeft: Type.Integer(),
  /** the largest amount allowed now (its fee included it fits `available`), 0 when none */
  maxNow: Type.Integer(),
  setting: CashSetting,
})
export type CashStatus = Static<typeof CashStatus>

export const FeeQuote = Type.Object({ amount: Type.Integer(), fee: Type.Integer(), total: Type.Integer(), currency: Type.String() })
export type FeeQuote = Static<typeof FeeQuote>

export const AgreementStatus = Type.Object({
  signed: Type.Boolean(),
  version: Type.String(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  /** SHA-256 (hex) of the signed document the provider returned */
  documentSha256: Type.Union([Type.String(), Type.Null()]),
})
export type AgreementStatus = Static<typeof AgreementStatus>
/** Start signing: `signed` true when nothing is left to sign; else the provider's hosted page. */
export const SignStart = Type.Object({ signed: Type.Boolean(), url: Type.Union([Type.String(), Type.Null()]) })
export type SignStart = Static<typeof SignStart>

export const MerchantCash = Type.Object({
  shops: Type.Array(
    Type.Object({
      shopId: Type.Integer(),
      shopName: Type.String(),
      money: Type.Array(Type.Object({ currency: Type.String(), available: Type.Integer(), held: Type.Integer() })),
    }),
  ),
})
export type MerchantCash = Static<typeof MerchantCash>

/** Endpoints of the withdrawal area (spec section 7: `customer/api/cash`, `system/cash/setting/config`, `basics/cash/rule`). */
export const WithdrawApi = {
  /** The cash settings (public). */
  setting: defineEndpoint({ method: 'GET', url: '/system/cash/setting/config', auth: 'none', response: CashSetting }),
  /** The cash settings with the rules in words, in the request's language. */
  rule: defineEndpoint({
    method: 'GET',
    url: '/system/api/basics/cash/rule/:id',
    auth: 'none',
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 1000 }) }, strict),
    response: CashRule,
  }),
  /** Staff: change the cash settings (403 for others). */
  saveSetting: defineEndpoint({ method: 'PUT', url: '/platform/api/cash/setting', auth: 'required', body: CashSettingBody, response: CashSetting }),
  /** Before a request: balance, held, real name, signature, today's use, the largest amount now. */
  status: defineEndpoint({
    method: 'GET',
    url: '/customer/api/cash/status',
    auth: 'required',
    querystring: Type.Object(Scope, strict),
    response: CashStatus,
  }),
  /** The fee of an amount (the server's rule and rounding). */
  fee: defineEndpoint({
    method: 'GET',
    url: '/customer/api/cash/fee',
    auth: 'required',
    querystring: Type.Object({ amount: Money(), currency: Type.Optional(Currency()) }, strict),
    response: FeeQuote,
  }),
  /** Whether the withdrawal agreement (its current version) is signed. */
  agreement: defineEndpoint({ method: 'GET', url: '/customer/api/cash/agreement', auth: 'required', response: AgreementStatus }),
  /** Start signing the agreement at the e-sign provider (its hosted page); refused before the real name is approved. */
  sign: defineEndpoint({ method: 'POST', url: '/customer/api/cash/agreement', auth: 'required', response: SignStart }),
  /** Request a withdrawal: amount + fee are held at once, then staff review it. */
  create: defineEndpoint({ method: 'POST', url: '/customer/api/cash', auth: 'required', body: WithdrawBody, response: Withdrawal, idempotent: true }),
  /** The applicant's withdrawals, newest first (`shopId`: that shop's, for its owner). */
  list: defineEndpoint({
    method: 'GET',
    url: '/customer/api/cash',
    auth: 'required',
    querystring: Type.Object({ shopId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict),
    response: Withdrawal,
    paged: true,
  }),
  /** One withdrawal with its history (the applicant's; staff may read any). */
  detail: defineEndpoint({
    method: 'GET',
    url: '/customer/api/cash/detail/:id',
    auth: 'required',
    params: Type.Object({ id: BigId() }, strict),
    response: WithdrawalDetail,
  }),
  /** Merchant: each shop's settled money that may be withdrawn and what is held. */
  merchantSummary: defineEndpoint({ method: 'GET', url: '/merchant/api/cash/summary', auth: 'required', response: MerchantCash }),
}

/** The bank-payout provider's signed notification (not for the app's request client). */
export const PayoutApi = {
  /** Headers `x-payout-timestamp`, `x-payout-signature` (hex HMAC-SHA256 of `<timestamp>.<canonical body>`); answers `success`. */
  notify: defineEndpoint({
    method: 'POST',
    url: '/cash/payout/notify/:tenant',
    auth: 'none',
    summary: 'Bank payout notification; the tenant is in the path',
    params: Type.Object({ tenant: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }) }, strict),
    response: Type.String(),
  }),
}

/** The payout notify path of a tenant (after the API prefix). */
export const payoutNotifyPath = (tenant: string) => PayoutApi.notify.url.replace(':tenant', encodeURIComponent(tenant))
