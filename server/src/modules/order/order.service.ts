import { randomInt } from 'node:crypto'
import type { Logistics, MainOrder, Order, OrderCount, OrderDetail, OrderListQuery, OrderState, SubmitResult } from '../../../../types/order.js'
import { ORDER_AUTO_CANCEL_MIN, ORDER_AUTO_RECEIVE_DAYS, ORDER_REMIND_GAP_H } from '../../../../types/order-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cancelJob, cancelJobSql, enqueueJob, enqueueJobSql, registerJob } from '../../core/jobs.js'
import { hooks } from '../../core/hooks.js'
import { pick } from '../../core/texts.js'
import type { Db } from '../../db/database.js'
import { t } from '../../i18n/index.js'
import { catalogService } from '../catalog/index.js'
import { messageService } from '../message/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { orderErrors as E } from './order.errors.js'
import { logisticsProvider } from './order.logistics.js'
import { markSettled, receivedForDemo, settleDue, unsettledOf } from './order.settle.js'
import { canDo, transit, type Actor } from './order.machine.js'
import { completeReviewed, enqueueAutoComplete, reviewTarget } from './order.review.js'
import { hasPaidOrder, paidOrdersOfUser, statesOf, teamOrderLines } from './order.team.js'
import { orderRepo as repo, type NewItem, type NewMain, type NewOrder, type OrderRow } from './order.repository.js'
import {
  countRefunded,
  moveRefundItems,
  offerLineSales,
  openRefundItems,
  OPEN_REFUND_STATES,
  refundOn,
  refundOrder,
  refundQuote,
  REFUNDABLE_ORDER_STATES,
} from './order.refund.js'

// Orders as the shopper and the flows see them: lists, details, the steps of an order's life that
// touch only order data (placed, paid, awaiting, rejected, cancelled, reminded, received, removed).
// Work that also moves stock, coupons, baskets or money is a flow's (server/src/flows/).
type Ctx = RequestCtx

export interface OrderSettings {
  autoCancelMinutes: number
  autoReceiveDays: number
}
/** Tenant setting `order` (system settings): auto-cancel minutes, auto-receipt days. */
export const orderSettings = (c: Pick<RequestCtx, 'db' | 'tenantId'>) =>
  systemService.getSetting<OrderSettings>(c, 'order', { autoCancelMinutes: ORDER_AUTO_CANCEL_MIN, autoReceiveDays: ORDER_AUTO_RECEIVE_DAYS })
/** The tenant's currency: the system module's one source (`basics.currency`), as wallets and payments read it. */
export const currencyOf = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => systemService.tenantCurrency(c)

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
export const newOrderNo = () => `${stamp()}${digits(8)}`
export const newPayNo = () => `P${stamp()}${digits(8)}`
export const newPickupCode = () => digits(6)

/** Dictionary `order_receiving_status` value of a state. */
export const STATUS_VALUE: Record<OrderState, string> = {
  to_pay: '0',
  to_ship: '1',
  to_receive: '2',
  to_review: '3',
  completed: '4',
  closed: '5',
  cancelled: '6',
  pending_platform_review: '8',
  waiting_merchant_confirmation: '9',
  held: '10',
}
/** Tabs -> states (the refund tab: orders with a refund summary, any state). */
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

