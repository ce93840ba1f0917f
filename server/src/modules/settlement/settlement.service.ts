import type { CommissionSummary, MerchantMoney, MerchantSummary, SettlementLine } from '../../../../types/settlement.js'
import { BASIS_POINTS, DEFAULT_COMMISSION_BP, SETTLEMENT_EVERY_MIN } from '../../../../types/settlement-codes.js'
import { REFUND_WINDOW_DAYS } from '../../../../types/refund-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { enqueueJob } from '../../core/jobs.js'
import type { Db } from '../../db/database.js'
import { ledgerService } from '../ledger/index.js'
import { orderService } from '../order/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { settlementErrors as E } from './settlement.errors.js'
import { settlementRepo as repo } from './settlement.repository.js'
import type { SettlementTables } from './settlement.schema.js'

// Settlement: the merchant's money after an order's refund window, the platform's commission. The money
// itself moves in flows/settle.ts (order + ledger + this module in one transaction); this module keeps
// the lines, the tenant's rates and window, and answers the merchant's and the staff's pages.
type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
type LangScope = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>

/** The job kind of a settlement run (its handler is the settle flow's). */
export const SETTLEMENT_JOB = 'settlement:run'

/** The ledger system account of a shop's money. */
export const merchantAccount = (shopId: number) => `merchant:${shopId}`
/** The ledger system account of the platform's commission income. */
export const COMMISSION_ACCOUNT = 'commission'

export interface SettlementSettings {
  /** days after receipt before an order settles */
  windowDays: number
  /** commission per shop kind in basis points; `default` for kinds not named */
  rates: Record<string, number>
}

/**
 * Tenant setting `settlement` = { windowDays, rates: { [shopKind]: bp, default?: bp } }. The window, when the
 * tenant sets none, is the refund window (the `windowDays` of the tenant setting `refund`, else REFUND_WINDOW_DAYS): money never settles
 * while the shopper may still ask for it back.
 */
export async function settings(c: Scope): Promise<SettlementSettings> {
  const s = await systemService.getSetting<{ windowDays?: number; rates?: Record<string, number> }>(c, 'settlement', {})
  const refund = await systemService.getSetting<{ windowDays?: number }>(c, 'refund', {})
  const window = Number.isInteger(s.windowDays) && s.windowDays! >= 0 ? s.windowDays! : (refund.windowDays ?? REFUND_WINDOW_DAYS)
  return { windowDays: window, rates: s.rates ?? {} }
}

/** The rate of a shop kind, basis points (0..10000). */
export function rateFor(s: SettlementSettings, kind: string | undefined): number {
  const r = (kind !== undefined ? s.rates[kind] : undefined) ?? s.rates.default ?? DEFAULT_COMMISSION_BP
  return Math.min(Math.max(Math.trunc(Number(r)) || 0, 0), BASIS_POINTS)
}

type NewLine = Omit<SettlementTables['settlement_lines'], 'id' | 'created_at' | 'tenant_id'>
/** Write a line in `c.db` (the flow's transaction); undefined when it exists (an order settles once, a ref is taken back once). */
export const recordLine = (c: Scope, l: NewLine) => repo.insert(c.db, { ...l, tenant_id: c.tenantId })
/** The ledger transaction that moved a line's money. */
export const setLineTransaction = (c: Scope, id: number, transactionId: number) => repo.setTransaction(c.db, id, transactionId)
/** The order's settle line (undefined: not settled). */
export const settleLineOf = (c: Scope, orderId: number) => repo.settleLine(c.db, c.tenantId, orderId)
/** What was taken back of a settled order so far. */
export const takenBackOf = async (c: Scope, orderId: number) => {
  const r = await repo.takenBack(c.db, c.tenantId, orderId)
  return { gross: Number(r.gross), commission: Number(r.commission) }
}
/** A take-back line by the refund's ref. */
export const takebackByRef = (c: Scope, ref: string) => repo.byRef(c.db, c.tenantId, 'takeback', ref)

/**
 * Queue the tenant's next settlement run at `at` (default: the next full interval). Keyed by tenant and time
 * slot, so every node and every restart asking for the same slot queues one job.
 */
export async function scheduleRun(db: Db, tenantId: number, at?: Date): Promise<void> {
  const every = SETTLEMENT_EVERY_MIN * 60_000
  const runAt = at ?? new Date((Math.floor(Date.now() / every) + 1) * every)
  await enqueueJob(db, { tenantId, kind: SETTLEMENT_JOB, payload: {}, runAt, key: `${tenantId}:${runAt.toISOString()}` })
}

/** At start: every tenant's next run (the run queues the one after it). */
export async function scheduleAll(db: Db): Promise<void> {
  for (const id of await repo.tenantIds(db)) await scheduleRun(db, id)
}

