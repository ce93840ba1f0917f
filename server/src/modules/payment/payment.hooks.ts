import type { Selectable } from 'kysely'
import type { PayChannel } from '../../../../types/payment-codes.js'
import type { Channels } from '../../../../types/payment.js'
import type { RequestCtx } from '../../core/context.js'
import type { PaymentsTable } from './payment.schema.js'

/** A payment row as the pay flow receives it. */
export type PaymentRow = Selectable<PaymentsTable>

/**
 * What a payment pays: a checkout's main order or a recharge (the pay flow knows the kinds; payment never asks
 * which). Amounts in minor units.
 */
export interface PayTarget {
  /** the target's number: a main order's pay number, a recharge's number */
  id: string
  /** which kind of target (the pay flow's name for it: 'order', 'recharge'); shown to the cashier, never branched on here */
  kind?: NonNullable<Channels['targetKind']>
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
  /** channels that cannot pay this target (a recharge: the balance it fills, and cash at a shop it has none of) */
  refuses?: readonly PayChannel[]
}

/** What payment asks of whatever it pays (the pay flow answers for every kind: server/src/flows/pay.ts). */
export interface PayTargets {
  /** ctx.db may be a transaction; forUpdate locks the target's rows */
  load(ctx: RequestCtx, id: string, opts?: { forUpdate?: boolean }): Promise<PayTarget | undefined>
  /** OFFLINE proof submitted -> 'platform_review'; CASH chosen -> 'merchant_confirm' */
  awaiting(ctx: RequestCtx, id: string, kind: 'platform_review' | 'merchant_confirm'): Promise<void>
  /** staff rejected the proof / merchant refused the cash: payable again */
  rejected(ctx: RequestCtx, id: string): Promise<void>
}

/** What the payment module asks of others (core/hooks.ts). */
declare module '../../core/hooks.js' {
  interface HookProviders {
    /** the target of a payment: load it, tell it a person must decide, or that they refused */
    'payment.target': PayTargets
    /**
     * Money arrived for payment `p` (its row locked by the caller, or just inserted), inside the
     * caller's transaction: post it, move the target on, or give the money back when the target is no
     * longer payable. `known` = the target as the caller loaded it FOR UPDATE. Answers the payment row after.
     */
    'payment.settle': (c: RequestCtx, p: PaymentRow, known?: PayTarget) => Promise<PaymentRow>
    /**
     * The money of refund `ref` (what `paymentService.refund` was given) is back with the payer: the
     * gateway's refund notification arrived (once per refund, however often it is delivered), inside the
     * notification's transaction. The refund flow provides it (server/src/flows/refund.ts).
     */
    'payment.refunded': (c: RequestCtx, r: { ref: string; amount: number; paymentRefundId: number }) => Promise<void>
  }
}
