// The store payment module's rules: who pays how much at a store (the member discount), the payment's state
// machine steps the pay flow calls, and the merchant's stores with their takings.
import { randomInt } from 'node:crypto'
import type { Updateable } from 'kysely'
import type {
  MemberTerms,
  MerchantStores,
  PayStore,
  Quote,
  QuoteBody,
  StorePayBody,
  StorePayment,
  StorePayTotals,
  TakenPayment,
} from '../../../../types/storepay.js'
import { MEMBER_DEFAULT, STORE_PAY_EXPIRY_MIN, STORE_PAY_KINDS, STORE_PAY_MAX, STORE_PAY_MIN, type StorePayState } from '../../../../types/storepay-codes.js'
import { BASIS_POINTS } from '../../../../types/settlement-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import { maskPhone } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { storepayErrors as E } from './storepay.errors.js'
import { canMove, type StorePayEvent } from './storepay.machine.js'
import { storepayRepo as repo, type StorePaymentRow } from './storepay.repository.js'
import type { StorePaymentsTable } from './storepay.schema.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type LangScope = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>

const fmt = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

// ---------------------------------------------------------------- the store and its terms

interface Store {
  id: number
  name: string
  logo: string
  open: boolean
  kind: string
  ownerId: number
}

/** Shops that take payments at the store (kinds nearby_store and service), by id; others are absent. */
async function storesOf(c: LangScope, ids: number[]): Promise<Map<number, Store>> {
  const [brief, kinds, terms] = await Promise.all([shopService.shopsBrief(c, ids), shopService.shopKinds(c, ids), shopService.shopTerms(c, ids)])
  const out = new Map<number, Store>()
  for (const id of ids) {
    const b = brief.get(id)
    const k = kinds.get(id)?.kind
    if (!b || !k || !(STORE_PAY_KINDS as readonly string[]).includes(k)) continue
    out.set(id, { id, name: b.name, logo: b.logo, open: b.open, kind: k, ownerId: terms.get(id)?.ownerId ?? 0 })
  }
  return out
}

async function storeOf(c: LangScope, shopId: number): Promise<Store> {
  const s = (await storesOf(c, [shopId])).get(shopId)
  if (!s) throw E.shop()
  return s
}

async function termsOf(c: Scope, shopIds: number[]): Promise<Map<number, MemberTerms>> {
  const rows = await repo.terms(c.db, c.tenantId, shopIds)
  const m = new Map<number, MemberTerms>(shopIds.map((id) => [id, { ...MEMBER_DEFAULT }]))
  for (const r of rows) m.set(Number(r.shop_id), { memberRateBp: r.member_rate_bp, memberAfter: r.member_after })
  return m
}

/**
 * The member discount (ADR 0136): a shopper is a member of a store once they have paid there `memberAfter` times
 * through the app; a member's payment is `memberRateBp` off, rounded down to the minor unit (the shopper never
 * pays a fraction more than the rate says, the store never gives more).
 */
async function priced(c: UserCtx, shopId: number, amount: number) {
  const [terms, paidCount] = await Promise.all([termsOf(c, [shopId]), repo.paidCount(c.db, c.tenantId, c.userId, shopId)])
  const t = terms.get(shopId)!
  const member = paidCount >= t.memberAfter
  const discount = member ? Math.floor((amount * t.memberRateBp) / BASIS_POINTS) : 0
  return { terms: t, paidCount, member, discount, payable: amount - discount }
}

function checkAmount(amount: number, currency: string) {
  if (amount < STORE_PAY_MIN || amount > STORE_PAY_MAX) throw E.amount({ min: fmt(STORE_PAY_MIN, currency), max: fmt(STORE_PAY_MAX, currency) })
}

// ---------------------------------------------------------------- the shopper

