import type { OrderState } from '../../../../types/order.js'
import type { RequestCtx } from '../../core/context.js'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { orderErrors as E } from './order.errors.js'

/**
 * THE order state machine: every transition in one table, checked, and written to `order_history`
 * by `transit` in the caller's transaction. An event not allowed from the current state is a 409
 * (OrderCodes.STATE), never a silent change.
 */
export type OrderEvent = 'pay' | 'await_review' | 'await_merchant' | 'reject' | 'cancel' | 'ship' | 'ready' | 'receive' | 'complete' | 'close'
export type Actor = 'user' | 'merchant' | 'staff' | 'system' | 'payment'

export const TRANSITIONS: Record<OrderEvent, { from: OrderState[]; to: OrderState }> = {
  /** money arrived (any channel, or staff/merchant confirmed OFFLINE/CASH) */
  pay: { from: ['to_pay', 'pending_platform_review', 'waiting_merchant_confirmation'], to: 'to_ship' },
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
  /** closed after a full refund (next issue) */
  close: { from: ['to_ship', 'to_receive'], to: 'closed' },
}

/** The state after `event`, or the 409 when the event is not allowed from `state`. */
export function next(state: string, event: OrderEvent): OrderState {
  const t = TRANSITIONS[event]
  if (!t.from.includes(state as OrderState)) throw E.state({ state, event })
  return t.to
}

export const canDo = (state: string, event: OrderEvent) => TRANSITIONS[event].from.includes(state as OrderState)

/** Set values of the `orders` row that go with a transition (times, codes...). */
export type OrderSet = Partial<{ paid_at: Date; shipped_at: Date; received_at: Date; finished_at: Date; cancelled_at: Date; cancel_reason: string; carrier: string; tracking_no: string; pickup_code: string; pay_channel: string }>

/**
 * Apply `event` to an order in `db` (the caller's transaction): a conditional update on the state it
 * was read in (a parallel change makes it a 409) and its history row, in ONE statement (the history row
 * is written only when the update matched).
 */
export async function transit(c: Pick<RequestCtx, 'tenantId'> & { db: Db }, o: { id: number; state: string }, event: OrderEvent, who: { actor: Actor; actorId?: number | null; note?: string | null }, set: OrderSet = {}): Promise<OrderState> {
  const to = next(o.state, event)
  const r = await c.db
    .with('u', (db) => db.updateTable('orders').set({ state: to, ...set }).where('id', '=', o.id).where('tenant_id', '=', c.tenantId).where('state', '=', o.state).returning('id'))
    .insertInto('order_history')
    .columns(['tenant_id', 'order_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id', 'note'])
    .expression((eb) =>
      eb
        .selectFrom('u')
        .select([
          sql<number>`${c.tenantId}::bigint`.as('tenant_id'),
          'u.id as order_id',
          sql<string>`${o.state}::text`.as('from_state'),
          sql<string>`${to}::text`.as('to_state'),
          sql<string>`${event}::text`.as('event'),
          sql<string>`${who.actor}::text`.as('actor'),
          sql<number | null>`${who.actorId ?? null}::bigint`.as('actor_id'),
          sql<string | null>`${who.note ?? null}::text`.as('note'),
        ]),
    )
    .executeTakeFirst()
  if (Number(r.numInsertedOrUpdatedRows) !== 1) throw E.state({ state: o.state, event })
  return to
}
