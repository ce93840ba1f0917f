import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { AddrApi } from '../../types/addr.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { SettlementApi, SettlementCodes } from '../../types/settlement.js'
import { runDueJobs } from '../src/core/jobs.js'
import { settleDueOrders, takeBackSettled } from '../src/flows/settle.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'
const DAY = 86_400_000

describe('settlement: money that reaches the merchant', () => {
  let t: TestApp
  let shopper: AsUser
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'settlement', { windowDays: 7, rates: { retail: 800, service: 1000 } })
    shopper = await asUser(t)
    expectOk(await shopper.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await shopper.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -10_000_000 },
        { account: { userId: shopper.id, currency: 'CNY' }, amount: 10_000_000 },
      ],
    })
  })
  after(() => t.close())

  async function merchantShop(kind = 'retail') {
    const owner = await asUser(t, { roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: owner.id, kind })
    return { owner, shopId: shop.id }
  }
  /** a paid order of the shop (real checkout and balance payment), received `daysAgo` days ago */
  async function receivedOrder(shopId: number, price: number, daysAgo = 10) {
    const p = await makeProduct(t, { shopId, price, stock: 50 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const sub = expectOk(await shopper.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    const paid = expectOk(await shopper.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: sub.payNo, payPassword: PWD } }))
    const o = await t.db
      .selectFrom('orders')
      .select(['id', 'pay_amount'])
      .where('main_id', 'in', t.db.selectFrom('main_orders').select('id').where('pay_no', '=', sub.payNo))
      .executeTakeFirstOrThrow()
    // shipped and received (the order tests prove those steps): only the dates matter here
    await t.db
      .updateTable('orders')
      .set({ state: 'to_review', shipped_at: new Date(Date.now() - (daysAgo + 1) * DAY), received_at: new Date(Date.now() - daysAgo * DAY) })
      .where('id', '=', o.id)
      .execute()
    return { id: o.id, amount: o.pay_amount, paymentId: paid.id as number, payNo: sub.payNo as string }
  }
  /** what `order_clearing` holds for an order: its payment, refunds, settlement and take-backs */
  async function clearingOf(o: { id: number; paymentId: number }) {
    const r = await sql<{ sum: number | null }>`
      select sum(e.amount)::bigint as sum from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id
      join wallet_accounts a on a.id = e.account_id
      where a.code = 'order_clearing' and a.user_id is null
        and (x.ref = ${`payment:${o.paymentId}`} or x.ref = ${`settle:${o.id}`} or x.ref like ${`takeback:o${o.id}:%`} or x.ref like ${`refund:o${o.id}:%`})`.execute(
      t.db,
    )
    return Number(r.rows[0]?.sum ?? 0)
  }
  const balance = async (code: string) => (await ledgerService.systemBalances(t.ctx(), [code])).find((b) => b.currency === 'CNY')?.balance ?? 0
  const linesOf = (orderId: number) => t.db.selectFrom('settlement_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  const settledAt = async (id: number) => (await t.db.selectFrom('orders').select('settled_at').where('id', '=', id).executeTakeFirstOrThrow()).settled_at

  it('an order past the window settles once (two parallel runs, then the job twice): commission per rate, clearing empty', async () => {
    const { shopId } = await merchantShop('retail')
    const o = await receivedOrder(shopId, 12_345)
    const young = await receivedOrder(shopId, 1000, 2)
    assert.equal(await clearingOf(o), o.amount, 'the payment sits in order_clearing')
    const m0 = await balance(`merchant:${shopId}`)
    const c0 = await balance('commission')
    // two nodes at once, each in its own transaction
    const runs = await Promise.all([0, 1].map(() => t.db.transaction().execute((tx) => settleDueOrders(t.ctx({ db: tx })))))
    assert.equal(
      runs.reduce((n, r) => n + r.settled, 0),
      (
        await t.db
          .selectFrom('settlement_lines')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      'what the runs report is what they wrote',
    )
    // and the job, twice
    const { settlementService } = await import('../src/modules/settlement/index.js')
    await settlementService.scheduleRun(t.db, t.tenantId, new Date(Date.now() - 1000))
    await runDueJobs(t.db)
    await settlementService.scheduleRun(t.db, t.tenantId, new Date(Date.now() - 500))
    await runDueJobs(t.db)
    const lines = await linesOf(o.id)
    assert.equal(lines.length, 1, 'one line')
    const commission = Math.floor((o.amount * 800) / 10_000)
    assert.deepEqual(
      { kind: lines[0].kind, gross: Number(lines[0].gross), commission: Number(lines[0].commission), net: Number(lines[0].net), rate: lines[0].rate_bp },
      { kind: 'settle', gross: o.amount, commission, net: o.amount - commission, rate: 800 },
    )
    assert.ok(lines[0].transaction_id)
    assert.equal(await balance(`merchant:${shopId}`), m0 + o.amount - commission)
    assert.equal(await balance('commission'), c0 + commission)
    assert.equal(await clearingOf(o), 0, 'order_clearing holds nothing for the order')
    assert.ok(await settledAt(o.id))
    assert.equal((await linesOf(young.id)).length, 0, 'received 2 days ago: still in its window')
    assert.equal(await settledAt(young.id), null)
    // the job queued its next run
    const next = await t.db.selectFrom('jobs').select('run_at').where('kind', '=', 'settlement:run').where('status', '=', 'pending').execute()
    assert.equal(next.length, 1)
    assert.ok(new Date(next[0].run_at).getTime() > Date.now())
    await assertLedgerSound(t.db)
  })

  it('a service shop pays its own rate; a kind without one pays the default', async () => {
    const svc = await merchantShop('service')
    const ware = await merchantShop('warehouse')
    const a = await receivedOrder(svc.shopId, 9_999)
    const b = await receivedOrder(ware.shopId, 10_000)
    await settleDueOrders(t.ctx())
    assert.equal(Number((await linesOf(a.id))[0].commission), Math.floor((9_999 * 1000) / 10_000))
    assert.equal(Number((await linesOf(b.id))[0].commission), 500, 'DEFAULT_COMMISSION_BP 5 %')
  })

  it('an order with an open refund waits; partly refunded, it settles what is left; fully refunded, it is only stamped', async () => {
    const { shopId } = await merchantShop()
    const o = await receivedOrder(shopId, 5_000)
    const full = await receivedOrder(shopId, 3_000)
    await t.db.updateTable('orders').set({ refund_state: 'open' }).where('id', 'in', [o.id, full.id]).execute()
    await settleDueOrders(t.ctx())
    assert.equal(await settledAt(o.id), null, 'skipped while the refund is open')
    // the refunds (the refund engineer's flow moves this money; here the ledger's side of it by hand)
    const refund = async (x: { id: number }, amount: number, state: string) => {
      await ledgerService.postTransaction(t.ctx(), {
        kind: 'refund',
        ref: `refund:o${x.id}:1`,
        entries: [
          { account: { system: 'order_clearing', currency: 'CNY' }, amount: -amount },
          { account: { userId: shopper.id, currency: 'CNY' }, amount },
        ],
      })
      await t.db.updateTable('orders').set({ refund_state: state, refunded_amount: amount }).where('id', '=', x.id).execute()
    }
    await refund(o, 1_200, 'part')
    await refund(full, full.amount, 'full')
    const m0 = await balance(`merchant:${shopId}`)
    await settleDueOrders(t.ctx())
    const [line] = await linesOf(o.id)
    assert.equal(Number(line.gross), o.amount - 1_200)
    assert.equal(await balance(`merchant:${shopId}`), m0 + Number(line.net))
    assert.equal(await clearingOf(o), 0)
    assert.ok(await settledAt(full.id), 'nothing left: stamped')
    assert.equal((await linesOf(full.id)).length, 0, 'and no line')
    assert.equal(await clearingOf(full), 0)
  })

  it('takeBackSettled moves a refund after settlement back from the merchant, commission in proportion; once per ref', async () => {
    const { shopId } = await merchantShop()
    const o = await receivedOrder(shopId, 10_000)
    await settleDueOrders(t.ctx())
    const [line] = await linesOf(o.id)
    const m0 = await balance(`merchant:${shopId}`)
    const c0 = await balance('commission')
    const take = (amount: number, n: number) =>
      t.db.transaction().execute((tx) => takeBackSettled(t.ctx({ db: tx }), { orderId: o.id, shopId, amount, currency: 'CNY', ref: `o${o.id}:${n}` }))
    const r1 = await take(3_333, 1)
    assert.deepEqual(r1, {
      amount: 3_333,
      commission: Math.floor((3_333 * Number(line.commission)) / 10_000),
      fromMerchant: 3_333 - Math.floor((3_333 * 800) / 10_000),
    })
    assert.deepEqual(await take(3_333, 1), r1, 'a repeat answers the first')
    await take(10_000 - 3_333, 2)
    assert.equal(await balance(`merchant:${shopId}`), m0 - Number(line.net), 'all taken back')
    assert.equal(await balance('commission'), c0 - Number(line.commission), 'exactly the commission given back')
    await assert.rejects(take(1, 3), /exceeds/)
    // the refund then pays the shopper from order_clearing
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'refund',
      ref: `refund:o${o.id}:1`,
      entries: [
        { account: { system: 'order_clearing', currency: 'CNY' }, amount: -10_000 },
        { account: { userId: shopper.id, currency: 'CNY' }, amount: 10_000 },
      ],
    })
    assert.equal(await clearingOf(o), 0)
    // an order not settled: nothing to take back
    const fresh = await receivedOrder(shopId, 500, 1)
    assert.equal(
      await t.db.transaction().execute((tx) => takeBackSettled(t.ctx({ db: tx }), { orderId: fresh.id, shopId, amount: 100, currency: 'CNY', ref: 'x' })),
      undefined,
    )
    await assertLedgerSound(t.db)
  })

  it('the merchant sees balance, pending and lines; staff see commission; others are refused', async () => {
    const { owner, shopId } = await merchantShop()
    const { owner: other, shopId: otherShop } = await merchantShop()
    const done = await receivedOrder(shopId, 20_000)
    await settleDueOrders(t.ctx())
    const waiting = await receivedOrder(shopId, 7_000, 1)
    const s = expectOk(await owner.api({ method: 'GET', url: SettlementApi.merchantSummary.url }))
    const commission = Math.floor((20_000 * 800) / 10_000)
    assert.equal(s.windowDays, 7)
    assert.deepEqual(s.totals, [{ currency: 'CNY', balance: 20_000 - commission, pending: waiting.amount, settled: 20_000 - commission }])
    assert.equal(s.shops[0].rateBp, 800)
    const page = await owner.api({ method: 'GET', url: SettlementApi.merchantLines.url, query: { pageNum: '1', pageSize: '10' } })
    assert.equal(page.body.total, 1)
    assert.equal(page.body.rows[0].orderId, done.id)
    assert.equal(page.body.rows[0].net, 20_000 - commission)
    assert.ok(page.body.rows[0].orderNo)
    expectFail(
      await owner.api({ method: 'GET', url: SettlementApi.merchantLines.url, query: { shopId: String(otherShop) } }),
      404,
      SettlementCodes.SHOP,
      'shopId',
    )
    assert.equal((await other.api({ method: 'GET', url: SettlementApi.merchantLines.url })).body.total, 0)
    // a shopper is no merchant; a merchant is no staff
    expectFail(await shopper.api({ method: 'GET', url: SettlementApi.merchantSummary.url }), 403, SettlementCodes.NOT_MERCHANT)
    expectFail(await shopper.api({ method: 'GET', url: SettlementApi.merchantLines.url }), 403, SettlementCodes.NOT_MERCHANT)
    expectFail(await owner.api({ method: 'GET', url: SettlementApi.commissionSummary.url }), 403, SettlementCodes.STAFF_ONLY)
    expectFail(await owner.api({ method: 'GET', url: SettlementApi.commissionLines.url }), 403, SettlementCodes.STAFF_ONLY)
    expectFail(await t.api({ method: 'GET', url: SettlementApi.commissionSummary.url }), 401, 401)
    const staff = await asUser(t, { roles: 'staff' })
    const c = expectOk(await staff.api({ method: 'GET', url: SettlementApi.commissionSummary.url }))
    assert.equal(c.totals[0].currency, 'CNY')
    assert.equal(c.totals[0].income, await balance('commission'))
    assert.ok(c.totals[0].orders >= 1)
    const all = await staff.api({ method: 'GET', url: SettlementApi.commissionLines.url, query: { pageSize: '2' } })
    assert.equal(all.body.rows.length, 2)
    assert.ok(all.body.total >= 5)
  })
})