/** The pay page's store and the shopper's standing there. */
export async function store(c: UserCtx, shopId: number): Promise<PayStore> {
  const s = await storeOf(c, shopId)
  const [currency, p] = await Promise.all([systemService.tenantCurrency(c), priced(c, shopId, STORE_PAY_MIN)])
  return {
    shopId,
    name: s.name,
    logo: s.logo,
    open: s.open,
    currency,
    memberRateBp: p.terms.memberRateBp,
    memberAfter: p.terms.memberAfter,
    paidCount: p.paidCount,
    member: p.member,
    min: STORE_PAY_MIN,
    max: STORE_PAY_MAX,
  }
}

/** What `amount` costs at the store now; writes nothing. */
export async function quote(c: UserCtx, b: QuoteBody): Promise<Quote> {
  const s = await storeOf(c, b.shopId)
  if (!s.open) throw E.shopClosed()
  const currency = await systemService.tenantCurrency(c)
  checkAmount(b.amount, currency)
  const p = await priced(c, b.shopId, b.amount)
  return {
    shopId: s.id,
    shopName: s.name,
    currency,
    amount: b.amount,
    discount: p.discount,
    payable: p.payable,
    member: p.member,
    memberRateBp: p.terms.memberRateBp,
  }
}

const toPayment = (r: StorePaymentRow, s: Pick<Store, 'name' | 'logo'> | undefined): StorePayment => ({
  payNo: r.pay_no,
  shopId: Number(r.shop_id),
  shopName: s?.name ?? '',
  shopLogo: s?.logo ?? '',
  currency: r.currency,
  amount: r.amount,
  discount: r.discount,
  payable: r.payable,
  member: r.member,
  remark: r.remark,
  state: r.state as StorePayState,
  channel: r.pay_channel,
  expiresAt: r.state === 'unpaid' ? iso(r.expires_at) : null,
  paidAt: iso(r.paid_at),
  createdAt: iso(r.created_at)!,
})

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const newPayNo = () => `S${stamp()}${Array.from({ length: 8 }, () => randomInt(10)).join('')}`

/** An unpaid store payment is cancelled at its expiry (this module's own job). */
export const EXPIRE_JOB = 'storepay:expire'
const expireKey = (no: string) => `expire:${no}`

/**
 * Start a payment at a store: an open store that takes payments, an amount within the limits; the server prices
 * it (member discount) and keeps the numbers on the row, which is what the cashier then pays. One Idempotency-Key
 * makes one payment (a repeat answers it; another body with it is refused).
 */
export async function create(c: UserCtx, b: StorePayBody, key?: string): Promise<StorePayment> {
  const s = await storeOf(c, b.shopId)
  const remark = (b.remark ?? '').trim()
  const same = (r: StorePaymentRow) => Number(r.shop_id) === b.shopId && r.amount === b.amount && r.remark === remark
  if (key) {
    const before = await repo.byKey(c.db, c.tenantId, c.userId, key)
    if (before) {
      if (!same(before)) throw E.keyReused()
      return toPayment(before, s)
    }
  }
  if (!s.open) throw E.shopClosed()
  const currency = await systemService.tenantCurrency(c)
  checkAmount(b.amount, currency)
  const p = await priced(c, b.shopId, b.amount)
  const expiresAt = new Date(Date.now() + STORE_PAY_EXPIRY_MIN * 60_000)
  return c.db.transaction().execute(async (tx) => {
    const row = await repo.insert(tx, {
      tenant_id: c.tenantId,
      user_id: c.userId,
      shop_id: b.shopId,
      pay_no: newPayNo(),
      currency,
      amount: b.amount,
      discount: p.discount,
      payable: p.payable,
      member: p.member,
      remark,
      idem_key: key ?? null,
      expires_at: expiresAt,
    })
    if (!row) {
      // a parallel request with the same key wrote it first
      const first = (await repo.byKey(tx, c.tenantId, c.userId, key!))!
      if (!same(first)) throw E.keyReused()
      return toPayment(first, s)
    }
    await enqueueJob(tx, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no: row.pay_no }, runAt: expiresAt, key: expireKey(row.pay_no) })
    return toPayment(row, s)
  })
}

