import { GROUP_PIECES } from '../../../types/groupbuy-codes.js'
import type { RequestCtx, UserCtx } from '../core/context.js'
import { cancelJob, registerJob } from '../core/jobs.js'
import { hooks } from '../core/hooks.js'
import { accountService } from '../modules/account/index.js'
import { groupbuyService } from '../modules/groupbuy/index.js'
import { inventoryService } from '../modules/inventory/index.js'
import { orderService } from '../modules/order/index.js'
import { paymentService } from '../modules/payment/index.js'
import { DEMO_LOGIN } from '../seed/tenants.js'
import { registerOffer, type Offer } from './offers.js'

/**
 * The group-buy flow (issue 27, ADR 0149-0152): the checkout's `Offer` of kind 'group' (the offer id is the GROUP's
 * id: a leader opens a group first, then everyone buys under it), the members' payments counted on their group, and
 * the money back for a failed group or a late payment, through the payment module's one refund path.
 * - quote/take: one piece of the offer's SKU at the group price; take records the member and puts the order on the
 *   order module's hold (ADR 0150), in the checkout's transaction. The units are the SKU's normal stock (ownsStock false).
 * - order.paid: each member's payment is numbered on its group row (locked) and counted by ONE conditional update
 *   (forming, in time, a place left); the one that fills the group makes it succeed, once, and releases every paid
 *   member's order to `to_ship`. A payment that finds the group full, failed or out of time is late: refunded by a job
 *   after its payment commits, in arrival order (ADR 0151).
 * - the expiry job fails a forming group once (the same row lock decides against the last payment) and refunds every
 *   paid member once: the member's refund claimed by a conditional update, the order counted refunded (closed), the
 *   payment refunded the way it was paid (ref `groupbuy:<orderId>`, unique in the payment module) (ADR 0152).
 */

type Tc = RequestCtx

const inTx = <T>(c: RequestCtx, fn: (tc: RequestCtx) => Promise<T>): Promise<T> =>
  c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx) => fn({ ...c, db: tx }))

export const groupOffer: Offer = {
  ownsStock: false,
  async quote(c, line) {
    const j = await groupbuyService.checkJoin(c, c.userId, line.offerId, line)
    return { unitPrice: j.unitPrice }
  },
  async take(t, line, placed) {
    await groupbuyService.join(t, t.userId, line.offerId, line, placed)
  },
  async giveBack(t, _userId, items) {
    await groupbuyService.leave(
      t,
      items.map((i) => i.orderId),
    )
  },
}
registerOffer('group', groupOffer)

/** Give a member's money back once: the claim (conditional), the order counted refunded (it closes), the payment's refund. */
export async function refundMember(tc: Tc, memberId: number, why: string): Promise<boolean> {
  const m = await groupbuyService.claimRefund(tc, memberId)
  if (!m) return false
  const o = await orderService.refundOrder(tc, Number(m.order_id))
  const amount = o.payAmount - o.refundedAmount
  if (!o.paymentId || amount <= 0) return true
  await orderService.countRefunded(
    tc,
    o.id,
    o.lines.filter((l) => l.count > l.refundedCount).map((l) => ({ itemId: l.itemId, count: l.count - l.refundedCount, amount: l.paid - l.refundedAmount })),
    amount,
    { actor: 'system' },
  )
  await paymentService.refund(tc, { paymentId: o.paymentId, amount, ref: `groupbuy:${o.id}`, why })
  return true
}

/** Members' orders were paid (the payment's transaction): count them; success releases the group's orders; late ones are refunded after. */
hooks.on('order.paid', async (c, e) => {
  // only lines bought under a group (ADR 0157: the event names each line's offer); other payments read nothing here
  const orderIds = [...new Set(e.items.filter((i) => i.offer?.kind === 'group').map((i) => i.orderId))]
  if (!orderIds.length) return
  const arrivals = await groupbuyService.arrive(c, orderIds)
  for (const a of arrivals) {
    if (a.outcome === 'success') {
      await orderService.releaseHeld(c, a.orderIds, 'group')
      await cancelJob(c.db, groupbuyService.EXPIRE_JOB, `expire:${a.group.id}`)
    } else if (a.outcome === 'late') await groupbuyService.queueRefund(c, a.member)
  }
})

/** The group's time ran out: failed once, every paid member refunded once. */
registerJob(groupbuyService.EXPIRE_JOB, async (c, p: { groupId: number }) => {
  const failed = await groupbuyService.failExpired(c, p.groupId)
  if (!failed) {
    // not decided and not out of time yet (the job ran early): again at the group's end
    await groupbuyService.requeueExpiry(c, p.groupId)
    return
  }
  for (const m of failed.paid) await refundMember(c, Number(m.id), `group ${p.groupId} failed`)
})

/** A payment that arrived after its group was full or decided: its money back (once). */
registerJob(groupbuyService.REFUND_JOB, async (c, p: { memberId: number }) => {
  await refundMember(c, p.memberId, 'group buy: paid after the group was full or closed')
})

/**
 * Demo data (seed, hook groupbuy.demo): the demo shopper opens a group of the offer and pays for one piece by
 * balance, the way the checkout and the cashier would (the order placed at the group price, the member recorded, the
 * stock taken, a real balance payment): a forming group with one paid member.
 */
hooks.provide('groupbuy.demo', async (c, offerId) => {
  const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
  if (!shopper) return
  const asShopper: UserCtx = { ...c, userId: shopper, sessionId: 0 }
  await inTx(c, async (tc) => {
    const g = await groupbuyService.open({ ...asShopper, db: tc.db }, { offerId })
    const sku = (await inventoryService.skuStates(tc, [g.offer.skuId])).get(g.offer.skuId)
    if (!sku || sku.stock < GROUP_PIECES) return
    const pay = g.offer.groupPrice
    const currency = await orderService.currencyOf(tc)
    const address = JSON.stringify({
      name: 'Demo Shopper',
      phone: DEMO_LOGIN.phone,
      region: 'Beijing',
      regionIds: [110000, 110100, 110101],
      detail: 'No. 1 Chang An Avenue',
    })
    const placed = await orderService.placeOrders(tc, {
      main: { userId: shopper, amount: pay, currency, idemKey: 'demo-group-buy', platformCouponId: null, expiresAt: new Date(Date.now() + 86_400_000) },
      orders: [
        { shopId: sku.shopId, mode: 'delivery', address, pickupPointId: null, goods: pay, fee: 0, discount: 0, pay, items: 1, couponId: null, remark: '' },
      ],
      items: [
        {
          shopId: sku.shopId,
          skuId: sku.id,
          productId: sku.productId,
          title: sku.title,
          image: sku.image,
          spec: JSON.stringify(sku.spec),
          price: pay,
          count: 1,
          offer: { kind: 'group', id: g.id },
        },
      ],
    })
    if (!placed) return
    await groupbuyService.join({ ...asShopper, db: tc.db }, shopper, g.id, { skuId: sku.id, count: 1 }, { payNo: placed.payNo, orderId: placed.orderIds[0] })
    await inventoryService.takeStock(tc, [{ skuId: sku.id, count: 1 }])
    await paymentService.payByBalanceInternal(tc, shopper, placed.payNo)
  })
})
