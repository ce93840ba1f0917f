import type { AgreementStatus, CashStatus, FeeQuote, MerchantCash, SignStart, WithdrawBody, Withdrawal, WithdrawalDetail } from '../../../../types/withdraw.js'
import { WITHDRAW_AGREEMENT_VERSION, type WithdrawState } from '../../../../types/withdraw-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { digits } from '../../core/crypto.js'
import { idempotent } from '../../core/idempotency.js'
import { paging } from '../../core/envelope.js'
import { enqueueJob, registerJob } from '../../core/jobs.js'
import { t } from '../../i18n/index.js'
import { approvalService } from '../approval/index.js'
import { esignService } from '../esign/index.js'
import { shopService } from '../shop/index.js'
import { withdrawErrors as E } from './withdraw.errors.js'
import { transit } from './withdraw.machine.js'
import * as money from './withdraw.money.js'
import { cardNumberOf, cardOf, realNameOf } from './withdraw.ports.js'
import { withdrawRepo as repo, type Scope as Owner, type WithdrawalRow } from './withdraw.repository.js'
import { cashSetting, feeOf, maxNow } from './withdraw.settings.js'
import { localPayout } from './providers/payout-local.js'
import type { PayoutProvider } from './providers/payout.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** What the withdrawal agreement is called in e-signing (one signature per user and version). */
export const AGREEMENT_KIND = 'withdrawal'
/** The approval kind of a withdrawal in the desk's review queue. */
const APPROVAL_KIND = 'withdrawal'
/** The job that hands an approved withdrawal to the bank. */
export const PAYOUT_JOB = 'withdraw:payout'

/** The tenant's bank-payout provider: the local one (no bank's credentials exist here; ADR 0099). */
export const payoutProvider = (_c: Scope): PayoutProvider => localPayout

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
/** Minor units as the desk reads them: 100650 -> `1006.50`. */
const major = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

async function toWithdrawals(c: RequestCtx, rows: WithdrawalRow[]): Promise<Withdrawal[]> {
  const shops = await shopService.shopKinds(
    c,
    rows.flatMap((r) => (r.shop_id !== null ? [r.shop_id] : [])),
  )
  // the bank's name in the reader's language while the card is still bound; else as it was at the request
  const cardKey = (r: WithdrawalRow) => `${r.user_id}:${r.card_id}`
  const live = new Map<string, string>()
  for (const r of rows) if (!live.has(cardKey(r))) live.set(cardKey(r), (await cardOf(c, r.user_id, r.card_id))?.bankName ?? r.bank_name)
  return rows.map((r) => ({
    id: r.id,
    withdrawNo: r.withdraw_no,
    kind: r.shop_id !== null ? 'merchant' : 'user',
    shopId: r.shop_id,
    shopName: r.shop_id !== null ? (shops.get(r.shop_id)?.name ?? '') : '',
    amount: r.amount,
    fee: r.fee,
    total: r.amount + r.fee,
    currency: r.currency,
    bankName: live.get(cardKey(r)) ?? r.bank_name,
    cardMasked: r.card_masked,
    state: r.state as WithdrawState,
    reason: r.reason,
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
  }))
}

/** The shops a merchant withdrawal may name: the applicant's own (404 naming `shopId` for another). */
async function ownShop(c: UserCtx, shopId: number) {
  if (!(await shopService.shopIdsOfOwner(c, c.userId)).includes(shopId)) throw E.shop()
}

const ownerOf = (c: UserCtx, shopId?: number): Owner => (shopId !== undefined ? { shopId } : { userId: c.userId })

/** The currency asked (default: the settings' first), refused when the settings do not allow it. */
function currencyOf(s: { currencies: string[]; currency: string }, asked?: string) {
  const cur = asked ?? s.currency
  if (!s.currencies.includes(cur)) throw E.currency({ currencies: s.currencies.join(', ') })
  return cur
}

// ---------------------------------------------------------------- before a request

/** The withdraw page's numbers: available and held, real name and signature, today's use, the largest amount now. */
export async function status(c: UserCtx, q: { currency?: string; shopId?: number }): Promise<CashStatus> {
  const setting = await cashSetting(c)
  const currency = currencyOf(setting, q.currency)
  if (q.shopId !== undefined) await ownShop(c, q.shopId)
  const owner = ownerOf(c, q.shopId)
  const [bal, name, signed, used] = await Promise.all([
    money.balanceOf(c, owner, currency),
    realNameOf(c, c.userId),
    esignService.signature(c, c.userId, AGREEMENT_KIND, WITHDRAW_AGREEMENT_VERSION),
    repo.dailyUsed(c.db, c.tenantId, owner, currency, setting.timeZone),
  ])
  const dailyLeft = Math.max(0, setting.dailyMax - used)
  return {
    currency,
    available: bal.available,
    held: bal.held,
    realName: !!name,
    signed: !!signed,
    dailyUsed: used,
    dailyLeft,
    maxNow: maxNow(setting, Math.max(0, bal.available), dailyLeft),
    setting,
  }
}

