// server/src/modules/payment/payment.targets.ts
import type { RequestCtx } from '../../core/context.js'

/** What a payment pays: today a checkout's main order (kind 'order'). Amounts in minor units. */
export interface PayTarget {
  /** the main order's pay number */
  id: string
  userId: number
  amount: number
  currency: string
  /** unpaid: can be paid; awaiting: offline proof or cash waiting for a person; paid; cancelled: no longer payable */
  state: 'unpaid' | 'awaiting' | 'paid' | 'cancelled'
  /** shops of the target's orders (CASH is confirmed by their merchant) */
  shopIds: number[]
  subject: string
  /** when an unpaid target is cancelled automatically */
  expiresAt: Date | null
}

export interface PayTargetHandler {
  /** ctx.db may be a transaction; forUpdate locks the target's rows */
  load(ctx: RequestCtx, id: string, opts?: { forUpdate?: boolean }): Promise<PayTarget | undefined>
  /** money arrived (called inside the payment's transaction). 'late' = the target was cancelled: the payment module refunds */
  paid(ctx: RequestCtx, id: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late'>
  /** OFFLINE proof submitted -> 'platform_review'; CASH chosen -> 'merchant_confirm' */
  awaiting(ctx: RequestCtx, id: string, kind: 'platform_review' | 'merchant_confirm'): Promise<void>
  /** staff rejected the proof / merchant refused the cash: payable again */
  rejected(ctx: RequestCtx, id: string): Promise<void>
}

const handlers = new Map<string, PayTargetHandler>()
export function registerPayTarget(kind: 'order', h: PayTargetHandler): void {
  handlers.set(kind, h)
}
export function payTarget(kind: 'order'): PayTargetHandler {
  const h = handlers.get(kind)
  if (!h) throw new Error(`no pay target '${kind}' registered`)
  return h
}
