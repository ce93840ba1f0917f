import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Codes } from '../../types/constants.js'
import { FOOTPRINT_MAX, FootprintApi } from '../../types/footprint.js'
import * as footprint from '../src/modules/footprint/footprint.service.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

describe('footprint: viewed products (customer/api/footprint)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const record = (u: AsUser, productId: number) => u.api({ method: 'POST', url: FootprintApi.record.url.replace(':productId', String(productId)) })
  const list = async (u: AsUser, q = '') => expectOk(await u.api({ method: 'GET', url: `${FootprintApi.list.url}${q}` }))

  it('records views (explicitly or through footprint.record); a revisit moves it to the top; one row per product', async () => {
    const u = await asUser(t)
    const p1 = await makeProduct(t, { price: 990, title: '乌龙茶' })
    const p2 = await makeProduct(t)
    expectOk(await record(u, p1.id))
    await footprint.record(t.ctx({ userId: u.id }), p2.id)
    // a guest context records nothing
    await footprint.record(t.ctx(), p2.id)
    let l = await list(u)
    assert.deepEqual(
      l.rows.map((r: any) => r.productId),
      [p2.id, p1.id],
    )
    expectOk(await record(u, p1.id))
    l = await list(u)
    assert.equal(l.total, 2)
    assert.deepEqual(
      l.rows.map((r: any) => r.productId),
      [p1.id, p2.id],
    )
    const top = l.rows[0]
    assert.equal(top.title, '乌龙茶')
    assert.equal(top.price, 990)
    assert.equal(top.invalid, false)
    assert.ok(Math.abs(Date.parse(top.viewedAt) - Date.now()) < 60_000)
    // invalid: off the shelf or closed shop
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', p2.id).execute()
    assert.deepEqual(
      (await list(u)).rows.map((r: any) => r.invalid),
      [false, true],
    )
    expectFail(await record(u, 987654321), 404, Codes.NOT_FOUND, 'productId')
    expectFail(await record(u, (await makeProduct(t, { tenantId: t.otherTenantId })).id), 404, Codes.NOT_FOUND, 'productId')
  })

  it(`keeps at most ${FOOTPRINT_MAX} per user, dropping the oldest`, async () => {
    const u = await asUser(t)
    const shop = await makeShop(t)
    const p = await makeProduct(t, { shopId: shop.id })
    // fill directly (200 products through the factory would be slow), then record through the service
    const base = (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m as number
    await t.db
      .insertInto('footprints')
      .values(
        Array.from({ length: FOOTPRINT_MAX }, (_, i) => ({
          tenant_id: t.tenantId,
          user_id: u.id,
          product_id: base + 1000 + i,
          viewed_at: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .execute()
    await footprint.record(t.ctx({ userId: u.id }), p.id)
    const l = await list(u, '?pageSize=1')
    assert.equal(l.total, FOOTPRINT_MAX)
    assert.equal(l.rows[0].productId, p.id)
    const oldest = await t.db
      .selectFrom('footprints')
      .select('product_id')
      .where('user_id', '=', u.id)
      .where('product_id', '=', base + 1000 + FOOTPRINT_MAX - 1)
      .execute()
    assert.deepEqual(oldest, [])
    // a product the catalog no longer has is shown as invalid
    const last = await list(u, `?pageSize=1&pageNum=${FOOTPRINT_MAX}`)
    assert.equal(last.rows[0].invalid, true)
  })

  it("delete one (another user's id is 404), clear all; a session is required", async () => {
    const a = await asUser(t)
    const b = await asUser(t)
    const ps = await Promise.all([1, 2, 3].map(() => makeProduct(t)))
    for (const p of ps) expectOk(await record(a, p.id))
    expectOk(await record(b, ps[0].id))
    const rows = (await list(a)).rows
    const del = (u: AsUser, id: number) => u.api({ method: 'DELETE', url: FootprintApi.remove.url.replace(':id', String(id)) })
    expectFail(await del(b, rows[0].id), 404, Codes.NOT_FOUND)
    assert.deepEqual(expectOk(await del(a, rows[0].id)), { count: 1 })
    expectFail(await del(a, rows[0].id), 404, Codes.NOT_FOUND)
    assert.deepEqual(expectOk(await a.api({ method: 'DELETE', url: FootprintApi.clear.url })), { count: 2 })
    assert.equal((await list(a)).total, 0)
    assert.equal((await list(b)).total, 1)
    expectFail(await t.api({ method: 'GET', url: FootprintApi.list.url }), 401, Codes.UNAUTHORIZED)
    expectFail(await t.api({ method: 'DELETE', url: FootprintApi.clear.url }), 401, Codes.UNAUTHORIZED)
    // the other tenant's user sees none of these
    const o = await asUser(t, { tenantId: t.otherTenantId })
    assert.equal((await list(o)).total, 0)
  })
})
