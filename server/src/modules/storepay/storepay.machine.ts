// THE store payment state machine: every transition in one table; each step is one conditional update (storepay.repository `move`).
import type { StorePayState } from '../../../../types/storepay-codes.js'

export type StorePayEvent = 'await' | 'reject' | 'pay' | 'cancel'

/**
 * unpaid -> paid (money arrived: the ONLY way to paid), unpaid -> cancelled (expired). `awaiting` is kept for a
 * channel a person confirms; the store payment refuses those channels today (ADR 0135), so it is not reached.
 * Paid and cancelled are final: money arriving for a cancelled payment is refunded by the pay flow.
 */
export const TRANSITIONS: Record<StorePayEvent, { from: readonly StorePayState[]; to: StorePayState }> = {
  await: { from: ['unpaid'], to: 'awaiting' },
  reject: { from: ['awaiting'], to: 'unpaid' },
  pay: { from: ['unpaid', 'awaiting'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
}

export const canMove = (event: StorePayEvent) => TRANSITIONS[event]
