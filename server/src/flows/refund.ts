import type { RefundApplyBody, RefundDetail, RefundPreview, RefundQuote, RefundState } from '../../../types/refund.js'
import { REFUND_APPLY_MAX, RefundCodes } from '../../../types/refund-codes.js'
import type { RequestCtx, UserCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { registerJob } from '../core/jobs.js'
import type { Db } from '../db/database.js'
import { inventoryService } from '../modules/inventory/index.js'
import { orderService, type RefundOrder } from '../modules/order/index.js'
import { paymentService, type PaymentRow } from '../modules/payment/index.js'
import { refundService, type RefundRow } from '../modules/refund/index.js'
import { systemService } from '../modules/system/index.js'
import { uploadService } from '../modules/upload/index.js'
import { timecardService } from '../modules/timecard/index.js'
import { takeBackSettled } from './settle.js'

/**
 * The refund flow: money that goes back.
 * - Late payments: a payment whose target was no longer payable when its money arrived (cancelled meanwhile,
 *   or paid by another payment) is logged as late and refunded whole (`refundLate`, the pay flow's step).
 * - After-sales refunds (ADR 0075): the shopper applies (the order's lines read and marked through
 *   orderService, the request written by refundService); the merchant agrees, or receives the returned goods,
 *   or staff force a disputed one: the order counts the refund (closing after a full one), the stock comes
 *   back when the goods are back (or never left), and the money goes back the way it came (`payBack`, the
 *   ONE place money is paid back). Each step in ONE transaction.
 */

const E = refundService.errors
type Who = { actor: 'user' | 'merchant' | 'staff' | 'system' | 'payment'; actorId?: number | null; note?: string | null }

/** Run `fn` in the caller's transaction (a job's, a notification's) or in a new one. */
const inTx = <T>(c: RequestCtx, fn: (tc: RequestCtx) => Promise<T>): Promise<T> =>
  c.db.isTransaction ? fn(c) : c.db.transaction().execute((tx: Db) => fn({ ...c, db: tx }))

export async function refundLate(tc: RequestCtx, p: PaymentRow, targetState: string): Promise<PaymentRow> {
  await paymentService.logPayment(tc, p, 'late', { targetState })
  return paymentService.refundPayment(tc, p, 'late payment: the target was no longer payable')
}

// ---------------------------------------------------------------- applying

const OPEN = ['requesting', 'to_return', 'returning', 'refunding', 'disputed']

/** The buyer's order, if refunds are offered and its state allows one (404 for another's order, 409 otherwise). */
async function refundableOrder(c: UserCtx, orderId: number): Promise<RefundOrder> {
  const o = await orderService.refundOrder(c, orderId, c.userId)
  // a settled order's refund window has closed (flows/settle.ts): no new request; one already open is still decided
  if (!(await orderService.refundOn(c)) || !['to_ship', 'to_receive', 'to_review', 'completed'].includes(o.state) || o.settled)
    throw E.notRefundable({ state: o.state })
  return o
}

/** The chosen lines checked against the order: items of it, once each, counts within what is left (400), none in an open request (409). */
function checkLines(o: RefundOrder, lines: Array<{ itemId: number; count: number }>) {
  const seen = new Set<number>()
  for (const [i, s] of lines.entries()) {
    const l = o.lines.find((x) => x.itemId === s.itemId)
    if (!l || seen.has(s.itemId)) throw E.lines({ line: i })
    seen.add(s.itemId)
    if (l.refundState !== null && OPEN.includes(l.refundState)) throw E.open()
    if (s.count > l.count - l.refundedCount) throw E.lines({ line: i })
  }
}

export async function preview(c: UserCtx, orderId: number): Promise<RefundPreview> {
  const o = await refundableOrder(c, orderId)
  const reasons = await systemService.dict(c, 'order_refund_reason')
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    shopName: o.shopName,
    orderState: o.state,
    currency: o.currency,
    payChannel: o.payChannel,
    lines: o.lines.map((l) => ({
      itemId: l.itemId,
      skuId: l.skuId,
      title: l.title,
      image: l.image,
      specText: l.specText,
      price: l.price,
      count: l.count,
      refundable: l.refundable,
      paid: l.paid,
      refundState: l.refundState as RefundState | null,
    })),
    shipping: !o.shipped && o.lines.every((l) => l.refundedCount === 0 && l.refundState === null) ? o.shippingFee : 0,
    types: o.shipped ? ['refund', 'return'] : ['refund'],
    reasons: reasons.map((d) => ({ value: d.dictValue, label: d.dictLabel })),
  }
}