/** One of the user's store payments (anyone else's: not found). */
export async function get(c: UserCtx, no: string): Promise<StorePayment> {
  const r = await repo.byNo(c.db, c.tenantId, no)
  if (!r || Number(r.user_id) !== c.userId) throw E.notFound()
  const s = await shopService.shopsBrief(c, [Number(r.shop_id)])
  return toPayment(r, s.get(Number(r.shop_id)))
}

// ---------------------------------------------------------------- the state machine's steps (the pay flow calls them through the face)

function step(c: Scope, no: string, event: StorePayEvent, set: Omit<Updateable<StorePaymentsTable>, 'state'> = {}) {
  const { from, to } = canMove(event)
  return repo.move(c.db, c.tenantId, no, from, { ...set, state: to })
}

/** A store payment as what a payment pays (`forUpdate` locks its row). */
export async function payTargetOf(c: Scope, no: string, opts: { forUpdate?: boolean } = {}) {
  const r = await repo.byNo(c.db, c.tenantId, no, opts.forUpdate)
  if (!r) return undefined
  return {
    id: r.pay_no,
    userId: Number(r.user_id),
    shopId: Number(r.shop_id),
    amount: r.payable,
    currency: r.currency,
    state: r.state as StorePayState,
    expiresAt: r.state === 'unpaid' ? (r.expires_at as Date | null) : null,
  }
}

/**
 * Money arrived for store payment `no` (inside the payment's transaction): paid, the expiry job dropped. Answers
 * what to credit to the shop, or 'late' when it is no longer payable (cancelled, or paid by another payment).
 */
export async function markPaid(
  c: Scope,
  no: string,
  p: { paymentId: number; channel: string },
): Promise<{ id: number; shopId: number; userId: number; currency: string; payable: number } | 'late'> {
  const r = await step(c, no, 'pay', { paid_at: new Date(), payment_id: p.paymentId, pay_channel: p.channel })
  if (!r) {
    if (!(await repo.byNo(c.db, c.tenantId, no))) throw E.notFound()
    return 'late'
  }
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
  return { id: Number(r.id), shopId: Number(r.shop_id), userId: Number(r.user_id), currency: r.currency, payable: r.payable }
}

/** What the shop got of a paid payment (the settle step's numbers, in the same transaction). */
export const setCredited = (c: Scope, id: number, commission: number, net: number) => repo.setCredited(c.db, id, commission, net)

/** A person must decide (not reached today: the channels that wait are refused, ADR 0135). */
export async function markAwaiting(c: Scope, no: string) {
  if (!(await step(c, no, 'await'))) throw E.notFound()
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
}

/** The person refused: payable again, with a new expiry. */
export async function markRejected(c: Scope, no: string) {
  const expiresAt = new Date(Date.now() + STORE_PAY_EXPIRY_MIN * 60_000)
  if (!(await step(c, no, 'reject', { expires_at: expiresAt }))) throw E.notFound()
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no }, runAt: expiresAt, key: expireKey(no) })
}

/** The expiry job: an unpaid payment is cancelled; a paid one is left alone. */
export async function expire(c: Scope, no: string): Promise<boolean> {
  return !!(await step(c, no, 'cancel', { cancelled_at: new Date() }))
}
registerJob(EXPIRE_JOB, async (ctx, payload: { no: string }) => {
  await expire(ctx, payload.no)
})

// ---------------------------------------------------------------- the merchant's workbench

async function ownStores(c: UserCtx): Promise<Map<number, Store>> {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  const stores = await storesOf(c, ids)
  if (!stores.size) throw E.notMerchant()
  return stores
}

