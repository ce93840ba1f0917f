import type { RequestCtx } from '../core/context.js'
import { formService } from '../modules/form/index.js'
import { ledgerService } from '../modules/ledger/index.js'
import type { PayTargetKind } from './pay.js'

/**
 * The paid form flow: a form submission as the payment's third kind of pay target (ADR 0094, ADR 0117). The
 * pay flow (flows/pay.ts) hands it every payment whose target id starts with `F`. When money arrives, in the
 * payment's transaction: the submission moves to paid (one conditional update: a repeated or parallel
 * notification, or a second payment, finds it paid and books nothing more), then ONE ledger posting moves the
 * amount from `order_clearing` (where the arrival put it) to the platform's `form_income`; its ref
 * `form:<no>` is unique in the ledger as well. An expired (cancelled) submission answers 'late' and the pay
 * flow refunds the payment. Paying it from the balance is allowed (the balance goes to the platform); cash is
 * not (no shop to confirm it).
 */
export const FORM_REFUSES = ['CASH'] as const

export const formAsPayTarget: PayTargetKind = {
  kind: 'form',
  async load(c, no, opts) {
    const s = await formService.payTargetOf(c, no, opts)
    if (!s) return undefined
    return {
      id: s.id,
      userId: s.userId,
      amount: s.amount,
      currency: s.currency,
      state: s.state,
      shopIds: [],
      subject: `Form ${s.id}`,
      expiresAt: s.expiresAt,
      refuses: FORM_REFUSES,
    }
  },
  async paid(c: RequestCtx, no, p) {
    const s = await formService.markPaid(c, no, p)
    if (s === 'late') return 'late'
    const posting = await ledgerService.openPosting(c, {
      kind: 'form',
      ref: `form:${no}`,
      memo: `${p.channel} ${no}`,
      entries: [
        { account: { system: 'order_clearing', currency: s.currency }, amount: -s.amount },
        { account: { system: 'form_income', currency: s.currency }, amount: s.amount },
      ],
    })
    return { finish: () => posting.finish() }
  },
  awaiting: (c, no) => formService.markAwaiting(c, no),
  rejected: (c, no) => formService.markRejected(c, no),
}
