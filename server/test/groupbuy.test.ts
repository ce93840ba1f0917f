// Group buys (issue 27): offers on the workbench, groups opened and joined under the checkout (offer kind 'group'),
// paid members counted once on the group (never above the size), success once (orders released from the hold to
// to_ship), failure once when time runs out (every paid member refunded once, balance and gateway), late payments
// refunded in arrival order, and the expiry job racing the last payment.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { Codes } from '../../types/constants.js'
import { AddrApi } from '../../types/addr.js'
import { GroupbuyApi, GroupbuyCodes } from '../../types/groupbuy.js'
import { OrderApi, OrderCodes } from '../../types/order.js'
import { RefundApi } from '../../types/refund.js'
import { RefundCodes } from '../../types/refund-codes.js'
import { PaymentApi } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { groupOffer } from '../src/flows/group-buy.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedIfEmpty } from '../src/seed/index.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

describe('groupbuy: groups that succeed once, fail once, never pass their size, refund exactly once', () => {
  let t: TestApp
  let merchant: AsUser
  let shop: { id: number }
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
    merchant = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    shop = await makeShop(t, { ownerId: merchant.id })
  })
  after(() => t.close())

  const credit = (userId: number, amount: number) =>
    ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -amount },
        { account: { userId, currency: 'CNY' }, amount },
      ],
    })
  const balance = (userId: number) => ledgerService.balanceOf(t.ctx(), userId, 'CNY')
  async function shopper(money = 10_000_00) {
    const u = await asUser(t, { lang: 'en' })
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    if (money) await credit(u.id, money)
    return u
  }
  /** A product of the merchant's shop and an offer on its SKU (group price 80 of 100). */
  async function offer(size: number, hours = 24) {
    const p = await makeProduct(t, { shopId: shop.id, price: 100_00, stock: 100 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const o = expectOk(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: { skuId: sku.id, groupPrice: 80_00, size, hours } }))
    return { id: o.id as number, skuId: Number(sku.id) }
  }
  const open = async (u: AsUser, offerId: number) => expectOk(await u.api({ method: 'POST', url: GroupbuyApi.open.url, payload: { offerId } }))
  /** Buy one piece under a group through the checkout's buy-now with the offer `{ kind: 'group', id: groupId }` (ADR 0149). */
  async function join(u: AsUser, groupId: number, skuId: number) {
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId, count: 1, offer: { kind: 'group', id: groupId } } }))
    return { payNo: r.payNo as string, orderId: r.orderIds[0] as number, amount: r.amount as number }
  }
  const payBalance = (u: AsUser, payNo: string) => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo, payPassword: PWD } })
  async function payGateway(u: AsUser, payNo: string, channel = 'WX') {
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo, channel } }))
    await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    return p.id as number
  }
  const orderState = async (id: number) => (await t.db.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state
  const group = async (id: number) => t.db.selectFrom('group_buy_groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const refundsOf = async (orderId: number) => t.db.selectFrom('payment_refunds').selectAll().where('ref', '=', `groupbuy:${orderId}`).execute()
  const expireNow = (groupId: number) => sql`update group_buy_groups set expires_at = now() - interval '1 second' where id = ${groupId}`.execute(t.db)
  const runLater = () => runDueJobs(t.db, { now: new Date(Date.now() + 7 * 86_400_000) })
  const history = async (orderId: number, event: string) =>
    (await t.db.selectFrom('order_history').select('id').where('order_id', '=', orderId).where('event', '=', event).execute()).length

  it('the workbench creates an offer on its own SKU only, below the SKU price, once per SKU', async () => {
    const p = await makeProduct(t, { shopId: shop.id, price: 50_00, stock: 10 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const body = { skuId: sku.id, groupPrice: 40_00, size: 3, hours: 24 }
    const other = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: other.id })
    expectFail(await other.api({ method: 'POST', url: GroupbuyApi.create.url, payload: body }), 403, GroupbuyCodes.NOT_MERCHANT, 'skuId')
    expectFail(
      await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: { ...body, groupPrice: 50_00 } }),
      400,
      GroupbuyCodes.PRICE,
      'groupPrice',
    )
    expectFail(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: { ...body, size: 1 } }), 400, Codes.BAD_REQUEST, 'size')
    expectFail(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: { ...body, hours: 0 } }), 400, Codes.BAD_REQUEST, 'hours')
    const o = expectOk(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: body }))
    assert.deepEqual(
      { price: o.price, groupPrice: o.groupPrice, size: o.size, hours: o.hours, active: o.active },
      { price: 50_00, groupPrice: 40_00, size: 3, hours: 24, active: true },
    )
    expectFail(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: body }), 409, GroupbuyCodes.TAKEN, 'skuId')
    const list = expectOk(await merchant.api({ method: 'GET', url: GroupbuyApi.merchantOffers.url }))
    assert.ok(list.rows.some((r: { id: number }) => r.id === o.id))
    const pub = expectOk(await t.api({ method: 'GET', url: `${GroupbuyApi.offers.url}?productId=${p.id}` }))
    assert.deepEqual(
      pub.rows.map((r: { id: number }) => r.id),
      [o.id],
    )
  })

  it('full -> success once: the orders wait held, then go to_ship together; a joiner waits for a paid leader', async () => {
    const o = await offer(2)
    const [a, b] = await Promise.all([shopper(), shopper()])
    const g = await open(a, o.id)
    assert.equal((await open(a, o.id)).id, g.id, 'opening twice before paying answers the same group')
    // nobody may join before the leader paid: the checkout refuses (nothing placed)
    const submit = (u: AsUser, payload: Record<string, unknown>) => u.api({ method: 'POST', url: OrderApi.submit.url, payload })
    expectFail(await submit(b, { skuId: o.skuId, count: 1, offer: { kind: 'group', id: g.id } }), 409, GroupbuyCodes.CLOSED, 'groupId')
    // the preview prices the line at the group price; another SKU or two pieces are refused
    const pv = expectOk(await a.api({ method: 'POST', url: OrderApi.preview.url, payload: { skuId: o.skuId, count: 1, offer: { kind: 'group', id: g.id } } }))
    assert.equal(pv.goodsAmount, 80_00)
    expectFail(await submit(a, { skuId: o.skuId, count: 2, offer: { kind: 'group', id: g.id } }), 400, GroupbuyCodes.LINE, 'skuId')
    // a line that is not the offer's
    await assert.rejects(
      groupOffer.quote({ ...t.ctx(), userId: a.id, sessionId: 0 }, { offerId: g.id, skuId: o.skuId, productId: 0, shopId: shop.id, count: 2, skuPrice: 0 }),
      (e: { code?: number }) => e.code === GroupbuyCodes.LINE,
    )
    assert.deepEqual(
      await groupOffer.quote(
        { ...t.ctx(), userId: a.id, sessionId: 0 },
        { offerId: g.id, skuId: o.skuId, productId: 0, shopId: shop.id, count: 1, skuPrice: 0 },
      ),
      { unitPrice: 80_00 },
    )
    const ja = await join(a, g.id, o.skuId)
    expectOk(await payBalance(a, ja.payNo))
    assert.equal(await orderState(ja.orderId), 'held')
    assert.equal((await group(g.id)).state, 'forming')
    // held: the merchant cannot ship it, the shopper cannot ask for a refund while the group decides
    expectFail(
      await merchant.api({ method: 'POST', url: OrderApi.ship.url.replace(':id', String(ja.orderId)), payload: { carrier: 'SF', trackingNo: 'SF123456789' } }),
      409,
      OrderCodes.STATE,
    )
    expectFail(await a.api({ method: 'GET', url: `${RefundApi.preview.url}?orderId=${ja.orderId}` }), 409, RefundCodes.NOT_REFUNDABLE)
    const seen = expectOk(await b.api({ method: 'GET', url: GroupbuyApi.group.url.replace(':id', String(g.id)) }))
    assert.deepEqual({ joinable: seen.joinable, paid: seen.paidCount, left: seen.left, mine: seen.mine }, { joinable: true, paid: 1, left: 1, mine: null })
    const jb = await join(b, g.id, o.skuId)
    await payGateway(b, jb.payNo)
    await runDueJobs(t.db)
    const done = await group(g.id)
    assert.deepEqual({ state: done.state, paid: done.paid_count }, { state: 'success', paid: 2 })
    assert.deepEqual([await orderState(ja.orderId), await orderState(jb.orderId)], ['to_ship', 'to_ship'])
    assert.deepEqual([await history(ja.orderId, 'release'), await history(jb.orderId, 'release')], [1, 1])
    // the cashier's success page finds the group of a checkout (only the buyer's own)
    assert.deepEqual(expectOk(await a.api({ method: 'GET', url: `${GroupbuyApi.byPayNo.url}?payNo=${ja.payNo}` })), { groupId: g.id })
    assert.deepEqual(expectOk(await b.api({ method: 'GET', url: `${GroupbuyApi.byPayNo.url}?payNo=${ja.payNo}` })), { groupId: null })
    const mine = expectOk(await a.api({ method: 'GET', url: GroupbuyApi.mine.url }))
    assert.equal(mine.rows[0].state, 'success')
    assert.equal(mine.rows[0].mine.state, 'paid')
    await assertLedgerSound(t.db)
  })

  it('time runs out -> failed once; every paid member refunded exactly once (balance at once, gateway on its notice)', async () => {
    const o = await offer(3)
    const [a, b, c] = await Promise.all([shopper(), shopper(), shopper()])
    const g = await open(a, o.id)
    const ja = await join(a, g.id, o.skuId)
    expectOk(await payBalance(a, ja.payNo))
    const jb = await join(b, g.id, o.skuId)
    const payB = await payGateway(b, jb.payNo, 'WX')
    await runDueJobs(t.db)
    const jc = await join(c, g.id, o.skuId) // joined, never paid
    assert.equal((await group(g.id)).paid_count, 2)
    const balA = await balance(a.id)
    await expireNow(g.id)
    // the expiry job, run by two workers at once and then again: one decision
    await Promise.all([runLater(), runLater()])
    await runLater()
    const gone = await group(g.id)
    assert.equal(gone.state, 'failed')
    assert.equal(await balance(a.id), balA + ja.amount, 'the balance payer has the money back once')
    for (const j of [ja, jb]) {
      assert.equal((await refundsOf(j.orderId)).length, 1)
      assert.equal(await orderState(j.orderId), 'closed')
    }
    const rb = (await refundsOf(jb.orderId))[0]
    assert.equal(rb.status, 'succeeded', 'the gateway refund is confirmed by its notification')
    const pb = await t.db.selectFrom('payments').select(['status', 'refunded_amount']).where('id', '=', payB).executeTakeFirstOrThrow()
    assert.deepEqual(pb, { status: 'refunded', refunded_amount: jb.amount })
    assert.equal(await orderState(jc.orderId), 'cancelled', 'the unpaid member is cancelled by its own timeout')
    const left = await t.db.selectFrom('group_buy_members').select('state').where('order_id', '=', jc.orderId).executeTakeFirstOrThrow()
    assert.equal(left.state, 'cancelled', "the cancel flow gave the unpaid member's line back to the offer")
    // the job again: nothing more
    await t.db.transaction().execute(async (tx) => {
      const { groupbuyService } = await import('../src/modules/groupbuy/index.js')
      assert.equal(await groupbuyService.failExpired(t.ctx({ db: tx }), g.id), undefined)
    })
    assert.equal(await balance(a.id), balA + ja.amount)
    await assertLedgerSound(t.db)
  })

  it("the workbench's sales are the offer's goods: the orders' shipping fees are not in them, a refunded member is taken off", async () => {
    const s = await makeShop(t, { ownerId: merchant.id })
    await t.db.insertInto('shop_delivery_rules').values({ shop_id: s.id, tenant_id: t.tenantId, fee: 8_00, free_over: null, regions: '[]' }).execute()
    const p = await makeProduct(t, { shopId: s.id, price: 100_00, stock: 100 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const o = expectOk(await merchant.api({ method: 'POST', url: GroupbuyApi.create.url, payload: { skuId: sku.id, groupPrice: 80_00, size: 2, hours: 24 } }))
    const skuId = Number(sku.id)
    const [a, b, c] = await Promise.all([shopper(), shopper(), shopper()])
    // a group that succeeds: two members, each order the group price and the shipping fee
    const g = await open(a, o.id)
    const ja = await join(a, g.id, skuId)
    expectOk(await payBalance(a, ja.payNo))
    const jb = await join(b, g.id, skuId)
    expectOk(await payBalance(b, jb.payNo))
    await runDueJobs(t.db)
    assert.equal((await group(g.id)).state, 'success')
    assert.deepEqual([ja.amount, jb.amount], [88_00, 88_00], 'each order carries the shipping fee')
    // a group that fails: its paid leader is refunded
    const g2 = await open(c, o.id)
    const jc = await join(c, g2.id, skuId)
    expectOk(await payBalance(c, jc.payNo))
    const sales = async () =>
      expectOk(await merchant.api({ method: 'GET', url: GroupbuyApi.merchantOffers.url })).rows.find((r: { id: number }) => r.id === o.id) as {
        sales: number
        paidMembers: number
      }
    const before = await sales()
    assert.deepEqual({ sales: before.sales, paidMembers: before.paidMembers }, { sales: 240_00, paidMembers: 3 }, 'three group-bought lines, no shipping')
    await expireNow(g2.id)
    await runLater()
    assert.equal((await group(g2.id)).state, 'failed')
    assert.equal((await refundsOf(jc.orderId)).length, 1)
    const after = await sales()
    assert.deepEqual({ sales: after.sales, paidMembers: after.paidMembers }, { sales: 160_00, paidMembers: 2 }, 'the refunded member is taken off')
    // the stop answers the same figure
    const stopped = expectOk(await merchant.api({ method: 'POST', url: GroupbuyApi.stop.url.replace(':id', String(o.id)) }))
    assert.equal(stopped.sales, 160_00)
  })

  it("an offer older than the workbench's newest hundred is still found: stopped by its id", async () => {
    const old = await offer(3)
    // 120 newer offers of the shop (stopped ones: one active offer per SKU)
    await sql`insert into group_buy_offers (tenant_id, shop_id, product_id, sku_id, group_price, size, hours, active)
      select tenant_id, shop_id, product_id, sku_id, group_price, size, hours, false from group_buy_offers, generate_series(1, 120)
      where id = ${old.id}`.execute(t.db)
    const stopped = expectOk(await merchant.api({ method: 'POST', url: GroupbuyApi.stop.url.replace(':id', String(old.id)) }))
    assert.deepEqual([stopped.id, stopped.active], [old.id, false])
  })

  it('payments after the group is full are refunded, in arrival order; the members never pass the size', async () => {
    const o = await offer(2)
    const users = await Promise.all(Array.from({ length: 4 }, () => shopper()))
    const [a, ...rest] = users
    const g = await open(a, o.id)
    const ja = await join(a, g.id, o.skuId)
    expectOk(await payBalance(a, ja.payNo))
    const joined = []
    for (const u of rest) joined.push({ u, j: await join(u, g.id, o.skuId) })
    // one at a time: the first fills the group, the next two are late (arrivals 3 and 4)
    for (const { u, j } of joined) expectOk(await payBalance(u, j.payNo))
    await runDueJobs(t.db)
    const done = await group(g.id)
    assert.deepEqual({ state: done.state, paid: done.paid_count, arrivals: done.arrivals }, { state: 'success', paid: 2, arrivals: 4 })
    const members = await t.db.selectFrom('group_buy_members').selectAll().where('group_id', '=', g.id).orderBy('arrival').execute()
    assert.deepEqual(
      members.map((m) => [m.state, m.arrival]),
      [
        ['paid', 1],
        ['paid', 2],
        ['late', 3],
        ['late', 4],
      ],
    )
    const late = joined.slice(1)
    const refunds = await Promise.all(late.map(async ({ j }) => (await refundsOf(j.orderId))[0]))
    assert.ok(refunds.every((r) => r?.status === 'succeeded'))
    assert.ok(refunds[0].id < refunds[1].id, 'refunded in arrival order')
    for (const { u, j } of late) {
      assert.equal(await orderState(j.orderId), 'closed')
      assert.equal(await balance(u.id), 10_000_00)
    }
    assert.equal(await orderState(joined[0].j.orderId), 'to_ship')
    await assertLedgerSound(t.db)
  })

  it('parallel payments of 8 joiners into a group of 3 (leader paid): 2 counted, 6 refunded, success once', async () => {
    const o = await offer(3)
    const a = await shopper()
    const g = await open(a, o.id)
    const ja = await join(a, g.id, o.skuId)
    expectOk(await payBalance(a, ja.payNo))
    const us = await Promise.all(Array.from({ length: 8 }, () => shopper()))
    const js = []
    for (const u of us) js.push({ u, j: await join(u, g.id, o.skuId) })
    const rs = await Promise.all(js.map(({ u, j }) => payBalance(u, j.payNo)))
    rs.forEach((r) => expectOk(r))
    await runDueJobs(t.db)
    const done = await group(g.id)
    assert.deepEqual({ state: done.state, paid: done.paid_count }, { state: 'success', paid: 3 })
    const members = await t.db.selectFrom('group_buy_members').select(['state', 'refunded_at', 'order_id']).where('group_id', '=', g.id).execute()
    assert.equal(members.filter((m) => m.state === 'paid').length, 3)
    assert.equal(members.filter((m) => m.state === 'late' && m.refunded_at).length, 6)
    const states = await Promise.all(members.map(async (m) => [m.state, await orderState(Number(m.order_id))]))
    for (const [ms, os] of states) assert.equal(os, ms === 'paid' ? 'to_ship' : 'closed')
    for (const m of members.filter((x) => x.state === 'late')) assert.equal((await refundsOf(Number(m.order_id))).length, 1)
    await assertLedgerSound(t.db)
  })

  it('the expiry job racing the last payment decides once: success (nobody refunded) or failed (everyone refunded once)', async () => {
    const outcomes: string[] = []
    for (let round = 0; round < 8; round++) {
      const o = await offer(2)
      const [a, b] = await Promise.all([shopper(), shopper()])
      const g = await open(a, o.id)
      const ja = await join(a, g.id, o.skuId)
      expectOk(await payBalance(a, ja.payNo))
      const jb = await join(b, g.id, o.skuId)
      // the time runs out within a few milliseconds of the last payment
      const end = `${round * 30} milliseconds`
      await sql`update group_buy_groups set expires_at = now() + ${end}::interval where id = ${g.id}`.execute(t.db)
      await sql`update jobs set run_at = now() + ${end}::interval where key = ${`expire:${g.id}`} and status = 'pending'`.execute(t.db)
      // only the expiry job is due (the unpaid order's own timeout is minutes away); a worker polls it while B pays
      const soon = () => runDueJobs(t.db, { now: new Date(Date.now() + 1000) })
      const poll = async () => {
        for (let i = 0; i < 10; i++) {
          await soon()
          await new Promise((r) => setTimeout(r, 15))
        }
      }
      await Promise.all([payBalance(b, jb.payNo), poll()])
      await new Promise((r) => setTimeout(r, 300))
      await soon()
      await soon()
      const done = await group(g.id)
      outcomes.push(done.state)
      const ra = (await refundsOf(ja.orderId)).length
      const rb = (await refundsOf(jb.orderId)).length
      if (done.state === 'success') {
        assert.deepEqual([ra, rb, await orderState(ja.orderId), await orderState(jb.orderId)], [0, 0, 'to_ship', 'to_ship'])
      } else {
        assert.equal(done.state, 'failed')
        assert.equal(ra, 1)
        // B's payment was either counted before the failure (refunded with the group) or late (refunded as late): once
        const paidB = await t.db.selectFrom('payments').select('status').where('target_id', '=', jb.payNo).execute()
        assert.equal(rb, paidB.some((p) => p.status === 'paid' || p.status === 'refunded') ? 1 : 0)
        assert.equal(await orderState(ja.orderId), 'closed')
      }
      assert.equal(await balance(a.id), done.state === 'success' ? 10_000_00 - ja.amount : 10_000_00)
      assert.equal(await balance(b.id), done.state === 'success' ? 10_000_00 - jb.amount : 10_000_00)
    }
    t.app.log.info({ outcomes }, 'race outcomes')
    console.log('race outcomes', outcomes.join(','))
    await assertLedgerSound(t.db)
  })
})

