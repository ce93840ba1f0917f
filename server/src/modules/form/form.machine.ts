// THE form submission state machine: every transition in one table; each step is one conditional update (form.repository `move`).
import type { FormSubmissionState } from '../../../../types/form-codes.js'

export type SubmissionEvent = 'await' | 'reject' | 'pay' | 'cancel'

/**
 * A free form's submission is `submitted` (final). A paid one: unpaid -> awaiting (an offline proof waits for
 * staff) -> paid; awaiting -> unpaid (the proof was rejected); unpaid | awaiting -> paid (money arrived, the
 * ONLY way to paid); unpaid -> cancelled (expired). Paid and cancelled are final: money arriving for a
 * cancelled submission is refunded by the pay flow.
 */
export const TRANSITIONS: Record<SubmissionEvent, { from: readonly FormSubmissionState[]; to: FormSubmissionState }> = {
  await: { from: ['unpaid'], to: 'awaiting' },
  reject: { from: ['awaiting'], to: 'unpaid' },
  pay: { from: ['unpaid', 'awaiting'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
}

export const canMove = (event: SubmissionEvent) => TRANSITIONS[event]