/** Order rows with their lines, as the contract shows them. */
export async function withLines(c: Ctx, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return []
  const items = await repo.items(
    c.db,
    rows.map((r) => r.id),
  )
  const texts = await catalogService.specTexts(
    c,
    items.map((i) => ({ productId: i.product_id, spec: i.spec as Record<string, string> })),
  )
  const lines = items.map((i, n) => ({
    orderId: i.order_id,
    line: {
      skuId: i.sku_id,
      productId: i.product_id,
      title: i.title,
      image: i.image,
      spec: i.spec as Record<string, string>,
      specText: texts[n],
      price: i.price,
      count: i.count,
      amount: i.amount,
      itemId: i.id,
      refundState: i.refund_state,
      refundedCount: i.refunded_count,
    },
  }))
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
  const kw = q.keyword?.trim().toLowerCase()
  const like = kw ? `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined
  const { rows, total } = await repo.userPage(c.db, c.tenantId, c.userId, { states: TAB_STATES[tab], refund: tab === 'refund', like, limit, offset })
  return { rows: await withLines(c, rows), total }
}

/** Spec "order counts" for the user tab. */
export async function count(c: UserCtx): Promise<OrderCount> {
  const rows = await repo.countByState(c.db, c.tenantId, c.userId)
  const n = (s: OrderState[]) => rows.filter((r) => s.includes(r.state as OrderState)).reduce((a, r) => a + Number(r.n), 0)
  return {
    pendingOrderCount: n(TAB_STATES.to_pay),
    deliverOrderCount: n(['to_ship']),
    receivingOrderCount: n(['to_receive']),
    evaluateOrderCount: n(['to_review']),
    refundOrderCount: rows.reduce((a, r) => a + Number(r.refund_open), 0),
  }
}

async function mainOf(c: UserCtx, payNo: string) {
  const m = await repo.userMain(c.db, c.tenantId, c.userId, payNo)
  if (!m) throw E.notFound()
  return m
}

export async function deputyList(c: UserCtx, payNo: string): Promise<Order[]> {
  const m = await mainOf(c, payNo)
  return withLines(c, await repo.ofMain(c.db, c.tenantId, m.id))
}

export async function main(c: UserCtx, payNo: string): Promise<MainOrder> {
  const m = await mainOf(c, payNo)
  return {
    payNo: m.pay_no,
    amount: m.amount,
    currency: m.currency,
    state: m.state as MainOrder['state'],
    expiresAt: m.state === 'unpaid' ? iso(m.expires_at) : null,
    orders: await deputyList(c, payNo),
  }
}

async function userOrder(c: UserCtx, id: number) {
  const r = await repo.userOrder(c.db, c.tenantId, c.userId, id)
  if (!r) throw E.notFound()
  return r
}

export async function detailOf(c: Ctx, r: OrderRow, forMerchant = false): Promise<OrderDetail> {
  const [[o], history, points] = await Promise.all([
    withLines(c, [r]),
    repo.history(c.db, r.id),
    r.pickup_point_id ? shopService.pickupPointsOf(c, [r.shop_id]) : Promise.resolve([]),
  ])
  const s = r.state as OrderState
  const actions: OrderDetail['actions'] = []
  if (s === 'to_pay') actions.push('pay', 'cancel')
  if (!forMerchant && (s === 'waiting_merchant_confirmation' || s === 'pending_platform_review')) actions.push('payOther')
  if (s === 'to_ship') actions.push('remind')
  if (r.mode === 'delivery' && r.tracking_no) actions.push('logistics')
  if (s === 'to_receive' && r.mode === 'delivery') actions.push('confirm')
  if (['to_review', 'completed', 'cancelled', 'closed'].includes(s)) actions.push('buyAgain', 'delete')
  if (s === 'to_review') actions.push('review')
  // a refund can be asked now: refunds offered, paid and not closed, not settled yet (the window open), a line with units left and no open request
  if (!forMerchant && REFUNDABLE_ORDER_STATES.includes(s) && r.settled_at === null) {
    const open = (st: string | null) => st !== null && (OPEN_REFUND_STATES as readonly string[]).includes(st)
    if (o.lines.some((l) => l.count > l.refundedCount && !open(l.refundState)) && (await refundOn(c))) actions.push('refund')
  }
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

// ---- placing a checkout (the checkout flow computes it; this writes it) ----

/** The first result of a checkout with this Idempotency-Key, if there was one. */
export async function checkoutByKey(c: UserCtx, key: string): Promise<SubmitResult | undefined> {
  const m = await repo.mainByKey(c.db, c.tenantId, c.userId, key)
  if (!m) return undefined
  const ids = await repo.ordersOfMain(c.db, m.id)
  return { payNo: m.pay_no, amount: m.amount, currency: m.currency, orderIds: ids.map((r) => r.id), expiresAt: m.expires_at?.toISOString() ?? null }
}

/** What a checkout places: the main order (its pay number made here), one order per shop and the lines. */
export interface Placement {
  main: Omit<NewMain, 'payNo'>
  orders: Array<Omit<NewOrder, 'orderNo'>>
  items: NewItem[]
}

/**
 * Place a checkout in `c.db` (the flow's transaction): main order, orders, items and history in one
 * statement, then its auto-cancel job. Undefined when a parallel request with the same
 * Idempotency-Key placed it first (nothing was written).
 */
export async function placeOrders(c: Pick<Ctx, 'db' | 'tenantId'>, p: Placement): Promise<{ payNo: string; orderIds: number[] } | undefined> {
  const payNo = newPayNo()
  const rows = await repo.place(
    c.db,
    c.tenantId,
    { ...p.main, payNo },
    p.orders.map((o) => ({ ...o, orderNo: newOrderNo() })),
    p.items,
    // the auto-cancel job is written by the same statement
    (placed) => enqueueJobSql(autoCancelJob(c, payNo, p.main.expiresAt), placed),
  )
  if (!rows.length) return undefined
  return { payNo, orderIds: rows.map((o) => o.id).sort((a, b) => a - b) }
}

/** An unpaid checkout is cancelled at `runAt` (the job `order:autoCancel`: its handler is the cancel flow's). */
const autoCancelJob = (c: Pick<Ctx, 'tenantId'>, payNo: string, runAt: Date) => ({
  tenantId: c.tenantId,
  kind: 'order:autoCancel',
  payload: { payNo },
  runAt,
  key: `cancel:${payNo}`,
})
const scheduleAutoCancel = (c: Pick<Ctx, 'db' | 'tenantId'>, payNo: string, runAt: Date) => enqueueJob(c.db, autoCancelJob(c, payNo, runAt))

// ---- cancelling (the cancel flow gives the stock and coupons back) ----

/** A main order by pay number (the auto-cancel job). */
export const mainByPayNo = async (c: Pick<Ctx, 'db' | 'tenantId'>, payNo: string) => {
  const m = await repo.mainByPayNo(c.db, c.tenantId, payNo)
  return m ? { id: m.id, state: m.state, userId: m.user_id } : undefined
}

/** The user's order if it may be cancelled now (404, 409 otherwise): its main order id. */
export async function cancellable(c: UserCtx, id: number): Promise<{ mainId: number; state: string }> {
  const r = await userOrder(c, id)
  if (!canDo(r.state, 'cancel')) throw E.state({ state: r.state, event: 'cancel' })
  return { mainId: r.main_id, state: r.state }
}

/**
 * Cancel a checkout that is not paid, in `c.db` (the flow's transaction): every `to_pay` order of its
 * main order (a main order is paid as one), the main order, the auto-cancel job dropped. Answers what
 * the orders held (items, coupons) for the flow to give back, or undefined when it was not unpaid.
 */
export async function cancelUnpaid(c: Ctx, mainId: number, who: { actor: Actor; actorId?: number | null }, reason: string) {
  const m = await repo.lockMain(c.db, c.tenantId, mainId)
  if (!m || m.state !== 'unpaid') return undefined
  const orders = await repo.ordersOfMain(c.db, m.id)
  for (const o of orders) await transit(c, o, 'cancel', { ...who, note: reason }, { cancelled_at: new Date(), cancel_reason: reason })
  const items = await repo.itemCounts(
    c.db,
    orders.map((o) => o.id),
  )
  await repo.setMainState(c.db, m.id, { state: 'cancelled' })
  await cancelJob(c.db, 'order:autoCancel', `cancel:${m.pay_no}`)
  const coupons = [...orders.map((o) => o.coupon_id), m.platform_coupon_id].filter((x): x is number => x !== null)
  return {
    userId: m.user_id,
    items: items.map((i) => ({
      orderId: Number(i.order_id),
      skuId: Number(i.sku_id),
      count: i.count,
      offer: i.offer_kind ? { kind: i.offer_kind, id: Number(i.offer_id) } : null,
    })),
    couponIds: [...new Set(coupons)],
  }
}

// ---- the shopper's other steps ----

export async function remind(c: UserCtx, id: number) {
  const r = await userOrder(c, id)
  if (r.state !== 'to_ship') throw E.state({ state: r.state, event: 'remind' })
  if (!(await repo.remind(c.db, id, new Date(Date.now() - ORDER_REMIND_GAP_H * 3600_000)))) throw E.remindTooSoon({ hours: ORDER_REMIND_GAP_H })
  return { id, state: r.state as OrderState }
}

/** to_receive -> to_review (the shopper, a verified pickup code, or the auto-receipt job). */
export async function receive(c: Ctx, o: { id: number; state: string }, who: { actor: Actor; actorId?: number | null }) {
  return inTx(c.db, async (tx) => {
    const to = await transit({ ...c, db: tx }, o, 'receive', who, { received_at: new Date() })
    await cancelJob(tx, 'order:autoReceive', `receive:${o.id}`)
    await enqueueAutoComplete(c, tx, o.id)
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
  await inTx(c.db, async (tx) => {
    await repo.remove(tx, id)
    await hooks.emit('order.removed', { ...c, db: tx }, { orderId: id, userId: c.userId })
  })
  return { id, state: r.state as OrderState }
}

export async function trackingOf(c: Ctx, r: OrderRow): Promise<Logistics> {
  if (r.mode !== 'delivery' || !r.tracking_no || !r.carrier || !r.shipped_at) throw E.notFound()
  const carriers = await carrierList(c)
  const addr = r.address as { region?: string } | null
  let events = await logisticsProvider(c).track({
    carrier: r.carrier,
    trackingNo: r.tracking_no,
    shippedAt: new Date(r.shipped_at),
    destination: addr?.region ?? '',
    lang: c.lang,
    now: new Date(),
  })
  // the shopper's receipt is the last word: the carrier's steps up to it, then "received" (delivered)
  if (r.received_at) {
    const at = new Date(r.received_at)
    events = [{ time: at.toISOString(), status: 'delivered', text: t(c.lang, 'order.trackReceived') }, ...events.filter((e) => new Date(e.time) <= at)]
  }
  return {
    carrier: r.carrier,
    carrierName: carriers.find((x) => x.value === r.carrier)?.label ?? r.carrier,
    trackingNo: r.tracking_no,
    shippedAt: iso(r.shipped_at)!,
    delivered: events.some((e) => e.status === 'delivered'),
    events,
  }
}

export async function logistics(c: UserCtx, id: number) {
  return trackingOf(c, await userOrder(c, id))
}

/** Carriers: the system module's dictionary `order_carrier`. */
export async function carrierList(c: Ctx) {
  return (await systemService.dict(c, 'order_carrier')).map((d) => ({ value: d.dictValue, label: d.dictLabel }))
}

// ---- money (the pay flow: a main order is what a payment pays) ----

/** A main order as a payment sees it (payment's PayTarget); `forUpdate` locks it. */
export async function payTargetOf(c: Pick<Ctx, 'db' | 'tenantId'>, payNo: string, opts: { forUpdate?: boolean } = {}) {
  const m = await repo.payTarget(c.db, c.tenantId, payNo, opts.forUpdate)
  if (!m) return undefined
  const shopIds = [...new Set(m.shop_ids.map(Number))]
  // cash is paid at a shop's counter: a checkout of one shop picked up there (ADR 0126)
  const atCounter = shopIds.length === 1 && m.modes.length > 0 && m.modes.every((mode) => mode === 'pickup')
  return {
    id: m.pay_no,
    userId: m.user_id,
    amount: m.amount,
    currency: m.currency,
    state: m.state as 'unpaid' | 'awaiting' | 'paid' | 'cancelled',
    shopIds,
    subject: `Order ${m.pay_no}`,
    expiresAt: m.state === 'unpaid' ? m.expires_at : null,
    ...(atCounter ? {} : { refuses: ['CASH'] as const }),
  }
}

/**
 * Money arrived for a main order: its orders go to_ship (pickup ones get a pickup code). 'late' when cancelled.
 * The main order moves by a conditional update that also reads its orders (one statement); each order by
 * `transit` (update + history in one statement).
 */
export async function markPaid(c: Ctx, payNo: string, p: { paymentId: number; channel: string; amount: number }): Promise<'ok' | 'late'> {
  const now = new Date()
  // the auto-cancel job is dropped by the same statement when the main order moved
  const moved = await repo.markMainPaid(c.db, c.tenantId, payNo, { at: now, paymentId: p.paymentId, channel: p.channel }, (paid) =>
    cancelJobSql('order:autoCancel', `cancel:${payNo}`, paid),
  )
  if (!moved.length) {
    const m = await repo.mainByPayNo(c.db, c.tenantId, payNo, true)
    if (!m) throw E.notFound()
    if (m.state === 'cancelled') return 'late'
    if (m.state === 'paid') return 'ok'
    throw E.state({ state: m.state, event: 'pay' })
  }
  for (const o of moved)
    await transit(
      c,
      o,
      o.hold ? 'pay_held' : 'pay',
      { actor: 'payment', note: p.channel },
      { paid_at: now, pay_channel: p.channel, ...(o.mode === 'pickup' && !o.hold ? { pickup_code: newPickupCode() } : {}) },
    )
  await hooks.emit('order.paid', c, {
    payNo,
    userId: Number(moved[0].user_id),
    items: moved.flatMap((o) =>
      o.items.map((i) => ({
        orderId: Number(o.id),
        itemId: Number(i.itemId),
        productId: Number(i.productId),
        skuId: Number(i.skuId),
        count: i.count,
        offer: i.offerKind ? { kind: i.offerKind, id: Number(i.offerId) } : null,
      })),
    ),
    orders: moved.map((o) => ({
      orderId: Number(o.id),
      orderNo: o.order_no,
      amount: o.pay_amount,
      currency: o.currency,
      itemCount: o.item_count,
      createdAt: new Date(o.created_at),
      paidAt: now,
    })),
  })
  return 'ok'
}

/** OFFLINE proof submitted ('platform_review') or CASH chosen ('merchant_confirm'): a person decides now. */
export async function markAwaiting(c: Ctx, payNo: string, kind: 'platform_review' | 'merchant_confirm') {
  const m = await repo.mainByPayNo(c.db, c.tenantId, payNo, true)
  if (!m) throw E.notFound()
  if (m.state !== 'unpaid') throw E.state({ state: m.state, event: kind })
  await repo.setMainState(c.db, m.id, { state: 'awaiting' })
  for (const o of await repo.ordersOfMain(c.db, m.id)) await transit(c, o, kind === 'platform_review' ? 'await_review' : 'await_merchant', { actor: 'payment' })
  // a person decides now: no automatic cancel while waiting
  await cancelJob(c.db, 'order:autoCancel', `cancel:${m.pay_no}`)
}

/** The proof was rejected or the cash refused: payable again, with a new auto-cancel time. */
export async function markRejected(c: Ctx, payNo: string) {
  const m = await repo.mainByPayNo(c.db, c.tenantId, payNo, true)
  if (!m) throw E.notFound()
  if (m.state !== 'awaiting') throw E.state({ state: m.state, event: 'reject' })
  const s = await orderSettings(c)
  const expiresAt = new Date(Date.now() + s.autoCancelMinutes * 60_000)
  await repo.setMainState(c.db, m.id, { state: 'unpaid', expires_at: expiresAt })
  for (const o of await repo.ordersOfMain(c.db, m.id)) await transit(c, o, 'reject', { actor: 'payment' })
  await scheduleAutoCancel(c, payNo, expiresAt)
}

// ---- auto-receipt (the order's own later work) ----

/** Auto-receipt: queued when an order is shipped or ready. */
export async function enqueueAutoReceive(c: Ctx, db: Db, orderId: number) {
  const s = await orderSettings(c)
  await enqueueJob(db, {
    tenantId: c.tenantId,
    kind: 'order:autoReceive',
    payload: { orderId },
    runAt: new Date(Date.now() + s.autoReceiveDays * 86_400_000),
    key: `receive:${orderId}`,
  })
}

/** Receipt is confirmed automatically some days after shipping (setting order.autoReceiveDays). */
registerJob('order:autoReceive', async (c, p: { orderId: number }) => {
  const o = await repo.state(c.db, c.tenantId, p.orderId)
  if (o?.state !== 'to_receive') return
  await receive(c, o, { actor: 'system' })
  await messageService.notify(c, {
    userId: o.user_id,
    group: 'order',
    key: 'message.orderAutoReceived',
    params: { orderNo: o.order_no },
    link: `/pages/order/form/info?id=${o.id}`,
  })
})

/**
 * The order module as the flows see it (its face, re-exported by index.ts): settings, placing orders,
 * the payment's and the cancel's steps, and its errors (the checkout and cancel flows throw them).
 */
/** An order as a chat card shows it, with its two parties (the chat module posts it only between them); undefined when unknown. */
async function chatCard(c: Pick<RequestCtx, 'db' | 'tenantId'>, orderId: number) {
  const r = await repo.chatCard(c.db, c.tenantId, orderId)
  return r
    ? { orderId: r.id, orderNo: r.order_no, amount: r.pay_amount, status: r.state, image: r.image ?? '', userId: r.user_id, shopId: r.shop_id }
    : undefined
}

/** Sales of shops (an agent's shops, the onboard module): paid orders and their amount per currency, refunds taken off. */
async function shopSales(c: Pick<Ctx, 'db' | 'tenantId'>, shopIds: number[]) {
  const out = new Map<number, { orders: number; sales: Array<{ currency: string; amount: number }> }>()
  if (!shopIds.length) return out
  for (const r of await repo.shopSales(c.db, c.tenantId, shopIds)) {
    const e = out.get(Number(r.shop_id)) ?? { orders: 0, sales: [] }
    e.orders += Number(r.n)
    e.sales.push({ currency: r.currency, amount: Number(r.amount) })
    out.set(Number(r.shop_id), e)
  }
  return out
}

// ---- holds (ADR 0150): an order that waits, paid, for its holder before it is shipped ----

/** Put unpaid orders on hold for `holder` (a group buy's take, in the checkout's transaction); paid, they go to `held`, not `to_ship`. */
export async function holdOrders(c: Pick<Ctx, 'db' | 'tenantId'>, orderIds: number[], holder: string): Promise<void> {
  if (!orderIds.length) return
  const n = await repo.setHold(c.db, c.tenantId, orderIds, holder)
  if (n !== orderIds.length) throw E.state({ state: 'paid', event: 'hold' })
}

/**
 * The holder's condition is met: its `held` orders go to `to_ship` (a pickup order gets its code now). Orders not
 * held (not paid yet, or already released or refunded) are left alone; answers the ids that moved.
 */
export async function releaseHeld(c: Pick<Ctx, 'db' | 'tenantId'>, orderIds: number[], holder: string): Promise<number[]> {
  const out: number[] = []
  for (const o of await repo.heldOrders(c.db, c.tenantId, orderIds, holder)) {
    await transit(c, o, 'release', { actor: 'system', note: holder }, o.mode === 'pickup' ? { pickup_code: newPickupCode() } : {})
    out.push(Number(o.id))
  }
  return out
}

export const orderService = {
  holdOrders,
  releaseHeld,
  shopSales,
  offerLineSales,
  orderSettings,
  currencyOf,
  checkoutByKey,
  placeOrders,
  mainByPayNo,
  cancellable,
  cancelUnpaid,
  payTargetOf,
  markPaid,
  markAwaiting,
  markRejected,
  // after-sales (order.refund.ts)
  refundOn,
  refundOrder,
  refundQuote,
  openRefundItems,
  moveRefundItems,
  countRefunded,
  settleDue,
  markSettled,
  unsettledOf,
  receivedForDemo,
  reviewTarget,
  completeReviewed,
  chatCard,
  // team orders (the invite module) and newcomers
  paidOrdersOfUser,
  teamOrderLines,
  statesOf,
  hasPaidOrder,
  errors: E,
}
