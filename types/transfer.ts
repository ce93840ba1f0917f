// The transfer area's contract (spec section 7: customer/api/account/turn and convert; pages user/wallet/transfer and
// transform; the desk's exchange rates): money to another user of the tenant, and from one currency to another,
// each through a one-time quote of the rule call and a GET that moves money only with an Idempotency-Key, the pay
// password (header `Pay-Password`) and that quote (ADR 0096).
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { COUNTRY_AREA_PATTERN, PHONE_PATTERN } from './rules.js'
import { RATE_PATTERN, TRANSFER_AMOUNT_MAX } from './transfer-codes.js'

export {
  CONVERT_QUOTE_SECONDS,
  PAY_PASSWORD_HEADER,
  RATE_DECIMALS,
  RATE_PATTERN,
  TRANSFER_AMOUNT_MAX,
  TURN_QUOTE_SECONDS,
  TransferCodes,
} from './transfer-codes.js'

const strict = { additionalProperties: false } as const

/** An ISO 4217 code in capitals (`CNY`). */
export const CurrencyCode = (o: { description?: string } = {}) => Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3, ...o })
/** Minor units moved by one transfer or conversion: 1..TRANSFER_AMOUNT_MAX. */
const Amount = (description: string) => BoundedInt(1, TRANSFER_AMOUNT_MAX, { description })
/** An exchange rate as text (`0.1381`, `7.2`): exact, never a float. */
export const Rate = (o: { description?: string } = {}) => Type.String({ pattern: RATE_PATTERN, maxLength: 15, ...o })

export const CurrencyParams = Type.Object({ id: CurrencyCode({ description: 'the currency of the account the money leaves' }) }, strict)

/** Without a recipient and amount the rule alone; with them (phone or userId, not both) a one-time quote too. */
export const TurnRuleQuery = Type.Object(
  {
    phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN, description: 'the recipient by phone' })),
    countryArea: Type.Optional(Type.String({ pattern: COUNTRY_AREA_PATTERN, default: '86' })),
    userId: Type.Optional(BigId({ description: 'the recipient by user id' })),
    amount: Type.Optional(Amount('minor units the recipient gets')),
  },
  strict,
)
export type TurnRuleQuery = Static<typeof TurnRuleQuery>

/** The recipient as the sender sees them: masked. */
export const Recipient = Type.Object({
  /** the nickname (the phone without one), masked (`D***r`) */
  name: Type.String(),
  /** `138****8000` ('' without a phone) */
  phone: Type.String(),
})
export type Recipient = Static<typeof Recipient>

/** A one-time quote for a transfer: what leaves, what arrives, to whom; used once by `do/turn` before `expiresAt`. */
export const TurnQuote = Type.Object({
  quoteId: Type.String(),
  currency: Type.String(),
  /** what the recipient gets */
  amount: Type.Integer(),
  fee: Type.Integer(),
  /** amount + fee: what leaves the sender's account */
  debit: Type.Integer(),
  recipient: Recipient,
  /** what is left of today's limit after this transfer */
  dailyLeftAfter: Type.Integer(),
  expiresAt: Type.String(),
  /** seconds from the answer to `expiresAt` (the server's clock) */
  expiresIn: Type.Integer(),
})
export type TurnQuote = Static<typeof TurnQuote>

export const TurnRule = Type.Object({
  currency: Type.String(),
  /** what the account holds that can move */
  available: Type.Integer(),
  /** the fee: per mille of the amount (rounded up), at least `feeMin`; 0 and 0 = no fee */
  feePermille: Type.Integer(),
  feeMin: Type.Integer(),
  /** the day's limit per user in this currency (amounts sent, fees apart), used and left today */
  dailyLimit: Type.Integer(),
  dailyUsed: Type.Integer(),
  dailyLeft: Type.Integer(),
  quote: Type.Union([TurnQuote, Type.Null()]),
})
export type TurnRule = Static<typeof TurnRule>

/** `do/turn` and `do/convert`: the quote of the rule call (optional in the schema: its absence is refused naming every missing part). */
export const DoQuery = Type.Object({ quoteId: Type.Optional(Uuid()) }, strict)
export type DoQuery = Static<typeof DoQuery>

export const TurnResult = Type.Object({
  quoteId: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  fee: Type.Integer(),
  debit: Type.Integer(),
  recipient: Recipient,
  /** the sender's available balance after it */
  balance: Type.Integer(),
  time: Type.String(),
})
export type TurnResult = Static<typeof TurnResult>

