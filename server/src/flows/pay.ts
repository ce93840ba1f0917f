import type { RequestCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { orderService } from '../modules/order/index.js'
import { paymentService, type PaymentRow, type PayTarget } from '../modules/payment/index.js'
import { bookingAsPayTarget } from './booking.js'
import { formAsPayTarget } from './form-pay.js'
import { rechargeAsPayTarget } from './recharge.js'
import { refundLate } from './refund.js'
import { storeAsPayTarget } from './store-pay.js'

/**
 * The pay flow: what happens when money arrives for what a payment pays. Payment settles online gateway
 * notifications, offline proof reviews, cash confirmations and balance payments, and asks this flow (hooks
 * payment.target and payment.settle, declared in payment.hooks.ts) what it pays and what the money does.
 * There are kinds of pay target (ADR 0094): a checkout's main order (pay number `P...`: the main order and
 * its orders move to paid) and a recharge (`R...`: flows/recharge.ts credits the user). The target id's first
 * letter names its kind in `PAY_TARGET_KINDS`; payment never asks which kind it pays. Money for a target that
 * is no longer payable goes back (refund.ts). Payment imports no order or recharge code, nor they payment's.
 */

/** One kind of pay target, as the pay flow sees it. */
export interface PayTargetKind {
  kind: NonNullable<PayTarget['kind']>
  load(c: RequestCtx, id: string, opts?: { forUpdate?: boolean }): Promise<PayTarget | undefined>
  /**
   * Money arrived, inside the payment's transaction: 'late' when the target is no longer payable (the money goes
   * back); otherwise 'ok', or `{ finish }` when the target posted money of its own whose hot system rows are
   * updated after the arrival's (one lock order for every payment: the arrival's accounts, then the target's).
   */
  paid(c: RequestCtx, id: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late' | { finish(): Promise<unknown> }>
  awaiting(c: RequestCtx, id: string, kind: 'platform_review' | 'merchant_confirm'): Promise<void>
  rejected(c: RequestCtx, id: string): Promise<void>
}

/** A checkout's main order as what a payment pays (one object: a payment test stands a fake in for it). */
export const orderAsPayTarget = {
  load: (c: RequestCtx, payNo: string, opts?: { forUpdate?: boolean }): Promise<PayTarget | undefined> => orderService.payTargetOf(c, payNo, opts),
  /** money arrived, inside the payment's transaction; 'late' when the main order was cancelled */
  paid: (c: RequestCtx, payNo: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late'> => orderService.markPaid(c, payNo, p),
  awaiting: (c: RequestCtx, payNo: string, kind: 'platform_review' | 'merchant_confirm') => orderService.markAwaiting(c, payNo, kind),
  rejected: (c: RequestCtx, payNo: string) => orderService.markRejected(c, payNo),
}

/** The kinds of pay target by the first letter of the target id (an order's pay number `P...`, a recharge's number `R...`). */
export const PAY_TARGET_KINDS: Readonly<Record<string, PayTargetKind>> = {
  // late-bound: a payment test replaces orderAsPayTarget's functions (server/test/support/fake-target.ts)
  P: {
    kind: 'order',
    load: (c, id, opts) => orderAsPayTarget.load(c, id, opts),
    paid: (c, id, p) => orderAsPayTarget.paid(c, id, p),
    awaiting: (c, id, kind) => orderAsPayTarget.awaiting(c, id, kind),
    rejected: (c, id) => orderAsPayTarget.rejected(c, id),
  },
  R: rechargeAsPayTarget,
  // a paid form's submission (`F...`, flows/form-pay.ts, ADR 0117)
  F: formAsPayTarget,
  // a payment at a store (`S...`, flows/store-pay.ts, ADR 0135)
  S: storeAsPayTarget,
  // a service booking (`B...`, flows/booking.ts, ADR 0139)
  B: bookingAsPayTarget,
}

/** The kind of target `id` is, or undefined (no such target: a payment of it is refused as not found). */
export const payTargetKind = (id: string): PayTargetKind | undefined => PAY_TARGET_KINDS[id.charAt(0)]

/** Target `id` with its kind named (undefined when there is no such target). */
async function loadTarget(c: RequestCtx, id: string, opts?: { forUpdate?: boolean }): Promise<PayTarget | undefined> {
  const k = payTargetKind(id)
  const t = k ? await k.load(c, id, opts) : undefined
  return t && { ...t, kind: k!.kind }
}

/**
 * Money arrived for payment `p` (its row locked by the caller, or just inserted): post it to the ledger,
 * move the target on. A target that is no longer payable (cancelled, or paid by another payment) gets
 * the money refunded. `known` = the target as the caller loaded it FOR UPDATE in this transaction (not
 * read again). The posting's system accounts (a hot row) are updated last (`finish`), so their lock is
 * held only until the commit right after.
 */
export async function moneyArrived(tc: RequestCtx, p: PaymentRow, known?: PayTarget): Promise<PaymentRow> {
  const kind = payTargetKind(p.target_id)
  const t = known ?? (await loadTarget(tc, p.target_id, { forUpdate: true }))
  const money = await paymentService.postArrival(tc, p)
  if (kind && t && (t.state === 'unpaid' || t.state === 'awaiting') && t.amount === p.amount) {
    const took = await kind.paid(tc, p.target_id, { paymentId: p.id, channel: p.channel, amount: p.amount })
    if (took !== 'late') {
      const paid = await paymentService.markPaymentPaid(tc, p)
      await money.finish()
      if (took !== 'ok') await took.finish()
      return paid
    }
  }
  await money.finish()
  return refundLate(tc, p, t?.state ?? 'missing')
}

hooks.provide('payment.target', {
  load: (c, id, opts) => loadTarget(c, id, opts),
  awaiting: async (c, id, kind) => payTargetKind(id)?.awaiting(c, id, kind),
  rejected: async (c, id) => payTargetKind(id)?.rejected(c, id),
})
hooks.provide('payment.settle', moneyArrived)