// ---------------------------------------------------------------- the pages

async function ownShops(c: UserCtx): Promise<number[]> {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

const money = (m: Map<string, MerchantMoney>, currency: string) => {
  let v = m.get(currency)
  if (!v) m.set(currency, (v = { currency, balance: 0, pending: 0, settled: 0 }))
  return v
}

/** The merchant's shops: balance (merchant accounts), pending (paid, not settled, less refunds), settled; per currency. */
export async function merchantSummary(c: UserCtx): Promise<MerchantSummary> {
  const shopIds = await ownShops(c)
  const [s, kinds, balances, pending, settled] = await Promise.all([
    settings(c),
    shopService.shopKinds(c, shopIds),
    ledgerService.systemBalances(c, shopIds.map(merchantAccount)),
    orderService.unsettledOf(c, shopIds),
    repo.settledByShop(c.db, c.tenantId, shopIds),
  ])
  const perShop = new Map(shopIds.map((id) => [id, new Map<string, MerchantMoney>()]))
  for (const b of balances) money(perShop.get(Number(b.code.slice('merchant:'.length)))!, b.currency).balance += Number(b.balance)
  for (const p of pending) money(perShop.get(p.shopId)!, p.currency).pending += p.amount
  for (const r of settled) money(perShop.get(r.shop_id)!, r.currency).settled += Number(r.net)
  const totals = new Map<string, MerchantMoney>()
  for (const m of perShop.values())
    for (const v of m.values()) {
      const t = money(totals, v.currency)
      t.balance += v.balance
      t.pending += v.pending
      t.settled += v.settled
    }
  const sorted = (m: Map<string, MerchantMoney>) => [...m.values()].sort((a, b) => a.currency.localeCompare(b.currency))
  return {
    windowDays: s.windowDays,
    totals: sorted(totals),
    shops: shopIds.map((id) => ({ shopId: id, shopName: kinds.get(id)?.name ?? '', rateBp: rateFor(s, kinds.get(id)?.kind), money: sorted(perShop.get(id)!) })),
  }
}

type LineRow = Awaited<ReturnType<typeof repo.lines>>['rows'][number]
async function linesOut(c: LangScope, rows: LineRow[]): Promise<SettlementLine[]> {
  const names = await shopService.shopKinds(
    c,
    rows.map((r) => r.shop_id),
  )
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    orderNo: r.order_no,
    shopId: r.shop_id,
    shopName: names.get(r.shop_id)?.name ?? '',
    kind: r.kind as 'settle' | 'takeback' | 'store',
    gross: Number(r.gross),
    commission: Number(r.commission),
    net: Number(r.net),
    currency: r.currency,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

/** The merchant's settlement lines, newest first; `shopId` must be one of the user's shops (404). */
export async function merchantLines(c: UserCtx, q: { shopId?: number; pageNum?: number; pageSize?: number }) {
  const shopIds = await ownShops(c)
  if (q.shopId !== undefined && !shopIds.includes(q.shopId)) throw E.shop()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.lines(c.db, c.tenantId, q.shopId !== undefined ? [q.shopId] : shopIds, limit, offset)
  return { rows: await linesOut(c, rows), total }
}

/** Staff: commission income (the `commission` account) and the settled orders' totals, per currency. */
export async function commissionSummary(c: UserCtx): Promise<CommissionSummary> {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  const [income, totals] = await Promise.all([ledgerService.systemBalances(c, [COMMISSION_ACCOUNT]), repo.settledTotals(c.db, c.tenantId)])
  const out = new Map<string, { currency: string; income: number; orders: number; gross: number }>()
  const at = (currency: string) => out.get(currency) ?? out.set(currency, { currency, income: 0, orders: 0, gross: 0 }).get(currency)!
  for (const i of income) at(i.currency).income += Number(i.balance)
  for (const t of totals) Object.assign(at(t.currency), { orders: Number(t.orders), gross: Number(t.gross) })
  return { totals: [...out.values()].sort((a, b) => a.currency.localeCompare(b.currency)) }
}

/** Staff: every settlement line of the tenant, newest first. */
export async function commissionLines(c: UserCtx, q: { pageNum?: number; pageSize?: number }) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.lines(c.db, c.tenantId, null, limit, offset)
  return { rows: await linesOut(c, rows), total }
}

/** Settlement as the settle flow sees it (its face, re-exported by index.ts). */
export const settlementService = {
  settings,
  rateFor,
  merchantAccount,
  COMMISSION_ACCOUNT,
  SETTLEMENT_JOB,
  recordLine,
  setLineTransaction,
  settleLineOf,
  takenBackOf,
  takebackByRef,
  scheduleRun,
  scheduleAll,
  errors: E,
}
