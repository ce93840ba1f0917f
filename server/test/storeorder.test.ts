import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CartApi } from '../../types/cart.js'
import { Codes } from '../../types/constants.js'
import { OrderApi, OrderCodes } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { StoreOrderCodes } from '../../types/storeorder-codes.js'
import { ledgerService } from '../src/modules/ledger/ledger.service.js'
import { PAY_ALL_CHANNELS } from '../src/modules/payment/payment.settings.js'
import { shopService } from '../src/modules/shop/index.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { seedTenant } from '../src/seed/index.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const PWD = '246810'

// ordering a nearby store's goods for pickup (ADR 0142): the checkout's `lines` + `storeId`, out of the cart
describe('store order: a store menu selection checked out for pickup', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'pay', { channels: PAY_ALL_CHANNELS })
  })
  after(async () => {
    await assertLedgerSound(t.db)
    await t.close()
  })

  async function shopper(money = 0) {
    const u = await asUser(t)
    expectOk(await u.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
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
  /** A store of its merchant: delivery and self pickup, two pickup points, two products. */
  async function store(o: { selfPickup?: boolean; stock?: number } = {}) {
    const merchant = await asUser(t, { roles: 'shopper,merchant' })
    const shop = await makeShop(t, { ownerId: merchant.id, kind: 'nearby_store' })
    await t.db
      .updateTable('shops')
      .set({ self_pickup: o.selfPickup ?? true, delivery: true, min_delivery_amount: 99_999 })
      .where('id', '=', shop.id)
      .execute()
    const points = await t.db
      .insertInto('shop_pickup_points')
      .values(
        ['Counter', 'Side door'].map((name, i) => ({
          tenant_id: t.tenantId,
          shop_id: shop.id,
          name: JSON.stringify({ en: name }),
          address: `Wangfujing ${i + 1}`,
          hours: '09:00-21:00',
          phone: null,
          lat: 39.9149 + i / 100,
          lng: 116.4108,
        })),
      )
      .returning('id')
      .execute()
    const a = await makeProduct(t, { shopId: shop.id, price: 2200, stock: o.stock ?? 20 })
    const b = await makeProduct(t, { shopId: shop.id, price: 1500, stock: o.stock ?? 20 })
    const sku = async (productId: number) =>
      (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow()).id
    return { shopId: shop.id, merchant, points: points.map((p) => p.id), a: await sku(a.id), b: await sku(b.id) }
  }
  const stockOf = async (skuId: number) => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
  const preview = (u: AsUser, payload: object) => u.api({ method: 'POST', url: OrderApi.preview.url, payload })
  const submit = (u: AsUser, payload: object, key?: string) =>
    u.api({ method: 'POST', url: OrderApi.submit.url, payload, headers: key ? { 'idempotency-key': key } : {} })

  it('preview: the server totals the selection; pickup is the only mode, at the store’s points; the cart is not read', async () => {
    const u = await shopper()
    const s = await store()
    const lines = [
      { skuId: s.a, count: 2 },
      { skuId: s.b, count: 1 },
    ]
    const pv = expectOk(await preview(u, { lines, storeId: s.shopId }))
    assert.equal(pv.shops.length, 1)
    const shop = pv.shops[0]
    assert.deepEqual(shop.modes, ['pickup'], 'a store order is not delivered, though the shop delivers')
    assert.equal(shop.mode, 'pickup')
    assert.deepEqual(
      shop.pickupPoints.map((p: { id: number }) => p.id),
      s.points,
    )
    assert.equal(shop.pickupPointId, s.points[0])
    assert.equal(pv.goodsAmount, 2 * 2200 + 1500)
    assert.equal(pv.shippingFee, 0)
    assert.equal(pv.payAmount, 5900)
    assert.deepEqual(shop.problems, [], 'no delivery minimum, no address for pickup')
    assert.equal(pv.ok, true)
    // the same selection without storeId is an ordinary checkout: delivery first, which needs an address and the minimum
    const plain = expectOk(await preview(u, { lines }))
    assert.deepEqual(plain.shops[0].modes, ['delivery', 'pickup'])
    assert.equal(plain.ok, false)
    // the second point chosen
    const second = expectOk(await preview(u, { lines, storeId: s.shopId, choices: [{ shopId: s.shopId, pickupPointId: s.points[1] }] }))
    assert.equal(second.shops[0].pickupPointId, s.points[1])
  })

  it('submit: one pickup order, stock taken, the shopper’s cart untouched; CASH offered; paid by balance; the merchant verifies the pickup code', async () => {
    const u = await shopper(100_000)
    const s = await store()
    // something else in the cart stays there
    const other = await makeProduct(t, { price: 900 })
    const otherSku = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', other.id).executeTakeFirstOrThrow()).id
    expectOk(await u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: otherSku, count: 1 } }))
    expectOk(await u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: s.a, count: 1 } }))
    const r = expectOk(
      await submit(
        u,
        {
          lines: [
            { skuId: s.a, count: 2 },
            { skuId: s.b, count: 1 },
          ],
          storeId: s.shopId,
          choices: [{ shopId: s.shopId, pickupPointId: s.points[1], remark: 'less sugar' }],
        },
        'store-1',
      ),
    )
    assert.equal(r.amount, 5900)
    assert.equal(r.orderIds.length, 1)
    assert.equal(await stockOf(s.a), 18)
    assert.equal(await stockOf(s.b), 19)
    assert.equal(expectOk(await u.api({ method: 'GET', url: CartApi.count.url })).lines, 2, 'the cart keeps both baskets, the store SKU’s too')
    const d = expectOk(await u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', String(r.orderIds[0])) }))
    assert.equal(d.mode, 'pickup')
    assert.equal(d.pickupPoint.id, s.points[1])
    assert.equal(d.remark, 'less sugar')
    // cash at the counter is allowed: one shop, picked up there (ADR 0126)
    const ch = expectOk(await u.api({ method: 'GET', url: PaymentApi.channels.url, query: { payNo: r.payNo } }))
    assert.ok(
      ch.channels.some((c: { code: string }) => c.code === 'CASH'),
      JSON.stringify(ch.channels),
    )
    expectOk(await u.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: r.payNo, payPassword: PWD } }))
    const paid = expectOk(await u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', String(r.orderIds[0])) }))
    assert.equal(paid.state, 'to_ship')
    assert.match(paid.pickupCode, /^\d{6}$/)
    // the merchant: ready, then the shopper's code
    const id = String(r.orderIds[0])
    expectOk(await s.merchant.api({ method: 'POST', url: OrderApi.ready.url.replace(':id', id) }))
    expectFail(
      await s.merchant.api({
        method: 'POST',
        url: OrderApi.verifyPickup.url.replace(':id', id),
        payload: { code: paid.pickupCode === '000000' ? '111111' : '000000' },
      }),
      400,
      OrderCodes.PICKUP_CODE,
    )
    expectOk(await s.merchant.api({ method: 'POST', url: OrderApi.verifyPickup.url.replace(':id', id), payload: { code: paid.pickupCode } }))
    const done = expectOk(await u.api({ method: 'GET', url: OrderApi.detail.url.replace(':id', id) }))
    assert.equal(done.state, 'to_review')
  })

  it('refusals name the field and the rule', async () => {
    const u = await shopper()
    const s = await store()
    const elsewhere = await store()
    const noPickup = await store({ selfPickup: false })
    // a SKU of another shop
    expectFail(
      await preview(u, {
        lines: [
          { skuId: s.a, count: 1 },
          { skuId: elsewhere.a, count: 1 },
        ],
        storeId: s.shopId,
      }),
      400,
      StoreOrderCodes.OTHER_SHOP,
      'lines',
    )
    // a store without self pickup
    expectFail(await submit(u, { lines: [{ skuId: noPickup.a, count: 1 }], storeId: noPickup.shopId }), 409, StoreOrderCodes.NO_PICKUP, 'storeId')
    // the same SKU twice
    expectFail(
      await preview(u, {
        lines: [
          { skuId: s.a, count: 1 },
          { skuId: s.a, count: 2 },
        ],
        storeId: s.shopId,
      }),
      400,
      StoreOrderCodes.LINE_TWICE,
      'lines',
    )
    // delivery asked for a store order: the shop's part has a problem, submit refuses it
    const pv = expectOk(await preview(u, { lines: [{ skuId: s.a, count: 1 }], storeId: s.shopId, choices: [{ shopId: s.shopId, mode: 'delivery' }] }))
    assert.equal(pv.shops[0].problems[0], 'pickupPoint', 'the first problem: the store offers pickup only')
    expectFail(
      await submit(u, { lines: [{ skuId: s.a, count: 1 }], storeId: s.shopId, choices: [{ shopId: s.shopId, mode: 'delivery' }] }),
      400,
      OrderCodes.PICKUP,
    )
    // a pickup point of another shop
    expectFail(
      await submit(u, { lines: [{ skuId: s.a, count: 1 }], storeId: s.shopId, choices: [{ shopId: s.shopId, pickupPointId: elsewhere.points[0] }] }),
      400,
      OrderCodes.PICKUP,
    )
    // two sources at once, none, a count out of range, an empty selection, a closed store
    expectFail(await preview(u, { lines: [{ skuId: s.a, count: 1 }], skuId: s.b, count: 1 }), 400, Codes.BAD_REQUEST)
    expectFail(await preview(u, { storeId: s.shopId }), 400, Codes.BAD_REQUEST)
    expectFail(await preview(u, { lines: [{ skuId: s.a, count: 0 }], storeId: s.shopId }), 400, Codes.BAD_REQUEST, 'lines.0.count')
    expectFail(await preview(u, { lines: [], storeId: s.shopId }), 400, Codes.BAD_REQUEST)
    expectFail(await submit(u, { lines: [{ skuId: s.a, count: 21 }], storeId: s.shopId }), 409, OrderCodes.STOCK)
    await t.db.updateTable('shops').set({ status: 'closed' }).where('id', '=', s.shopId).execute()
    expectFail(await preview(u, { lines: [{ skuId: s.a, count: 1 }], storeId: s.shopId }), 400, OrderCodes.UNAVAILABLE)
    expectFail(
      await t.api({ method: 'POST', url: OrderApi.preview.url, payload: { lines: [{ skuId: s.a, count: 1 }], storeId: s.shopId } }),
      401,
      Codes.UNAUTHORIZED,
    )
  })

  it('parallel: 12 shoppers order the last 5 pieces (3 each) at once: one order per 3 pieces that exist, stock never below zero', async () => {
    const s = await store({ stock: 5 })
    const users = await Promise.all(Array.from({ length: 12 }, () => shopper()))
    const rs = await Promise.all(users.map((u) => submit(u, { lines: [{ skuId: s.a, count: 3 }], storeId: s.shopId })))
    const ok = rs.filter((r) => r.status === 200)
    assert.equal(ok.length, 1, 'one order of 3 fits in 5')
    for (const r of rs.filter((x) => x.status !== 200)) expectFail(r, 409, OrderCodes.STOCK)
    assert.equal(await stockOf(s.a), 2)
  })

  it('parallel: 10 duplicates of one submit with one Idempotency-Key place one order and take the stock once', async () => {
    const u = await shopper()
    const s = await store({ stock: 50 })
    const body = {
      lines: [
        { skuId: s.a, count: 2 },
        { skuId: s.b, count: 3 },
      ],
      storeId: s.shopId,
    }
    const rs = await Promise.all(Array.from({ length: 10 }, () => submit(u, body, 'store-dup')))
    const payNos = new Set(rs.map((r) => expectOk(r).payNo))
    assert.equal(payNos.size, 1)
    assert.equal(await stockOf(s.a), 48)
    assert.equal(await stockOf(s.b), 47)
    const orders = await t.db.selectFrom('orders').select('id').where('shop_id', '=', s.shopId).execute()
    assert.equal(orders.length, 1)
  })

  it('the demo café (found by kind): its goods ordered for pickup at its own points', async () => {
    const { tenantId } = await seedTenant(t.db, t.config, 'cafedemo', 'Café demo', ['account', 'ledger', 'catalog', 'system', 'order'])
    const c = t.ctx({ tenantId })
    const cafe = (await shopService.allShops(c)).find((x) => x.kind === 'nearby_store')
    assert.ok(cafe, 'the demo data has a nearby store')
    const skus = await t.db
      .selectFrom('product_skus as k')
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .select(['k.id', 'k.price'])
      .where('p.shop_id', '=', cafe.id)
      .where('p.status', '=', 'on')
      .where('k.stock', '>', 0)
      .orderBy('k.id')
      .limit(2)
      .execute()
    assert.equal(skus.length, 2)
    const u = await asUser(t, { tenantId })
    const headers = { tenant: 'cafedemo' }
    const body = { lines: skus.map((k) => ({ skuId: k.id, count: 1 })), storeId: cafe.id }
    const pv = expectOk(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: body, headers }))
    assert.deepEqual(pv.shops[0].modes, ['pickup'])
    assert.ok(pv.shops[0].pickupPoints.length >= 1)
    assert.equal(
      pv.goodsAmount,
      skus.reduce((n, k) => n + k.price, 0),
    )
    const r = expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: body, headers }))
    assert.equal(r.orderIds.length, 1)
  })
})
