import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { RefundApi, RefundCodes, REFUND_APPLY_MAX } from '../../types/refund.js'
import { notifyPath } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { audit, ledgerService } from '../src/modules/ledger/ledger.service.js'
import { paidShares } from '../src/modules/order/order.refund.js'
import { PAY_ALL_CHANNELS, channelSecret } from '../src/modules/payment/payment.settings.js'
import { signedHeaders } from '../src/modules/payment/providers/local.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'
const url = (u: string, id: number | string) => u.replace(':id', String(id))

describe('refund: apply, the machine, money back the way it came', () => {
  let t: TestApp
  let merchant: AsUser
  let staff: AsUser
  let shopId: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    merchant = await asUser(t, { roles: 'shopper,merchant' })
    staff = await asUser(t, { roles: 'staff' })
    shopId = (await makeShop(t, { ownerId: merchant.id })).id
    await t.db.updateTable('shops').set({ address: 'No. 8 Return Road' }).where('id', '=', shopId).execute()
    await t.db.insertInto('shop_delivery_rules').values({ shop_id: shopId, tenant_id: t.tenantId, fee: 800, free_over: null, regions: '[]' }).execute()
  })
  after(() => t.close())

  async function shopper(money = 1_000_000) {
    const u = await asUser(t)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    if (money)
      await ledgerService.postTransaction(t.ctx(), {
        kind: 'test',
        entries: [
          { account: { system: 'funding', currency: 'CNY' }, amount: -money },
          { account: { userId: u.id, currency: 'CNY' }, amount: money },
        ],
      })
    return u
  }
  /** A paid order of one line (`count` units at `price`), by balance unless `channel` says otherwise. */
  async function paidOrder(u: AsUser, o: { count?: number; price?: number; channel?: 'SYS' | 'SAND' | 'OFFLINE' | 'CASH' } = {}) {
    const p = await makeProduct(t, { shopId, price: o.price ?? 1000, stock: 100 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const sub = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: o.count ?? 3 } }))
    const ch = o.channel ?? 'SYS'
    let paymentId: number
    if (ch === 'SYS') paymentId = expectOk(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: sub.payNo, payPassword: PWD } })).id
    else if (ch === 'SAND') {
      const pay = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: sub.payNo, channel: 'SAND' } }))
      await t.api({ method: 'POST', url: pay.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
      await runDueJobs(t.db)
      paymentId = pay.id
    } else if (ch === 'CASH') {
      // cash is paid at the shop's counter: the order is picked up there (ADR 0126)
      await t.db.updateTable('orders').set({ mode: 'pickup' }).where('id', 'in', sub.orderIds).execute()
      const pay = expectOk(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: sub.payNo } }))
      expectOk(await merchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${pay.id}/confirm` }))
      paymentId = pay.id
    } else {
      const pay = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: sub.payNo, channel: 'OFFLINE' } }))
      expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: pay.id, images: [await upload(u.id)] } }))
      expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${pay.id}/confirm` }))
      paymentId = pay.id
    }
    const orderId = sub.orderIds[0] as number
    const item = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
    return { orderId, itemId: item.id, skuId: item.sku_id, payNo: sub.payNo as string, paymentId, amount: sub.amount as number }
  }
  async function upload(ownerId: number, mime = 'image/png', scope = 'private') {
    const id = crypto.randomUUID()
    await t.db
      .insertInto('uploads')
      .values({ id, tenant_id: t.tenantId, owner_id: ownerId, scope, mime, size: 1, path: `x/${id}.png`, sha256: 'x', original_name: null })
      .execute()
    return id
  }
  const applyBody = (o: { orderId: number; itemId: number }, extra: Record<string, unknown> = {}) => ({
    orderId: o.orderId,
    type: 'refund',
    lines: [{ itemId: o.itemId, count: 1 }],
    reason: '1',
    ...extra,
  })
  const apply = (u: AsUser, payload: object, key?: string) =>
    u.api({ method: 'POST', url: RefundApi.apply.url, payload, headers: key ? { 'idempotency-key': key } : {} })
  const item = (id: number) => t.db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const order = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const balance = (u: AsUser) => ledgerService.balanceOf(t.ctx(), u.id, 'CNY')
  const stock = async (skuId: number) => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
  const refundEntries = async (accountOf: { userId?: number; system?: string }) => {
    const q = t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['e.amount'])
      .where('x.kind', '=', 'refund')
      .where('x.tenant_id', '=', t.tenantId)
    return (
      accountOf.userId !== undefined ? await q.where('a.user_id', '=', accountOf.userId).execute() : await q.where('a.code', '=', accountOf.system!).execute()
    ).map((r) => Number(r.amount))
  }

  it('the paid amount is the line minus its share of the discount; the last line takes the remainder', () => {
    assert.deepEqual(paidShares(100, [{ amount: 300 }, { amount: 700 }]), [270, 630])
    assert.deepEqual(paidShares(100, [{ amount: 333 }, { amount: 333 }, { amount: 334 }]), [300, 300, 300])
    assert.deepEqual(paidShares(0, [{ amount: 500 }]), [500])
  })

  it('preview and quote: lines, paid, shipping only for the whole order before shipping; refusals name the field', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 3, price: 1000 })
    const pv = expectOk(await u.api({ method: 'GET', url: RefundApi.preview.url, query: { orderId: String(o.orderId) } }))
    assert.equal(pv.lines[0].refundable, 3)
    assert.equal(pv.lines[0].paid, 3000)
    assert.equal(pv.shipping, 800)
    assert.deepEqual(pv.types, ['refund'])
    assert.ok(pv.reasons.length >= 5)
    let q = expectOk(await u.api({ method: 'POST', url: RefundApi.quote.url, payload: { orderId: o.orderId, lines: [{ itemId: o.itemId, count: 3 }] } }))
    assert.deepEqual(q, { goods: 3000, shipping: 800, max: 3800, whole: true })
    q = expectOk(await u.api({ method: 'POST', url: RefundApi.quote.url, payload: { orderId: o.orderId, lines: [{ itemId: o.itemId, count: 1 }] } }))
    assert.deepEqual(q, { goods: 1000, shipping: 0, max: 1000, whole: false })
    // another's order: 404; another tenant: 404
    const other = await shopper(0)
    expectFail(await other.api({ method: 'GET', url: RefundApi.preview.url, query: { orderId: String(o.orderId) } }), 404, Codes.NOT_FOUND)
    const far = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await far.api({ method: 'GET', url: RefundApi.preview.url, query: { orderId: String(o.orderId) } }), 404, Codes.NOT_FOUND)
    // bad input: 400 naming the field
    expectFail(await apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 4 }] })), 400, RefundCodes.LINES, 'lines')
    expectFail(await apply(u, applyBody({ ...o, itemId: 999999 })), 400, RefundCodes.LINES, 'lines')
    expectFail(await apply(u, applyBody(o, { reason: 'nope' })), 400, RefundCodes.REASON, 'reason')
    expectFail(await apply(u, applyBody(o, { amount: 1001 })), 400, RefundCodes.AMOUNT, 'amount')
    expectFail(await apply(u, applyBody(o, { type: 'return' })), 400, RefundCodes.RETURN_NOT_SHIPPED, 'type')
    expectFail(await apply(u, applyBody(o, { description: 'x'.repeat(101) })), 400, Codes.BAD_REQUEST, 'description')
    expectFail(await apply(u, applyBody(o, { proofIds: [await upload(other.id)] })), 400, RefundCodes.PROOF, 'proofIds')
    expectFail(await apply(u, applyBody(o, { proofIds: [await upload(u.id, 'image/gif')] })), 400, RefundCodes.PROOF, 'proofIds')
    expectFail(await apply(u, applyBody(o, { proofIds: [await upload(u.id, 'image/png', 'public')] })), 400, RefundCodes.PROOF, 'proofIds')
    expectFail(await apply(u, applyBody(o, { proofIds: ['a', 'b', 'c', 'd'] })), 400, Codes.BAD_REQUEST, 'proofIds')
    // refunds off for the tenant: 409, and no 'refund' action on the order
    let d = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, o.orderId) }))
    assert.ok(d.actions.includes('refund'))
    await putSetting(t.ctx(), 'home', { isRefund: false })
    expectFail(await apply(u, applyBody(o)), 409, RefundCodes.NOT_REFUNDABLE)
    d = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, o.orderId) }))
    assert.ok(!d.actions.includes('refund'))
    await putSetting(t.ctx(), 'home', { isRefund: true })
    // an unpaid order: 409
    const p = await makeProduct(t, { shopId, price: 500, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const unpaid = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    const ui = await t.db.selectFrom('order_items').select('id').where('order_id', '=', unpaid.orderIds[0]).executeTakeFirstOrThrow()
    expectFail(await apply(u, applyBody({ orderId: unpaid.orderIds[0], itemId: ui.id })), 409, RefundCodes.NOT_REFUNDABLE)
  })

  it('balance: whole order before shipping -> agree -> success at once: shipping back, ledger, stock, order closed; proofs for merchant and staff only', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 3, price: 1000 })
    const before = await balance(u)
    const s0 = await stock(o.skuId)
    const proof = await upload(u.id, 'image/jpeg')
    const r = expectOk(await apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 3 }], description: 'broken', proofIds: [proof] }), 'k-1'))
    assert.equal(r.state, 'requesting')
    assert.equal(r.amount, 3800)
    assert.equal(r.shipping, 800)
    assert.deepEqual(r.actions, ['withdraw'])
    assert.ok(r.deadline)
    assert.equal(r.reasonLabel.length > 0, true)
    // the same key answers the first request
    assert.equal(expectOk(await apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 3 }], description: 'broken', proofIds: [proof] }), 'k-1')).id, r.id)
    // the item has an open request: a second one is 409
    expectFail(await apply(u, applyBody(o)), 409, RefundCodes.OPEN)
    let od = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, o.orderId) }))
    assert.equal(od.lines[0].refundState, 'requesting')
    assert.ok(!od.actions.includes('refund'))
    assert.equal((await order(o.orderId)).refund_state, 'open')
    const counts = expectOk(await u.api({ method: 'GET', url: OrderApi.count.url }))
    assert.equal(counts.refundOrderCount, 1)
    const tab = expectOk(await u.api({ method: 'GET', url: OrderApi.list.url, query: { tab: 'refund' } }))
    assert.deepEqual(
      tab.rows.map((x: { id: number }) => x.id),
      [o.orderId],
    )
    // proofs: the buyer, the shop's merchant and staff may open them; another merchant not
    const md = expectOk(await merchant.api({ method: 'GET', url: url(RefundApi.merchantDetail.url, r.id) }))
    assert.deepEqual(md.actions, ['agree', 'reject'])
    const file = md.proofs[0].replace(/^\/api/, '')
    const otherMerchant = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: otherMerchant.id })
    // the file bytes are not on disk in this test: 404 after the permission check vs 404 before it are told apart by the hook directly
    const { merchantMayView } = await import('../src/modules/refund/refund.service.js')
    assert.equal(await merchantMayView(t.ctx(), merchant.id, proof), true)
    assert.equal(await merchantMayView(t.ctx(), otherMerchant.id, proof), false)
    assert.ok(file.endsWith(proof))
    // others: 404 (buyer's and merchant's view), 403 (not a merchant, not staff)
    expectFail(await otherMerchant.api({ method: 'GET', url: url(RefundApi.merchantDetail.url, r.id) }), 404, Codes.NOT_FOUND)
    expectFail(await otherMerchant.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) }), 404, Codes.NOT_FOUND)
    expectFail(await u.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) }), 403, Codes.FORBIDDEN)
    expectFail(await u.api({ method: 'GET', url: url(RefundApi.staffDetail.url, r.id) }), 403, Codes.FORBIDDEN)
    expectFail(await otherMerchant.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }), 404, Codes.NOT_FOUND)
    const far = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await far.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }), 404, Codes.NOT_FOUND)
    // illegal moves: 409
    expectFail(await u.api({ method: 'POST', url: url(RefundApi.ship.url, r.id), payload: { carrier: 'SF', trackingNo: 'SF123456' } }), 409, RefundCodes.STATE)
    expectFail(await merchant.api({ method: 'POST', url: url(RefundApi.receive.url, r.id) }), 409, RefundCodes.STATE)
    expectFail(await staff.api({ method: 'POST', url: url(RefundApi.force.url, r.id), payload: { reason: 'x' } }), 409, RefundCodes.STATE)

    assert.deepEqual(expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) })), { id: r.id, state: 'success' })
    // a repeat of the agree answers the same; a reject now is 409
    assert.deepEqual(expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) })), { id: r.id, state: 'success' })
    expectFail(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r.id), payload: { reason: 'no' } }), 409, RefundCodes.STATE)
    assert.equal(await balance(u), before + 3800)
    assert.deepEqual(await refundEntries({ userId: u.id }), [3800])
    assert.equal(await stock(o.skuId), s0 + 3)
    const it = await item(o.itemId)
    assert.equal(it.refunded_count, 3)
    assert.equal(it.refunded_amount, 3000)
    assert.equal(it.refund_state, 'success')
    const ord = await order(o.orderId)
    assert.equal(ord.state, 'closed')
    assert.equal(ord.refund_state, 'full')
    assert.equal(ord.refunded_amount, 3800)
    const pay = await t.db.selectFrom('payments').selectAll().where('id', '=', o.paymentId).executeTakeFirstOrThrow()
    assert.equal(pay.status, 'refunded')
    assert.equal(Number(pay.refunded_amount), 3800)
    const d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }))
    assert.deepEqual(
      d.history.map((h: { event: string }) => h.event),
      ['apply', 'agree', 'succeed'],
    )
    assert.deepEqual(d.actions, [])
    od = expectOk(await u.api({ method: 'GET', url: url(OrderApi.detail.url, o.orderId) }))
    assert.ok(!od.actions.includes('refund'))
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })

  it('partial then full: the rest of the order stays until every unit is refunded; the order then closes', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 2, price: 1001 })
    const r1 = expectOk(await apply(u, applyBody(o, { amount: 900 })))
    assert.equal(r1.amount, 900)
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r1.id) }))
    let ord = await order(o.orderId)
    assert.equal(ord.state, 'to_ship')
    assert.equal(ord.refund_state, 'part')
    assert.equal((await item(o.itemId)).refunded_count, 1)
    // what is left: one unit, and the paid amount left of the line (2002 - 900)
    const q = expectOk(await u.api({ method: 'POST', url: RefundApi.quote.url, payload: { orderId: o.orderId, lines: [{ itemId: o.itemId, count: 1 }] } }))
    assert.deepEqual(q, { goods: 1102, shipping: 0, max: 1102, whole: false })
    expectFail(await apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 2 }] })), 400, RefundCodes.LINES, 'lines')
    const r2 = expectOk(await apply(u, applyBody(o)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r2.id) }))
    ord = await order(o.orderId)
    assert.equal(ord.state, 'closed')
    assert.equal(ord.refund_state, 'full')
    const it = await item(o.itemId)
    assert.equal(it.refunded_count, 2)
    assert.equal(it.refunded_amount, 2002)
    // nothing left: applying is 409 (the order is closed)
    expectFail(await apply(u, applyBody(o)), 409, RefundCodes.NOT_REFUNDABLE)
  })

  it('reject -> re-apply (at most REFUND_APPLY_MAX per item) ; reject -> dispute -> staff force (money back) or close; withdraw', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 3 })
    const r1 = expectOk(await apply(u, applyBody(o)))
    expectFail(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r1.id), payload: { reason: '' } }), 400, Codes.BAD_REQUEST, 'reason')
    assert.deepEqual(expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r1.id), payload: { reason: 'used' } })), {
      id: r1.id,
      state: 'rejected',
    })
    let d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r1.id) }))
    assert.deepEqual(d.actions, ['reapply', 'dispute'])
    assert.equal(d.rejectReason, 'used')
    // withdraw a rejected one: 409
    expectFail(await u.api({ method: 'POST', url: url(RefundApi.withdraw.url, r1.id) }), 409, RefundCodes.STATE)
    const r2 = expectOk(await apply(u, applyBody(o)))
    // disputing the older request while a newer one is open: 409
    expectFail(await u.api({ method: 'POST', url: url(RefundApi.dispute.url, r1.id), payload: { reason: 'please' } }), 409, RefundCodes.OPEN)
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: url(RefundApi.withdraw.url, r2.id) })), { id: r2.id, state: 'closed' })
    assert.equal((await item(o.itemId)).refund_state, 'closed')
    const r3 = expectOk(await apply(u, applyBody(o)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r3.id), payload: { reason: 'no' } }))
    assert.equal(REFUND_APPLY_MAX, 3)
    expectFail(await apply(u, applyBody(o)), 409, RefundCodes.TOO_MANY)
    // dispute -> staff list -> force: money back
    const before = await balance(u)
    expectOk(await u.api({ method: 'POST', url: url(RefundApi.dispute.url, r3.id), payload: { reason: 'it is broken' } }))
    const list = expectOk(await staff.api({ method: 'GET', url: RefundApi.staffList.url }))
    assert.ok(list.rows.some((x: { id: number }) => x.id === r3.id))
    d = expectOk(await staff.api({ method: 'GET', url: url(RefundApi.staffDetail.url, r3.id) }))
    assert.deepEqual(d.actions, ['force', 'close'])
    expectFail(await merchant.api({ method: 'POST', url: url(RefundApi.force.url, r3.id), payload: { reason: 'x' } }), 403, Codes.FORBIDDEN)
    assert.deepEqual(expectOk(await staff.api({ method: 'POST', url: url(RefundApi.force.url, r3.id), payload: { reason: 'shop unfair' } })), {
      id: r3.id,
      state: 'success',
    })
    assert.equal(await balance(u), before + 1000)
    // the staff close: an unfinished one closes, a finished one is 409
    const o2 = await paidOrder(u, { count: 1 })
    const r4 = expectOk(await apply(u, applyBody(o2)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r4.id), payload: { reason: 'no' } }))
    expectOk(await u.api({ method: 'POST', url: url(RefundApi.dispute.url, r4.id), payload: { reason: 'why' } }))
    assert.deepEqual(expectOk(await staff.api({ method: 'POST', url: url(RefundApi.close.url, r4.id), payload: { reason: 'shop was right' } })), {
      id: r4.id,
      state: 'closed',
    })
    expectFail(await staff.api({ method: 'POST', url: url(RefundApi.close.url, r3.id), payload: { reason: 'x' } }), 409, RefundCodes.STATE)
    // merchant list: default open requests of the shop only
    const ml = expectOk(await merchant.api({ method: 'GET', url: RefundApi.merchantList.url, query: { state: 'all' } }))
    assert.ok(ml.rows.some((x: { id: number }) => x.id === r4.id))
    expectFail(await u.api({ method: 'GET', url: RefundApi.merchantList.url }), 403, Codes.FORBIDDEN)
    const mine = expectOk(await u.api({ method: 'GET', url: RefundApi.list.url }))
    assert.equal(mine.total, 4)
  })

  it('after settlement: no new request; a rejected one disputed and forced is taken back from the merchant account first', { timeout: 30_000 }, async () => {
    const { settleDueOrders } = await import('../src/flows/settle.js')
    const u = await shopper()
    const o = await paidOrder(u, { count: 2, price: 1500 })
    const r = expectOk(await apply(u, applyBody(o)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.reject.url, r.id), payload: { reason: 'no' } }))
    // received long ago: the window has closed, the settlement job settles what was paid to the shop
    await t.db
      .updateTable('orders')
      .set({ state: 'to_review', shipped_at: new Date(Date.now() - 30 * 86_400_000), received_at: new Date(Date.now() - 20 * 86_400_000) })
      .where('id', '=', o.orderId)
      .execute()
    await settleDueOrders(t.ctx())
    assert.notEqual((await order(o.orderId)).settled_at, null)
    const merchantAccount = () => ledgerService.systemBalances(t.ctx(), [`merchant:${shopId}`]).then((b) => b.find((x) => x.currency === 'CNY')?.balance ?? 0)
    const settled = await merchantAccount()
    expectFail(await apply(u, applyBody(o)), 409, RefundCodes.NOT_REFUNDABLE)
    const d = expectOk(await u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', String(o.orderId)) }))
    assert.equal(d.actions.includes('refund'), false)
    const before = await balance(u)
    expectOk(await u.api({ method: 'POST', url: url(RefundApi.dispute.url, r.id), payload: { reason: 'broken' } }))
    assert.deepEqual(expectOk(await staff.api({ method: 'POST', url: url(RefundApi.force.url, r.id), payload: { reason: 'fair' } })), {
      id: r.id,
      state: 'success',
    })
    assert.equal(await balance(u), before + 1500)
    const lines = await t.db.selectFrom('settlement_lines').selectAll().where('order_id', '=', o.orderId).orderBy('id').execute()
    assert.deepEqual(
      lines.map((l) => l.kind),
      ['settle', 'takeback'],
    )
    assert.equal(Number(lines[1].gross), 1500)
    assert.equal(await merchantAccount(), settled - Number(lines[1].net))
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })

  it('return: ship -> returning -> merchant receives -> stock and money back; timers: auto-agree and an unshipped return closing', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 2 })
    const s0 = await stock(o.skuId)
    expectOk(await merchant.api({ method: 'POST', url: url(OrderApi.ship.url, o.orderId), payload: { carrier: 'SF', trackingNo: 'SF1234567' } }))
    const pv = expectOk(await u.api({ method: 'GET', url: RefundApi.preview.url, query: { orderId: String(o.orderId) } }))
    assert.deepEqual(pv.types, ['refund', 'return'])
    assert.equal(pv.shipping, 0)
    const r = expectOk(await apply(u, applyBody(o, { type: 'return', lines: [{ itemId: o.itemId, count: 2 }] })))
    assert.equal(r.amount, 2000)
    // the merchant ignores it: agreed by the timer (the job handler, when due)
    // the message centre's pushes (job message:push, ADR 0105) are due at once: count the other jobs
    await t.db.deleteFrom('jobs').where('kind', '=', 'message:push').execute()
    assert.equal(await runDueJobs(t.db), 0)
    await runDueJobs(t.db, { now: new Date(Date.now() + 49 * 3600_000) })
    let d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }))
    assert.equal(d.state, 'to_return')
    assert.equal(d.returnAddress, 'No. 8 Return Road')
    assert.deepEqual(d.actions, ['withdraw', 'ship'])
    assert.equal(d.history[1].actor, 'system')
    expectFail(
      await u.api({ method: 'POST', url: url(RefundApi.ship.url, r.id), payload: { carrier: 'NOPE', trackingNo: 'SF1234567' } }),
      400,
      Codes.BAD_REQUEST,
      'carrier',
    )
    expectFail(
      await u.api({ method: 'POST', url: url(RefundApi.ship.url, r.id), payload: { carrier: 'SF', trackingNo: 'x' } }),
      400,
      Codes.BAD_REQUEST,
      'trackingNo',
    )
    expectOk(await u.api({ method: 'POST', url: url(RefundApi.ship.url, r.id), payload: { carrier: 'SF', trackingNo: 'SF7654321' } }))
    // the return-close timer was dropped with the state it belonged to
    await runDueJobs(t.db, { now: new Date(Date.now() + 8 * 86_400_000) })
    d = expectOk(await merchant.api({ method: 'GET', url: url(RefundApi.merchantDetail.url, r.id) }))
    assert.equal(d.state, 'returning')
    assert.deepEqual(d.actions, ['receive'])
    assert.equal(await stock(o.skuId), s0)
    const before = await balance(u)
    assert.deepEqual(expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.receive.url, r.id) })), { id: r.id, state: 'success' })
    assert.equal(await stock(o.skuId), s0 + 2)
    assert.equal(await balance(u), before + 2000)
    assert.equal((await order(o.orderId)).state, 'closed')

    // an agreed return never shipped closes after returnShipDays
    const o2 = await paidOrder(u, { count: 1 })
    expectOk(await merchant.api({ method: 'POST', url: url(OrderApi.ship.url, o2.orderId), payload: { carrier: 'SF', trackingNo: 'SF1234568' } }))
    const r2 = expectOk(await apply(u, applyBody(o2, { type: 'return' })))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r2.id) }))
    await runDueJobs(t.db, { now: new Date(Date.now() + 6 * 86_400_000) })
    assert.equal(expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r2.id) })).state, 'to_return')
    await runDueJobs(t.db, { now: new Date(Date.now() + 8 * 86_400_000) })
    d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r2.id) }))
    assert.equal(d.state, 'closed')
    assert.equal(d.history.at(-1).event, 'timeout')
    assert.equal((await item(o2.itemId)).refund_state, 'closed')
    assert.equal((await order(o2.orderId)).refund_state, null)
    // refund only after shipping: no stock back
    const s2 = await stock(o2.skuId)
    const r3 = expectOk(await apply(u, applyBody(o2)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r3.id) }))
    assert.equal(await stock(o2.skuId), s2)
  })

  it('online: the gateway notifies the refund later, signed; delivered twice it refunds once', async () => {
    const u = await shopper(0)
    const o = await paidOrder(u, { count: 2, channel: 'SAND' })
    const r = expectOk(await apply(u, applyBody(o)))
    assert.deepEqual(expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) })), { id: r.id, state: 'refunding' })
    let d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }))
    assert.equal(d.state, 'refunding')
    assert.equal((await item(o.itemId)).refunded_count, 1, 'counted when the money left')
    // not yet: the gateway answers a little later
    // the message centre's pushes (job message:push, ADR 0105) are due at once: count the other jobs
    await t.db.deleteFrom('jobs').where('kind', '=', 'message:push').execute()
    assert.equal(await runDueJobs(t.db), 0)
    const job = await t.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('kind', '=', 'payment:notify')
      .where('key', 'like', 'refund:%')
      .executeTakeFirstOrThrow()
    const body = (job.payload as { body: Record<string, unknown> }).body
    // a forged notification changes nothing
    const forged = await t.api({
      method: 'POST',
      url: notifyPath('default', 'SAND'),
      headers: signedHeaders('wrong-secret', body),
      payload: body,
    })
    assert.equal(forged.status, 400)
    assert.equal(expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) })).state, 'refunding')
    // the gateway's delivery, then the push of the "money returned" notice it wrote (ADR 0105)
    assert.equal(await runDueJobs(t.db, { now: new Date(Date.now() + 5000) }), 2)
    d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }))
    assert.equal(d.state, 'success')
    // the same notification again (a gateway retry): acknowledged, nothing moves twice
    const again = await t.api({
      method: 'POST',
      url: notifyPath('default', 'SAND'),
      headers: signedHeaders((await channelSecret(t.ctx(), 'SAND'))!, body),
      payload: body,
    })
    assert.equal(again.status, 200)
    assert.equal(again.body, 'success')
    assert.deepEqual(await refundEntries({ system: 'gateway:SAND' }), [1000])
    const kinds = (await t.db.selectFrom('payment_events').select('kind').where('payment_id', '=', o.paymentId).execute()).map((e) => e.kind)
    assert.ok(kinds.includes('refund_notified'))
    assert.ok(kinds.includes('refund_notify_duplicate'))
    const pay = await t.db.selectFrom('payments').selectAll().where('id', '=', o.paymentId).executeTakeFirstOrThrow()
    assert.equal(Number(pay.refunded_amount), 1000)
    assert.equal(pay.status, 'paid')
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })

  it('OFFLINE: agreed -> refunding until staff record the payback (ledger to the bank); CASH: the merchant records it', async () => {
    const u = await shopper(0)
    const o = await paidOrder(u, { count: 1, channel: 'OFFLINE' })
    const r = expectOk(await apply(u, applyBody(o)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, r.id) }))
    let d = expectOk(await staff.api({ method: 'GET', url: url(RefundApi.staffDetail.url, r.id) }))
    assert.deepEqual(d.actions, ['paidBack'])
    // the merchant records CASH only
    expectFail(await merchant.api({ method: 'POST', url: url(RefundApi.paidBack.url, r.id), payload: { note: 'sent' } }), 409, RefundCodes.STATE)
    expectFail(await staff.api({ method: 'POST', url: url(RefundApi.staffPaidBack.url, r.id), payload: { note: '' } }), 400, Codes.BAD_REQUEST, 'note')
    assert.deepEqual(expectOk(await staff.api({ method: 'POST', url: url(RefundApi.staffPaidBack.url, r.id), payload: { note: 'bank transfer 123' } })), {
      id: r.id,
      state: 'success',
    })
    expectFail(await staff.api({ method: 'POST', url: url(RefundApi.staffPaidBack.url, r.id), payload: { note: 'again' } }), 409, RefundCodes.STATE)
    assert.deepEqual(await refundEntries({ system: 'bank' }), [1800], 'the whole order before shipping: its shipping fee too')
    d = expectOk(await u.api({ method: 'GET', url: url(RefundApi.detail.url, r.id) }))
    assert.equal(d.history.at(-1).actor, 'staff')

    const c = await paidOrder(u, { count: 1, channel: 'CASH' })
    const rc = expectOk(await apply(u, applyBody(c)))
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.agree.url, rc.id) }))
    d = expectOk(await merchant.api({ method: 'GET', url: url(RefundApi.merchantDetail.url, rc.id) }))
    assert.deepEqual(d.actions, ['paidBack'])
    expectOk(await merchant.api({ method: 'POST', url: url(RefundApi.paidBack.url, rc.id), payload: { note: 'cash at the counter' } }))
    assert.deepEqual(await refundEntries({ system: 'cash' }), [1800])
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })

  it('concurrency: 10 parallel applications and 10 parallel agreements never refund more than was paid for the item', async () => {
    const u = await shopper()
    const o = await paidOrder(u, { count: 2, price: 1500 })
    const before = await balance(u)
    const applied = await Promise.all(Array.from({ length: 10 }, () => apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 2 }] }))))
    const ok = applied.filter((r) => r.status === 200)
    assert.equal(ok.length, 1)
    for (const r of applied.filter((x) => x.status !== 200)) expectFail(r, 409, RefundCodes.OPEN)
    const id = ok[0].body.data.id
    const agreed = await Promise.all(Array.from({ length: 10 }, () => merchant.api({ method: 'POST', url: url(RefundApi.agree.url, id) })))
    assert.ok(agreed.some((r) => r.status === 200))
    for (const r of agreed) assert.ok(r.status === 200 || r.body.code === RefundCodes.STATE, JSON.stringify(r.body))
    // then 10 more applications for what is left (nothing) and 10 agreements of a crafted second request are refused by the counts
    const again = await Promise.all(Array.from({ length: 10 }, () => apply(u, applyBody(o, { lines: [{ itemId: o.itemId, count: 1 }] }))))
    assert.ok(again.every((r) => r.status === 409))
    const it = await item(o.itemId)
    assert.equal(it.refunded_count, 2)
    assert.equal(it.refunded_amount, 3000)
    assert.equal(await balance(u), before + 3000 + 800)
    assert.deepEqual(await refundEntries({ userId: u.id }), [3800])
    const n = await t.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', o.orderId)
      .executeTakeFirstOrThrow()
    assert.equal(Number(n.n), 1)
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })
})
