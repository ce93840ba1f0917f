import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { CatalogApi, type ProductCard, type ProductSort } from '../../types/catalog.js'
import { connect } from '../src/db/database.js'
import { KEYWORD_POOL, LIST_CAP, catalogRepo } from '../src/modules/catalog/catalog.repository.js'
import { createTestApp, expectOk, makeProduct, makeShop, type TestApp } from './helpers.js'

const i18n = (zh: string, en: string) => JSON.stringify({ zh_CN: zh, zh_TW: zh, en })
type Page = { rows: ProductCard[]; total: number }

/** ADR 0144: totals exact up to LIST_CAP, no page past it, every sort in its order across pages and sub-categories. */
describe('catalog: lists at scale (capped totals, sorts from indexes, paging, suggestions)', () => {
  let t: TestApp
  let top: number, subA: number, subB: number, shop: number, small: number
  const search = async (q: string) => expectOk(await t.api({ method: 'GET', url: `${CatalogApi.productSearch.url}?${q}`, headers: { lang: 'en' } })) as Page

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    const cat = async (parent: number | null, name: string) =>
      (
        await t.db
          .insertInto('categories')
          .values({ tenant_id: t.tenantId, parent_id: parent, name: i18n(name, name) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    top = await cat(null, 'Scale top')
    subA = await cat(top, 'Scale sub a')
    subB = await cat(top, 'Scale sub b')
    shop = (await makeShop(t, { name: 'Scale shop' })).id
    small = (await makeShop(t, { name: 'Small shop' })).id
    const seed = await makeProduct(t, { shopId: shop, categoryId: top, title: 'Scale seed', price: 500, sales: 3 })
    // 1,200 copies over the category and its two sub-categories, with many ties of price, sales and creation time
    // (so the id decides), titles with a word in one product of 40 ('zebrawood')
    await sql`
      insert into products (tenant_id, shop_id, category_id, title, images, status, sales, min_price, min_original_price, created_at)
      select p.tenant_id, p.shop_id, (array[${top}, ${subA}, ${subB}]::bigint[])[1 + g % 3],
             jsonb_build_object('zh_CN', 'scale ' || g, 'en', case when g % 40 = 0 then 'zebrawood bowl ' else 'plain bowl ' end || g),
             p.images, 'on', g % 7, 100 + g % 5, 100 + g % 5 + g % 3, now() - make_interval(mins => g % 11)
      from products p cross join generate_series(1, 1200) g where p.id = ${seed.id}`.execute(t.db)
    await sql`
      insert into product_skus (tenant_id, product_id, sku_code, spec, price, original_price, stock)
      select tenant_id, id, 'SCALE-' || id, '{}'::jsonb, min_price, min_original_price, id % 2 from products where shop_id = ${shop} and title->>'zh_CN' like 'scale %'`.execute(
      t.db,
    )
    await makeProduct(t, { shopId: small, categoryId: subB, title: 'Small one', price: 300 })
    await sql`analyze products`.execute(t.db)
  })
  after(() => t.close())

  it('a total is exact below the cap and the cap at or beyond it; no page starts past it; the last page ends at it', async () => {
    assert.equal(LIST_CAP, 1000)
    const all = await search(`categoryId=${top}&pageSize=20`)
    assert.equal(all.rows.length, 20)
    assert.equal(all.total, LIST_CAP, '1,202 matches: the cap')
    // exact below the cap, counted (page full) and told by the page (page not full)
    const zebra = await search(`categoryId=${top}&keyword=zebrawood&pageSize=10`)
    assert.deepEqual([zebra.rows.length, zebra.total], [10, 30])
    const zebraLast = await search(`categoryId=${top}&keyword=zebrawood&pageSize=10&pageNum=3`)
    assert.deepEqual([zebraLast.rows.length, zebraLast.total], [10, 30])
    const zebraPast = await search(`categoryId=${top}&keyword=zebrawood&pageSize=10&pageNum=4`)
    assert.deepEqual([zebraPast.rows.length, zebraPast.total], [0, 30])
    assert.equal((await search(`categoryId=${subA}&pageSize=100`)).total, 400)
    // the page that ends at the cap is whole; the next one is empty, the total still the cap
    const last = await search(`categoryId=${top}&pageSize=20&pageNum=${LIST_CAP / 20}`)
    assert.deepEqual([last.rows.length, last.total], [20, LIST_CAP])
    const past = await search(`categoryId=${top}&pageSize=20&pageNum=${LIST_CAP / 20 + 1}`)
    assert.deepEqual([past.rows.length, past.total], [0, LIST_CAP])
    // a page straddling the cap is cut at it
    const straddle = await search(`categoryId=${top}&pageSize=30&pageNum=${Math.ceil(LIST_CAP / 30)}`)
    assert.deepEqual([straddle.rows.length, straddle.total], [LIST_CAP % 30, LIST_CAP])
    // the tenant's whole list and a shop's: capped the same way
    assert.equal((await search('pageSize=5')).total, LIST_CAP)
    assert.equal((await search(`shopId=${shop}&pageSize=5`)).total, LIST_CAP)
    assert.equal((await search(`shopId=${small}&pageSize=5`)).total, 1)
  })

  it('a keyword with more matches than its pool lists its best sellers, sorted and filtered; with fewer, every match (ADR 0164)', async () => {
    assert.equal(KEYWORD_POOL, 1000)
    // 1,201 products hold 'bowl', 171 of them never sold: the pool is the 1,000 best sellers, so a price sort
    // lists no product that never sold although the cheapest bowls include some
    const zeroCheap = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shop)
      .where('sales', '=', 0)
      .where('min_price', '=', 100)
      .executeTakeFirstOrThrow()
    assert.ok(Number(zeroCheap.n) > 0)
    const seen: ProductCard[] = []
    for (let page = 1; page <= 11; page++) {
      const r = await search(`keyword=bowl&sort=priceAsc&pageSize=100&pageNum=${page}`)
      assert.equal(r.total, KEYWORD_POOL)
      seen.push(...r.rows)
    }
    assert.equal(seen.length, KEYWORD_POOL)
    assert.equal(new Set(seen.map((c) => c.id)).size, KEYWORD_POOL, 'no product twice across pages')
    assert.ok(
      seen.every((c) => c.sales >= 1),
      'only best sellers',
    )
    assert.deepEqual(
      seen.map((c) => c.price),
      [...seen.map((c) => c.price)].sort((a, b) => a - b),
      'in price order',
    )
    // a filter narrows the pool: the in-stock bowls of the pool at 101-103
    const narrowed = await search(`keyword=bowl&inStock=true&priceMin=101&priceMax=103&pageSize=100`)
    assert.ok(narrowed.total > 0 && narrowed.total < KEYWORD_POOL)
    assert.ok(narrowed.rows.every((c) => c.price >= 101 && c.price <= 103 && c.sales >= 1))
    // 30 matches: all of them, the never sold ones too
    const zebra = await search('keyword=zebrawood&sort=priceAsc&pageSize=100')
    assert.equal(zebra.total, 30)
    assert.ok(zebra.rows.some((c) => c.sales === 0))
  })

  const keyOf: Record<ProductSort, (c: ProductCard) => number> = {
    default: (c) => c.sales * 0.3 + (c.id % 17),
    sales: (c) => c.sales,
    priceAsc: (c) => c.price,
    priceDesc: (c) => c.price,
    new: () => 0,
  }
  const SORTS: Array<[ProductSort, 'asc' | 'desc', 'asc' | 'desc']> = [
    ['default', 'desc', 'asc'],
    ['sales', 'desc', 'desc'],
    ['priceAsc', 'asc', 'asc'],
    ['priceDesc', 'desc', 'desc'],
    ['new', 'desc', 'desc'],
  ]

  it('every sort, merged over a category and its sub-categories, is in its order with the id deciding ties', async () => {
    const created = new Map(
      (await t.db.selectFrom('products').select(['id', 'created_at']).where('shop_id', 'in', [shop, small]).execute()).map((r) => [
        r.id,
        new Date(r.created_at).getTime(),
      ]),
    )
    for (const [sort, dir, idDir] of SORTS)
      for (const scope of [`categoryId=${top}`, `shopId=${shop}`, `categoryId=${top}&keyword=zebrawood`]) {
        const { rows } = await search(`${scope}&sort=${sort}&pageSize=100&pageNum=2`)
        assert.equal(rows.length, scope.includes('zebrawood') ? 0 : 100)
        const first = (await search(`${scope}&sort=${sort}&pageSize=100`)).rows
        const key = sort === 'new' ? (c: ProductCard) => created.get(c.id)! : keyOf[sort]
        const sign = (d: 'asc' | 'desc') => (d === 'asc' ? 1 : -1)
        const expected = [...first].sort((a, b) => sign(dir) * (key(a) - key(b)) || sign(idDir) * (a.id - b.id))
        assert.deepEqual(
          first.map((c) => c.id),
          expected.map((c) => c.id),
          `${scope} ${sort}`,
        )
      }
    // the merged category page equals the same order over the whole scope (the first 40 of 1,202)
    const all = await t.db
      .selectFrom('products')
      .select(['id', 'sales'])
      .where('category_id', 'in', [top, subA, subB])
      .where('status', '=', 'on')
      .orderBy(sql`sales * 0.3 + id % 17`, 'desc')
      .orderBy('id')
      .limit(40)
      .execute()
    assert.deepEqual(
      (await search(`categoryId=${top}&pageSize=40`)).rows.map((c) => c.id),
      all.map((r) => r.id),
    )
  })

  it('page 2 follows page 1 with no overlap and no gap, for every sort and scope', async () => {
    for (const [sort] of SORTS)
      for (const scope of [
        `categoryId=${top}`,
        `categoryId=${subB}`,
        `shopId=${shop}`,
        'keyword=bowl',
        `categoryId=${top}&inStock=true&priceMin=101&priceMax=103`,
      ]) {
        const p1 = await search(`${scope}&sort=${sort}&pageSize=15&pageNum=1`)
        const p2 = await search(`${scope}&sort=${sort}&pageSize=15&pageNum=2`)
        const both = await search(`${scope}&sort=${sort}&pageSize=30&pageNum=1`)
        const ids = [...p1.rows, ...p2.rows].map((c) => c.id)
        assert.equal(new Set(ids).size, 30, `${scope} ${sort}: no overlap`)
        assert.deepEqual(
          ids,
          both.rows.map((c) => c.id),
          `${scope} ${sort}: no gap`,
        )
        assert.ok(p1.total >= 30 && p1.total === p2.total, `${scope} ${sort}: one total`)
      }
    // the filters hold on a merged page
    const f = await search(`categoryId=${top}&inStock=true&priceMin=101&priceMax=103&pageSize=100`)
    assert.ok(f.rows.length > 0 && f.rows.every((c) => c.inStock && c.price >= 101 && c.price <= 103))
  })

  it('suggestions: best sellers first, a word none of the best sellers holds still found, at most 10', async () => {
    const c = t.ctx({ lang: 'en' })
    const { suggest } = await import('../src/modules/catalog/catalog.service.js')
    const bowls = await suggest(c, 'bowl')
    assert.ok(bowls.length === 10)
    await sql`update products set sales = 900000 where title->>'en' = 'plain bowl 7'`.execute(t.db)
    assert.equal((await suggest(c, 'bowl'))[0], 'plain bowl 7')
    // a product with no sales, behind more than 2,000 best sellers (the scan), is found through the trigram index
    await makeProduct(t, { shopId: small, categoryId: subB, title: 'Quokkaware', price: 300, sales: 0 })
    await sql`update products set sales = 1 where title->>'en' like 'plain bowl %'`.execute(t.db)
    assert.deepEqual(await suggest(c, 'quokka'), ['Quokkaware'])
    assert.deepEqual(await suggest(c, 'qzxjv'), [])
  })

  it('a common keyword (estimated at over twice the pool) is read from its top rank keys at once (ADR 0164)', async () => {
    // 2,600 products hold 'teakwood', sold 0-96 times
    await sql`
      insert into products (tenant_id, shop_id, category_id, title, images, status, sales, min_price, min_original_price)
      select p.tenant_id, p.shop_id, p.category_id, jsonb_build_object('zh_CN', 'teak ' || g, 'en', 'teakwood tray ' || g), p.images, 'on',
             (g * 37) % 97, 100 + g % 9, 200
      from products p cross join generate_series(1, 2600) g where p.title->>'en' = 'Scale seed'`.execute(t.db)
    await sql`analyze products`.execute(t.db)
    const statements: string[] = []
    const db = connect(t.config.databaseUrl!, 1, { trace: (text) => statements.push(text) })
    try {
      const page = await catalogRepo.list(db, t.tenantId, { keyword: 'teakwood', sort: 'priceAsc', limit: 1000, offset: 0 })
      assert.deepEqual([page.rows.length, page.total], [KEYWORD_POOL, KEYWORD_POOL])
      assert.equal(statements.filter((q) => q.includes('catalog_search_rank(p.tenant_id')).length, 1, 'one read, from the rank keys')
      assert.equal(statements.filter((q) => q.includes('limit $') && !q.includes('catalog_search_rank')).length, 0, 'no read of every match first')
      // the pool is the top of the rank keys: no product left out ranks above one taken
      const ranks = await sql<{ id: number; rank: string }>`
        select id, catalog_search_rank(tenant_id, sales, id) as rank from products where title->>'en' like 'teakwood tray %'`.execute(t.db)
      const inPool = new Set(page.rows.map((r) => r.id))
      const taken = ranks.rows.filter((r) => inPool.has(r.id)).map((r) => Number(r.rank))
      const left = ranks.rows.filter((r) => !inPool.has(r.id)).map((r) => Number(r.rank))
      assert.equal(taken.length, KEYWORD_POOL)
      assert.ok(Math.min(...taken) >= Math.max(...left), `taken from rank ${Math.min(...taken)}, left up to ${Math.max(...left)}`)
      assert.deepEqual(
        page.rows.map((r) => r.min_price),
        [...page.rows.map((r) => r.min_price)].sort((a, b) => a - b),
      )
    } finally {
      await db.destroy()
    }
  })

  it('a keyword statement is planned with its values every time, never held as a named (generic-plan) statement', async () => {
    const db = connect(t.config.databaseUrl!, 1, { prepare: true })
    try {
      for (let i = 0; i < 7; i++) {
        await catalogRepo.list(db, t.tenantId, { keyword: i % 2 ? 'bowl' : 'zebrawood', limit: 5, offset: 0 })
        await catalogRepo.list(db, t.tenantId, { categoryId: top, limit: 5, offset: 0 })
      }
      const named = (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((r) => r.statement)
      assert.ok(
        named.some((s) => s.includes('"c"."parent_id"')),
        'the category page is a named statement',
      )
      assert.ok(!named.some((s) => s.includes('search_text like')), 'no keyword statement is named')
    } finally {
      await db.destroy()
    }
  })
})
