// The transfer module's rules: transfers between users of a tenant and conversions between currencies, each through a
// one-time quote of its rule call and a GET that moves money only with an Idempotency-Key, the pay password and that
// quote (ADR 0096); the desk's exchange rates.
import crypto from 'node:crypto'
import {
  CONVERT_QUOTE_SECONDS,
  TRANSFER_AMOUNT_MAX,
  TURN_QUOTE_SECONDS,
  type ConvertResult,
  type ConvertRule,
  type ConvertRuleQuery,
  type RateBody,
  type RateItem,
  type Recipient,
  type TurnResult,
  type TurnRule,
  type TurnRuleQuery,
} from '../../../../types/transfer.js'
import type { Selectable } from 'kysely'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { AppError, fail } from '../../core/errors.js'
import { maskName, maskPhone } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { ledgerService, type AccountRef } from '../ledger/index.js'
import { paymentService } from '../payment/index.js'
import { transferErrors as E } from './transfer.errors.js'
import { convertAmount, decimal, formatRate, parseRate } from './transfer.money.js'
import { transferRepo as repo } from './transfer.repository.js'
import type { TransferQuotesTable } from './transfer.schema.js'
import { dailyLimitOf, enabledCurrencies, feeOf, transferSetting } from './transfer.settings.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type QuoteRow = Selectable<TransferQuotesTable>
type Kind = QuoteRow['kind']

const iso = (d: Date | string) => new Date(d).toISOString()
/** An amount in a message: 123456 + CNY -> "1234.56 CNY". */
const amountText = (minor: number, currency: string) => `${decimal(BigInt(minor), 2)} ${currency}`
/** The same failure naming another field (a recipient by phone or by id). */
const naming = (e: AppError, field: string) => new AppError(e.code, e.key, e.params, field, e.rule, e.status)

/** The system account of conversions, one per currency: what users converted in, less what they converted out. */
export const FX_ACCOUNT = 'fx'
/** The system account of transfer fees. */
export const FEE_ACCOUNT = 'transfer_fee'

/** Refused when the tenant does not enable `currency` (naming `field`: the path's `id`, `to`, the desk's `from`). */
async function checkCurrency(c: Scope, currency: string, field = 'id') {
  if (!(await enabledCurrencies(c)).includes(currency)) throw naming(E.currencyOff({ currency }), field)
}

const recipientOf = (u: { nickname: string; phone: string | null }): Recipient => ({ name: maskName(u.nickname || u.phone || ''), phone: maskPhone(u.phone) })

// ---------------------------------------------------------------- transfer

/**
 * The transfer rule of the user's account in `currency` (available, fee, today's limit); with a recipient (phone
 * or id) and an amount also a one-time quote: the recipient masked, the fee, what leaves, what is left of today's
 * limit after it. Refused: a currency the tenant does not enable, oneself, nobody active with that phone or id,
 * over today's limit, more than the account holds.
 */
export async function turnRule(c: UserCtx, currency: string, q: TurnRuleQuery): Promise<TurnRule> {
  await checkCurrency(c, currency)
  const s = await transferSetting(c)
  const dailyLimit = dailyLimitOf(s, currency)
  const [available, dailyUsed] = await Promise.all([
    ledgerService.balanceOf(c, c.userId, currency),
    repo.dailyUsed(c.db, c.tenantId, c.userId, currency, s.timeZone),
  ])
  const dailyLeft = Math.max(0, dailyLimit - dailyUsed)
  const rule: TurnRule = { currency, available, feePermille: s.feePermille, feeMin: s.feeMin, dailyLimit, dailyUsed, dailyLeft, quote: null }
  const byId = q.userId !== undefined
  const byPhone = q.phone !== undefined
  if (!byId && !byPhone && q.amount === undefined) return rule
  if (byId === byPhone) throw E.recipientRequired()
  if (q.amount === undefined) throw E.amountRequired()
  const field = byId ? 'userId' : 'phone'
  const to = await accountService.activeUser(c, byId ? { userId: q.userId! } : { phone: q.phone!, countryArea: q.countryArea })
  if (!to) throw naming(E.recipient(), field)
  if (to.id === c.userId) throw naming(E.self(), field)
  if (q.amount > dailyLeft) throw E.dailyLimit({ left: amountText(dailyLeft, currency) })
  const fee = feeOf(s, q.amount)
  if (q.amount + fee > available) throw E.insufficient()
  await repo.purgeExpired(c.db, c.tenantId, c.userId)
  const expires = new Date(Date.now() + TURN_QUOTE_SECONDS * 1000)
  const { id } = await repo.insertQuote(c.db, {
    tenant_id: c.tenantId,
    user_id: c.userId,
    kind: 'turn',
    currency,
    amount: q.amount,
    fee,
    to_user_id: to.id,
    to_amount: q.amount,
    expires_at: expires,
  })
  return {
    ...rule,
    quote: {
      quoteId: id,
      currency,
      amount: q.amount,
      fee,
      debit: q.amount + fee,
      recipient: recipientOf(to),
      dailyLeftAfter: dailyLeft - q.amount,
      expiresAt: iso(expires),
      expiresIn: TURN_QUOTE_SECONDS,
    },
  }
}