/** The fee of an amount, by the settings' rule and rounding. */
export async function fee(c: UserCtx, q: { amount: number; currency?: string }): Promise<FeeQuote> {
  const s = await cashSetting(c)
  const currency = currencyOf(s, q.currency)
  const f = feeOf(s, q.amount)
  return { amount: q.amount, fee: f, total: q.amount + f, currency }
}

// ---------------------------------------------------------------- the agreement

export async function agreement(c: UserCtx): Promise<AgreementStatus> {
  const s = await esignService.signature(c, c.userId, AGREEMENT_KIND, WITHDRAW_AGREEMENT_VERSION)
  return { signed: !!s, version: WITHDRAW_AGREEMENT_VERSION, signedAt: iso(s?.signedAt ?? null), documentSha256: s?.signedSha256 ?? null }
}

/** The ID number as the agreement shows it: first and last characters, the rest hidden. */
const maskId = (id: string) => (id.length > 6 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : '*'.repeat(id.length))

/**
 * Start signing the withdrawal agreement: the signer is the approved real name (refused before it is
 * approved); the document names them and the agreement's version, in the request's language.
 */
export async function sign(c: UserCtx): Promise<SignStart> {
  const name = await realNameOf(c, c.userId)
  if (!name) throw E.realName()
  const document = t(c.lang, 'withdraw.agreementText', { name: name.realName, idNumber: maskId(name.idNumber), version: WITHDRAW_AGREEMENT_VERSION })
  return esignService.start(c, {
    userId: c.userId,
    kind: AGREEMENT_KIND,
    version: WITHDRAW_AGREEMENT_VERSION,
    title: t(c.lang, 'withdraw.agreementTitle'),
    document,
    signerName: name.realName,
  })
}

// ---------------------------------------------------------------- the request

/**
 * Request a withdrawal. Refused, in this order and before anything is written: a currency the settings do not
 * allow, below the minimum or above the maximum, a shop not the applicant's, no approved real name, the
 * agreement not signed, a card not the applicant's. Then in ONE transaction, under the owner's lock: the same
 * Idempotency-Key answers its withdrawal (another body with it is a 422, code 1362), today's use plus this amount over the
 * daily maximum is refused, the withdrawal and its history row, amount + fee moved to the hold in one posting
 * ("insufficient account balance" when it does not fit), and the review submitted to the desk's queue.
 */
export async function create(c: UserCtx, b: WithdrawBody, idemKey?: string): Promise<Withdrawal> {
  const s = await cashSetting(c)
  const currency = currencyOf(s, b.currency)
  if (b.amount < s.minAmount) throw E.min({ min: (s.minAmount / 100).toFixed(2) })
  if (b.amount > s.maxAmount) throw E.max({ max: (s.maxAmount / 100).toFixed(2) })
  if (b.shopId !== undefined) await ownShop(c, b.shopId)
  const name = await realNameOf(c, c.userId)
  if (!name) throw E.realName()
  if (!(await esignService.signature(c, c.userId, AGREEMENT_KIND, WITHDRAW_AGREEMENT_VERSION))) throw E.notSigned()
  const card = await cardOf(c, c.userId, b.cardId)
  if (!card) throw E.card()
  const owner = ownerOf(c, b.shopId)
  // a repeat of the key answers the first withdrawal; the key with another body is refused (core/idempotency.ts, ADR 0102)
  return idempotent(c, 'withdraw:create', idemKey, { ...b, currency }, async () => {
    const row = await c.db.transaction().execute(async (tx) => {
      const tc = { ...c, db: tx }
      await repo.lockOwner(tx, c.tenantId, `u:${c.userId}`)
      if (b.shopId !== undefined) await repo.lockOwner(tx, c.tenantId, `s:${b.shopId}`)
      // the last guard behind the key (a claim taken over after a crash): the withdrawal it made
      const before = idemKey ? await repo.byKey(tx, c.tenantId, c.userId, idemKey) : undefined
      if (before) return before
      const used = await repo.dailyUsed(tx, c.tenantId, owner, currency, s.timeZone)
      if (used + b.amount > s.dailyMax) throw E.dailyMax({ left: (Math.max(0, s.dailyMax - used) / 100).toFixed(2) })
      const f = feeOf(s, b.amount)
      const w = await repo.insert(
        tx,
        {
          tenant_id: c.tenantId,
          withdraw_no: `W${Date.now()}${digits(6)}`,
          user_id: c.userId,
          shop_id: b.shopId ?? null,
          currency,
          amount: b.amount,
          fee: f,
          card_id: card.id,
          bank_name: card.bankName,
          card_masked: card.masked,
          holder: card.holder,
          state: 'requested',
          idem_key: idemKey ?? null,
        },
        { actor: 'user', actorId: c.userId },
      )
      await money.hold(tc, w)
      const [shop] = b.shopId !== undefined ? [...(await shopService.shopKinds(c, [b.shopId])).values()] : []
      await approvalService.submit(tc, {
        kind: APPROVAL_KIND,
        ref: String(w.id),
        userId: c.userId,
        // the desk shows a summary's known keys in its own words (src/features/approval/api.ts FIRST_KEYS); amounts as text
        summary: {
          realName: name.realName,
          holder: card.holder,
          bankName: card.bankName,
          card: card.masked,
          amount: major(w.amount),
          fee: major(w.fee),
          currency,
          ...(shop ? { shopName: shop.name } : {}),
        },
      })
      return w
    })
    return (await toWithdrawals(c, [row]))[0]
  })
}