describe('settlement: demo data', () => {
  let t: TestApp
  before(async () => {
    const { seedTenant } = await import('../src/seed/index.js')
    t = await createTestApp({
      seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall', ['account', 'ledger', 'catalog', 'system', 'order', 'settlement']),
    })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('the demo merchant has a settled order: a balance above zero and its line; the next run is queued', async () => {
    const { DEMO_MERCHANT } = await import('../src/seed/tenants.js')
    const login = expectOk(
      await t.api({ method: 'POST', url: '/auth/api/customer/login', payload: { username: DEMO_MERCHANT.phone, password: DEMO_MERCHANT.password } }),
    )
    const m = { authorization: `Bearer ${login.token}` }
    const s = expectOk(await t.api({ method: 'GET', url: SettlementApi.merchantSummary.url, headers: m }))
    assert.ok(s.totals[0].balance > 0, 'a balance')
    const lines = await t.api({ method: 'GET', url: SettlementApi.merchantLines.url, headers: m })
    assert.equal(lines.body.total, 1)
    assert.equal(lines.body.rows[0].kind, 'settle')
    assert.equal(lines.body.rows[0].net, s.totals[0].balance)
    assert.equal((await t.db.selectFrom('jobs').select('id').where('kind', '=', 'settlement:run').where('status', '=', 'pending').execute()).length, 1)
  })
})