/** What may move money: the request's Idempotency-Key, the pay password (header) and the quote (query). */
export interface MoveInput {
  key?: string
  payPassword?: string
  quoteId?: string
}

/** `do/turn`: the quote's transfer, once (ADR 0096). */
export function doTurn(c: UserCtx, m: MoveInput): Promise<TurnResult> {
  return move<TurnResult>(c, 'turn', m, async (t, q) => {
    const to = await accountService.activeUser(t, { userId: q.to_user_id! })
    if (!to) throw naming(E.recipient(), 'quoteId')
    await checkCurrency(t, q.currency)
    const s = await transferSetting(t)
    // today's total counted under the limit in one statement (parallel transfers of the user queue on its row)
    if ((await repo.takeDaily(t.db, t.tenantId, c.userId, q.currency, s.timeZone, q.amount, dailyLimitOf(s, q.currency))) === undefined) {
      const used = await repo.dailyUsed(t.db, t.tenantId, c.userId, q.currency, s.timeZone)
      throw E.dailyLimit({ left: amountText(Math.max(0, dailyLimitOf(s, q.currency) - used), q.currency) })
    }
    const entries: Array<{ account: AccountRef; amount: number }> = [
      { account: { userId: c.userId, currency: q.currency }, amount: -(q.amount + q.fee) },
      { account: { userId: to.id, currency: q.currency }, amount: q.amount },
    ]
    if (q.fee > 0) entries.push({ account: { system: FEE_ACCOUNT, currency: q.currency }, amount: q.fee })
    return {
      posting: { kind: 'transfer', ref: q.id, memo: `transfer ${c.userId} -> ${to.id}`, entries },
      result: async () => ({
        quoteId: q.id,
        currency: q.currency,
        amount: q.amount,
        fee: q.fee,
        debit: q.amount + q.fee,
        recipient: recipientOf(to),
        balance: await ledgerService.balanceOf(t, c.userId, q.currency),
        time: new Date().toISOString(),
      }),
    }
  })
}

// ---------------------------------------------------------------- convert

/**
 * The conversion rule of currency `from`: the enabled currencies it goes to at the desk's rates; with `to` and
 * `amount` a quote holding the current rate for CONVERT_QUOTE_SECONDS: the result rounded DOWN to the minor unit,
 * the exact value and what was rounded off.
 */
