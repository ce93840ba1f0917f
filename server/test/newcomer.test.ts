// Newcomer offers (issue 27): the desk's offers and pack, the pack given once on registration, the offer priced only
// for a newcomer (ADR 0155), bought once per user under parallel checkouts (the Offer of kind 'newcomer'), given
// back when the unpaid checkout is cancelled.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { Codes } from '../../types/constants.js'
import { NewcomerApi, NewcomerCodes } from '../../types/newcomer.js'
import { OrderApi } from '../../types/order.js'
import { offerOf } from '../src/flows/offers.js'
import { inventoryService } from '../src/modules/inventory/index.js'
import { promotionService } from '../src/modules/promotion/index.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'
import { testPhone } from './support/factories.js'

const day = 86_400_000

describe('newcomer: offers only a newcomer buys, once; the pack on registration', () => {
  let t: TestApp
  let staff: AsUser
  let product: { id: number; shopId: number }
  let skuId: number
  let offerId: number
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'staff', lang: 'en' })
    product = await makeProduct(t, { price: 5000, stock: 100, title: 'Welcome Mug' })
    ;[skuId] = await inventoryService.skuIdsOfShop(t.ctx(), product.shopId, 5)
  })
  after(() => t.close())

  const now = () => Date.now()
  const window = (from = -day, to = 7 * day) => ({ startAt: new Date(now() + from).toISOString(), endAt: new Date(now() + to).toISOString() })
  const line = (o: Partial<{ offerId: number; skuId: number; count: number }> = {}) => ({
    offerId,
    skuId,
    productId: product.id,
    shopId: product.shopId,
    count: 1,
    skuPrice: 5000,
    ...o,
  })
  const ctxOf = (u: { id: number }) => ({ ...t.ctx({ lang: 'en' }), userId: u.id, sessionId: 0 })
  const offer = () => offerOf('newcomer')!
  const code = async (p: Promise<unknown>) => {
    try {
      await p
      return 0
    } catch (e) {
      return (e as { code?: number }).code ?? -1
    }
  }

  it('the desk: staff only; the price below the SKU’s own; the window’s end after its start; the pack of platform coupons usable now', async () => {
    const shopper = await asUser(t, { lang: 'en' })
    expectFail(await shopper.api({ method: 'GET', url: NewcomerApi.desk.url }), 403, NewcomerCodes.STAFF_ONLY)
    expectFail(await shopper.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId, price: 990, ...window() } }), 403, NewcomerCodes.STAFF_ONLY)
    expectFail(
      await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId, price: 5000, ...window() } }),
      400,
      NewcomerCodes.PRICE,
      'price',
    )
    expectFail(
      await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId, price: 990, ...window(day, 0) } }),
      400,
      NewcomerCodes.WINDOW,
      'endAt',
    )
    expectFail(await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId, price: 0, ...window() } }), 400, Codes.BAD_REQUEST, 'price')
    expectFail(
      await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId: 99999999, price: 10, ...window() } }),
      400,
      NewcomerCodes.SKU,
      'skuId',
    )
    const o = expectOk(await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId, price: 990, ...window() } }))
    assert.deepEqual(
      { price: o.price, skuPrice: o.skuPrice, title: o.title, status: o.status, open: o.open, sold: o.sold },
      {
        price: 990,
        skuPrice: 5000,
        title: 'Welcome Mug',
        status: 'active',
        open: true,
        sold: 0,
      },
    )
    offerId = o.id
    // the pack: a shop's coupon is refused, naming the field
    const shopCoupon = await t.db
      .insertInto('coupons')
      .values({
        tenant_id: t.tenantId,
        shop_id: product.shopId,
        title: JSON.stringify({ en: 'Shop' }),
        type: 'amount',
        discount: 100,
        total: 10,
        valid_from: new Date(now() - day),
        valid_to: new Date(now() + day),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const mk = (title: string) =>
      promotionService.createPlatformCoupon(t.ctx(), { title: { en: title }, type: 'amount', threshold: 0, discount: 500, total: 1000, perPerson: 1, days: 30 })
    const a = await mk('Welcome 5')
    const b = await mk('Welcome 5 more')
    expectFail(
      await staff.api({ method: 'PUT', url: NewcomerApi.pack.url, payload: { couponIds: [a, Number(shopCoupon.id)] } }),
      400,
      NewcomerCodes.COUPON,
      'couponIds',
    )
    const pack = expectOk(await staff.api({ method: 'PUT', url: NewcomerApi.pack.url, payload: { couponIds: [a, b] } }))
    assert.deepEqual(
      pack.map((p: { title: string }) => p.title),
      ['Welcome 5', 'Welcome 5 more'],
    )
  })

  it('registration gives the pack once, in the sign-up transaction; demo-made users get none', async () => {
    const phone = testPhone()
    const ip = '10.88.0.1'
    expectOk(await t.api({ method: 'POST', url: '/customer/api/sms/register/register', payload: { phone }, headers: { 'x-forwarded-for': ip } }))
    const sms = (await t.api({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}` })).body.data[0].code
    const reg = expectOk(
      await t.api({
        method: 'POST',
        url: '/customer/api/register',
        payload: { phone, code: sms, password: 'abc123', confirmPassword: 'abc123', agreement: true },
        headers: { 'x-forwarded-for': ip },
      }),
    )
    const headers = { authorization: `Bearer ${reg.token}`, lang: 'en' }
    const userId = Number((await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id)
    const held = await t.db.selectFrom('user_coupons').select('coupon_id').where('user_id', '=', userId).execute()
    assert.equal(held.length, 2)
    const gifts = await t.db.selectFrom('newcomer_gifts').selectAll().where('user_id', '=', userId).execute()
    assert.deepEqual(
      gifts.map((g) => g.coupons),
      [2],
    )
    const page = expectOk(await t.api({ method: 'GET', url: NewcomerApi.page.url, headers }))
    assert.deepEqual(
      { eligible: page.eligible, reason: page.reason, packGiven: page.packGiven, offers: page.offers.map((o: any) => [o.id, o.price, o.bought]) },
      {
        eligible: true,
        reason: null,
        packGiven: true,
        offers: [[offerId, 990, false]],
      },
    )
    // given once: a second gift for the same user is refused by the key (and rolls its transaction back)
    const { givePack } = await import('../src/modules/newcomer/newcomer.service.js')
    await assert.rejects(t.db.transaction().execute((tx) => givePack({ ...t.ctx(), db: tx }, userId)))
    assert.equal((await t.db.selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute()).length, 2)
    // a user made as demo data (no sign-up) gets no pack
    const demo = await asUser(t)
    assert.equal((await t.db.selectFrom('user_coupons').select('id').where('user_id', '=', demo.id).execute()).length, 0)
    // a guest sees the offers, not eligible
    const guest = expectOk(await t.api({ method: 'GET', url: NewcomerApi.page.url }))
    assert.deepEqual([guest.eligible, guest.reason, guest.offers.length, guest.pack.length], [false, 'guest', 1, 2])
  })

  it('the offer is priced only for a newcomer, for its SKU, one piece, while open', async () => {
    const u = await asUser(t)
    assert.deepEqual(await offer().quote(ctxOf(u), line()), { unitPrice: 990 })
    assert.equal(offer().ownsStock, false)
    assert.equal(await code(offer().quote(ctxOf(u), line({ count: 2 }))), NewcomerCodes.COUNT)
    assert.equal(await code(offer().quote(ctxOf(u), line({ skuId: skuId + 1 }))), NewcomerCodes.SKU)
    assert.equal(await code(offer().quote(ctxOf(u), line({ offerId: 99999999 }))), NewcomerCodes.NOT_FOUND)
    // registered 8 days ago: not a newcomer
    const old = await asUser(t)
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(now() - 8 * day) })
      .where('id', '=', old.id)
      .execute()
    assert.equal(await code(offer().quote(ctxOf(old), line())), NewcomerCodes.NOT_NEW)
    assert.equal(expectOk(await old.api({ method: 'GET', url: NewcomerApi.page.url })).reason, 'old')
    // a paid order: not a newcomer any more
    const paid = await asUser(t)
    const other = await makeProduct(t, { price: 100 })
    await t.db
      .insertInto('main_orders')
      .values({ tenant_id: t.tenantId, user_id: paid.id, pay_no: `P${now()}`, amount: 100, currency: 'CNY', state: 'paid', paid_at: new Date() })
      .execute()
    const main = await t.db.selectFrom('main_orders').select('id').where('user_id', '=', paid.id).executeTakeFirstOrThrow()
    await sql`insert into orders (tenant_id, main_id, user_id, shop_id, order_no, state, mode, goods_amount, shipping_fee, discount, pay_amount, currency, item_count, paid_at)
      values (${t.tenantId}, ${main.id}, ${paid.id}, ${other.shopId}, ${`N${now()}`}, 'to_ship', 'delivery', 100, 0, 0, 100, 'CNY', 1, now())`.execute(t.db)
    assert.equal(await code(offer().quote(ctxOf(paid), line())), NewcomerCodes.NOT_NEW)
    // paused: closed
    const edit = NewcomerApi.update.url.replace(':id', String(offerId))
    expectOk(await staff.api({ method: 'PUT', url: edit, payload: { price: 990, ...window(), status: 'paused' } }))
    assert.equal(await code(offer().quote(ctxOf(u), line())), NewcomerCodes.CLOSED)
    assert.equal(expectOk(await u.api({ method: 'GET', url: NewcomerApi.page.url })).offers.length, 0)
    expectOk(await staff.api({ method: 'PUT', url: edit, payload: { price: 990, ...window(), status: 'active' } }))
  })

  it('ten parallel checkouts of one newcomer: one takes the offer, nine roll back; a cancel gives it back', async () => {
    const u = await asUser(t)
    let nextOrder = 900_000
    const attempt = () =>
      t.db.transaction().execute(async (tx) => {
        const c = { ...ctxOf(u), db: tx }
        const l = line()
        const { unitPrice } = await offer().quote(c, l)
        assert.equal(unitPrice, 990)
        await offer().take(c, l, { payNo: `P${++nextOrder}`, orderId: nextOrder })
        return nextOrder
      })
    const rs = await Promise.allSettled(Array.from({ length: 10 }, attempt))
    const won = rs.filter((r) => r.status === 'fulfilled')
    assert.equal(won.length, 1)
    for (const r of rs) if (r.status === 'rejected') assert.equal((r.reason as { code: number }).code, NewcomerCodes.ONCE, String(r.reason))
    const rows = await t.db.selectFrom('newcomer_buys').selectAll().where('user_id', '=', u.id).execute()
    assert.equal(rows.length, 1)
    assert.equal(await code(offer().quote(ctxOf(u), line())), NewcomerCodes.ONCE)
    const page = expectOk(await u.api({ method: 'GET', url: NewcomerApi.page.url }))
    assert.equal(page.offers[0].bought, true)
    const desk = expectOk(await staff.api({ method: 'GET', url: NewcomerApi.desk.url }))
    assert.equal(desk.offers.find((o: { id: number }) => o.id === offerId).sold, 1)
    // the unpaid checkout is cancelled: the newcomer may buy it again
    const orderId = Number(rows[0].order_id)
    await t.db.transaction().execute((tx) => offer().giveBack({ ...t.ctx(), db: tx }, u.id, [{ offerId, skuId, count: 1, orderId }]))
    assert.deepEqual(await offer().quote(ctxOf(u), line()), { unitPrice: 990 })
  })

  it('through the checkout: ten parallel buy-now submits of one newcomer place one order at the newcomer price; a cancel lets them buy again', async () => {
    const shop = await makeShop(t)
    await t.db.updateTable('shops').set({ self_pickup: true }).where('id', '=', shop.id).execute()
    await t.db
      .insertInto('shop_pickup_points')
      .values({
        tenant_id: t.tenantId,
        shop_id: shop.id,
        name: JSON.stringify({ en: 'Counter' }),
        address: 'Wangfujing 1',
        hours: '09:00-21:00',
        phone: null,
        lat: null,
        lng: null,
      })
      .execute()
    const p = await makeProduct(t, { shopId: shop.id, price: 3000, stock: 50, title: 'Welcome Tea' })
    const [sku] = await inventoryService.skuIdsOfShop(t.ctx(), shop.id, 5)
    const o = expectOk(await staff.api({ method: 'POST', url: NewcomerApi.create.url, payload: { skuId: sku, price: 1, ...window() } }))
    const stock = async () => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', sku).executeTakeFirstOrThrow()).stock
    const u = await asUser(t, { lang: 'en' })
    const body = (count = 1) => ({ skuId: sku, count, offer: { kind: 'newcomer', id: o.id }, choices: [{ shopId: shop.id, mode: 'pickup' }] })
    const preview = expectOk(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: body() }))
    assert.deepEqual([preview.shops[0].lines[0].price, preview.shops[0].goodsAmount], [1, 1])
    expectFail(await u.api({ method: 'POST', url: OrderApi.preview.url, payload: body(2) }), 400, NewcomerCodes.COUNT, 'count')
    const rs = await Promise.all(Array.from({ length: 10 }, () => u.api({ method: 'POST', url: OrderApi.submit.url, payload: body() })))
    const won = rs.filter((r) => r.status === 200)
    assert.equal(won.length, 1, JSON.stringify(rs.map((r) => r.body.code)))
    for (const r of rs) if (r.status !== 200) expectFail(r, 409, NewcomerCodes.ONCE, 'offerId')
    const orders = await t.db.selectFrom('orders').select(['id', 'pay_amount']).where('user_id', '=', u.id).execute()
    assert.deepEqual(
      orders.map((x) => x.pay_amount),
      [1],
    )
    assert.equal(await stock(), 49)
    assert.equal(p.shopId, shop.id)
    // cancelled unpaid: the stock and the newcomer's chance come back
    expectOk(await u.api({ method: 'POST', url: `/order/api/${orders[0].id}/cancel`, payload: { reason: 'changed my mind' } }))
    assert.equal(await stock(), 50)
    assert.equal((await t.db.selectFrom('newcomer_buys').select('order_id').where('user_id', '=', u.id).execute()).length, 0)
    expectOk(await u.api({ method: 'POST', url: OrderApi.submit.url, payload: body() }))
  })
})