const zero = (): StorePayTotals => ({ count: 0, amount: 0, discount: 0, payable: 0, commission: 0, net: 0 })
type TotalsRow = Awaited<ReturnType<typeof repo.totalsByShop>>[number]
const toTotals = (r: TotalsRow | undefined): StorePayTotals =>
  r
    ? {
        count: Number(r.count),
        amount: Number(r.amount),
        discount: Number(r.discount),
        payable: Number(r.payable),
        commission: Number(r.commission),
        net: Number(r.net),
      }
    : zero()
const add = (a: StorePayTotals, b: StorePayTotals): StorePayTotals => ({
  count: a.count + b.count,
  amount: a.amount + b.amount,
  discount: a.discount + b.discount,
  payable: a.payable + b.payable,
  commission: a.commission + b.commission,
  net: a.net + b.net,
})

/** The calendar day of the merchant's totals: the `timeZone` of the tenant setting `storepay`, else China's (the demo's). */
async function timeZoneOf(c: Scope): Promise<string> {
  const s = await systemService.getSetting<{ timeZone?: string }>(c, 'storepay', {})
  return s.timeZone ?? 'Asia/Shanghai'
}

/** The merchant's stores that take payments: the QR page, the member terms, totals all time and today. */
export async function stores(c: UserCtx): Promise<MerchantStores> {
  const own = await ownStores(c)
  const ids = [...own.keys()]
  const tz = await timeZoneOf(c)
  const [currency, terms, all, today] = await Promise.all([
    systemService.tenantCurrency(c),
    termsOf(c, ids),
    repo.totalsByShop(c.db, c.tenantId, ids),
    repo.totalsByShop(c.db, c.tenantId, ids, tz),
  ])
  const allBy = new Map(all.map((r) => [Number(r.shop_id), r]))
  const todayBy = new Map(today.map((r) => [Number(r.shop_id), r]))
  const list = ids.map((id) => {
    const s = own.get(id)!
    return {
      shopId: id,
      name: s.name,
      logo: s.logo,
      kind: s.kind,
      open: s.open,
      path: `/pages/nearby/pay?shopId=${id}`,
      currency,
      ...terms.get(id)!,
      total: toTotals(allBy.get(id)),
      today: toTotals(todayBy.get(id)),
    }
  })
  return { stores: list, total: list.reduce((t, s) => add(t, s.total), zero()) }
}

/** Paid payments at the merchant's stores (or one of them), newest first. */
export async function taken(c: UserCtx, q: { shopId?: number; pageNum?: number; pageSize?: number }): Promise<{ rows: TakenPayment[]; total: number }> {
  const own = await ownStores(c)
  if (q.shopId !== undefined && !own.has(q.shopId)) throw E.notMerchant()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.paidPage(c.db, c.tenantId, q.shopId !== undefined ? [q.shopId] : [...own.keys()], limit, offset)
  const phones = await accountService.phones(c, [...new Set(rows.map((r) => Number(r.user_id)))])
  return {
    rows: rows.map((r) => ({
      ...toPayment(r, own.get(Number(r.shop_id))),
      buyer: maskPhone(phones.get(Number(r.user_id))),
      commission: r.commission ?? 0,
      net: r.net ?? 0,
    })),
    total,
  }
}

/** A store's member terms (the merchant's own store). */
export async function saveTerms(c: UserCtx, shopId: number, b: MemberTerms): Promise<MemberTerms> {
  const own = await ownStores(c)
  if (!own.has(shopId)) throw E.notMerchant()
  await repo.saveTerms(c.db, c.tenantId, shopId, b.memberRateBp, b.memberAfter)
  return (await termsOf(c, [shopId])).get(shopId)!
}

/** Demo terms (the seed): a store's member discount. */
export const seedTerms = (c: Scope, shopId: number, t: MemberTerms) => repo.saveTerms(c.db, c.tenantId, shopId, t.memberRateBp, t.memberAfter)

/** The store payment module as the pay flow sees it (its face, re-exported by index.ts). */
export const storepayService = { payTargetOf, markPaid, markAwaiting, markRejected, setCredited, errors: E }
