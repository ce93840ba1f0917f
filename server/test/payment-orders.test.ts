import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { Codes } from '../../types/constants.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi, PaymentCodes } from '../../types/payment.js'
import { runDueJobs } from '../src/core/jobs.js'
import { sqlCount } from '../src/db/database.js'
import { audit, ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

// payments against the real order module's pay target (checkout -> cashier -> order states)
describe('payment with real orders', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    // SAND and YABAND are off by default: this tenant turns every gateway on
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
  })
  after(() => t.close())

  async function shopper(money = 0) {
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
  async function checkout(u: AsUser, o: { price?: number; shopId?: number } = {}) {
    const shop = o.shopId ? { id: o.shopId } : await makeShop(t)
    const p = await makeProduct(t, { shopId: shop.id, price: o.price ?? 1500, stock: 50 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    return { ...r, shopId: shop.id }
  }
  const states = async (u: AsUser, payNo: string) =>
    expectOk(await u.api({ method: 'GET', url: `${OrderApi.deputyList.url}?payNo=${payNo}` })).map((o: { state: string }) => o.state)

  it('SYS: 20 parallel duplicates with one key pay the order once; the order goes to_ship', async () => {
    const u = await shopper(100_000)
    const o = await checkout(u)
    const before = await ledgerService.balanceOf(t.ctx(), u.id, 'CNY')
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: PWD }, headers: { 'idempotency-key': 'dup-1' } }),
      ),
    )
    assert.equal(new Set(rs.map((r) => expectOk(r).id)).size, 1)
    assert.equal(await ledgerService.balanceOf(t.ctx(), u.id, 'CNY'), before - o.amount)
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
    expectFail(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: PWD } }), 409, PaymentCodes.NOT_PAYABLE)
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: o.payNo } }))
    assert.equal(ch.amount, o.amount)
    assert.equal(ch.expiresAt, null)
  })

  it('round trips: submit takes 9-10 statements, pay by balance 12 (were 10-11 and 14-15, before that 15 and 23; the auto-cancel job rides on the order writes, the posting looks its accounts up and moves the user balance in its insert), the ledger stays sound', async () => {
    const u = await shopper(100_000)
    const count = async <T>(fn: () => Promise<T>) => {
      sqlCount.enabled = true
      const n0 = sqlCount.n
      try {
        return { out: await fn(), n: sqlCount.n - n0 }
      } finally {
        sqlCount.enabled = process.env.SQL_COUNT === '1'
      }
    }
    const pay = (payNo: string) => u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo, payPassword: PWD } })
    expectOk(await pay((await checkout(u)).payNo)) // warm: settings read once (cached a few seconds)
    const shop = await makeShop(t)
    const p = await makeProduct(t, { shopId: shop.id, price: 900, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const sub = await count(async () => expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } })))
    const paid = await count(async () => expectOk(await pay(sub.out.payNo)))
    // a settings cache entry that expires in between may add one read
    assert.ok(sub.n >= 9 && sub.n <= 10, `submit: ${sub.n} statements`)
    // 11, and 1 of the invitation area's team orders (the insert that reads the buyer's referrers, ADR 0162);
    // one more allowed for a settings cache refresh
    assert.ok(paid.n >= 12 && paid.n <= 13, `pay: ${paid.n} statements`)
    assert.equal(paid.out.status, 'paid')
    assert.deepEqual(await states(u, sub.out.payNo), ['to_ship'])
    const history = await t.db
      .selectFrom('order_history')
      .select(['from_state', 'to_state', 'event'])
      .where('order_id', '=', sub.out.orderIds[0])
      .orderBy('id')
      .execute()
    assert.deepEqual(history, [
      { from_state: null, to_state: 'to_pay', event: 'submit' },
      { from_state: 'to_pay', to_state: 'to_ship', event: 'pay' },
    ])
    assert.equal((await t.db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock, 4)
    const sound = await audit(t.db)
    assert.deepEqual(sound, { unbalanced: [], drift: [], total: [] })
  })

  it('online: a payment that arrives after the order was cancelled is refunded; the order stays cancelled', async () => {
    const u = await shopper()
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'SAND' } }))
    expectOk(await u.api({ method: 'POST', url: OrderApi.cancel.url.replace(':id', String(o.orderIds[0])), payload: { reason: '1' } }))
    const act = await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    assert.equal(act.status, 200)
    await runDueJobs(t.db)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'refunded')
    assert.deepEqual(await states(u, o.payNo), ['cancelled'])
  })

  it('online: hosted page pay -> notification -> order to_ship', async () => {
    const u = await shopper()
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'YABAND' } }))
    await t.api({ method: 'POST', url: p.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    await runDueJobs(t.db)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/order/api/pay/${p.id}` })).status, 'paid')
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
  })

  it('OFFLINE: proof -> pending platform review -> staff confirm -> to_ship; CASH -> waiting merchant confirmation -> the shop merchant confirms', async () => {
    const u = await shopper()
    const staff = await asUser(t, { roles: 'staff' })
    const o = await checkout(u)
    const p = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'OFFLINE' } }))
    const img = crypto.randomUUID()
    await t.db
      .insertInto('uploads')
      .values({
        id: img,
        tenant_id: t.tenantId,
        owner_id: u.id,
        scope: 'private',
        mime: 'image/png',
        size: 1,
        path: `x/${img}.png`,
        sha256: 'x',
        original_name: null,
      })
      .execute()
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [img] } }))
    assert.deepEqual(await states(u, o.payNo), ['pending_platform_review'])
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/reject`, payload: { reason: 'not received' } }))
    assert.deepEqual(await states(u, o.payNo), ['to_pay'])
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: p.id, images: [img] } }))
    expectOk(await staff.api({ method: 'POST', url: `/platform/api/pay/offline/${p.id}/confirm` }))
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])

    // cash is paid at the counter: a self-pickup checkout of one shop (ADR 0126)
    const c = await checkout(u)
    await t.db
      .updateTable('orders')
      .set({ mode: 'pickup' })
      .where('main_id', '=', (await t.db.selectFrom('main_orders').select('id').where('pay_no', '=', c.payNo).executeTakeFirstOrThrow()).id)
      .execute()
    const cash = expectOk(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: c.payNo } }))
    assert.deepEqual(await states(u, c.payNo), ['waiting_merchant_confirmation'])
    const owner = (await t.db.selectFrom('shops').select('owner_id').where('id', '=', c.shopId).executeTakeFirstOrThrow()).owner_id
    const { issueSession } = await import('../src/modules/account/account.service.js')
    const { token } = await issueSession(t.ctx(), owner)
    const merchant = (opts: Parameters<TestApp['api']>[0]) => t.api({ ...opts, headers: { authorization: `Bearer ${token}` } })
    const otherMerchant = await asUser(t, { roles: 'merchant' })
    await makeShop(t, { ownerId: otherMerchant.id })
    expectFail(await otherMerchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }), 404, Codes.NOT_FOUND)
    expectOk(await merchant({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }))
    assert.deepEqual(await states(u, c.payNo), ['to_ship'])
  })
})

