import { sql } from 'kysely'
import type { OrderState } from '../../../../types/order.js'
import { paging } from '../../core/envelope.js'
import type { UserCtx } from '../../core/context.js'
import { catalogOrderService as catalog } from '../catalog/index.js'
import { currencyOf } from './order.checkout.js'
import { orderErrors as E } from './order.errors.js'
import { transit } from './order.machine.js'
import { carrierList, detailOf, enqueueAutoReceive, ordersBase, receive, withLines } from './order.service.js'

/** The shops the user owns; a user who owns none is not a merchant (403). */
async function myShops(c: UserCtx) {
  const ids = await catalog.shopIdsOwnedBy(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

/** An order of one of the merchant's shops (another shop's or tenant's: 404). */
async function myOrder(c: UserCtx, id: number) {
  const shops = await myShops(c)
  const r = await ordersBase(c.db, c.tenantId).where('o.id', '=', id).where('o.shop_id', 'in', shops).executeTakeFirst()
  if (!r) throw E.notFound()
  return r
}

export async function today(c: UserCtx) {
  const shopIds = await myShops(c)
  const r = await c.db
    .selectFrom('orders')
    .select([
      sql<number>`count(*) filter (where paid_at >= date_trunc('day', now()))`.as('orders'),
      sql<number>`coalesce(sum(pay_amount) filter (where paid_at >= date_trunc('day', now())), 0)`.as('sales'),
      sql<number>`count(*) filter (where state = 'to_ship')`.as('to_ship'),
      sql<number>`count(*) filter (where state = 'waiting_merchant_confirmation')`.as('to_confirm'),
    ])
    .where('tenant_id', '=', c.tenantId)
    .where('shop_id', 'in', shopIds)
    .executeTakeFirstOrThrow()
  return { shopIds, orders: Number(r.orders), sales: Number(r.sales), toShip: Number(r.to_ship), toConfirm: Number(r.to_confirm), currency: await currencyOf(c) }
}

export async function list(c: UserCtx, q: { state?: OrderState | 'all'; pageNum?: number; pageSize?: number }) {
  const shopIds = await myShops(c)
  const { limit, offset } = paging(q)
  let qb = ordersBase(c.db, c.tenantId).where('o.shop_id', 'in', shopIds)
  const state = q.state ?? 'to_ship'
  if (state !== 'all') qb = qb.where('o.state', '=', state)
  const [rows, total] = await Promise.all([qb.orderBy('o.id', state === 'to_ship' ? 'asc' : 'desc').limit(limit).offset(offset).execute(), qb.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()])
  return { rows: await withLines(c, rows), total: Number(total.n) }
}

export async function detail(c: UserCtx, id: number) {
  return detailOf(c, await myOrder(c, id), true)
}

export async function ship(c: UserCtx, id: number, b: { carrier: string; trackingNo: string }) {
  const r = await myOrder(c, id)
  if (r.mode !== 'delivery') throw E.state({ state: r.state, event: 'ship' })
  if (!(await carrierList(c)).some((x) => x.value === b.carrier)) throw E.carrier()
  const state = await c.db.transaction().execute(async (tx) => {
    const to = await transit({ ...c, db: tx }, r, 'ship', { actor: 'merchant', actorId: c.userId, note: `${b.carrier} ${b.trackingNo}` }, { shipped_at: new Date(), carrier: b.carrier, tracking_no: b.trackingNo })
    await enqueueAutoReceive(c, tx, r.id)
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
    return to
  })
  return { id, state }
}

/** The shopper shows the pickup code: a ready order (or one still to_ship: ready + picked up) -> to_review. */
export async function verifyPickup(c: UserCtx, id: number, code: string) {
  let r = await myOrder(c, id)
  if (r.mode !== 'pickup' || !['to_ship', 'to_receive'].includes(r.state)) throw E.state({ state: r.state, event: 'receive' })
  if (r.pickup_code !== code) throw E.pickupCode()
  if (r.state === 'to_ship') {
    await ready(c, id)
    r = await myOrder(c, id)
  }
  return { id, state: await receive(c, r, { actor: 'merchant', actorId: c.userId }) }
}