export async function quote(c: UserCtx, b: { orderId: number; lines: Array<{ itemId: number; count: number }> }): Promise<RefundQuote> {
  const o = await refundableOrder(c, b.orderId)
  checkLines(o, b.lines)
  const q = orderService.refundQuote(o, b.lines)
  return { goods: q.goods, shipping: q.shipping, max: q.max, whole: q.whole }
}

/** Spread `goods` over the lines by their default amounts (the last line takes the remainder). */
function spread(goods: number, lines: Array<{ amount: number }>): number[] {
  const all = lines.reduce((n, l) => n + l.amount, 0)
  if (goods === all) return lines.map((l) => l.amount)
  let left = goods
  return lines.map((l, i) => {
    const a = i === lines.length - 1 ? left : Math.floor((goods * l.amount) / Math.max(1, all))
    left -= a
    return a
  })
}

const PROOF_MIMES = ['image/jpeg', 'image/png']

/**
 * Apply: checks (refunds on, the order paid, lines, type, reason, proofs, amount at most the quote), then in
 * ONE transaction the items marked (a conditional update: an item with an open request, or fewer units left,
 * makes it a 409 and nothing is written) and the request written with its auto-agree timer.
 * With an Idempotency-Key a repeat answers the first request.
 */
export async function apply(c: UserCtx, b: RefundApplyBody, idemKey?: string): Promise<RefundDetail> {
  if (idemKey) {
    const first = await refundService.byKey(c, idemKey)
    if (first) return refundService.detailOf(c, first, 'buyer')
  }
  const o = await refundableOrder(c, b.orderId)
  checkLines(o, b.lines)
  // a time card product gives back only pieces whose card has no use taken (ADR 0158)
  const whole = await timecardService.wholeCards(
    c,
    b.lines.map((l) => l.itemId),
  )
  for (const l of b.lines) if (whole.has(l.itemId) && l.count > whole.get(l.itemId)!) throw timecardService.errors.cardsUsed({ whole: whole.get(l.itemId)! })
  if (b.type === 'return' && !o.shipped) throw E.returnNotShipped()
  if (!(await systemService.dict(c, 'order_refund_reason')).some((d) => d.dictValue === b.reason)) throw E.reason()
  const used = await refundService.applications(
    c,
    b.lines.map((l) => l.itemId),
  )
  if (b.lines.some((l) => (used.get(l.itemId) ?? 0) >= REFUND_APPLY_MAX)) throw E.tooMany({ max: REFUND_APPLY_MAX })
  const proofIds = b.proofIds ?? []
  if (!(await uploadService.ownPrivateFiles(c, c.userId, proofIds, PROOF_MIMES))) throw E.proof()
  const q = orderService.refundQuote(o, b.lines)
  const amount = b.amount ?? q.max
  if (amount < 1 || amount > q.max) throw E.amount({ max: q.max })
  const shipping = Math.max(0, amount - q.goods)
  const amounts = spread(amount - shipping, q.lines)
  try {
    // in the caller's transaction when it has one (the demo seed's), else one of its own
    const row = await inTx(c, async (tc) => {
      if (!(await orderService.openRefundItems(tc, o.id, b.lines, 'requesting'))) throw E.open()
      return refundService.create(tc, {
        orderId: o.id,
        orderNo: o.orderNo,
        userId: c.userId,
        shopId: o.shopId,
        type: b.type,
        amount,
        shipping,
        currency: o.currency,
        payChannel: o.payChannel,
        reason: b.reason,
        description: (b.description ?? '').trim(),
        proofIds,
        idemKey: idemKey ?? null,
        lines: b.lines.map((s, i) => {
          const l = o.lines.find((x) => x.itemId === s.itemId)!
          return { itemId: l.itemId, skuId: l.skuId, title: l.title, image: l.image, specText: l.specText, count: s.count, amount: amounts[i] }
        }),
      })
    })
    return refundService.detailOf(c, row, 'buyer')
  } catch (e) {
    // a parallel repeat with the same key: the first one's answer
    if (idemKey && (e as { code?: string }).code === '23505') {
      const first = await refundService.byKey(c, idemKey)
      if (first) return refundService.detailOf(c, first, 'buyer')
    }
    throw e
  }
}

