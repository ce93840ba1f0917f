import { STORE_PAY_REFUSES } from '../../../types/storepay-codes.js'
import { BASIS_POINTS } from '../../../types/settlement-codes.js'
import type { RequestCtx } from '../core/context.js'
import { ledgerService, type AccountRef } from '../modules/ledger/index.js'
import { messageService } from '../modules/message/index.js'
import { settlementService } from '../modules/settlement/index.js'
import { shopService } from '../modules/shop/index.js'
import { storepayService } from '../modules/storepay/index.js'
import type { PayTargetKind } from './pay.js'

/**
 * The store payment flow: a payment at a store as the pay flow's kind 'store' (`S...`, ADR 0135). When money
 * arrives, in the payment's transaction: the store payment moves to paid (one conditional update: a repeated or
 * parallel notification, or a second payment, finds it paid and credits nothing; the pay flow refunds that
 * money), then the shop is credited AT ONCE (ADR 0137): a settlement line of kind 'store' (unique per payment,
 * ref `store:<no>`) and ONE posting `store:<no>` moving the payable from `order_clearing` (where the arrival put
 * it) to `merchant:<shopId>`, less the platform's commission at the shop kind's rate. Cash and offline transfers
 * are refused (STORE_PAY_REFUSES). The shop's owner gets a notice (group 'order') in the same transaction.
 */
export const storeAsPayTarget: PayTargetKind = {
  kind: 'store',
  async load(c, no, opts) {
    const s = await storepayService.payTargetOf(c, no, opts)
    if (!s) return undefined
    return {
      id: s.id,
      userId: s.userId,
      amount: s.amount,
      currency: s.currency,
      state: s.state,
      shopIds: [s.shopId],
      subject: `Store ${s.id}`,
      expiresAt: s.expiresAt,
      refuses: STORE_PAY_REFUSES,
    }
  },
  async paid(c: RequestCtx, no, p) {
    const s = await storepayService.markPaid(c, no, p)
    if (s === 'late') return 'late'
    const [settings, kinds, terms] = await Promise.all([
      settlementService.settings(c),
      shopService.shopKinds(c, [s.shopId]),
      shopService.shopTerms(c, [s.shopId]),
    ])
    const rate = settlementService.rateFor(settings, kinds.get(s.shopId)?.kind)
    const commission = Math.floor((s.payable * rate) / BASIS_POINTS)
    const net = s.payable - commission
    const ref = `store:${no}`
    const line = await settlementService.recordLine(c, {
      order_id: s.id,
      order_no: no,
      shop_id: s.shopId,
      kind: 'store',
      ref,
      gross: s.payable,
      commission,
      net,
      rate_bp: rate,
      currency: s.currency,
      transaction_id: null,
    })
    // the paid step above is the once-only guard; a line already there means the rows disagree: undo all
    if (!line) throw new Error(`store-pay: ${no} was credited before`)
    await storepayService.setCredited(c, s.id, commission, net)
    const entries: Array<{ account: AccountRef; amount: number }> = [
      { account: { system: 'order_clearing', currency: s.currency }, amount: -s.payable },
      { account: { system: settlementService.merchantAccount(s.shopId), currency: s.currency }, amount: net },
      { account: { system: settlementService.COMMISSION_ACCOUNT, currency: s.currency }, amount: commission },
    ].filter((e) => e.amount !== 0)
    const posting = await ledgerService.openPosting(c, { kind: 'settlement', ref, memo: `${p.channel} ${no}`, entries })
    const shop = terms.get(s.shopId)
    if (shop)
      await messageService.notify(c, {
        userId: shop.ownerId,
        group: 'order',
        key: 'message.storePaid',
        params: { shopName: shop.name, amount: s.payable, netAmount: net, currency: s.currency, payNo: no },
        link: '/pages/merchant/store-pay',
      })
    return {
      async finish() {
        const done = await posting.finish()
        await settlementService.setLineTransaction(c, line.id, done.transactionId)
      },
    }
  },
  awaiting: (c, no) => storepayService.markAwaiting(c, no),
  rejected: (c, no) => storepayService.markRejected(c, no),
}