describe('groupbuy: the demo data', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedIfEmpty(db, config) })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('two offers on the demo merchant products; one forming group the demo shopper leads and paid (order held)', async () => {
    const offers = expectOk(await t.api({ method: 'GET', url: GroupbuyApi.offers.url }))
    assert.equal(offers.total, 2)
    for (const o of offers.rows) assert.ok(o.groupPrice < o.price && o.title)
    const groups = await t.db.selectFrom('group_buy_groups').selectAll().execute()
    assert.deepEqual(
      groups.map((g) => [g.state, g.paid_count]),
      [['forming', 1]],
    )
    const [m] = await t.db.selectFrom('group_buy_members').selectAll().execute()
    assert.equal(m.state, 'paid')
    const o = await t.db.selectFrom('orders').select(['state', 'hold']).where('id', '=', m.order_id).executeTakeFirstOrThrow()
    assert.deepEqual(o, { state: 'held', hold: 'group' })
    const detail = expectOk(await t.api({ method: 'GET', url: GroupbuyApi.offer.url.replace(':id', String(groups[0].offer_id)) }))
    assert.deepEqual(
      detail.groups.map((g: { id: number; left: number }) => [g.id, g.left]),
      [[Number(groups[0].id), 2]],
    )
    await assertLedgerSound(t.db)
  })
})
