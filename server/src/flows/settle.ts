import { sql } from 'kysely'
import { BASIS_POINTS } from '../../../types/settlement-codes.js'
import type { RequestCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { registerJob } from '../core/jobs.js'
import { accountService } from '../modules/account/index.js'
import { inventoryService } from '../modules/inventory/index.js'
import { ledgerService, type AccountRef } from '../modules/ledger/index.js'
import { messageService } from '../modules/message/index.js'
import { orderService } from '../modules/order/index.js'
import { settlementService, type SettlementSettings } from '../modules/settlement/index.js'
import { shopService } from '../modules/shop/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../seed/tenants.js'

/**
 * The settle flow: money that reaches the merchant (ADR 0090). After an order's refund window has closed
 * (received more than the tenant setting settlement.windowDays ago, no refund in progress), what is left of it (paid less
 * refunded) moves from the ledger's `order_clearing` to the shop's `merchant:<shopId>` account, less the
 * platform's commission (`commission`, a rate per shop kind), with a settlement line and the order's
 * settled stamp: one posting, one line, one stamp, all or nothing. A refund after that takes the money back
 * (`takeBackSettled`, called by the refund flow before it pays the shopper).
 */

type Due = Awaited<ReturnType<typeof orderService.settleDue>>[number]
const day = 86_400_000

/** Settle one due order (locked by `settleDue` in `tc.db`, the caller's transaction). */
async function settleOne(tc: RequestCtx, o: Due, s: SettlementSettings, kinds: Map<number, { kind: string }>) {
  const net = o.payAmount - o.refundedAmount
  if (net > 0) {
    const rate = settlementService.rateFor(s, kinds.get(o.shopId)?.kind)
    const commission = Math.floor((net * rate) / BASIS_POINTS)
    const entries: Array<{ account: AccountRef; amount: number }> = [
      { account: { system: 'order_clearing', currency: o.currency }, amount: -net },
      { account: { system: settlementService.merchantAccount(o.shopId), currency: o.currency }, amount: net - commission },
      { account: { system: settlementService.COMMISSION_ACCOUNT, currency: o.currency }, amount: commission },
    ].filter((e) => e.amount !== 0)
    const line = await settlementService.recordLine(tc, {
      order_id: o.id,
      order_no: o.orderNo,
      shop_id: o.shopId,
      kind: 'settle',
      ref: `settle:${o.id}`,
      gross: net,
      commission,
      net: net - commission,
      rate_bp: rate,
      currency: o.currency,
      transaction_id: null,
    })
    if (!line) throw new Error(`settlement: order ${o.id} was settled before`)
    const posted = await ledgerService.postTransaction(tc, { kind: 'settlement', ref: `settle:${o.id}`, memo: `order ${o.orderNo}`, entries })
    if (posted.duplicate) throw new Error(`settlement: order ${o.id} was posted before`)
    await settlementService.setLineTransaction(tc, line.id, posted.transactionId)
    const owner = (await shopService.shopTerms(tc, [o.shopId])).get(o.shopId)?.ownerId
    if (owner)
      await messageService.notify(tc, {
        userId: owner,
        group: 'wallet',
        key: 'message.settlementPaid',
        params: { orderNo: o.orderNo, amount: net - commission, currency: o.currency },
        link: '/pages/merchant/settlement',
      })
  }
  // an order with nothing left (refunded in full) is only stamped
  if (!(await orderService.markSettled(tc, o.id))) throw new Error(`settlement: order ${o.id} was stamped before`)
}

/**
 * Settle what is due now, at most `limit` orders, in `c.db` (a transaction: the job's) or a transaction of its
 * own. Each order is all or nothing (a savepoint around its posting, line and stamp): one that fails is left
 * for the next run and the others go on. The orders are locked FOR UPDATE SKIP LOCKED, so two nodes (or two
 * runs) never settle the same order; the line's unique index and the posting's (kind, ref) stand behind that.
 */
export async function settleDueOrders(c: RequestCtx, opts: { now?: Date; limit?: number } = {}): Promise<{ settled: number; failed: number; more: boolean }> {
  const run = async (tc: RequestCtx) => {
    const s = await settlementService.settings(tc)
    const limit = opts.limit ?? 100
    const cutoff = new Date((opts.now ?? new Date()).getTime() - s.windowDays * day)
    const due = await orderService.settleDue(tc, cutoff, limit)
    const kinds = await shopService.shopKinds(
      tc,
      due.map((o) => o.shopId),
    )
    let settled = 0
    let failed = 0
    for (const o of due) {
      await sql`savepoint settle_one`.execute(tc.db)
      try {
        await settleOne(tc, o, s, kinds)
        await sql`release savepoint settle_one`.execute(tc.db)
        settled++
      } catch (e) {
        await sql`rollback to savepoint settle_one`.execute(tc.db)
        tc.log?.warn({ order: o.id, err: String(e) }, 'settlement: order not settled')
        failed++
      }
    }
    return { settled, failed, more: due.length === limit }
  }
  return c.db.isTransaction ? run(c) : c.db.transaction().execute((tx) => run({ ...c, db: tx }))
}

/**
 * A refund of an order that was settled already: before the shopper is paid, `amount` comes back from the
 * merchant account (less its share of the commission, which the platform gives back in proportion to the
 * original settlement) into `order_clearing`, where the refund takes it from. In the refund's transaction;
 * once per `ref` (a repeat answers the first). The merchant account may go below zero: it is a system
 * account, and the shop owes the platform what it no longer holds. Undefined when the order was not settled
 * (the refund then takes the money from `order_clearing` as usual).
 */
export async function takeBackSettled(
  tc: RequestCtx,
  t: { orderId: number; shopId: number; amount: number; currency: string; ref: string },
): Promise<{ amount: number; commission: number; fromMerchant: number } | undefined> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new Error(`settlement: bad take-back amount ${t.amount}`)
  const line = await settlementService.settleLineOf(tc, t.orderId)
  if (!line) return undefined
  const first = await settlementService.takebackByRef(tc, t.ref)
  if (first) return { amount: Number(first.gross), commission: Number(first.commission), fromMerchant: Number(first.net) }
  const gross = Number(line.gross)
  const before = await settlementService.takenBackOf(tc, t.orderId)
  if (before.gross + t.amount > gross) throw new Error(`settlement: take-back of ${t.amount} exceeds what order ${t.orderId} settled`)
  // cumulative rounding: all take-backs of an order together give back exactly the commission taken
  const share = Math.floor(((before.gross + t.amount) * Number(line.commission)) / gross) - before.commission
  const fromMerchant = t.amount - share
  const added = await settlementService.recordLine(tc, {
    order_id: t.orderId,
    order_no: line.order_no,
    shop_id: t.shopId,
    kind: 'takeback',
    ref: t.ref,
    gross: t.amount,
    commission: share,
    net: fromMerchant,
    rate_bp: line.rate_bp,
    currency: t.currency,
    transaction_id: null,
  })
  if (!added) throw new Error(`settlement: take-back ${t.ref} was written by a parallel refund`)
  const entries: Array<{ account: AccountRef; amount: number }> = [
    { account: { system: settlementService.merchantAccount(t.shopId), currency: t.currency }, amount: -fromMerchant },
    { account: { system: settlementService.COMMISSION_ACCOUNT, currency: t.currency }, amount: -share },
    { account: { system: 'order_clearing', currency: t.currency }, amount: t.amount },
  ].filter((e) => e.amount !== 0)
  const posted = await ledgerService.postTransaction(tc, { kind: 'takeback', ref: `takeback:${t.ref}`, memo: `order ${line.order_no}`, entries })
  await settlementService.setLineTransaction(tc, added.id, posted.transactionId)
  return { amount: t.amount, commission: share, fromMerchant }
}