// ---------------------------------------------------------------- money back

const refOf = (r: Pick<RefundRow, 'refund_no'>) => `refund:${r.refund_no}`

/**
 * THE one place money goes back for a request entering `refunding`, in the caller's transaction:
 * (when the order's money was already settled to the merchant, `takeBackSettled` takes the amount back from
 * the merchant here first), the order counts the refund (conditional updates: never past an item's count or
 * what was paid for it; a full refund closes the order), then the payment module gives it back the way it
 * came: balance at once (-> success now), online by the gateway's refund (-> success on its notification),
 * OFFLINE / CASH by a person (-> success when they record it: `recordPaidBack`).
 */
async function payBack(tc: RequestCtx, r: RefundRow, o: RefundOrder, who: Who): Promise<RefundRow> {
  if (!o.paymentId) throw E.notRefundable({ state: o.state })
  // settled already (a dispute decided after the window): the merchant gives the amount back to order_clearing first
  await takeBackSettled(tc, { orderId: o.id, shopId: o.shopId, amount: r.amount, currency: o.currency, ref: refOf(r) })
  const lines = await refundService.linesOf(tc, r.id)
  await orderService.countRefunded(
    tc,
    o.id,
    lines.map((l) => ({ itemId: l.item_id, count: l.count, amount: l.amount })),
    r.amount,
    { actor: who.actor, actorId: who.actorId ?? null },
  )
  // the pieces' time cards are taken back with the money (a card used since the request refuses it: ADR 0158)
  await timecardService.refundCards(
    tc,
    lines.map((l) => ({ itemId: l.item_id, count: l.count })),
  )
  const out = await paymentService.refund(tc, { paymentId: o.paymentId, amount: r.amount, ref: refOf(r), why: `refund ${r.refund_no}` })
  if (out.status === 'done') return refundService.move(tc, r, 'succeed', { actor: 'payment', note: out.channel })
  return r
}

/** A request moved to `refunding` (agreed, received, forced): the stock back when the goods are (`stock`), then the money. */
async function refundNow(tc: RequestCtx, r: RefundRow, who: Who, stock: 'returned' | 'if-unshipped'): Promise<RefundRow> {
  const o = await orderService.refundOrder(tc, r.order_id)
  if (stock === 'returned' || !o.shipped) {
    const lines = await refundService.linesOf(tc, r.id)
    await inventoryService.returnStock(
      tc,
      lines.map((l) => ({ skuId: l.sku_id, count: l.count })),
    )
  }
  return payBack(tc, r, o, who)
}

/** Agree: refund only -> refunding (money back now); refund and return -> to_return (the shopper ships). */
async function agreeIn(tc: RequestCtx, r: RefundRow, who: Who): Promise<RefundRow> {
  if (r.type === 'return') return refundService.move(tc, r, 'agree_return', who)
  return refundNow(tc, await refundService.move(tc, r, 'agree', who), who, 'if-unshipped')
}

const done = (r: RefundRow) => ({ id: r.id, state: r.state as RefundState })

/** A repeat of an agree/receive/force that went through answers the state the request is in now. */
async function repeatOr409(c: UserCtx, r: RefundRow, events: Array<Parameters<typeof refundService.happened>[2]>, event: string) {
  for (const e of events) if (await refundService.happened(c, r.id, e)) return done(r)
  throw E.state({ state: r.state, event })
}

/**
 * A decision run once: a parallel repeat (a double tap, a retried request) that read the request before the first
 * one moved it loses the conditional update; it then answers as a repeat does, from the state the winner committed.
 */