export async function convertRule(c: UserCtx, from: string, q: ConvertRuleQuery): Promise<ConvertRule> {
  await checkCurrency(c, from)
  const currencies = await enabledCurrencies(c)
  const rates = new Map((await repo.rates(c.db, c.tenantId)).filter((r) => r.base === from).map((r) => [r.quote, r]))
  const targets = currencies
    .filter((x) => x !== from)
    .map((x) => {
      const r = rates.get(x)
      return { currency: x, rate: r ? formatRate(r.rate_e8) : null, updatedAt: r ? iso(r.updated_at) : null }
    })
  const available = await ledgerService.balanceOf(c, c.userId, from)
  const rule: ConvertRule = { from, available, quoteSeconds: CONVERT_QUOTE_SECONDS, targets, quote: null }
  if (q.to === undefined && q.amount === undefined) return rule
  if (q.to === undefined) throw fail.invalid('to', 'required')
  if (q.amount === undefined) throw E.amountRequired()
  if (q.to === from) throw E.sameCurrency()
  if (!currencies.includes(q.to)) throw naming(E.currencyOff({ currency: q.to }), 'to')
  const rate = rates.get(q.to)
  if (!rate) throw E.noRate({ from, to: q.to })
  const conv = convertAmount(q.amount, rate.rate_e8)
  if (!Number.isSafeInteger(conv.toAmount)) throw fail.invalid('amount', 'maximum', { limit: TRANSFER_AMOUNT_MAX })
  if (conv.toAmount < 1) throw E.tooSmall({ currency: q.to })
  if (q.amount > available) throw E.insufficient()
  await repo.purgeExpired(c.db, c.tenantId, c.userId)
  const expires = new Date(Date.now() + CONVERT_QUOTE_SECONDS * 1000)
  const { id } = await repo.insertQuote(c.db, {
    tenant_id: c.tenantId,
    user_id: c.userId,
    kind: 'convert',
    currency: from,
    amount: q.amount,
    to_currency: q.to,
    to_amount: conv.toAmount,
    rate_e8: rate.rate_e8,
    expires_at: expires,
  })
  return {
    ...rule,
    quote: {
      quoteId: id,
      from,
      to: q.to,
      amount: q.amount,
      rate: formatRate(rate.rate_e8),
      ...conv,
      expiresAt: iso(expires),
      expiresIn: CONVERT_QUOTE_SECONDS,
    },
  }
}

/**
 * `do/convert`: the quote's conversion, once, at the quote's rate: ONE ledger transaction whose entries sum to
 * zero per currency through the `fx` account of each currency (the user's `from` out to fx, fx's `to` out to the
 * user): both legs or none.
 */
export function doConvert(c: UserCtx, m: MoveInput): Promise<ConvertResult> {
  return move<ConvertResult>(c, 'convert', m, async (t, q) => {
    const to = q.to_currency!
    await checkCurrency(t, q.currency)
    await checkCurrency(t, to, 'to')
    const conv = convertAmount(q.amount, q.rate_e8!)
    return {
      posting: {
        kind: 'convert',
        ref: q.id,
        memo: `convert ${q.currency} -> ${to}`,
        entries: [
          { account: { userId: c.userId, currency: q.currency }, amount: -q.amount },
          { account: { system: FX_ACCOUNT, currency: q.currency }, amount: q.amount },
          { account: { system: FX_ACCOUNT, currency: to }, amount: -q.to_amount },
          { account: { userId: c.userId, currency: to }, amount: q.to_amount },
        ],
      },
      result: async () => ({
        quoteId: q.id,
        from: q.currency,
        to,
        amount: q.amount,
        rate: formatRate(q.rate_e8!),
        toAmount: q.to_amount,
        exact: conv.exact,
        roundedOff: conv.roundedOff,
        rounded: conv.rounded,
        fromBalance: await ledgerService.balanceOf(t, c.userId, q.currency),
        toBalance: await ledgerService.balanceOf(t, c.userId, to),
        time: new Date().toISOString(),
      }),
    }
  })
}

// ---------------------------------------------------------------- moving money once

interface Step<R> {
  posting: Parameters<typeof ledgerService.openPosting>[1]
  /** the answer, read after the user accounts moved (their balances), before the system accounts are touched */
  result: () => Promise<R>
}

const failures = {
  turn: { incomplete: E.turnIncomplete, notFound: E.turnQuoteNotFound, used: E.turnQuoteUsed, expired: E.turnQuoteExpired },
  convert: { incomplete: E.convertIncomplete, notFound: E.convertQuoteNotFound, used: E.convertQuoteUsed, expired: E.convertQuoteExpired },
}

const isKeyTaken = (e: unknown) =>
  (e as { code?: string; constraint?: string })?.code === '23505' && (e as { constraint?: string }).constraint === 'transfer_quotes_key'

