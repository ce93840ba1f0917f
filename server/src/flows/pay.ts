import type { RequestCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import * as order from '../modules/order/index.js'
import * as payment from '../modules/payment/index.js'
import { refundLate } from './refund.js'

/**
 * The pay flow: what happens when money arrives for an order. Payment settles online gateway
 * notifications, offline proof reviews, cash confirmations and balance payments, and asks this flow
 * (hooks payment.target and payment.settle, declared in payment.hooks.ts) what it pays and what
 * the money does: the main order and its orders move to paid (order), or the money goes back
 * (refund.ts). Payment imports no order code; order imports no payment code.
 */

/** A checkout's main order as what a payment pays (one object: a payment test stands a fake in for it). */
export const orderAsPayTarget = {
  load: (c: RequestCtx, payNo: string, opts?: { forUpdate?: boolean }): Promise<payment.PayTarget | undefined> => order.payTargetOf(c, payNo, opts),
  /** money arrived, inside the payment's transaction; 'late' when the main order was cancelled */
  paid: (c: RequestCtx, payNo: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late'> => order.markPaid(c, payNo, p),
  awaiting: (c: RequestCtx, payNo: string, kind: 'platform_review' | 'merchant_confirm') => order.markAwaiting(c, payNo, kind),
  rejected: (c: RequestCtx, payNo: string) => order.markRejected(c, payNo),
}

/**
 * Money arrived for payment `p` (its row locked by the caller, or just inserted): post it to the ledger,
 * move the target on. A target that is no longer payable (cancelled, or paid by another payment) gets
 * the money refunded. `known` = the target as the caller loaded it FOR UPDATE in this transaction (not
 * read again). The posting's system accounts (a hot row) are updated last (`finish`), so their lock is
 * held only until the commit right after.
 */
export async function moneyArrived(tc: RequestCtx, p: payment.PaymentRow, known?: payment.PayTarget): Promise<payment.PaymentRow> {
  const t = known ?? (await orderAsPayTarget.load(tc, p.target_id, { forUpdate: true }))
  const money = await payment.postArrival(tc, p)
  if (t && (t.state === 'unpaid' || t.state === 'awaiting') && t.amount === p.amount) {
    if ((await orderAsPayTarget.paid(tc, p.target_id, { paymentId: p.id, channel: p.channel, amount: p.amount })) === 'ok') {
      const paid = await payment.markPaymentPaid(tc, p)
      await money.finish()
      return paid
    }
  }
  await money.finish()
  return refundLate(tc, p, t?.state ?? 'missing')
}

hooks.provide('payment.target', {
  load: (c, id, opts) => orderAsPayTarget.load(c, id, opts),
  awaiting: (c, id, kind) => orderAsPayTarget.awaiting(c, id, kind),
  rejected: (c, id) => orderAsPayTarget.rejected(c, id),
})
hooks.provide('payment.settle', moneyArrived)
