// The wallet area's contract (`user/wallet/*`): balances per currency the tenant enables, the history of the user's
// own ledger accounts, the displayed currency, and the signed hand-over to the seven wallet web pages.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { HISTORY_FLOWS, WALLET_WEB_KEYS } from './wallet-codes.js'

export { HISTORY_FLOWS, LEDGER_KINDS, WALLET_WEB_KEYS, WALLET_WEB_TOKEN_TTL_S, WalletCodes, type HistoryFlow, type WalletWebKey } from './wallet-codes.js'

const strict = { additionalProperties: false } as const

/** An ISO 4217 currency code: three capital letters. */
export const CurrencyCode = (o: { description?: string } = {}) => Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3, ...o })

/** A wallet web page's key. */
export const WebKey = () => Type.Union(WALLET_WEB_KEYS.map((k) => Type.Literal(k)))

/** How a currency is written: its symbol and how many decimals its minor unit has (CNY 2: amounts in fen). */
const CurrencyFormat = {
  currency: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer({ minimum: 0, maximum: 4 }),
}

/** One enabled currency of the user's wallet: amounts in minor units; total = available + held. */
export const WalletBalance = Type.Object({
  ...CurrencyFormat,
  /** what the user may spend, transfer or withdraw */
  available: Type.Integer(),
  /** held (frozen): a withdrawal under review, ... */
  held: Type.Integer(),
  total: Type.Integer(),
  /** the user's default (displayed) currency: exactly one line */
  isDefault: Type.Boolean(),
})
export type WalletBalance = Static<typeof WalletBalance>

/** A currency's state for this user: enabled and opened (`active`), enabled without an account yet (`notOpened`), or a
 * currency the tenant turned off in which the user still holds money (`disabled`: shown, not usable). */
export const CurrencyState = Type.Union([Type.Literal('active'), Type.Literal('notOpened'), Type.Literal('disabled')])
export type CurrencyState = Static<typeof CurrencyState>

/** One currency on the status page. */
export const CurrencyStatus = Type.Object({
  ...CurrencyFormat,
  enabled: Type.Boolean(),
  state: CurrencyState,
  isDefault: Type.Boolean(),
  total: Type.Integer(),
})
export type CurrencyStatus = Static<typeof CurrencyStatus>

/** `{strategy}` of the history paths: the currency of the account (ADR 0095). */
export const StrategyParams = Type.Object({ strategy: CurrencyCode({ description: "the account's currency (ISO 4217)" }) }, strict)
/** The history's filter and page: `flow` all (default), in (money in) or out (money out). */
export const HistoryQuery = Type.Object(
  {
    flow: Type.Optional(
      Type.Union(
        HISTORY_FLOWS.map((f) => Type.Literal(f)),
        { default: 'all' },
      ),
    ),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)

/** One line of the history: a ledger entry of one of the user's own accounts (signed: + money in). */
export const HistoryLine = Type.Object({
  id: Type.Integer({ description: 'the ledger entry' }),
  /** the ledger transaction's kind: payment, refund, recharge, withdrawal, transfer, convert, credit, ... */
  kind: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  createTime: Type.String(),
})
export type HistoryLine = Static<typeof HistoryLine>

/** One line in full. */
export const LineDetail = Type.Object({
  id: Type.Integer(),
  /** the ledger transaction (shown as the transaction number) */
  transactionId: Type.Integer(),
  kind: Type.String(),
  amount: Type.Integer(),
  ...CurrencyFormat,
  /** which of the user's accounts: the spendable one, or the hold (frozen) one */
  account: Type.Union([Type.Literal('available'), Type.Literal('held')]),
  /** that account's balance right after this line */
  balanceAfter: Type.Integer(),
  /** what the posting says about itself (an order's pay number, a staff note) */
  memo: Type.String(),
  createTime: Type.String(),
})
export type LineDetail = Static<typeof LineDetail>

export const LineParams = Type.Object({ id: BigId() }, strict)
export const DefaultCurrencyBody = Type.Object({ currency: CurrencyCode() }, strict)
export const WebKeyParams = Type.Object({ key: WebKey() }, strict)

/** The hand-over to a wallet web page: the page's URL with a short-lived signed token, or "not configured". */
export const WebAccess = Type.Object({
  key: Type.String(),
  configured: Type.Boolean(),
  /** the URL to open (`token` added): absolute (a partner's page) or a path of this server (the local stand-in page) */
  url: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
})
export type WebAccess = Static<typeof WebAccess>

/** Endpoints of the wallet area. */
export const WalletApi = {
  /** My balances, one line per currency the tenant enables (available, held, total), the default one marked. */
  balances: defineEndpoint({ method: 'GET', url: '/customer/api/wallet', auth: 'required', response: Type.Array(WalletBalance) }),
  /** The history of my account in a currency (`strategy` = the currency), newest first, paged; `flow` in | out | all. */
  history: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/details/:strategy',
    auth: 'required',
    params: StrategyParams,
    querystring: HistoryQuery,
    response: HistoryLine,
    paged: true,
  }),
  /** The history of my HOLD (frozen) account in a currency: money held and released, newest first, paged. */
  frozenHistory: defineEndpoint({
    method: 'GET',
    url: '/customer/api/account/frozen/details/:strategy',
    auth: 'required',
    params: StrategyParams,
    querystring: HistoryQuery,
    response: HistoryLine,
    paged: true,
  }),
  /** One line of my history (another user's line: 404). */
  line: defineEndpoint({ method: 'GET', url: '/customer/api/account/line/:id', auth: 'required', params: LineParams, response: LineDetail }),
  /** Every currency the tenant lists, with its state for me (`user/wallet/currencyStatus`, `currency`). */
  currencies: defineEndpoint({ method: 'GET', url: '/customer/api/wallet/currencies', auth: 'required', response: Type.Array(CurrencyStatus) }),
  /** Make an enabled currency my default (displayed) one; its account opens when I had none. Answers the new list. */
  setDefault: defineEndpoint({
    method: 'PUT',
    url: '/customer/api/wallet/currency',
    auth: 'required',
    body: DefaultCurrencyBody,
    response: Type.Array(CurrencyStatus),
  }),
  /** A wallet web page's URL with a signed token (user, tenant, key, a few minutes), or `configured: false`. */
  webAccess: defineEndpoint({ method: 'POST', url: '/customer/api/wallet/web/:key', auth: 'required', params: WebKeyParams, response: WebAccess }),
}

/** The local stand-in of the partners' wallet web pages (HTML, not for the app's request client). */
export const WalletPageApi = {
  /** Verifies the token (tenant in the path: a page opened in a web view sends no tenant header) and shows who is signed in. */
  standIn: defineEndpoint({
    method: 'GET',
    url: '/wallet/web/:tenant/:key',
    auth: 'none',
    summary: 'The local stand-in of a wallet web page: verifies the signed token and shows who it is for',
    params: Type.Object({ tenant: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }), key: WebKey() }, strict),
    querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 1000 })), lang: Type.Optional(Type.String({ maxLength: 10 })) }),
    response: Type.String(),
  }),
}

/** The stand-in page's path for a tenant's key (after the API prefix), from the record above. */
export const standInPath = (tenant: string, key: string) =>
  WalletPageApi.standIn.url.replace(':tenant', encodeURIComponent(tenant)).replace(':key', encodeURIComponent(key))
