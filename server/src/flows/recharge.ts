import type { RequestCtx } from '../core/context.js'
import { ledgerService } from '../modules/ledger/index.js'
import { messageService } from '../modules/message/index.js'
import { rechargeService } from '../modules/recharge/index.js'
import type { PayTargetKind } from './pay.js'

/**
 * The recharge flow: a recharge as the payment's second kind of pay target (ADR 0094). The pay flow
 * (flows/pay.ts) hands it every payment whose target id starts with `R`. When money arrives, in the payment's
 * transaction: the recharge moves to paid (one conditional update: a repeated or parallel notification, or a
 * second payment, finds it paid and credits nothing), then ONE ledger posting credits the user in the
 * recharge's currency: the paid amount from `order_clearing` (where the arrival put it) and the bonus from
 * the platform's `funding` account. The posting's ref `recharge:<no>` is unique in the ledger as well. A
 * recharge that expired (cancelled) answers 'late' and the pay flow refunds the payment, as for orders.
 */

/**
 * Channels a recharge refuses: the balance it fills (paying a recharge from the balance would move nothing),
 * and cash at a shop (a recharge has no shop to confirm it).
 */
export const RECHARGE_REFUSES = ['SYS', 'CASH'] as const

export const rechargeAsPayTarget: PayTargetKind = {
  kind: 'recharge',
  async load(c, no, opts) {
    const r = await rechargeService.payTargetOf(c, no, opts)
    if (!r) return undefined
    return {
      id: r.id,
      userId: r.userId,
      amount: r.amount,
      currency: r.currency,
      state: r.state,
      shopIds: [],
      subject: `Recharge ${r.id}`,
      expiresAt: r.expiresAt,
      refuses: RECHARGE_REFUSES,
    }
  },
  async paid(c: RequestCtx, no, p) {
    const r = await rechargeService.markPaid(c, no, p)
    if (r === 'late') return 'late'
    const posting = await ledgerService.openPosting(c, {
      kind: 'recharge',
      ref: `recharge:${no}`,
      memo: `${p.channel} ${no}`,
      entries: [
        { account: { system: 'order_clearing', currency: r.currency }, amount: -r.amount },
        ...(r.bonus > 0 ? [{ account: { system: 'funding', currency: r.currency }, amount: -r.bonus }] : []),
        { account: { userId: r.userId, currency: r.currency }, amount: r.amount + r.bonus },
      ],
    })
    await messageService.notify(c, {
      userId: r.userId,
      group: 'wallet',
      key: 'message.rechargeCredited',
      params: { rechargeNo: no, amount: r.amount + r.bonus, currency: r.currency },
      link: `/pages/user/wallet/history?currency=${r.currency}`,
    })
    return { finish: () => posting.finish() }
  },
  awaiting: (c, no) => rechargeService.markAwaiting(c, no),
  rejected: (c, no) => rechargeService.markRejected(c, no),
}