// ---------------------------------------------------------------- reads

export async function list(c: UserCtx, q: { shopId?: number; pageNum?: number; pageSize?: number }) {
  if (q.shopId !== undefined) await ownShop(c, q.shopId)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, ownerOf(c, q.shopId), { limit, offset })
  return { rows: await toWithdrawals(c, rows), total }
}

/** One withdrawal with its history: the applicant's, a shop's for its owner, any for staff (else 404). */
export async function detail(c: UserCtx, id: number): Promise<WithdrawalDetail> {
  const r = await repo.byId(c.db, c.tenantId, id)
  const mine =
    r && (r.user_id === c.userId || hasRole(c, 'staff') || (r.shop_id !== null && (await shopService.shopIdsOfOwner(c, c.userId)).includes(r.shop_id)))
  if (!r || !mine) throw E.notFound()
  const [w] = await toWithdrawals(c, [r])
  const history = await repo.history(c.db, id)
  return { ...w, history: history.map((h) => ({ state: h.to_state as WithdrawState, event: h.event, note: h.note, at: iso(h.created_at)! })) }
}

/** Merchant: each of the applicant's shops, its money per currency (available to withdraw, held). */
export async function merchantSummary(c: UserCtx): Promise<MerchantCash> {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.shop()
  const [names, m] = await Promise.all([shopService.shopKinds(c, ids), money.shopMoney(c, ids)])
  const s = await cashSetting(c)
  return {
    shops: ids.map((id) => {
      const per = m.get(id)!
      // every allowed currency shows, with nothing yet as zero
      for (const cur of s.currencies) if (!per.has(cur)) per.set(cur, { currency: cur, available: 0, held: 0 })
      return { shopId: id, shopName: names.get(id)?.name ?? '', money: [...per.values()].sort((a, b) => a.currency.localeCompare(b.currency)) }
    }),
  }
}

// ---------------------------------------------------------------- the decision and the payout

/**
 * The desk decided (the event approval.decided, inside the decision's transaction): approved -> the payout job
 * is queued (it runs once the decision commits); rejected -> exactly the held amount and fee go back. The
 * approval module emits once per decision, and the machine moves a withdrawal out of `requested` once.
 */
export async function decided(c: RequestCtx, d: { ref: string; approved: boolean; reason: string | null; staffId: number }): Promise<void> {
  const w = await repo.byId(c.db, c.tenantId, Number(d.ref), { forUpdate: true })
  if (!w) throw E.notFound()
  if (d.approved) {
    await transit(c, w, 'approve', { actor: 'staff', actorId: d.staffId })
    await enqueueJob(c.db, { tenantId: c.tenantId, kind: PAYOUT_JOB, payload: { id: w.id }, key: `payout:${w.id}` })
    return
  }
  const moved = await transit(c, w, 'reject', { actor: 'staff', actorId: d.staffId, note: d.reason }, { reason: d.reason })
  await money.release(c, moved)
}

