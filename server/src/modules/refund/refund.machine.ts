import type { RefundState } from '../../../../types/refund.js'
import type { RequestCtx } from '../../core/context.js'
import { hooks } from '../../core/hooks.js'
import { cancelJob } from '../../core/jobs.js'
import { refundErrors as E } from './refund.errors.js'
import { refundRepo as repo, type RefundRow } from './refund.repository.js'
import type { RefundTables } from './refund.schema.js'
import type { Updateable } from 'kysely'
import './refund.hooks.js'

/**
 * THE refund machine: every transition in one table, checked, written to `refund_history` by `transit` in
 * the caller's transaction. An event not allowed from the current state is a 409 (RefundCodes.STATE).
 *
 * requesting -> refunding (agree, refund only) | to_return (agree_return) | rejected (reject) | closed
 * (withdraw, close); rejected -> disputed (dispute) | closed (close); disputed -> refunding (force) | closed;
 * to_return -> returning (ship) | closed (withdraw, timeout, close); returning -> refunding (receive) |
 * closed (close); refunding -> success (succeed: the money is back). A rejected shopper re-applies with a
 * new request.
 */
export type RefundEvent = 'agree' | 'agree_return' | 'reject' | 'withdraw' | 'ship' | 'receive' | 'dispute' | 'force' | 'close' | 'timeout' | 'succeed'
export type RefundActor = 'user' | 'merchant' | 'staff' | 'system' | 'payment'

export const TRANSITIONS: Record<RefundEvent, { from: RefundState[]; to: RefundState }> = {
  agree: { from: ['requesting'], to: 'refunding' },
  agree_return: { from: ['requesting'], to: 'to_return' },
  reject: { from: ['requesting'], to: 'rejected' },
  withdraw: { from: ['requesting', 'to_return'], to: 'closed' },
  ship: { from: ['to_return'], to: 'returning' },
  receive: { from: ['returning'], to: 'refunding' },
  dispute: { from: ['rejected'], to: 'disputed' },
  force: { from: ['disputed'], to: 'refunding' },
  close: { from: ['requesting', 'rejected', 'to_return', 'returning', 'disputed'], to: 'closed' },
  timeout: { from: ['to_return'], to: 'closed' },
  succeed: { from: ['refunding'], to: 'success' },
}

export const canDo = (state: string, event: RefundEvent) => TRANSITIONS[event].from.includes(state as RefundState)

/** The state after `event`, or the 409. */
export function next(state: string, event: RefundEvent): RefundState {
  if (!canDo(state, event)) throw E.state({ state, event })
  return TRANSITIONS[event].to
}

/** The job of each timed state (requesting: auto-agree; to_return: close when never shipped). */
export const TIMERS: Partial<Record<RefundState, { kind: string; key: (id: number) => string }>> = {
  requesting: { kind: 'refund:autoAgree', key: (id) => `agree:${id}` },
  to_return: { kind: 'refund:returnClose', key: (id) => `return:${id}` },
}

/**
 * Apply `event` to a request in the caller's transaction: a conditional update on the state it was read in
 * (a parallel change makes it a 409) with its history row in one statement; the timer of the state it
 * leaves dropped; the order's items follow (the hook refund . moved, answered by the refund flow). Answers the moved row.
 */
export async function transit(
  c: RequestCtx,
  r: Pick<RefundRow, 'id' | 'state'>,
  event: RefundEvent,
  who: { actor: RefundActor; actorId?: number | null; note?: string | null },
  set: Updateable<RefundTables['refunds']> = {},
): Promise<RefundRow> {
  const to = next(r.state, event)
  const row = await repo.transit(
    c.db,
    c.tenantId,
    { id: r.id, from: r.state, to, set: { deadline: null, ...(to === 'success' || to === 'closed' ? { finished_at: new Date() } : {}), ...set } },
    { event, actor: who.actor, actorId: who.actorId ?? null, note: who.note ?? null },
  )
  if (!row) throw E.state({ state: r.state, event })
  const timer = TIMERS[r.state as RefundState]
  if (timer) await cancelJob(c.db, timer.kind, timer.key(r.id))
  const lines = await repo.lines(c.db, [r.id])
  const itemIds = lines.map((l) => l.item_id)
  const moved = await hooks.get('refund.moved')(c, { refund: row, itemIds, from: r.state, to, event })
  // a dispute reopens a request: only while its items are still this request's (no newer request took them)
  if (event === 'dispute' && moved !== itemIds.length) throw E.open()
  return row
}
