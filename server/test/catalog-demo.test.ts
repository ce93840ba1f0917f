import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { catalogRepo } from '../src/modules/catalog/catalog.repository.js'
import { seedTenant } from '../src/seed/index.js'
import { userWithToken } from './fixtures.js'
import { createTestApp, type TestApp } from './helpers.js'

describe('demo data and product lists', () => {
  let t: TestApp
  const list = (type: number, q = '', headers: Record<string, string> = {}) => t.api({ method: 'GET', url: `/customer/api/product/list/${type}${q}`, headers })

  before(async () => {
    t = await createTestApp({ seed: (db, config) => seedTenant(db, config, 'default', 'Demo Mall') })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('demo data: shops of at least 4 kinds with owners, a category tree, 80+ products with SKUs and stock', async () => {
    const shops = await t.db.selectFrom('shops').selectAll().where('tenant_id', '=', t.tenantId).execute()
    assert.ok(shops.length >= 4)
    assert.ok(new Set(shops.map((s) => s.kind)).size >= 4)
    assert.ok(shops.every((s) => s.owner_id))
    const products = await t.db.selectFrom('products').selectAll().where('tenant_id', '=', t.tenantId).execute()
    assert.ok(products.length >= 80, String(products.length))
    const skus = await t.db.selectFrom('product_skus').select(['product_id', 'price', 'stock']).where('tenant_id', '=', t.tenantId).execute()
    const withSku = new Set(skus.map((s) => s.product_id))
    assert.ok(products.every((p) => withSku.has(p.id)))
    assert.ok(skus.every((s) => Number.isInteger(s.price) && s.price > 0 && s.stock >= 0))
    assert.ok((await t.db.selectFrom('categories').select('id').where('tenant_id', '=', t.tenantId).execute()).length >= 8)
    assert.ok((await t.db.selectFrom('coupons').select('id').where('tenant_id', '=', t.tenantId).execute()).length >= 1)
  })

  it('every product image is a real PNG served by the server', async () => {
    const rows = (await list(1, '?pageSize=100')).body.rows
    const urls = [...new Set(rows.map((r: { image: string }) => r.image))] as string[]
    assert.ok(urls.length >= 80)
    for (const u of urls.slice(0, 90)) {
      const r = await t.app.inject({ method: 'GET', url: u })
      assert.equal(r.statusCode, 200, u)
      assert.equal(r.headers['content-type'], 'image/png')
      assert.deepEqual([...r.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47])
    }
  })

  it('lists page without gaps or repeats, for each of the four orderings', async () => {
    for (const type of [1, 2, 3, 4]) {
      const first = (await list(type, '?pageNum=1&pageSize=20')).body
      assert.equal(first.ok, true)
      const seen = new Set<number>()
      const pages = Math.ceil(first.total / 20)
      for (let p = 1; p <= pages; p++) {
        const r = (await list(type, `?pageNum=${p}&pageSize=20`)).body
        assert.equal(r.total, first.total)
        for (const row of r.rows) {
          assert.ok(!seen.has(row.id), `type ${type}: product ${row.id} repeated`)
          seen.add(row.id)
        }
      }
      assert.equal(seen.size, first.total)
      if (type === 1 || type === 2) assert.ok(first.total >= 80)
    }
    const hot = (await list(3, '?pageSize=50')).body.rows.map((r: { sales: number }) => r.sales)
    assert.deepEqual(hot, [...hot].sort((a, b) => b - a), 'hot products by sales')
    const discount = (await list(4, '?pageSize=50')).body.rows
    assert.ok(discount.every((r: { price: number; originalPrice: number }) => r.price < r.originalPrice))
  })

  it('page size above 100 and unknown query fields are refused with the field named', async () => {
    const big = await list(1, '?pageSize=1000')
    assert.equal(big.status, 400)
    assert.equal(big.body.field, 'pageSize')
    assert.equal((await list(5)).status, 400)
    assert.equal((await list(1, '?foo=1')).status, 400)
  })

  it('names follow the language; the other tenant sees none of these products', async () => {
    const zh = (await list(1, '?pageSize=5')).body.rows
    const en = (await list(1, '?pageSize=5', { lang: 'en' })).body.rows
    assert.deepEqual(zh.map((r: { id: number }) => r.id), en.map((r: { id: number }) => r.id))
    assert.notEqual(zh[0].title, en[0].title)
    assert.match(en[0].title, /[A-Za-z]/)
    const other = (await list(1, '', { tenant: 'other' })).body
    assert.equal(other.total, 0)
    assert.deepEqual(other.rows, [])
  })

  it('50 shoppers claiming a coupon of 20 at once: exactly 20 get one', async () => {
    const c = await t.db
      .insertInto('coupons')
      .values({ tenant_id: t.tenantId, shop_id: null, title: JSON.stringify({ zh_CN: '限量券', en: 'Limited' }), type: 'amount', threshold: 0, discount: 500, total: 20, valid_from: new Date(), valid_to: new Date(Date.now() + 86_400_000) } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const users = await Promise.all(Array.from({ length: 50 }, () => userWithToken(t)))
    const results = await Promise.all(users.map((u) => catalogRepo.claimCoupon(t.db, t.tenantId, Number(c.id), u.id)))
    assert.equal(results.filter(Boolean).length, 20)
    const row = await t.db.selectFrom('coupons').select(['claimed', 'total']).where('id', '=', c.id as never).executeTakeFirstOrThrow()
    assert.equal(row.claimed, 20)
    assert.equal(Number((await t.db.selectFrom('user_coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_id', '=', c.id as never).executeTakeFirstOrThrow()).n), 20)
  })
})