/**
 * THE way a transfer or a conversion moves money (ADR 0096). Refused without an Idempotency-Key, the pay password
 * or a quote (a prefetch or a bare GET: nothing moves, every missing part named). A key used before answers that
 * request's result and moves nothing; the same key with another quote is refused. Then the pay password (the
 * payment module's check, its lock included), then in ONE transaction: the quote locked (a parallel twin of this
 * request waits and then answers the same result; any other use of the quote is refused), checked unexpired,
 * the step's checks, the ledger posting (kind, ref = the quote: the ledger too posts it once), the quote marked
 * used with the key, the request's hash and the answer, and last the system accounts.
 */
async function move<R>(c: UserCtx, kind: Kind, m: MoveInput, step: (t: UserCtx, q: QuoteRow) => Promise<Step<R>>): Promise<R> {
  const f = failures[kind]
  const missing = [
    ['Idempotency-Key', m.key],
    ['Pay-Password', m.payPassword],
    ['quoteId', m.quoteId],
  ].filter(([, v]) => !v)
  if (missing.length) throw naming(f.incomplete({ missing: missing.map(([n]) => n).join(', ') }), missing[0][0]!)
  const key = m.key!
  const quoteId = m.quoteId!
  const hash = crypto.createHash('sha256').update(JSON.stringify({ kind, quoteId })).digest('hex')
  const replay = async () => {
    const used = await repo.quoteByKey(c.db, c.tenantId, c.userId, key)
    if (!used) return undefined
    if (used.request_hash !== hash) throw E.keyReused()
    return { result: used.result as R }
  }
  const before = await replay()
  if (before) return before.result
  await paymentService.checkPayPassword(c, m.payPassword!)
  try {
    return await c.db.transaction().execute(async (tx) => {
      const t: UserCtx = { ...c, db: tx }
      const q = await repo.quoteForUpdate(tx, c.tenantId, c.userId, quoteId)
      if (!q || q.kind !== kind) throw f.notFound()
      if (q.used_at) {
        if (q.idem_key === key) return q.result as R
        throw f.used()
      }
      if (new Date(q.expires_at).getTime() <= Date.now()) throw f.expired()
      const s = await step(t, q)
      const posting = await ledgerService.openPosting(t, s.posting)
      if (posting.duplicate) throw f.used()
      const result = await s.result()
      await repo.markUsed(tx, q.id, { idem_key: key, request_hash: hash, result })
      // the system accounts (fx, fees: every user's conversions touch them) last, locked until the commit right after
      await posting.finish()
      return result
    })
  } catch (e) {
    // the same key on another quote at the same moment: the other request holds it (its answer, or a refusal)
    if (isKeyTaken(e)) {
      const again = await replay()
      if (again) return again.result
    }
    throw e
  }
}

// ---------------------------------------------------------------- exchange rates (the desk)

const rateItem = (from: string, to: string, r?: { rate_e8: number; updated_at: Date | string }): RateItem => ({
  from,
  to,
  rate: r ? formatRate(r.rate_e8) : null,
  updatedAt: r ? iso(r.updated_at) : null,
})

/** Staff: every direction between the tenant's enabled currencies, with its rate and when it was set (null: none). */
export async function rates(c: UserCtx): Promise<RateItem[]> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  const currencies = await enabledCurrencies(c)
  const rows = new Map((await repo.rates(c.db, c.tenantId)).map((r) => [`${r.base}>${r.quote}`, r]))
  return currencies.flatMap((from) => currencies.filter((to) => to !== from).map((to) => rateItem(from, to, rows.get(`${from}>${to}`))))
}

/** Staff: the rate of one direction (quotes already given keep theirs until they expire). */
export async function setRate(c: UserCtx, b: RateBody): Promise<RateItem> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  if (b.from === b.to) throw E.sameCurrency()
  await checkCurrency(c, b.from, 'from')
  await checkCurrency(c, b.to, 'to')
  const rateE8 = parseRate(b.rate)
  if (rateE8 === undefined) throw E.rate()
  const r = await repo.putRate(c.db, c.tenantId, b.from, b.to, rateE8, c.userId)
  return rateItem(r.base, r.quote, r)
}

/** Demo and seed: set rates without a staff session (`transfer.seed.ts`). */
export async function seedRates(c: Scope, list: Array<[from: string, to: string, rate: string]>) {
  for (const [from, to, rate] of list) await repo.putRate(c.db, c.tenantId, from, to, parseRate(rate)!, null)
}