/** Without `to` and `amount` the rule alone (the currencies it converts to); with both a quote that expires. */
export const ConvertRuleQuery = Type.Object(
  {
    to: Type.Optional(CurrencyCode({ description: 'the currency to convert into' })),
    amount: Type.Optional(Amount('minor units of the account the money leaves')),
  },
  strict,
)
export type ConvertRuleQuery = Static<typeof ConvertRuleQuery>

/** A currency the money can go to, at the desk's rate (null: no rate set, not convertible). */
export const ConvertTarget = Type.Object({
  currency: Type.String(),
  rate: Type.Union([Rate(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
})
export type ConvertTarget = Static<typeof ConvertTarget>

/**
 * A conversion quote at the current rate: `toAmount` is `amount * rate` rounded DOWN to the minor unit; `exact`
 * is the unrounded result and `roundedOff` what the rounding keeps back, both in major units of `to`.
 */
export const ConvertQuote = Type.Object({
  quoteId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Integer(),
  rate: Rate(),
  toAmount: Type.Integer(),
  exact: Type.String(),
  roundedOff: Type.String(),
  /** whether anything was rounded off */
  rounded: Type.Boolean(),
  expiresAt: Type.String(),
  expiresIn: Type.Integer(),
})
export type ConvertQuote = Static<typeof ConvertQuote>

export const ConvertRule = Type.Object({
  from: Type.String(),
  available: Type.Integer(),
  /** how long a quote holds its rate */
  quoteSeconds: Type.Integer(),
  targets: Type.Array(ConvertTarget),
  quote: Type.Union([ConvertQuote, Type.Null()]),
})
export type ConvertRule = Static<typeof ConvertRule>

export const ConvertResult = Type.Object({
  quoteId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Integer(),
  rate: Rate(),
  toAmount: Type.Integer(),
  exact: Type.String(),
  roundedOff: Type.String(),
  rounded: Type.Boolean(),
  /** the available balances after it */
  fromBalance: Type.Integer(),
  toBalance: Type.Integer(),
  time: Type.String(),
})
export type ConvertResult = Static<typeof ConvertResult>

/** One direction of a currency pair on the desk (the rate from -> to; null: not set, that way not convertible). */
export const RateItem = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rate: Type.Union([Rate(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
})
export type RateItem = Static<typeof RateItem>

export const RateBody = Type.Object(
  { from: CurrencyCode(), to: CurrencyCode(), rate: Rate({ description: 'units of `to` for one unit of `from`, above zero, at most 8 decimals' }) },
  strict,
)
export type RateBody = Static<typeof RateBody>

const doSummary = (what: string) =>
  `${what}: moves money only with an Idempotency-Key header, the pay password in the Pay-Password header and the quoteId of the rule call; answers Cache-Control: no-store`

/** Endpoints of the transfer area. */
export const TransferApi = {
  /** The transfer rule of the account in currency `id`; with a recipient and an amount also a one-time quote. */
  turnRule: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/turn/rule/:id',
    auth: 'required',
    params: CurrencyParams,
    querystring: TurnRuleQuery,
    response: TurnRule,
  }),
  /** Transfer by a quote of `turnRule` (spec: a GET). */
  doTurn: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/do/turn',
    auth: 'required',
    idempotent: true,
    querystring: DoQuery,
    response: TurnResult,
    summary: doSummary('Transfer to another user'),
  }),
  /** The conversion rule of currency `id` (the currencies it goes to, their rates); with `to` and `amount` a quote that expires. */
  convertRule: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/convert/rule/:id',
    auth: 'required',
    params: CurrencyParams,
    querystring: ConvertRuleQuery,
    response: ConvertRule,
  }),
  /** Convert by a quote of `convertRule` (spec: a GET). */
  doConvert: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/do/convert',
    auth: 'required',
    idempotent: true,
    querystring: DoQuery,
    response: ConvertResult,
    summary: doSummary('Convert between currencies'),
  }),
  /** Staff: every direction between the tenant's enabled currencies, with its rate and when it was set. */
  rates: defineEndpoint({ method: 'GET', url: '/platform/api/exchange/rate/list', auth: 'required', response: Type.Array(RateItem) }),
  /** Staff: set the rate of one direction. */
  setRate: defineEndpoint({ method: 'PUT', url: '/platform/api/exchange/rate', auth: 'required', body: RateBody, response: RateItem }),
}
