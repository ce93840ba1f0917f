import type { RequestCtx } from '../../core/context.js'
import { transit } from './order.machine.js'
import { orderSettleRepo as repo } from './order.repository.js'

// The order area's part of settlement (flows/settle.ts moves the money): which orders are due, the
// settled stamp, what is still to settle per shop. The order module writes only its own columns.
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

export interface DueOrder {
  id: number
  orderNo: string
  shopId: number
  payAmount: number
  refundedAmount: number
  currency: string
}

/**
 * Orders due for settlement (see orderSettleRepo.due), locked FOR UPDATE SKIP LOCKED in `c.db`, which must be
 * the caller's transaction: the lock holds until it commits with the settlement's posting and the stamp.
 */
export async function settleDue(c: Ctx, cutoff: Date, limit: number): Promise<DueOrder[]> {
  if (!c.db.isTransaction) throw new Error('order: settleDue needs the caller’s transaction')
  const rows = await repo.due(c.db, c.tenantId, cutoff, limit)
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    shopId: r.shop_id,
    payAmount: r.pay_amount,
    refundedAmount: r.refunded_amount,
    currency: r.currency,
  }))
}

/** Stamp the order settled (once: false when it already was). */
export const markSettled = (c: Ctx, id: number, at = new Date()) => repo.markSettled(c.db, c.tenantId, id, at)

/** Paid, unsettled money of the shops (paid less refunded), per shop and currency. */
export async function unsettledOf(c: Ctx, shopIds: number[]): Promise<Array<{ shopId: number; currency: string; amount: number }>> {
  if (!shopIds.length) return []
  return (await repo.unsettled(c.db, c.tenantId, shopIds)).map((r) => ({ shopId: r.shop_id, currency: r.currency, amount: Number(r.amount) }))
}

/**
 * Demo data only: a paid delivery order shipped and received `daysAgo` days ago (history written by the
 * state machine, then the times moved back), so the settlement has something to settle at seed time.
 */
export async function receivedForDemo(c: Ctx, id: number, daysAgo: number): Promise<void> {
  const o = await repo.stateOf(c.db, c.tenantId, id)
  if (!o) return
  const day = 86_400_000
  const at = (d: number) => new Date(Date.now() - d * day)
  const shipped = await transit(c, o, 'ship', { actor: 'merchant', note: 'SF demo' }, { carrier: 'SF', tracking_no: 'SF0000000001' })
  await transit(c, { id, state: shipped }, 'receive', { actor: 'user' })
  await repo.setTimes(c.db, c.tenantId, id, { paid_at: at(daysAgo + 3), shipped_at: at(daysAgo + 2), received_at: at(daysAgo) })
}
