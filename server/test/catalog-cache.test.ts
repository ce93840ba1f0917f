import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { CatalogApi, type ProductCard, type ProductDetail } from '../../types/catalog.js'
import { buildApp } from '../src/app.js'
import { connect, sqlCount } from '../src/db/database.js'
import { asUser, createTestApp, expectOk, makeProduct, makeShop, type Api, type TestApp } from './helpers.js'

/**
 * The catalogue read cache (catalog.cache.ts): lists and the shared part of a product page come from
 * it while nothing changed, and any committed write to products, SKUs, shops or reviews shows on the
 * next request of every node, whoever wrote it (raw SQL here: no service call tells the cache).
 */
describe('catalog cache: served while unchanged, any write shows at once, on every node', () => {
  let t: TestApp
  let shop: number, product: number, sku: number
  const listUrl = () => `${CatalogApi.productSearch.url}?shopId=${shop}&pageSize=20`
  const listOf = async (api: Api) => expectOk(await api({ method: 'GET', url: listUrl(), headers: { lang: 'en' } })) as { rows: ProductCard[]; total: number }
  const detailOf = async (api: Api, headers: Record<string, string> = {}) =>
    expectOk(await api({ method: 'GET', url: `/customer/api/product/${product}`, headers: { lang: 'en', ...headers } })) as ProductDetail
  /** statements one request runs */
  const statements = async (f: () => Promise<unknown>) => {
    sqlCount.enabled = true
    const n0 = sqlCount.n
    await f()
    const n = sqlCount.n - n0
    sqlCount.enabled = process.env.SQL_COUNT === '1'
    return n
  }

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    shop = (await makeShop(t)).id
    product = (await makeProduct(t, { shopId: shop, price: 1000, stock: 5 })).id
    await makeProduct(t, { shopId: shop, price: 2000, stock: 5 })
    sku = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', product).executeTakeFirstOrThrow()).id
  })
  after(() => t.close())

  it('an unchanged catalogue is answered from the cache: one statement (the version) per list or guest detail', async () => {
    await listOf(t.api)
    await detailOf(t.api)
    assert.equal(await statements(() => listOf(t.api)), 1)
    assert.equal(await statements(() => detailOf(t.api)), 1)
    // a miss runs the list in one statement (+ the version)
    assert.equal(await statements(() => t.api({ method: 'GET', url: `${listUrl()}&pageNum=1&sort=priceDesc` })), 2)
  })

  it('a price and a stock changed by raw SQL show on the next list and detail', async () => {
    const before = await listOf(t.api)
    assert.equal(before.rows.find((c) => c.id === product)!.price, 1000)
    assert.equal((await detailOf(t.api)).skus[0].price, 1000)
    await sql`update product_skus set price = 777 where id = ${sku}`.execute(t.db)
    await sql`update products set min_price = 777 where id = ${product}`.execute(t.db)
    assert.equal((await listOf(t.api)).rows.find((c) => c.id === product)!.price, 777)
    const d = await detailOf(t.api)
    assert.equal(d.price, 777)
    assert.equal(d.skus[0].price, 777)
    // stock taken (as an order would): sold out at once
    await sql`update product_skus set stock = stock - 5 where id = ${sku}`.execute(t.db)
    const sold = await detailOf(t.api)
    assert.equal(sold.stock, 0)
    assert.equal(sold.notBuyableReason, 'soldOut')
    assert.equal((await listOf(t.api)).rows.find((c) => c.id === product)!.inStock, false)
    await sql`update product_skus set stock = 3 where id = ${sku}`.execute(t.db)
    assert.equal((await detailOf(t.api)).stock, 3)
  })

  it('a closed shop, an off-shelf product and a new review show at once', async () => {
    await sql`update shops set status = 'closed' where id = ${shop}`.execute(t.db)
    assert.equal((await listOf(t.api)).total, 0)
    assert.equal((await detailOf(t.api)).notBuyableReason, 'shopClosed')
    await sql`update shops set status = 'open' where id = ${shop}`.execute(t.db)
    assert.equal((await listOf(t.api)).total, 2)
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', product).execute()
    assert.equal((await listOf(t.api)).total, 1)
    await t.db.updateTable('products').set({ status: 'on' }).where('id', '=', product).execute()
    assert.equal((await detailOf(t.api)).reviews.counts.all, 0)
    await t.db.insertInto('reviews').values({ tenant_id: t.tenantId, product_id: product, nickname: 'n', rating: 5 }).execute()
    assert.equal((await detailOf(t.api)).reviews.counts.all, 1)
  })

  it('an uncommitted write is not shown, nor kept after it commits', async () => {
    await listOf(t.api)
    await t.db.transaction().execute(async (tx) => {
      await sql`update products set min_price = 555 where id = ${product}`.execute(tx)
      // another connection reads meanwhile: the old price (and caches it under the old version)
      assert.equal((await listOf(t.api)).rows.find((c) => c.id === product)!.price, 777)
    })
    assert.equal((await listOf(t.api)).rows.find((c) => c.id === product)!.price, 555)
  })

  it('two nodes on one database: a write seen through either shows on both', async () => {
    // node 2 runs as a server does: named prepared statements (database.ts)
    const db2 = connect(t.config.databaseUrl!, 2, { prepare: true })
    const app2 = await buildApp({ config: t.config, db: db2, kv: t.kv })
    await app2.ready()
    app2.log.level = 'silent'
    const api2: Api = async (o) => {
      const r = await app2.inject({ ...o, url: t.config.apiPrefix + o.url })
      return { status: r.statusCode, body: r.json(), headers: r.headers }
    }
    try {
      assert.equal((await detailOf(api2)).price, 555)
      assert.equal((await detailOf(t.api)).price, 555)
      // written through node 1's database handle, read on node 2 (and the reverse)
      await sql`update products set min_price = 444 where id = ${product}`.execute(t.db)
      assert.equal((await detailOf(api2)).price, 444)
      assert.equal((await listOf(api2)).rows.find((c) => c.id === product)!.price, 444)
      await sql`update product_skus set stock = 9 where id = ${sku}`.execute(db2)
      assert.equal((await detailOf(t.api)).stock, 9)
      assert.equal((await detailOf(api2)).stock, 9)
    } finally {
      await app2.close()
      await db2.destroy()
    }
  })

  it('personal parts never come from the cache: the favourite flag is per user, views are recorded per request', async () => {
    const a = await asUser(t)
    const b = await asUser(t)
    expectOk(await a.api({ method: 'POST', url: `/customer/api/collection/${product}?type=1` }))
    await detailOf(t.api)
    assert.equal((await detailOf(a.api)).favourite, true)
    assert.equal((await detailOf(b.api)).favourite, false)
    assert.equal((await detailOf(t.api)).favourite, false)
    const views = await t.db.selectFrom('footprints').select('product_id').where('user_id', '=', b.id).execute()
    assert.deepEqual(
      views.map((v) => v.product_id),
      [product],
    )
  })
})
