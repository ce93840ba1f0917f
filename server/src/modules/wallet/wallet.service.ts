// The wallet module's rules: balances per currency the tenant enables (the ledger's user and hold accounts), the
// history of the user's own accounts, the default currency, and the signed hand-over to the wallet web pages.
import type { Static } from '@sinclair/typebox'
import type { WalletWebKey } from '../../../../types/wallet-codes.js'
import {
  standInPath,
  type CurrencyStatus,
  type DefaultCurrencyBody,
  type HistoryLine,
  type HistoryQuery,
  type LineDetail,
  type WalletBalance,
  type WebAccess,
} from '../../../../types/wallet.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { ledgerService } from '../ledger/index.js'
import { walletErrors as E } from './wallet.errors.js'
import { enabledOf, formatOf, LOCAL_PAGE, walletSetting, type WalletCurrency } from './wallet.settings.js'
import { issueToken } from './wallet.token.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** The currencies the tenant offers (code, symbol, decimals), in its order: what other modules offer too. */
export async function currenciesEnabled(c: Scope): Promise<Array<{ code: string; symbol: string; decimals: number }>> {
  return enabledOf(await walletSetting(c)).map(({ code, symbol, decimals }) => ({ code, symbol, decimals }))
}

/**
 * My balances, one line per currency the tenant enables (a currency without an account yet reads 0), default first.
 * The default is the account I marked, when its currency is offered; else the tenant's first currency.
 */
export async function balances(c: UserCtx): Promise<WalletBalance[]> {
  const [setting, mine] = await Promise.all([walletSetting(c), ledgerService.balances(c, c.userId)])
  const enabled = enabledOf(setting)
  const byCurrency = new Map(mine.map((b) => [b.currency, b]))
  const def = mine.find((b) => b.isDefault && enabled.some((x) => x.code === b.currency))?.currency ?? enabled[0]?.code
  return enabled
    .map((x) => {
      const b = byCurrency.get(x.code)
      return {
        currency: x.code,
        symbol: x.symbol,
        decimals: x.decimals,
        available: b?.available ?? 0,
        held: b?.held ?? 0,
        total: b?.total ?? 0,
        isDefault: x.code === def,
      }
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

/**
 * Every currency the tenant lists, and any other in which I hold money, with its state for me: `active` (offered, my
 * account open), `notOpened` (offered, no account yet: it opens with the first money in or when made default),
 * `disabled` (not offered now: what I hold there stays visible).
 */
export async function currencies(c: UserCtx): Promise<CurrencyStatus[]> {
  const [setting, mine] = await Promise.all([walletSetting(c), ledgerService.balances(c, c.userId)])
  const byCurrency = new Map(mine.map((b) => [b.currency, b]))
  const enabled = enabledOf(setting)
  const def = mine.find((b) => b.isDefault && enabled.some((x) => x.code === b.currency))?.currency ?? enabled[0]?.code
  const listed: Array<WalletCurrency | { code: string; enabled: false }> = [
    ...setting.currencies,
    ...mine.filter((b) => b.total > 0 && !setting.currencies.some((x) => x.code === b.currency)).map((b) => ({ code: b.currency, enabled: false as const })),
  ]
  return listed.map((x) => {
    const on = x.enabled !== false
    const b = byCurrency.get(x.code)
    return {
      currency: x.code,
      ...formatOf(x.code, 'symbol' in x ? x : undefined),
      enabled: on,
      state: !on ? 'disabled' : b ? 'active' : 'notOpened',
      isDefault: x.code === def,
      total: b?.total ?? 0,
    }
  })
}

/** Make an offered currency my default; a currency the tenant does not offer is refused naming `currency`. */
export async function setDefault(c: UserCtx, b: Static<typeof DefaultCurrencyBody>): Promise<CurrencyStatus[]> {
  if (!enabledOf(await walletSetting(c)).some((x) => x.code === b.currency)) throw E.currencyDisabled({ currency: b.currency })
  await ledgerService.setDefaultCurrency(c, c.userId, b.currency)
  return currencies(c)
}

/** The history of my account in `currency` (`held`: my hold account), newest first, paged; `flow` in | out | all. */
export async function history(c: UserCtx, currency: string, q: Static<typeof HistoryQuery>, held: boolean): Promise<{ rows: HistoryLine[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await ledgerService.history(c, c.userId, { currency, held, flow: q.flow ?? 'all', limit, offset })
  return { rows: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, currency: r.currency, createTime: r.createdAt.toISOString() })), total }
}

/** One line of my history: another user's (or tenant's) line is "not found", never shown. */
export async function line(c: UserCtx, id: number): Promise<LineDetail> {
  const e = await ledgerService.ownEntry(c, c.userId, id)
  if (!e) throw E.lineNotFound()
  const listed = (await walletSetting(c)).currencies.find((x) => x.code === e.currency)
  return {
    id: e.id,
    transactionId: e.transactionId,
    kind: e.kind,
    amount: e.amount,
    currency: e.currency,
    ...formatOf(e.currency, listed),
    account: e.held ? 'held' : 'available',
    balanceAfter: e.balanceAfter,
    memo: e.memo,
    createTime: e.createdAt.toISOString(),
  }
}

/** `url` with `token` (and more) added to its query. */
const withQuery = (url: string, q: Record<string, string>) => {
  const [base, hash] = url.split('#', 2)
  const qs = new URLSearchParams(q).toString()
  return `${base}${base.includes('?') ? '&' : '?'}${qs}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * The hand-over to the wallet web page `key`: the URL the tenant names for it with a token signed for me, this tenant and
 * this key, valid WALLET_WEB_TOKEN_TTL_S; `local` is this server's stand-in page. No URL: `configured: false`.
 */
export async function webAccess(c: UserCtx, key: WalletWebKey): Promise<WebAccess> {
  const target = (await walletSetting(c)).webPages[key]
  if (!target) return { key, configured: false, url: null, expiresAt: null }
  const { token, expiresAt } = issueToken(c, { userId: c.userId, tenant: c.tenantCode, key })
  const url =
    target === LOCAL_PAGE ? withQuery(`${c.config.apiPrefix}${standInPath(c.tenantCode, key)}`, { token, lang: c.lang }) : withQuery(target, { token })
  return { key, configured: true, url, expiresAt: expiresAt.toISOString() }
}

/** What other modules may ask of the wallet (through `index.ts`): the currencies the tenant offers. */
export const walletService = { currenciesEnabled }
