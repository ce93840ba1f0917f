import { PICKUP_CODE_TRIES, PICKUP_CODE_WINDOW_MIN } from '../../../../types/order-codes.js'
import type { OrderState } from '../../../../types/order.js'
import { paging } from '../../core/envelope.js'
import { hit } from '../../core/kv.js'
import type { UserCtx } from '../../core/context.js'
import { messageService } from '../message/index.js'
import { shopService } from '../shop/index.js'
import { orderErrors as E } from './order.errors.js'
import { transit } from './order.machine.js'
import { orderRepo as repo } from './order.repository.js'
import { carrierList, currencyOf, detailOf, enqueueAutoReceive, receive, withLines } from './order.service.js'

// The merchant's side of orders: the day's figures, the shop's orders, shipping and pickup.

/** The shops the user owns; a user who owns none is not a merchant (403). */
async function myShops(c: UserCtx) {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

/** An order of one of the merchant's shops (another shop's or tenant's: 404). */
async function myOrder(c: UserCtx, id: number) {
  const shops = await myShops(c)
  const r = await repo.shopOrder(c.db, c.tenantId, shops, id)
  if (!r) throw E.notFound()
  return r
}

export async function today(c: UserCtx) {
  const shopIds = await myShops(c)
  const r = await repo.shopToday(c.db, c.tenantId, shopIds)
  return {
    shopIds,
    orders: Number(r.orders),
    sales: Number(r.sales),
    toShip: Number(r.to_ship),
    toConfirm: Number(r.to_confirm),
    currency: await currencyOf(c),
  }
}

export async function list(c: UserCtx, q: { state?: OrderState | 'all'; pageNum?: number; pageSize?: number }) {
  const shopIds = await myShops(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.shopPage(c.db, c.tenantId, shopIds, { state: q.state ?? 'to_ship', limit, offset })
  return { rows: await withLines(c, rows), total }
}

export async function detail(c: UserCtx, id: number) {
  return detailOf(c, await myOrder(c, id), true)
}

export async function ship(c: UserCtx, id: number, b: { carrier: string; trackingNo: string }) {
  const r = await myOrder(c, id)
  if (r.mode !== 'delivery') throw E.state({ state: r.state, event: 'ship' })
  if (!(await carrierList(c)).some((x) => x.value === b.carrier)) throw E.carrier()
  const state = await c.db.transaction().execute(async (tx) => {
    const to = await transit(
      { ...c, db: tx },
      r,
      'ship',
      { actor: 'merchant', actorId: c.userId, note: `${b.carrier} ${b.trackingNo}` },
      { shipped_at: new Date(), carrier: b.carrier, tracking_no: b.trackingNo },
    )
    await enqueueAutoReceive(c, tx, r.id)
    await messageService.notify(
      { ...c, db: tx },
      {
        userId: r.user_id,
        group: 'order',
        key: 'message.orderShipped',
        params: { orderNo: r.order_no, carrier: b.carrier, trackingNo: b.trackingNo },
        link: `/pages/order/form/info?id=${r.id}`,
      },
    )
    return to
  })
  return { id, state }
}

export async function ready(c: UserCtx, id: number) {
  const r = await myOrder(c, id)
  if (r.mode !== 'pickup') throw E.state({ state: r.state, event: 'ready' })
  const state = await c.db.transaction().execute(async (tx) => {
    const to = await transit({ ...c, db: tx }, r, 'ready', { actor: 'merchant', actorId: c.userId }, { shipped_at: new Date() })
    await enqueueAutoReceive(c, tx, r.id)
    await messageService.notify(
      { ...c, db: tx },
      { userId: r.user_id, group: 'order', key: 'message.orderReady', params: { orderNo: r.order_no }, link: `/pages/order/form/info?id=${r.id}` },
    )
    return to
  })
  return { id, state }
}

/** The shopper shows the pickup code: a ready order (or one still to_ship: ready + picked up) -> to_review. */
export async function verifyPickup(c: UserCtx, id: number, code: string) {
  let r = await myOrder(c, id)
  if (r.mode !== 'pickup' || !['to_ship', 'to_receive'].includes(r.state)) throw E.state({ state: r.state, event: 'receive' })
  // every try counts, before the comparison: a burst gets PICKUP_CODE_TRIES comparisons at most (#28 item 9)
  const wait = await hit(c.kv, `pickup:${c.tenantId}:${id}`, PICKUP_CODE_TRIES, PICKUP_CODE_WINDOW_MIN * 60)
  if (wait) throw E.pickupLocked({ minutes: Math.ceil(wait / 60) })
  if (r.pickup_code !== code) throw E.pickupCode()
  if (r.state === 'to_ship') {
    await ready(c, id)
    r = await myOrder(c, id)
  }
  return { id, state: await receive(c, r, { actor: 'merchant', actorId: c.userId }) }
}
