import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CollectionApi } from '../../types/collection.js'
import { Codes } from '../../types/constants.js'
import { isFavourite } from '../src/modules/collection/collection.service.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

describe('collection: favourites (customer/api/collection)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const target = (id: number, type?: 1 | 2) => `${CollectionApi.add.url.replace(':id', String(id))}${type ? `?type=${type}` : ''}`
  const listOf = async (u: AsUser, type: 1 | 2, q = '') =>
    expectOk(await u.api({ method: 'GET', url: `${CollectionApi.list.url.replace(':type', String(type))}${q}` }))

  it('favourite products (type 1, the default) and shops (type 2); lists newest first, paged, invalid ones marked', async () => {
    const u = await asUser(t)
    const p1 = await makeProduct(t, { price: 990, originalPrice: 1200, title: '绿茶' })
    const p2 = await makeProduct(t)
    const closed = await makeShop(t, { status: 'closed', name: '夜店' })
    const open = await makeShop(t, { name: '早店' })
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: target(p1.id) })), { favourite: true })
    expectOk(await u.api({ method: 'POST', url: target(p2.id, 1) }))
    expectOk(await u.api({ method: 'POST', url: target(closed.id, 2) }))
    expectOk(await u.api({ method: 'POST', url: target(open.id, 2) }))
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', p2.id).execute()
    const products = await listOf(u, 1)
    assert.equal(products.total, 2)
    assert.deepEqual(
      products.rows.map((r: any) => [r.targetId, r.invalid, r.reason ?? null]),
      [
        [p2.id, true, 'off'],
        [p1.id, false, null],
      ],
    )
    const first = products.rows[1]
    assert.equal(first.title, '绿茶')
    assert.equal(first.price, 990)
    assert.equal(first.originalPrice, 1200)
    assert.equal(first.shopId, p1.shopId)
    assert.equal(first.type, 1)
    assert.ok(!Number.isNaN(Date.parse(first.createdAt)))
    const shops = await listOf(u, 2)
    assert.deepEqual(
      shops.rows.map((r: any) => [r.targetId, r.title, r.invalid]),
      [
        [open.id, '早店', false],
        [closed.id, '夜店', true],
      ],
    )
    // paging
    const page2 = await listOf(u, 1, '?pageNum=2&pageSize=1')
    assert.deepEqual([page2.total, page2.rows.map((r: any) => r.targetId)], [2, [p1.id]])
    expectFail(await u.api({ method: 'GET', url: CollectionApi.list.url.replace(':type', '3') }), 400, Codes.BAD_REQUEST, 'type')
  })

  it("adding again (also 10 in parallel) keeps one row; unknown or another tenant's targets answer 404", async () => {
    const u = await asUser(t)
    const p = await makeProduct(t)
    const rs = await Promise.all(Array.from({ length: 10 }, () => u.api({ method: 'POST', url: target(p.id) })))
    rs.forEach(expectOk)
    assert.equal((await listOf(u, 1)).total, 1)
    expectFail(await u.api({ method: 'POST', url: target(987654321) }), 404, Codes.NOT_FOUND, 'id')
    expectFail(await u.api({ method: 'POST', url: target(987654321, 2) }), 404, Codes.NOT_FOUND, 'id')
    const foreign = await makeProduct(t, { tenantId: t.otherTenantId })
    expectFail(await u.api({ method: 'POST', url: target(foreign.id) }), 404, Codes.NOT_FOUND, 'id')
    expectFail(await u.api({ method: 'POST', url: target(foreign.shopId, 2) }), 404, Codes.NOT_FOUND, 'id')
    // a product id is not a shop id
    expectFail(await u.api({ method: 'POST', url: `${target(p.id)}?type=5` }), 400, Codes.BAD_REQUEST)
  })

  it("remove one and several (?ids=), only the user's own; isFavourite and the check call", async () => {
    const a = await asUser(t)
    const b = await asUser(t)
    const ps = await Promise.all([1, 2, 3, 4].map(() => makeProduct(t)))
    for (const p of ps) expectOk(await a.api({ method: 'POST', url: target(p.id) }))
    expectOk(await b.api({ method: 'POST', url: target(ps[0].id) }))
    const check = (u: AsUser | undefined, id: number) => (u ? u.api : t.api)({ method: 'GET', url: CollectionApi.check.url.replace(':id', String(id)) })
    assert.deepEqual(expectOk(await check(a, ps[0].id)), { favourite: true })
    assert.deepEqual(expectOk(await check(undefined, ps[0].id)), { favourite: false })
    assert.equal(await isFavourite(t.ctx({ userId: a.id }), 1, ps[1].id), true)
    assert.equal(await isFavourite(t.ctx({ userId: a.id }), 2, ps[1].id), false)
    assert.equal(await isFavourite(t.ctx(), 1, ps[1].id), false)
    assert.deepEqual(expectOk(await a.api({ method: 'DELETE', url: target(ps[0].id) })), { count: 1 })
    assert.deepEqual(expectOk(await a.api({ method: 'DELETE', url: target(ps[0].id) })), { count: 0 })
    // b's favourite of the same product is untouched
    assert.deepEqual(expectOk(await check(b, ps[0].id)), { favourite: true })
    assert.deepEqual(expectOk(await a.api({ method: 'DELETE', url: `${CollectionApi.removeMany.url}?ids=${ps[1].id},${ps[2].id}` })), { count: 2 })
    assert.deepEqual(
      (await listOf(a, 1)).rows.map((r: any) => r.targetId),
      [ps[3].id],
    )
    // b cannot remove a's
    assert.deepEqual(expectOk(await b.api({ method: 'DELETE', url: `${CollectionApi.removeMany.url}?ids=${ps[3].id}` })), { count: 0 })
    assert.equal((await listOf(a, 1)).total, 1)
    expectFail(await a.api({ method: 'DELETE', url: `${CollectionApi.removeMany.url}?ids=a,b` }), 400, Codes.BAD_REQUEST, 'ids')
  })

  it('needs a session (except check); another tenant keeps its own favourites', async () => {
    expectFail(await t.api({ method: 'GET', url: CollectionApi.list.url.replace(':type', '1') }), 401, Codes.UNAUTHORIZED)
    expectFail(await t.api({ method: 'POST', url: target(1) }), 401, Codes.UNAUTHORIZED)
    expectFail(await t.api({ method: 'DELETE', url: target(1) }), 401, Codes.UNAUTHORIZED)
    const o = await asUser(t, { tenantId: t.otherTenantId })
    const p = await makeProduct(t, { tenantId: t.otherTenantId })
    expectOk(await o.api({ method: 'POST', url: target(p.id) }))
    assert.deepEqual(
      (await listOf(o, 1)).rows.map((r: any) => r.targetId),
      [p.id],
    )
  })
})
