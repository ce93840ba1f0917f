import type { Updateable } from 'kysely'
import type { WithdrawState } from '../../../../types/withdraw-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { messageService } from '../message/index.js'
import { withdrawErrors as E } from './withdraw.errors.js'
import { withdrawRepo as repo, type WithdrawalRow } from './withdraw.repository.js'
import type { WithdrawTables } from './withdraw.schema.js'

/**
 * THE withdrawal machine: every transition in one table, checked, written to `withdraw_history` by `transit`
 * in the caller's transaction. An event not allowed from the current state is a 409 (WithdrawCodes.STATE).
 *
 * requested (amount + fee held) -> approved (staff, through the review queue) | rejected (staff: the hold
 * goes back); approved -> paying (the payout was handed to the bank) | failed (the bank refused it at once);
 * paying -> paid (the bank's notification: the hold leaves to `payout` and `fee`) | failed (the bank's
 * notification: the hold goes back). paid, rejected and failed are final.
 */
export type WithdrawEvent = 'approve' | 'reject' | 'submit' | 'pay' | 'fail'
export type WithdrawActor = 'user' | 'staff' | 'system' | 'bank'

export const TRANSITIONS: Record<WithdrawEvent, { from: WithdrawState[]; to: WithdrawState }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  submit: { from: ['approved'], to: 'paying' },
  pay: { from: ['paying'], to: 'paid' },
  fail: { from: ['approved', 'paying'], to: 'failed' },
}
const FINAL: WithdrawState[] = ['paid', 'rejected', 'failed']
/** The ends a user waits on, told in the message centre (ADR 0105). */
const NOTICES: Partial<Record<WithdrawState, string>> = { paid: 'message.withdrawPaid', rejected: 'message.withdrawRejected', failed: 'message.withdrawFailed' }

export const canDo = (state: string, event: WithdrawEvent) => TRANSITIONS[event].from.includes(state as WithdrawState)

/** The state after `event`, or the 409. */
export function next(state: string, event: WithdrawEvent): WithdrawState {
  if (!canDo(state, event)) throw E.state({ state, event })
  return TRANSITIONS[event].to
}

/**
 * Apply `event` in the caller's transaction: a conditional update on the state it was read in (a parallel
 * change makes it a 409) with its history row in one statement. Answers the moved row.
 */
export async function transit(
  c: Pick<RequestCtx, 'db' | 'tenantId'>,
  w: Pick<WithdrawalRow, 'id' | 'state'>,
  event: WithdrawEvent,
  who: { actor: WithdrawActor; actorId?: number | null; note?: string | null },
  set: Updateable<WithdrawTables['withdrawals']> = {},
): Promise<WithdrawalRow> {
  const to = next(w.state, event)
  const row = await repo.transit(
    c.db,
    c.tenantId,
    { id: w.id, from: w.state, to, set: { ...(FINAL.includes(to) ? { finished_at: new Date() } : {}), ...set } },
    { event, actor: who.actor, actorId: who.actorId ?? null, note: who.note ?? null },
  )
  if (!row) throw E.state({ state: w.state, event })
  const notice = NOTICES[to]
  if (notice)
    await messageService.notify(c, {
      userId: row.user_id,
      group: 'wallet',
      key: notice,
      params: { withdrawNo: row.withdraw_no, amount: row.amount, currency: row.currency, reason: row.reason || '-' },
      link: row.shop_id ? `/pages/merchant/withdraw?shopId=${row.shop_id}` : `/pages/user/wallet/extract/success?id=${row.id}`,
    })
  return row
}