async function once(
  c: UserCtx,
  id: number,
  viewer: 'merchant' | 'staff',
  events: Array<Parameters<typeof refundService.happened>[2]>,
  event: string,
  run: () => Promise<ReturnType<typeof done>>,
) {
  try {
    return await run()
  } catch (e) {
    if ((e as { code?: number }).code !== RefundCodes.STATE) throw e
    return repeatOr409(c, await refundService.viewable(c, id, viewer), events, event)
  }
}

export async function agree(c: UserCtx, id: number) {
  const r = await refundService.viewable(c, id, 'merchant')
  if (r.state !== 'requesting') return repeatOr409(c, r, ['agree', 'agree_return'], 'agree')
  return once(c, id, 'merchant', ['agree', 'agree_return'], 'agree', () =>
    inTx(c, async (tc) => done(await agreeIn(tc, r, { actor: 'merchant', actorId: c.userId }))),
  )
}

/** The merchant has the returned goods: returning -> refunding, stock back, money back. */
export async function receive(c: UserCtx, id: number) {
  const r = await refundService.viewable(c, id, 'merchant')
  if (r.state !== 'returning') return repeatOr409(c, r, ['receive'], 'receive')
  const who: Who = { actor: 'merchant', actorId: c.userId }
  return once(c, id, 'merchant', ['receive'], 'receive', () =>
    inTx(c, async (tc) => done(await refundNow(tc, await refundService.move(tc, r, 'receive', who), who, 'returned'))),
  )
}

/** Staff decide a dispute for the shopper: disputed -> refunding, money back (stock when the goods never left). */
export async function force(c: UserCtx, id: number, reason: string) {
  const r = await refundService.viewable(c, id, 'staff')
  if (r.state !== 'disputed') return repeatOr409(c, r, ['force'], 'force')
  const who: Who = { actor: 'staff', actorId: c.userId, note: reason.trim() }
  return once(c, id, 'staff', ['force'], 'force', () =>
    inTx(c, async (tc) => done(await refundNow(tc, await refundService.move(tc, r, 'force', who), who, 'if-unshipped'))),
  )
}

/**
 * A person records how an OFFLINE / CASH refund (already committed by `payBack`) was paid back: the
 * payment's ledger posting (order_clearing -> bank / cash) and refunding -> success. The merchant for
 * CASH, staff for OFFLINE or CASH.
 */
async function recordPaidBack(c: UserCtx, id: number, note: string, viewer: 'merchant' | 'staff') {
  const r = await refundService.viewable(c, id, viewer)
  const channels = viewer === 'merchant' ? ['CASH'] : ['OFFLINE', 'CASH']
  if (r.state !== 'refunding' || !channels.includes(r.pay_channel ?? '')) throw E.state({ state: r.state, event: 'paidBack' })
  return inTx(c, async (tc) => {
    await paymentService.refundPaidBack(tc, refOf(r), { by: c.userId, note: note.trim() })
    return done(await refundService.move(tc, r, 'succeed', { actor: viewer, actorId: c.userId, note: note.trim() }))
  })
}
export const paidBack = (c: UserCtx, id: number, note: string) => recordPaidBack(c, id, note, 'merchant')
export const staffPaidBack = (c: UserCtx, id: number, note: string) => recordPaidBack(c, id, note, 'staff')

// ---------------------------------------------------------------- hooks and timers

/** A request's items follow it on the order (only those still in the state it left: a newer request's are left alone). */
hooks.provide('refund.moved', (c, m) => orderService.moveRefundItems(c, m.refund.order_id, m.itemIds, m.from, m.to))

/** The gateway's refund notification arrived (once per refund): refunding -> success. */
hooks.provide('payment.refunded', async (c, p) => {
  if (!p.ref.startsWith('refund:')) return
  const r = await refundService.byNo(c, p.ref.slice('refund:'.length))
  if (r?.state === 'refunding') await refundService.move(c, r, 'succeed', { actor: 'payment', note: `gateway ${p.paymentRefundId}` })
})

/** A request the merchant ignored is agreed after the setting autoAgreeHours (refund; the refund module schedules it). */
registerJob('refund:autoAgree', async (c, p: { refundId: number }) => {
  const r = await refundService.byId(c, p.refundId)
  if (r?.state === 'requesting') await agreeIn(c, r, { actor: 'system', note: 'merchant did not answer in time' })
})