/** The job: settle what is due, then queue the next run (at once when the batch was full, else next interval). */
export async function runSettlement(c: RequestCtx): Promise<void> {
  const r = await settleDueOrders(c)
  await settlementService.scheduleRun(c.db, c.tenantId, r.more ? new Date() : undefined)
}
registerJob(settlementService.SETTLEMENT_JOB, runSettlement, { maxAttempts: 3 })

/**
 * Demo data (seed, the hook settlement.demo): the demo shopper bought two of the demo merchant's first product,
 * paid in cash, the order was received a few days before the
 * settlement window, and the settlement ran: the workbench shows a balance and a line. Deterministic: the same
 * product, count and days every time.
 */
export async function seedSettledDemo(c: RequestCtx): Promise<void> {
  const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
  const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
  if (!shopper || !merchant) return
  const [shopId] = await shopService.shopIdsOfOwner(c, merchant)
  if (!shopId) return
  const [skuId] = await inventoryService.skuIdsOfShop(c, shopId, 1)
  const sku = skuId ? (await inventoryService.skuStates(c, [skuId])).get(skuId) : undefined
  if (!sku) return
  const currency = await orderService.currencyOf(c)
  const count = 2
  const pay = sku.price * count
  const address = JSON.stringify({
    name: 'Demo',
    phone: DEMO_LOGIN.phone,
    region: 'Beijing',
    regionIds: [110000, 110100, 110101],
    detail: 'No. 1 Chang An Avenue',
  })
  const placed = await orderService.placeOrders(c, {
    main: { userId: shopper, amount: pay, currency, idemKey: 'demo-settled', platformCouponId: null, expiresAt: new Date(Date.now() + day) },
    orders: [{ shopId, mode: 'delivery', address, pickupPointId: null, goods: pay, fee: 0, discount: 0, pay, items: count, couponId: null, remark: '' }],
    items: [{ shopId, skuId, productId: sku.productId, title: sku.title, image: sku.image, spec: JSON.stringify(sku.spec), price: sku.price, count }],
  })
  if (!placed) return
  await inventoryService.takeStock(c, [{ skuId, count }])
  // paid in cash at the shop (the posting a confirmed CASH payment makes): the demo wallet keeps its balance
  await ledgerService.postTransaction(c, {
    kind: 'payment',
    ref: `demo:${placed.payNo}`,
    memo: `CASH ${placed.payNo}`,
    entries: [
      { account: { system: 'cash', currency }, amount: -pay },
      { account: { system: 'order_clearing', currency }, amount: pay },
    ],
  })
  await orderService.markPaid(c, placed.payNo, { paymentId: 0, channel: 'CASH', amount: pay })
  const s = await settlementService.settings(c)
  await orderService.receivedForDemo(c, placed.orderIds[0], s.windowDays + 3)
  await settleDueOrders(c)
}
hooks.provide('settlement.demo', seedSettledDemo)

/** At start (main.ts): every tenant's next settlement run is queued (once per slot, whatever the nodes). */
export const scheduleSettlementRuns = settlementService.scheduleAll
