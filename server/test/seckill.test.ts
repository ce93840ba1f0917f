// Flash sales (issue 27): sessions (desk), items set aside from stock (workbench), the sale page with the server's
// clock, buying through the admission gate and the checkout's offer: never more than the quantity nor the
// per-person limit under 500 parallel attempts, units back to the sale on cancel or timeout, back to stock at the end.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { ORDER_AUTO_CANCEL_MIN, OrderApi } from '../../types/order.js'
import { SeckillApi, SeckillCodes } from '../../types/seckill.js'
import { runDueJobs } from '../src/core/jobs.js'
import { orderAsPayTarget } from '../src/flows/pay.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

const HOUR = 3_600_000
const iso = (ms: number) => new Date(Date.now() + ms).toISOString()

describe('seckill: flash sales that never oversell', () => {
  let t: TestApp
  let staff: AsUser
  let merchant: AsUser
  let shop: { id: number }
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    staff = await asUser(t, { roles: 'shopper,staff', lang: 'en' })
    merchant = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    shop = await makeShop(t, { ownerId: merchant.id, name: 'Flash Shop' })
    // self pickup only: the shoppers need no address
    await t.db.updateTable('shops').set({ self_pickup: true, delivery: false }).where('id', '=', shop.id).execute()
    await t.db
      .insertInto('shop_pickup_points')
      .values({
        tenant_id: t.tenantId,
        shop_id: shop.id,
        name: JSON.stringify({ en: 'Counter' }),
        address: 'Main St 1',
        hours: '09-21',
        phone: null,
        lat: null,
        lng: null,
      })
      .execute()
  })
  after(() => t.close())

  const skuOf = async (productId: number) =>
    t.db.selectFrom('product_skus').select(['id', 'stock', 'price']).where('product_id', '=', productId).executeTakeFirstOrThrow()
  const stockOf = async (skuId: number) => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
  const itemRow = (id: number) => t.db.selectFrom('seckill_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const newSession = async (startsIn: number, endsIn: number, title = 'Noon') =>
    expectOk(await staff.api({ method: 'POST', url: SeckillApi.createSession.url, payload: { title, startsAt: iso(startsIn), endsAt: iso(endsIn) } }))
  const newItem = async (payload: Record<string, number>) => expectOk(await merchant.api({ method: 'POST', url: SeckillApi.createItem.url, payload }))
  const buy = (u: AsUser, itemId: number, count = 1) => u.api({ method: 'POST', url: SeckillApi.buy.url, payload: { itemId, count } })
  const pay = (payNo: string) =>
    t.db.transaction().execute((tx) => orderAsPayTarget.paid(t.ctx({ db: tx }), payNo, { paymentId: 1, channel: 'SYS', amount: 0 }))
  const product = async (stock = 1000, price = 5000) => skuOf((await makeProduct(t, { shopId: shop.id, price, stock })).id)

  it('the desk makes sessions (staff only; the end after the start, at most a day, not over)', async () => {
    const s = await newSession(HOUR, 2 * HOUR, 'Evening')
    assert.equal(s.state, 'upcoming')
    assert.equal(s.items, 0)
    const list = expectOk(await staff.api({ method: 'GET', url: SeckillApi.sessions.url }))
    assert.ok(list.rows.some((r: { id: number }) => r.id === s.id))
    const bad = (startsIn: number, endsIn: number) =>
      staff.api({ method: 'POST', url: SeckillApi.createSession.url, payload: { title: 'x', startsAt: iso(startsIn), endsAt: iso(endsIn) } })
    expectFail(await bad(2 * HOUR, HOUR), 400, SeckillCodes.TIMES, 'endsAt')
    expectFail(await bad(0, 25 * HOUR), 400, SeckillCodes.TIMES, 'endsAt')
    expectFail(await bad(-3 * HOUR, -HOUR), 400, SeckillCodes.TIMES, 'endsAt')
    expectFail(
      await staff.api({ method: 'POST', url: SeckillApi.createSession.url, payload: { title: '', startsAt: iso(0), endsAt: iso(HOUR) } }),
      400,
      Codes.BAD_REQUEST,
      'title',
    )
    expectFail(
      await merchant.api({ method: 'POST', url: SeckillApi.createSession.url, payload: { title: 'x', startsAt: iso(0), endsAt: iso(HOUR) } }),
      403,
      SeckillCodes.STAFF,
    )
    expectFail(await merchant.api({ method: 'GET', url: SeckillApi.sessions.url }), 403, SeckillCodes.STAFF)
  })

  it('the workbench sets an item aside from the SKU stock; its rules name the field', async () => {
    const s = await newSession(HOUR, 2 * HOUR)
    const sku = await product(100, 5000)
    const it0 = await newItem({ sessionId: s.id, skuId: sku.id, price: 2990, quantity: 30, limit: 2 })
    assert.deepEqual(
      { price: it0.price, originalPrice: it0.originalPrice, quantity: it0.quantity, left: it0.left, sold: it0.sold, limit: it0.limit, state: it0.state },
      { price: 2990, originalPrice: 5000, quantity: 30, left: 30, sold: 0, limit: 2, state: 'upcoming' },
    )
    assert.equal(await stockOf(sku.id), 70, 'the quantity came out of the stock')
    const f = (payload: Record<string, number>) => merchant.api({ method: 'POST', url: SeckillApi.createItem.url, payload })
    expectFail(await f({ sessionId: s.id, skuId: sku.id, price: 2990, quantity: 5, limit: 1 }), 409, SeckillCodes.TWICE, 'skuId')
    const sku2 = await product(10, 5000)
    expectFail(await f({ sessionId: s.id, skuId: sku2.id, price: 5000, quantity: 5, limit: 1 }), 400, SeckillCodes.PRICE, 'price')
    expectFail(await f({ sessionId: s.id, skuId: sku2.id, price: 100, quantity: 11, limit: 1 }), 409, SeckillCodes.STOCK, 'quantity')
    expectFail(await f({ sessionId: s.id, skuId: sku2.id, price: 100, quantity: 2, limit: 3 }), 400, SeckillCodes.LIMIT_OVER, 'limit')
    expectFail(await f({ sessionId: 99999999, skuId: sku2.id, price: 100, quantity: 2, limit: 1 }), 404, SeckillCodes.SESSION, 'sessionId')
    assert.equal(await stockOf(sku2.id), 10, 'a refused item takes no stock')
    const otherShop = await makeShop(t)
    const foreign = await skuOf((await makeProduct(t, { shopId: otherShop.id, stock: 10 })).id)
    expectFail(await f({ sessionId: s.id, skuId: foreign.id, price: 100, quantity: 2, limit: 1 }), 404, SeckillCodes.SKU, 'skuId')
    const shopper = await asUser(t)
    expectFail(
      await shopper.api({ method: 'POST', url: SeckillApi.createItem.url, payload: { sessionId: s.id, skuId: sku2.id, price: 100, quantity: 2, limit: 1 } }),
      403,
      SeckillCodes.NOT_MERCHANT,
    )
    const mine = expectOk(await merchant.api({ method: 'GET', url: SeckillApi.items.url }))
    assert.ok(mine.rows.some((r: { id: number }) => r.id === it0.id))
    const open = expectOk(await merchant.api({ method: 'GET', url: SeckillApi.openSessions.url }))
    assert.ok(open.some((r: { id: number; items: number }) => r.id === s.id && r.items === 1))
  })

  it('the sale page: the server clock, sessions by time, prices and states; no login needed', async () => {
    const running = await newSession(-HOUR, HOUR, 'Now')
    const sku = await product(100, 4000)
    const item = await newItem({ sessionId: running.id, skuId: sku.id, price: 1990, quantity: 10, limit: 1 })
    const r = await t.api({ method: 'GET', url: SeckillApi.today.url })
    const today = expectOk(r)
    assert.ok(Math.abs(Date.parse(today.serverTime) - Date.now()) < 5000)
    const s = today.sessions.find((x: { id: number }) => x.id === running.id)
    assert.equal(s.state, 'running')
    const i = s.items.find((x: { id: number }) => x.id === item.id)
    assert.deepEqual(
      { price: i.price, originalPrice: i.originalPrice, left: i.left, soldPct: i.soldPct, mine: i.mine, state: i.state, currency: i.currency },
      { price: 1990, originalPrice: 4000, left: 10, soldPct: 0, mine: 0, state: 'running', currency: 'CNY' },
    )
    const starts = today.sessions.map((x: { startsAt: string }) => x.startsAt)
    assert.deepEqual(starts, [...starts].sort())
  })

  it('buying: not started, over, the limit; the order at the flash price, its units from the sale (not the stock)', async () => {
    const later = await newSession(HOUR, 2 * HOUR)
    const sku = await product(100, 5000)
    const early = await newItem({ sessionId: later.id, skuId: sku.id, price: 2000, quantity: 5, limit: 2 })
    const u = await asUser(t, { lang: 'en' })
    expectFail(await buy(u, early.id), 409, SeckillCodes.NOT_STARTED, 'itemId')
    expectFail(await buy(u, 99999999), 404, SeckillCodes.NOT_FOUND, 'itemId')
    expectFail(await t.api({ method: 'POST', url: SeckillApi.buy.url, payload: { itemId: early.id } }), 401, Codes.UNAUTHORIZED)

    const now = await newSession(-HOUR, HOUR)
    const item = await newItem({ sessionId: now.id, skuId: sku.id, price: 2000, quantity: 5, limit: 2 })
    const stock = await stockOf(sku.id)
    expectFail(await buy(u, item.id, 3), 409, SeckillCodes.LIMIT, 'count')
    const r = expectOk(await buy(u, item.id, 2))
    assert.equal(r.amount, 4000, 'two at the flash price')
    assert.equal(await stockOf(sku.id), stock, 'the stock is not taken again: the units are the sale’s')
    const oi = await t.db.selectFrom('order_items').select(['price', 'count']).where('order_id', '=', r.orderIds[0]).execute()
    assert.deepEqual(oi, [{ price: 2000, count: 2 }])
    expectFail(await buy(u, item.id, 1), 409, SeckillCodes.LIMIT, 'count')
    assert.equal((await itemRow(item.id)).left, 3)
    // an Idempotency-Key repeated answers the first order, taking nothing more
    const w = await asUser(t)
    const keyed = () => w.api({ method: 'POST', url: SeckillApi.buy.url, payload: { itemId: item.id }, headers: { 'idempotency-key': 'flash-key-1' } })
    const [k1, k2] = await Promise.all([keyed(), keyed()])
    assert.equal(expectOk(k1).payNo, expectOk(k2).payNo)
    assert.equal((await itemRow(item.id)).left, 2)
    await pay(r.payNo)
    const page = expectOk(await u.api({ method: 'GET', url: SeckillApi.today.url }))
    const seen = page.sessions.flatMap((s: { items: unknown[] }) => s.items).find((x: { id: number }) => x.id === item.id)
    assert.deepEqual({ mine: seen.mine, state: seen.state, left: seen.left, soldPct: seen.soldPct }, { mine: 2, state: 'limit', left: 2, soldPct: 60 })

    // the session is over (the cached window may still say running: the checkout's quote reads the row)
    await t.db
      .updateTable('seckill_sessions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', now.id)
      .execute()
    const v = await asUser(t)
    expectFail(await buy(v, item.id), 409, SeckillCodes.ENDED, 'itemId')
  })

  it('500 parallel attempts: exactly the quantity sold, nobody over the limit, the gate then says sold out', async () => {
    const s = await newSession(-HOUR, HOUR)
    const sku = await product(1000, 5000)
    const item = await newItem({ sessionId: s.id, skuId: sku.id, price: 990, quantity: 60, limit: 2 })
    const stock = await stockOf(sku.id)
    const users = await Promise.all(Array.from({ length: 100 }, () => asUser(t)))
    // every shopper tries 5 times at once: 500 attempts for 60 units, 2 per person
    const all = await Promise.all(users.flatMap((u) => Array.from({ length: 5 }, () => buy(u, item.id))))
    const ok = all.filter((r) => r.status === 200)
    const codes = new Map<number, number>()
    for (const r of all) if (r.status !== 200) codes.set(r.body.code, (codes.get(r.body.code) ?? 0) + 1)
    for (const c of codes.keys()) assert.ok(c === SeckillCodes.SOLD_OUT || c === SeckillCodes.LIMIT, `unexpected ${c}: ${JSON.stringify([...codes])}`)
    assert.equal(ok.length, 60, 'every unit sold, none more')
    const row = await itemRow(item.id)
    assert.equal(row.left, 0)
    const sold = await t.db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['o.user_id', (eb) => eb.fn.sum<number>('oi.count').as('n')])
      .where('oi.sku_id', '=', sku.id)
      .where(
        'o.id',
        'in',
        ok.map((r) => r.body.data.orderIds[0]),
      )
      .groupBy('o.user_id')
      .execute()
    assert.equal(
      sold.reduce((n, r) => n + Number(r.n), 0),
      60,
    )
    assert.ok(
      sold.every((r) => Number(r.n) <= 2),
      'nobody over the limit',
    )
    const buyers = await t.db.selectFrom('seckill_buyers').select(['user_id', 'bought']).where('item_id', '=', item.id).execute()
    assert.deepEqual(
      new Map(buyers.filter((b) => b.bought > 0).map((b) => [Number(b.user_id), b.bought])),
      new Map(sold.map((r) => [Number(r.user_id), Number(r.n)])),
      'the buyers table agrees with the orders',
    )
    assert.equal(await stockOf(sku.id), stock, 'the stock is untouched by the sale')
    // the gate answers sold out at once (its counter is spent)
    expectFail(await buy(users[99], item.id), 409, SeckillCodes.SOLD_OUT, 'itemId')
    assert.equal(await t.kv.get(`sk:${t.tenantId}:${item.id}:left`), '0')
    // before the login is read: an attempt without a session is told sold out too (no session lookup)
    expectFail(await t.api({ method: 'POST', url: SeckillApi.buy.url, payload: { itemId: item.id } }), 409, SeckillCodes.SOLD_OUT, 'itemId')
  })

  it('without the gate (the checkout asked directly), PostgreSQL alone still sells no more than the quantity and the limit', async () => {
    if (process.env.REDIS_URL) assert.equal(t.kv.constructor.name, 'RedisKv', 'the gate runs on Redis')
    const s = await newSession(-HOUR, HOUR)
    const sku = await product(1000, 5000)
    const item = await newItem({ sessionId: s.id, skuId: sku.id, price: 990, quantity: 25, limit: 2 })
    const users = await Promise.all(Array.from({ length: 40 }, () => asUser(t)))
    const all = await Promise.all(
      users.flatMap((u) =>
        Array.from({ length: 5 }, () =>
          u.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: sku.id, count: 1, offer: { kind: 'flash', id: item.id } } }),
        ),
      ),
    )
    const ok = all.filter((r) => r.status === 200)
    for (const r of all) if (r.status !== 200) assert.ok([SeckillCodes.SOLD_OUT, SeckillCodes.LIMIT].includes(r.body.code), JSON.stringify(r.body))
    assert.equal(ok.length, 25)
    assert.equal((await itemRow(item.id)).left, 0)
    const per = await t.db.selectFrom('seckill_buyers').select('bought').where('item_id', '=', item.id).execute()
    assert.equal(
      per.reduce((n, r) => n + r.bought, 0),
      25,
    )
    assert.ok(per.every((r) => r.bought <= 2))
  })

  it('the gate admitted but PostgreSQL refused: the gate is corrected', async () => {
    const s = await newSession(-HOUR, HOUR)
    const sku = await product(100, 5000)
    const item = await newItem({ sessionId: s.id, skuId: sku.id, price: 990, quantity: 5, limit: 5 })
    const u = await asUser(t)
    expectOk(await buy(u, item.id))
    const key = `sk:${t.tenantId}:${item.id}:left`
    assert.equal(await t.kv.get(key), '4')
    // the row says none left (another node sold them): the gate admits, the checkout refuses, the gate gets it back
    await t.db.updateTable('seckill_items').set({ left: 0 }).where('id', '=', item.id).execute()
    expectFail(await buy(u, item.id), 409, SeckillCodes.SOLD_OUT, 'itemId')
    assert.equal(await t.kv.get(key), '4')
    assert.equal(await t.kv.get(`sk:${t.tenantId}:${item.id}:u:${u.id}`), '4')
  })

  it('a unit not paid comes back to the sale (cancel and timeout), not to the stock; at the end the rest goes back to stock', async () => {
    const s = await newSession(-HOUR, HOUR)
    const sku = await product(100, 5000)
    const item = await newItem({ sessionId: s.id, skuId: sku.id, price: 990, quantity: 3, limit: 1 })
    const stock = await stockOf(sku.id)
    const [a, b, c] = await Promise.all([asUser(t), asUser(t), asUser(t)])
    const ra = expectOk(await buy(a, item.id))
    const rb = expectOk(await buy(b, item.id))
    await pay(expectOk(await buy(c, item.id)).payNo)
    const d = await asUser(t)
    expectFail(await buy(d, item.id), 409, SeckillCodes.SOLD_OUT, 'itemId')
    // a cancels: the unit is the sale's again, a may buy again
    expectOk(await a.api({ method: 'POST', url: OrderApi.cancel.url.replace(':id', String(ra.orderIds[0])), payload: { reason: 'changed my mind' } }))
    assert.equal((await itemRow(item.id)).left, 1)
    assert.equal(await stockOf(sku.id), stock, 'not to the normal stock')
    const rd = expectOk(await buy(d, item.id))
    await pay(rd.payNo)
    // b does not pay in time: the auto-cancel job gives it back to the sale
    await runDueJobs(t.db, { now: new Date(Date.now() + (ORDER_AUTO_CANCEL_MIN + 1) * 60_000), limit: 1000, deps: { kv: t.kv } })
    const after1 = await itemRow(item.id)
    assert.equal(after1.left, 1, "b's unit is the sale's again")
    assert.equal(await stockOf(sku.id), stock)
    expectOk(await buy(a, item.id))
    assert.equal((await t.db.selectFrom('orders').select('state').where('id', '=', rb.orderIds[0]).executeTakeFirstOrThrow()).state, 'cancelled')
    // the session ends: its job closes the item, what is left goes back to the stock; a unit cancelled after that too
    await t.db
      .updateTable('seckill_sessions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', s.id)
      .execute()
    const { endSession } = await import('../src/flows/seckill.js')
    await t.db.transaction().execute((tx) => endSession(t.ctx({ db: tx }), s.id))
    const closed = await itemRow(item.id)
    assert.equal(closed.left, 0)
    assert.ok(closed.returned_at)
    assert.equal(await stockOf(sku.id), stock + closed.returned)
  })
})
