import type { OrderState } from '../../../../types/order.js'
import type { RequestCtx } from '../../core/context.js'
import type { Db } from '../../db/database.js'
import { orderErrors as E } from './order.errors.js'
import { orderRepo as repo } from './order.repository.js'

/**
 * THE order state machine: every transition in one table, checked, and written to `order_history`
 * by `transit` in the caller's transaction. An event not allowed from the current state is a 409
 * (OrderCodes.STATE), never a silent change.
 */
export type OrderEvent =
  'pay' | 'pay_held' | 'release' | 'await_review' | 'await_merchant' | 'reject' | 'cancel' | 'ship' | 'ready' | 'receive' | 'complete' | 'close'
export type Actor = 'user' | 'merchant' | 'staff' | 'system' | 'payment'

export const TRANSITIONS: Record<OrderEvent, { from: OrderState[]; to: OrderState }> = {
  /** money arrived (any channel, or staff/merchant confirmed OFFLINE/CASH) */
  pay: { from: ['to_pay', 'pending_platform_review', 'waiting_merchant_confirmation'], to: 'to_ship' },
  /** money arrived for an order placed with a hold (ADR 0150): it waits, paid, until its holder releases it */
  pay_held: { from: ['to_pay', 'pending_platform_review', 'waiting_merchant_confirmation'], to: 'held' },
  /** the holder's condition is met (a group buy's group succeeded): the order goes on to be shipped */
  release: { from: ['held'], to: 'to_ship' },
  /** OFFLINE proof submitted */
  await_review: { from: ['to_pay'], to: 'pending_platform_review' },
  /** CASH chosen */
  await_merchant: { from: ['to_pay'], to: 'waiting_merchant_confirmation' },
  /** proof rejected / cash refused: payable again */
  reject: { from: ['pending_platform_review', 'waiting_merchant_confirmation'], to: 'to_pay' },
  /** the shopper cancels, or the auto-cancel job */
  cancel: { from: ['to_pay'], to: 'cancelled' },
  /** delivery order handed to a carrier */
  ship: { from: ['to_ship'], to: 'to_receive' },
  /** pickup order ready at the pickup point */
  ready: { from: ['to_ship'], to: 'to_receive' },
  /** receipt confirmed (shopper, pickup code verified, or the auto-receipt job) */
  receive: { from: ['to_receive'], to: 'to_review' },
  /** reviewed (next issue) */
  complete: { from: ['to_review'], to: 'completed' },
  /** closed after a full refund (every item refunded; the refund flow) */
  close: { from: ['to_ship', 'to_receive', 'to_review', 'completed', 'held'], to: 'closed' },
}

/** The state after `event`, or the 409 when the event is not allowed from `state`. */
export function next(state: string, event: OrderEvent): OrderState {
  const t = TRANSITIONS[event]
  if (!t.from.includes(state as OrderState)) throw E.state({ state, event })
  return t.to
}

export const canDo = (state: string, event: OrderEvent) => TRANSITIONS[event].from.includes(state as OrderState)

/** Set values of the `orders` row that go with a transition (times, codes...). */
export type OrderSet = Partial<{
  paid_at: Date
  shipped_at: Date
  received_at: Date
  finished_at: Date
  cancelled_at: Date
  cancel_reason: string
  carrier: string
  tracking_no: string
  pickup_code: string
  pay_channel: string
}>

/**
 * Apply `event` to an order in `db` (the caller's transaction): a conditional update on the state it
 * was read in (a parallel change makes it a 409) and its history row, in ONE statement (the history row
 * is written only when the update matched; orderRepo.transit).
 */
export async function transit(
  c: Pick<RequestCtx, 'tenantId'> & { db: Db },
  o: { id: number; state: string },
  event: OrderEvent,
  who: { actor: Actor; actorId?: number | null; note?: string | null },
  set: OrderSet = {},
): Promise<OrderState> {
  const to = next(o.state, event)
  if (
    !(await repo.transit(
      c.db,
      c.tenantId,
      { id: o.id, from: o.state, to, set },
      { event, actor: who.actor, actorId: who.actorId ?? null, note: who.note ?? null },
    ))
  )
    throw E.state({ state: o.state, event })
  return to
}