/**
 * The payout job: an approved withdrawal goes to the bank. A card that is gone, or a payout the bank refuses at
 * once, fails it (the hold goes back); else it is paying until the bank's notification. Anything but
 * `approved` is left alone (a repeated job pays nothing twice).
 */
export async function submitPayout(c: RequestCtx, id: number): Promise<void> {
  const w = await repo.byId(c.db, c.tenantId, id, { forUpdate: true })
  if (!w || w.state !== 'approved') return
  const fail = async (reason: string) => {
    const moved = await transit(c, w, 'fail', { actor: 'bank', note: reason }, { reason })
    await money.release(c, moved)
  }
  const number = await cardNumberOf(c, w.user_id, w.card_id)
  if (!number) return fail('CARD_GONE')
  const r = await payoutProvider(c).submit(c, {
    payoutNo: w.withdraw_no,
    amount: w.amount,
    currency: w.currency,
    cardNumber: number,
    holder: w.holder,
    bankCode: (await cardOf(c, w.user_id, w.card_id))?.bankCode ?? '',
  })
  if (!r.accepted) return fail(r.reason)
  await transit(c, w, 'submit', { actor: 'system' }, { payout_ref: r.providerRef })
}
registerJob(PAYOUT_JOB, (ctx, p: { id: number }) => submitPayout(ctx, p.id), { maxAttempts: 5 })

/**
 * The bank's notification. Refused (400, nothing changed): a bad signature or stale timestamp, an unknown
 * payout number, another amount or currency. A withdrawal already paid or failed acknowledges a repeat without
 * effect. SUCCESS: paid, the hold to `payout` and `fee`; FAILED: failed with the bank's reason, the hold back.
 * One transaction, the withdrawal locked: duplicate notifications pay out once.
 */
export async function receivePayoutNotice(c: RequestCtx, headers: Record<string, unknown>, body: unknown): Promise<'ack'> {
  const v = await payoutProvider(c).verify(c, headers, body)
  const refuse = (why: string) => {
    c.log?.warn({ why }, 'payout notification refused')
    return E.callback()
  }
  if (!v.ok) throw refuse(v.why)
  const n = v.notice
  return c.db.transaction().execute(async (tx): Promise<'ack'> => {
    const tc = { ...c, db: tx }
    const w = await repo.byNo(tx, c.tenantId, n.payoutNo, { forUpdate: true })
    if (!w) throw refuse('unknown payout')
    if (n.amount !== w.amount || n.currency !== w.currency) throw refuse('amount')
    if (w.state === 'paid' || w.state === 'failed') return 'ack'
    if (w.state !== 'paying') throw refuse(`state ${w.state}`)
    if (n.status === 'SUCCESS') {
      const paid = await transit(tc, w, 'pay', { actor: 'bank', note: n.providerRef })
      await money.payOut(tc, paid)
    } else {
      const reason = n.reason ?? 'FAILED'
      const failed = await transit(tc, w, 'fail', { actor: 'bank', note: reason }, { reason })
      await money.release(tc, failed)
    }
    return 'ack'
  })
}

/**
 * Demo data (the seed): a past withdrawal of the demo shopper, paid out to their demo card three days ago,
 * moved through the machine and the ledger as a real one is (held, approved, handed to the bank, paid: the hold
 * to `payout` and `fee`). Its review happened before the queue existed, so nothing waits in it.
 */
export async function seedPaidDemo(c: RequestCtx, userId: number, card: { id: number; bankName: string; masked: string; holder: string }): Promise<void> {
  const s = await cashSetting(c)
  const amount = 20_000
  const w = await repo.insert(
    c.db,
    {
      tenant_id: c.tenantId,
      withdraw_no: `W${Date.now()}${digits(6)}`,
      user_id: userId,
      shop_id: null,
      currency: s.currency,
      amount,
      fee: feeOf(s, amount),
      card_id: card.id,
      bank_name: card.bankName,
      card_masked: card.masked,
      holder: card.holder,
      state: 'requested',
      idem_key: 'demo-withdrawal',
    },
    { actor: 'user', actorId: userId },
  )
  await money.hold(c, w)
  const approved = await transit(c, w, 'approve', { actor: 'system', note: 'demo' })
  const paying = await transit(c, approved, 'submit', { actor: 'system' }, { payout_ref: 'LOCAL-PAYOUT-DEMO' })
  const paid = await transit(c, paying, 'pay', { actor: 'bank', note: 'LOCAL-PAYOUT-DEMO' })
  await money.payOut(c, paid)
  await repo.backdate(c.db, w.id, new Date(Date.now() - 3 * 86_400_000))
}