// #28 items 1, 5, 6 (ADR 0126): cash only at a counter, one merchant per cash payment; undecided cash and proofs
// lapse, the shopper can take them back; paid through another channel, the undecided ones close
describe('payments a person decides: counters, deadlines, withdrawal, superseded', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
  })
  after(() => t.close())

  async function shopper() {
    const u = await asUser(t)
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    return u
  }
  /** a shop with self pickup at one point (and delivery), its merchant signed in */
  async function counterShop() {
    const merchant = await asUser(t, { roles: 'merchant' })
    const shop = await makeShop(t, { ownerId: merchant.id })
    await t.db.updateTable('shops').set({ self_pickup: true, delivery: true }).where('id', '=', shop.id).execute()
    const point = await t.db
      .insertInto('shop_pickup_points')
      .values({
        tenant_id: t.tenantId,
        shop_id: shop.id,
        name: JSON.stringify({ en: 'Counter' }),
        address: 'Main St 1',
        hours: '09:00-21:00',
        phone: null,
        lat: null,
        lng: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { shop, merchant, pointId: point.id }
  }
  async function basket(u: AsUser, shopId: number) {
    const p = await makeProduct(t, { shopId, price: 1200, stock: 20 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    return expectOk(await u.api({ method: 'POST', url: '/customer/api/basket', payload: { skuId: sku.id, count: 1 } })).id as number
  }
  const states = async (u: AsUser, payNo: string) =>
    expectOk(await u.api({ method: 'GET', url: `${OrderApi.deputyList.url}?payNo=${payNo}` })).map((o: { state: string }) => o.state)
  const cashOf = async (u: AsUser, payNo: string) => expectOk(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo } }))
  const payment = (id: number) => t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('CASH is offered and taken only for one shop picked up at its counter; its merchant alone confirms it', async () => {
    const u = await shopper()
    const x = await counterShop()
    const y = await counterShop()
    // delivery from one shop: no counter
    const ids1 = [await basket(u, x.shop.id)]
    const delivery = expectOk(
      await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { basketIds: ids1, choices: [{ shopId: x.shop.id, mode: 'delivery' }] } }),
    )
    const offered = async (payNo: string) =>
      expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo } })).channels.map((c: { code: string }) => c.code)
    assert.ok(!(await offered(delivery.payNo)).includes('CASH'))
    expectFail(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: delivery.payNo } }), 409, PaymentCodes.CHANNEL_REFUSED)
    // pickup at two shops in one checkout: whose counter? refused
    const ids2 = [await basket(u, x.shop.id), await basket(u, y.shop.id)]
    const two = expectOk(
      await u.api({
        method: 'POST',
        url: OrderApi.submit.url,
        payload: {
          basketIds: ids2,
          choices: [
            { shopId: x.shop.id, mode: 'pickup', pickupPointId: x.pointId },
            { shopId: y.shop.id, mode: 'pickup', pickupPointId: y.pointId },
          ],
        },
      }),
    )
    assert.ok(!(await offered(two.payNo)).includes('CASH'))
    expectFail(await u.api({ method: 'POST', url: PaymentApi.cash.url, payload: { payNo: two.payNo } }), 409, PaymentCodes.CHANNEL_REFUSED)
    assert.deepEqual(await states(u, two.payNo), ['to_pay', 'to_pay'])
    // one shop, picked up: offered, and only that shop's merchant confirms
    const ids3 = [await basket(u, x.shop.id)]
    const one = expectOk(
      await u.api({
        method: 'POST',
        url: OrderApi.submit.url,
        payload: { basketIds: ids3, choices: [{ shopId: x.shop.id, mode: 'pickup', pickupPointId: x.pointId }] },
      }),
    )
    assert.ok((await offered(one.payNo)).includes('CASH'))
    const cash = await cashOf(u, one.payNo)
    expectFail(await y.merchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }), 404, Codes.NOT_FOUND)
    expectOk(await x.merchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }))
    assert.deepEqual(await states(u, one.payNo), ['to_ship'])
  })

  it('an undecided CASH payment lapses after its hours: the order is "to pay" again with a timer, the shopper is told; confirming it then is refused', async () => {
    const u = await shopper()
    const x = await counterShop()
    const ids = [await basket(u, x.shop.id)]
    const o = expectOk(
      await u.api({
        method: 'POST',
        url: OrderApi.submit.url,
        payload: { basketIds: ids, choices: [{ shopId: x.shop.id, mode: 'pickup', pickupPointId: x.pointId }] },
      }),
    )
    const cash = await cashOf(u, o.payNo)
    assert.deepEqual(await states(u, o.payNo), ['waiting_merchant_confirmation'])
    assert.equal(expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: o.payNo } })).expiresAt, null)
    // its deadline: the tenant's CASH hours (24 by default); then time passes for it alone (the order's own timer is real time)
    const lapse = () =>
      t.db.selectFrom('jobs').selectAll().where('kind', '=', 'payment:awaitingLapse').where('key', '=', `awaiting:${cash.id}`).where('status', '=', 'pending')
    const due = new Date((await lapse().executeTakeFirstOrThrow()).run_at).getTime() - Date.now()
    assert.ok(due > 23.9 * 3_600_000 && due <= 24 * 3_600_000, `lapses in ${due} ms`)
    await runDueJobs(t.db)
    assert.equal((await payment(cash.id)).status, 'awaiting')
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('kind', '=', 'payment:awaitingLapse')
      .where('key', '=', `awaiting:${cash.id}`)
      .execute()
    await runDueJobs(t.db)
    assert.equal((await payment(cash.id)).status, 'cancelled')
    assert.equal((await payment(cash.id)).reason, 'lapsed')
    assert.deepEqual(await states(u, o.payNo), ['to_pay'])
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: o.payNo } }))
    assert.ok(ch.expiresAt && new Date(ch.expiresAt).getTime() > Date.now(), 'payable again, with its pay timer')
    const notices = await t.db.selectFrom('user_notices').select('key').where('user_id', '=', u.id).execute()
    assert.ok(notices.some((n) => n.key === 'message.paymentLapsed'))
    expectFail(await x.merchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }), 409, PaymentCodes.PAYMENT_STATE)
  })

  it('the shopper withdraws an OFFLINE proof under review and a CASH choice; a paid or another user’s payment cannot be withdrawn', async () => {
    const u = await shopper()
    const other = await shopper()
    const x = await counterShop()
    const ids = [await basket(u, x.shop.id)]
    const o = expectOk(
      await u.api({
        method: 'POST',
        url: OrderApi.submit.url,
        payload: { basketIds: ids, choices: [{ shopId: x.shop.id, mode: 'pickup', pickupPointId: x.pointId }] },
      }),
    )
    const off = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'OFFLINE' } }))
    const img = crypto.randomUUID()
    await t.db
      .insertInto('uploads')
      .values({
        id: img,
        tenant_id: t.tenantId,
        owner_id: u.id,
        scope: 'private',
        mime: 'image/png',
        size: 1,
        path: `x/${img}.png`,
        sha256: 'x',
        original_name: null,
      })
      .execute()
    expectOk(await u.api({ method: 'POST', url: PaymentApi.proof.url, payload: { paymentId: off.id, images: [img] } }))
    assert.deepEqual(await states(u, o.payNo), ['pending_platform_review'])
    expectFail(await other.api({ method: 'POST', url: PaymentApi.withdraw.url, payload: { payNo: o.payNo } }), 404, Codes.NOT_FOUND)
    // the order detail offers it while a person has not decided
    const detail = () => u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', String(o.orderIds[0])) })
    assert.ok(expectOk(await detail()).actions.includes('payOther'))
    const w = expectOk(await u.api({ method: 'POST', url: PaymentApi.withdraw.url, payload: { payNo: o.payNo } }))
    assert.deepEqual(w, { payNo: o.payNo, withdrawn: 1 })
    assert.equal((await payment(off.id)).status, 'cancelled')
    assert.ok(!expectOk(await detail()).actions.includes('payOther'))
    assert.deepEqual(await states(u, o.payNo), ['to_pay'])
    expectFail(await u.api({ method: 'POST', url: PaymentApi.withdraw.url, payload: { payNo: o.payNo } }), 409, PaymentCodes.PAYMENT_STATE)
    // its deadline went with it
    assert.equal((await payment(off.id)).reason, 'withdrawn')
    const lapse = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'payment:awaitingLapse')
      .where('key', '=', `awaiting:${off.id}`)
      .where('status', '=', 'pending')
      .execute()
    assert.equal(lapse.length, 0)
    // then cash, withdrawn too, then paid by balance: the balance payment cannot be withdrawn
    const cash = await cashOf(u, o.payNo)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.withdraw.url, payload: { payNo: o.payNo } }))
    assert.equal((await payment(cash.id)).reason, 'withdrawn')
    assert.deepEqual(await states(u, o.payNo), ['to_pay'])
    const pwd = '135790'
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: pwd, confirmPassword: pwd } }))
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -10_000 },
        { account: { userId: u.id, currency: 'CNY' }, amount: 10_000 },
      ],
    })
    const sys = expectOk(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: o.payNo, payPassword: pwd } }))
    assert.equal((await payment(sys.id)).status, 'paid')
    expectFail(await u.api({ method: 'POST', url: PaymentApi.withdraw.url, payload: { payNo: o.payNo } }), 409, PaymentCodes.PAYMENT_STATE)
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
  })

  it('paid online while a CASH payment waits: the cash payment is cancelled, its merchant can no longer confirm it, the money moved once', async () => {
    const u = await shopper()
    const x = await counterShop()
    const ids = [await basket(u, x.shop.id)]
    const o = expectOk(
      await u.api({
        method: 'POST',
        url: OrderApi.submit.url,
        payload: { basketIds: ids, choices: [{ shopId: x.shop.id, mode: 'pickup', pickupPointId: x.pointId }] },
      }),
    )
    // the gateway payment started first, then the shopper chose cash
    const online = expectOk(await u.api({ method: 'POST', url: PaymentApi.create.url, payload: { payNo: o.payNo, channel: 'SAND' } }))
    const cash = await cashOf(u, o.payNo)
    await t.api({ method: 'POST', url: online.payUrl.replace(/^\/api/, ''), payload: { action: 'pay' } })
    await runDueJobs(t.db)
    await runDueJobs(t.db)
    assert.equal((await payment(online.id)).status, 'paid')
    assert.equal((await payment(cash.id)).status, 'cancelled')
    assert.equal((await payment(cash.id)).reason, 'superseded')
    assert.deepEqual(await states(u, o.payNo), ['to_ship'])
    expectFail(await x.merchant.api({ method: 'POST', url: `/merchant/api/pay/cash/${cash.id}/confirm` }), 409, PaymentCodes.PAYMENT_STATE)
    const list = expectOk(await x.merchant.api({ method: 'GET', url: '/merchant/api/pay/cash/list' }))
    assert.ok(!list.rows.some((r: { id: number }) => r.id === cash.id), 'no longer in the merchant’s list')
    assert.deepEqual(await audit(t.db), { unbalanced: [], drift: [], total: [] })
  })
})

// #28 item 9: one source for the tenant's currency (the order module read the setting `system`, wallets `basics`)
describe('the tenant currency: orders, the cashier and wallets read one setting', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    const { getSetting } = await import('../src/modules/system/system.settings.js')
    await putSetting(t.ctx(), 'basics', { ...(await getSetting<Record<string, unknown>>(t.ctx(), 'basics', {})), currency: 'HKD' })
    // the old place says something else: it is not read
    await putSetting(t.ctx(), 'system', { currency: 'CNY' })
  })
  after(() => t.close())

  it('a checkout is in the currency of basics.currency, as the cashier’s balance is', async () => {
    const u = await asUser(t)
    expectOk(
      await u.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    const p = await makeProduct(t, { shopId: (await makeShop(t)).id, price: 1500, stock: 5 })
    const sku = await t.db.selectFrom('product_skus').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow()
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1 } }))
    const main = await t.db.selectFrom('main_orders').select('currency').where('pay_no', '=', r.payNo).executeTakeFirstOrThrow()
    assert.equal(main.currency, 'HKD')
    assert.equal(expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: r.payNo } })).currency, 'HKD')
    assert.equal(await ledgerService.tenantCurrency(t.ctx()), 'HKD')
  })
})
