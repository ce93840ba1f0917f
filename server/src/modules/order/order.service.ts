import { sql } from 'kysely'
import type { Logistics, MainOrder, Order, OrderCount, OrderDetail, OrderListQuery, OrderState } from '../../../../types/order.js'
import { ORDER_REMIND_GAP_H } from '../../../../types/order-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cancelJob, enqueueJob } from '../../core/jobs.js'
import type { Db } from '../../db/database.js'
import { t } from '../../i18n/index.js'
import { catalogOrderService as catalog } from '../catalog/index.js'
import { newPickupCode, orderSettings, pickupPointsOf } from './order.checkout.js'
import { orderErrors as E } from './order.errors.js'
import { localLogistics, type LogisticsProvider } from './order.logistics.js'
import { canDo, transit, type Actor } from './order.machine.js'
import { pick } from '../../core/texts.js'

type Ctx = RequestCtx

/** Dictionary `order_receiving_status` value of a state. */
export const STATUS_VALUE: Record<OrderState, string> = { to_pay: '0', to_ship: '1', to_receive: '2', to_review: '3', completed: '4', closed: '5', cancelled: '6', pending_platform_review: '8', waiting_merchant_confirmation: '9' }
/** Tabs -> states (refund lists nothing until refunds exist). */
export const TAB_STATES: Record<string, OrderState[]> = {
  all: [],
  to_pay: ['to_pay', 'pending_platform_review', 'waiting_merchant_confirmation'],
  to_ship: ['to_ship'],
  to_receive: ['to_receive'],
  to_review: ['to_review'],
  refund: [],
}

/** Run `fn` in a transaction: `db`'s own when it is one already (a job's, a payment's), else a new one. */
export const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn))

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)

/** The base select of orders with their main order's pay number and the shop. */
const base = (db: Db, tenantId: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('main_orders as m', 'm.id', 'o.main_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .selectAll('o')
    .select(['m.pay_no', 'm.expires_at', 's.name as shop_name', 's.owner_id'])
    .where('o.tenant_id', '=', tenantId)

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>

async function withLines(c: Ctx, rows: Row[]): Promise<Order[]> {
  if (!rows.length) return []
  const items = await c.db.selectFrom('order_items').selectAll().where('order_id', 'in', rows.map((r) => r.id)).orderBy('id').execute()
  const specTexts = await catalog.specTexts(c, items.map((i) => ({ productId: i.product_id, spec: i.spec as Record<string, string> })))
  const lines = items.map((i, n) => ({ orderId: i.order_id, line: { skuId: i.sku_id, productId: i.product_id, title: i.title, image: i.image, spec: i.spec as Record<string, string>, specText: specTexts[n], price: i.price, count: i.count, amount: i.amount } }))
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    payNo: r.pay_no,
    state: r.state as OrderState,
    status: STATUS_VALUE[r.state as OrderState],
    shopId: r.shop_id,
    shopName: pick(r.shop_name, c.lang),
    mode: r.mode as 'delivery' | 'pickup',
    lines: lines.filter((l) => l.orderId === r.id).map((l) => l.line),
    count: r.item_count,
    goodsAmount: r.goods_amount,
    shippingFee: r.shipping_fee,
    discount: r.discount,
    payAmount: r.pay_amount,
    currency: r.currency,
    payChannel: r.pay_channel,
    expiresAt: r.state === 'to_pay' ? iso(r.expires_at) : null,
    createTime: iso(r.created_at)!,
    payTime: iso(r.paid_at),
    shipTime: iso(r.shipped_at),
    receiveTime: iso(r.received_at),
    finishTime: iso(r.finished_at),
    cancelTime: iso(r.cancelled_at),
  }))
}

