import type { RequestCtx, UserCtx } from '../core/context.js'
import { registerJob } from '../core/jobs.js'
import type { Db } from '../db/database.js'
import { inventoryService } from '../modules/inventory/index.js'
import { messageService } from '../modules/message/index.js'
import { orderService } from '../modules/order/index.js'
import { promotionService } from '../modules/promotion/index.js'
import { offerOf, type OfferItem } from './offers.js'

/**
 * The cancel flow: a checkout that is not paid is cancelled (its orders and main order, order), its
 * stock comes back (inventory; a line bought under an offer that owns its units goes back to the offer, ADR 0157)
 * and its coupons come back (promotion), in ONE transaction. Run by the
 * shopper and by the job `order:autoCancel` (the order module schedules it when a checkout is placed
 * or a proof is rejected; its handler is here because it spans modules).
 */

/** Run `fn` in the caller's transaction (the job's) or in a new one (the shopper's request). */
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn))

/** Cancel the main order `mainId` if it is still unpaid; false when it was not. */
export function cancelCheckout(c: RequestCtx, mainId: number, who: { actor: 'user' | 'system'; actorId?: number | null }, reason: string): Promise<boolean> {
  return inTx(c.db, async (tx) => {
    const t = { ...c, db: tx }
    const held = await orderService.cancelUnpaid(t, mainId, who, reason)
    if (!held) return false
    const byOffer = new Map<string, OfferItem[]>()
    for (const i of held.items)
      if (i.offer)
        byOffer.set(i.offer.kind, [...(byOffer.get(i.offer.kind) ?? []), { offerId: i.offer.id, skuId: i.skuId, count: i.count, orderId: i.orderId }])
    for (const [kind, items] of byOffer) await offerOf(kind)?.giveBack(t, held.userId, items)
    await inventoryService.returnStock(
      t,
      held.items.filter((i) => !(i.offer && offerOf(i.offer.kind)?.ownsStock)),
    )
    await promotionService.returnCoupons(t, held.userId, held.couponIds)
    return true
  })
}

/** The shopper cancels an order: its whole checkout (a main order is paid as one). */
export async function cancelByUser(c: UserCtx, id: number, reason: string) {
  const o = await orderService.cancellable(c, id)
  if (!(await cancelCheckout(c, o.mainId, { actor: 'user', actorId: c.userId }, reason.trim())))
    throw orderService.errors.state({ state: o.state, event: 'cancel' })
  return { id, state: 'cancelled' as const }
}

/** An unpaid checkout is cancelled when its time is up (stock and coupons come back). */
registerJob('order:autoCancel', async (c, p: { payNo: string }) => {
  const m = await orderService.mainByPayNo(c, p.payNo)
  if (m?.state !== 'unpaid' || !(await cancelCheckout(c, m.id, { actor: 'system' }, 'timeout'))) return
  await messageService.notify(c, { userId: m.userId, group: 'order', key: 'message.orderCancelled', params: { payNo: p.payNo }, link: '/pages/order/index' })
})
