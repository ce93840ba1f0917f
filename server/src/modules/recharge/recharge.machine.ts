// THE recharge state machine: every transition in one table; each step is one conditional update (recharge.repository `move`).
import type { RechargeState } from '../../../../types/recharge-codes.js'

export type RechargeEvent = 'await' | 'reject' | 'pay' | 'cancel'

/**
 * unpaid -> awaiting (an offline proof waits for staff) -> paid; awaiting -> unpaid (the proof was rejected);
 * unpaid | awaiting -> paid (money arrived); unpaid -> cancelled (expired). Paid and cancelled are final: money
 * arriving for a cancelled recharge is refunded by the pay flow, never credited.
 */
export const TRANSITIONS: Record<RechargeEvent, { from: readonly RechargeState[]; to: RechargeState }> = {
  await: { from: ['unpaid'], to: 'awaiting' },
  reject: { from: ['awaiting'], to: 'unpaid' },
  pay: { from: ['unpaid', 'awaiting'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
}

/** The states `event` moves from and the one it moves to. */
export const canMove = (event: RechargeEvent) => TRANSITIONS[event]