/** The user's orders: tab, keyword over the items' titles, paging, newest first. */
export async function list(c: UserCtx, q: OrderListQuery) {
  const { limit, offset } = paging(q)
  const tab = q.tab ?? 'all'
  if (tab === 'refund') return { rows: [], total: 0 }
  let qb = base(c.db, c.tenantId).where('o.user_id', '=', c.userId).where('o.deleted_at', 'is', null)
  const states = TAB_STATES[tab]
  if (states.length) qb = qb.where('o.state', 'in', states)
  const kw = q.keyword?.trim().toLowerCase()
  if (kw) {
    const like = `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    qb = qb.where(({ exists, selectFrom }) => exists(selectFrom('order_items as i').select(sql`1`.as('x')).whereRef('i.order_id', '=', 'o.id').where(sql<boolean>`lower(i.title) like ${like}`)))
  }
  const [rows, total] = await Promise.all([
    qb.orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    qb.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: await withLines(c, rows), total: Number(total.n) }
}

/** Spec "order counts" for the user tab. */
export async function count(c: UserCtx): Promise<OrderCount> {
  const rows = await c.db.selectFrom('orders').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).where('tenant_id', '=', c.tenantId).where('user_id', '=', c.userId).where('deleted_at', 'is', null).groupBy('state').execute()
  const n = (s: OrderState[]) => rows.filter((r) => s.includes(r.state as OrderState)).reduce((a, r) => a + Number(r.n), 0)
  return { pendingOrderCount: n(TAB_STATES.to_pay), deliverOrderCount: n(['to_ship']), receivingOrderCount: n(['to_receive']), evaluateOrderCount: n(['to_review']), refundOrderCount: 0 }
}

async function mainOf(c: UserCtx, payNo: string) {
  const m = await c.db.selectFrom('main_orders').selectAll().where('tenant_id', '=', c.tenantId).where('user_id', '=', c.userId).where('pay_no', '=', payNo).executeTakeFirst()
  if (!m) throw E.notFound()
  return m
}

export async function deputyList(c: UserCtx, payNo: string): Promise<Order[]> {
  const m = await mainOf(c, payNo)
  return withLines(c, await base(c.db, c.tenantId).where('o.main_id', '=', m.id).orderBy('o.id').execute())
}

export async function main(c: UserCtx, payNo: string): Promise<MainOrder> {
  const m = await mainOf(c, payNo)
  return { payNo: m.pay_no, amount: m.amount, currency: m.currency, state: m.state as MainOrder['state'], expiresAt: m.state === 'unpaid' ? iso(m.expires_at) : null, orders: await deputyList(c, payNo) }
}

async function userOrder(c: UserCtx, id: number) {
  const r = await base(c.db, c.tenantId).where('o.id', '=', id).where('o.user_id', '=', c.userId).where('o.deleted_at', 'is', null).executeTakeFirst()
  if (!r) throw E.notFound()
  return r
}

export async function detailOf(c: Ctx, r: Row, forMerchant = false): Promise<OrderDetail> {
  const [[o], history, points] = await Promise.all([
    withLines(c, [r]),
    c.db.selectFrom('order_history').selectAll().where('order_id', '=', r.id).orderBy('id').execute(),
    r.pickup_point_id ? pickupPointsOf(c, [r.shop_id]) : Promise.resolve([]),
  ])
  const s = r.state as OrderState
  const actions: OrderDetail['actions'] = []
  if (s === 'to_pay') actions.push('pay', 'cancel')
  if (s === 'to_ship') actions.push('remind')
  if (r.mode === 'delivery' && r.tracking_no) actions.push('logistics')
  if (s === 'to_receive' && r.mode === 'delivery') actions.push('confirm')
  if (['to_review', 'completed', 'cancelled', 'closed'].includes(s)) actions.push('buyAgain', 'delete')
  // the pickup code is the shopper's; a merchant verifies it, so it is never shown to the merchant
  const showCode = !forMerchant && r.mode === 'pickup' && ['to_ship', 'to_receive'].includes(s)
  return {
    ...o,
    address: (r.address as OrderDetail['address']) ?? null,
    pickupPoint: points.find((p) => p.id === r.pickup_point_id) ?? null,
    pickupCode: showCode ? r.pickup_code : null,
    remark: r.remark,
    cancelReason: r.cancel_reason,
    carrier: r.carrier,
    trackingNo: r.tracking_no,
    history: history.map((h) => ({ from: h.from_state, to: h.to_state, event: h.event, actor: h.actor, note: h.note, time: iso(h.created_at)! })),
    actions: forMerchant ? [] : actions,
  }
}

export async function detail(c: UserCtx, id: number) {
  return detailOf(c, await userOrder(c, id))
}

/**
 * Cancel a checkout that is not paid: every `to_pay` order of its main order (a main order is paid
 * as one), stock and coupons back, the auto-cancel job dropped. Called by the shopper and the job.
 */
export async function cancelMain(c: Ctx, mainId: number, who: { actor: Actor; actorId?: number | null }, reason: string): Promise<boolean> {
  return inTx(c.db, async (tx) => {
    const t = { ...c, db: tx }
    const m = await tx.selectFrom('main_orders').selectAll().where('id', '=', mainId).where('tenant_id', '=', c.tenantId).forUpdate().executeTakeFirst()
    if (!m || m.state !== 'unpaid') return false
    const orders = await tx.selectFrom('orders').select(['id', 'state', 'coupon_id']).where('main_id', '=', m.id).orderBy('id').execute()
    for (const o of orders) await transit(t, o, 'cancel', { ...who, note: reason }, { cancelled_at: new Date(), cancel_reason: reason })
    const items = await tx.selectFrom('order_items').select(['sku_id', 'count']).where('order_id', 'in', orders.map((o) => o.id)).execute()
    await catalog.returnStock(t, items.map((i) => ({ skuId: i.sku_id, count: i.count })))
    const coupons = [...orders.map((o) => o.coupon_id), m.platform_coupon_id].filter((x): x is number => x !== null)
    await catalog.returnCoupons(t, m.user_id, [...new Set(coupons)])
    await tx.updateTable('main_orders').set({ state: 'cancelled' }).where('id', '=', m.id).execute()
    await cancelJob(tx, 'order:autoCancel', `cancel:${m.pay_no}`)
    return true
  })
}

export async function cancel(c: UserCtx, id: number, reason: string) {
  const r = await userOrder(c, id)
  if (!canDo(r.state, 'cancel')) throw E.state({ state: r.state, event: 'cancel' })
  if (!(await cancelMain(c, r.main_id, { actor: 'user', actorId: c.userId }, reason.trim()))) throw E.state({ state: r.state, event: 'cancel' })
  return { id, state: 'cancelled' as const }
}

export async function remind(c: UserCtx, id: number) {
  const r = await userOrder(c, id)
  if (r.state !== 'to_ship') throw E.state({ state: r.state, event: 'remind' })
  const u = await c.db
    .updateTable('orders')
    .set({ reminded_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'to_ship')
    .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', new Date(Date.now() - ORDER_REMIND_GAP_H * 3600_000))]))
    .executeTakeFirst()
  if (Number(u.numUpdatedRows) !== 1) throw E.remindTooSoon({ hours: ORDER_REMIND_GAP_H })
  return { id, state: r.state as OrderState }
}

/** to_receive -> to_review (the shopper, a verified pickup code, or the auto-receipt job). */
export async function receive(c: Ctx, o: { id: number; state: string }, who: { actor: Actor; actorId?: number | null }) {
  return inTx(c.db, async (tx) => {
    const to = await transit({ ...c, db: tx }, o, 'receive', who, { received_at: new Date() })
    await cancelJob(tx, 'order:autoReceive', `receive:${o.id}`)
    return to
  })
}

export async function confirm(c: UserCtx, id: number) {
  const r = await userOrder(c, id)
  // a repeat of a confirm that went through answers the same (idempotent)
  if (r.state === 'to_review' && r.received_at) return { id, state: r.state as OrderState }
  return { id, state: await receive(c, r, { actor: 'user', actorId: c.userId }) }
}

export async function remove(c: UserCtx, id: number) {
  const r = await userOrder(c, id)
  if (!['to_review', 'completed', 'cancelled', 'closed'].includes(r.state)) throw E.state({ state: r.state, event: 'delete' })
  await c.db.updateTable('orders').set({ deleted_at: new Date() }).where('id', '=', id).execute()
  return { id, state: r.state as OrderState }
}

let logisticsProvider: LogisticsProvider = localLogistics
/** Swap the logistics provider (a real carrier API); the local one is the default. */
export const setLogisticsProvider = (p: LogisticsProvider) => {
  logisticsProvider = p
}

export async function trackingOf(c: Ctx, r: Row): Promise<Logistics> {
  if (r.mode !== 'delivery' || !r.tracking_no || !r.carrier || !r.shipped_at) throw E.notFound()
  const carriers = await carrierList(c)
  const addr = r.address as { region?: string } | null
  let events = await logisticsProvider.track({ carrier: r.carrier, trackingNo: r.tracking_no, shippedAt: new Date(r.shipped_at), destination: addr?.region ?? '', lang: c.lang, now: new Date() })
  // the shopper's receipt is the last word: the carrier's steps up to it, then "received" (delivered)
  if (r.received_at) {
    const at = new Date(r.received_at)
    events = [{ time: at.toISOString(), status: 'delivered', text: t(c.lang, 'order.trackReceived') }, ...events.filter((e) => new Date(e.time) <= at)]
  }
  return { carrier: r.carrier, carrierName: carriers.find((x) => x.value === r.carrier)?.label ?? r.carrier, trackingNo: r.tracking_no, shippedAt: iso(r.shipped_at)!, delivered: events.some((e) => e.status === 'delivered'), events }
}

export async function logistics(c: UserCtx, id: number) {
  return trackingOf(c, await userOrder(c, id))
}

/** Carriers: dictionary `order_carrier`. */
export async function carrierList(c: Ctx) {
  const rows = await c.db.selectFrom('dict_data').select(['dict_value', 'labels']).where('dict_type', '=', 'order_carrier').orderBy('dict_sort').execute()
  return rows.map((r) => ({ value: r.dict_value, label: pick(r.labels, c.lang) }))
}

// ---- payment (the pay target 'order': a main order) ----

/**
 * Money arrived for a main order: its orders go to_ship (pickup ones get a pickup code). 'late' when cancelled.
 * The main order moves by a conditional update that also reads its orders (one statement); each order by
 * `transit` (update + history in one statement).
 */
export async function markPaid(c: Ctx, payNo: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late'> {
  const now = new Date()
  const moved = await sql<{ main_id: number; id: number; state: string; mode: string }>`
    with m as (
      update main_orders set state = 'paid', paid_at = ${now}, payment_id = ${p.paymentId}, pay_channel = ${p.channel}
      where tenant_id = ${c.tenantId} and pay_no = ${payNo} and state in ('unpaid', 'awaiting')
      returning id
    )
    select m.id as main_id, o.id, o.state, o.mode from m join orders o on o.main_id = m.id order by o.id`.execute(c.db)
  if (!moved.rows.length) {
    const m = await c.db.selectFrom('main_orders').select('state').where('tenant_id', '=', c.tenantId).where('pay_no', '=', payNo).forUpdate().executeTakeFirst()
    if (!m) throw E.notFound()
    if (m.state === 'cancelled') return 'late'
    if (m.state === 'paid') return 'ok'
    throw E.state({ state: m.state, event: 'pay' })
  }
  for (const o of moved.rows) await transit(c, o, 'pay', { actor: 'payment', note: p.channel }, { paid_at: now, pay_channel: p.channel, ...(o.mode === 'pickup' ? { pickup_code: newPickupCode() } : {}) })
  await cancelJob(c.db, 'order:autoCancel', `cancel:${payNo}`)
  return 'ok'
}

export async function markAwaiting(c: Ctx, payNo: string, kind: 'platform_review' | 'merchant_confirm') {
  const m = await c.db.selectFrom('main_orders').selectAll().where('tenant_id', '=', c.tenantId).where('pay_no', '=', payNo).forUpdate().executeTakeFirst()
  if (!m) throw E.notFound()
  if (m.state !== 'unpaid') throw E.state({ state: m.state, event: kind })
  await c.db.updateTable('main_orders').set({ state: 'awaiting' }).where('id', '=', m.id).execute()
  const orders = await c.db.selectFrom('orders').select(['id', 'state']).where('main_id', '=', m.id).orderBy('id').execute()
  for (const o of orders) await transit(c, o, kind === 'platform_review' ? 'await_review' : 'await_merchant', { actor: 'payment' })
  // a person decides now: no automatic cancel while waiting
  await cancelJob(c.db, 'order:autoCancel', `cancel:${m.pay_no}`)
}

export async function markRejected(c: Ctx, payNo: string) {
  const m = await c.db.selectFrom('main_orders').selectAll().where('tenant_id', '=', c.tenantId).where('pay_no', '=', payNo).forUpdate().executeTakeFirst()
  if (!m) throw E.notFound()
  if (m.state !== 'awaiting') throw E.state({ state: m.state, event: 'reject' })
  const s = await orderSettings(c)
  const expiresAt = new Date(Date.now() + s.autoCancelMinutes * 60_000)
  await c.db.updateTable('main_orders').set({ state: 'unpaid', expires_at: expiresAt }).where('id', '=', m.id).execute()
  const orders = await c.db.selectFrom('orders').select(['id', 'state']).where('main_id', '=', m.id).orderBy('id').execute()
  for (const o of orders) await transit(c, o, 'reject', { actor: 'payment' })
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: 'order:autoCancel', payload: { payNo }, runAt: expiresAt, key: `cancel:${payNo}` })
}

/** The pay target: the main order and its orders' shops in one statement (`forUpdate` locks the main order). */
export async function loadTarget(c: Ctx, payNo: string, opts: { forUpdate?: boolean } = {}) {
  let q = c.db
    .selectFrom('main_orders as m')
    .selectAll('m')
    .select(sql<number[]>`array(select o.shop_id from orders o where o.main_id = m.id order by o.id)`.as('shop_ids'))
    .where('m.tenant_id', '=', c.tenantId)
    .where('m.pay_no', '=', payNo)
  if (opts.forUpdate) q = q.forUpdate()
  const m = await q.executeTakeFirst()
  if (!m) return undefined
  return {
    id: m.pay_no,
    userId: m.user_id,
    amount: m.amount,
    currency: m.currency,
    state: m.state as 'unpaid' | 'awaiting' | 'paid' | 'cancelled',
    shopIds: [...new Set(m.shop_ids.map(Number))],
    subject: `Order ${m.pay_no}`,
    expiresAt: m.state === 'unpaid' ? m.expires_at : null,
  }
}

/** Auto-receipt: queued when an order is shipped or ready. */
export async function enqueueAutoReceive(c: Ctx, db: Db, orderId: number) {
  const s = await orderSettings(c)
  await enqueueJob(db, { tenantId: c.tenantId, kind: 'order:autoReceive', payload: { orderId }, runAt: new Date(Date.now() + s.autoReceiveDays * 86_400_000), key: `receive:${orderId}` })
}

export { base as ordersBase, withLines, type Row as OrderRow }
export const orderService = { markPaid, markAwaiting, markRejected, loadTarget, cancelMain }
