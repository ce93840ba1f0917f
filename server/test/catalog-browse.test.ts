import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { KyselyPlugin } from 'kysely'
import { CatalogApi, type ProductCard, type ProductDetail, type Review } from '../../types/catalog.js'
import { Codes } from '../../types/constants.js'
import * as catalog from '../src/modules/catalog/catalog.service.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type TestApp } from './helpers.js'

const i18n = (zh: string, en: string, more: Record<string, string> = {}) => JSON.stringify({ zh_CN: zh, zh_TW: zh, en, ...more })

describe('catalog: browse (tree, search, detail, reviews, shop, hot words, suggestions)', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) => t.api({ method: 'GET', url, headers })
  const search = async (q: string, headers: Record<string, string> = {}) =>
    expectOk(await get(`${CatalogApi.productSearch.url}?${q}`, headers)) as { rows: ProductCard[]; total: number }
  let shopA: number,
    shopB: number,
    closed: number,
    top: number,
    sub: number,
    tea: number,
    cup: number,
    off: number,
    sold: number,
    inClosed: number,
    shopCat: number
  const cheap: number[] = []

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    const db = t.db
    shopA = (await makeShop(t, { name: '茶语小铺' })).id
    shopB = (await makeShop(t, { name: 'Mug House' })).id
    closed = (await makeShop(t, { name: '打烊的店', status: 'closed' })).id
    await db
      .updateTable('shops')
      .set({
        banner: '/b.png',
        notice: i18n('今日上新', 'New today'),
        licence_images: JSON.stringify(['/l.png']),
        photos: JSON.stringify(['/p1.png', '/p2.png']),
        rating: '4.6',
      })
      .where('id', '=', shopA)
      .execute()
    top = (
      await db
        .insertInto('categories')
        .values({ tenant_id: t.tenantId, parent_id: null, name: i18n('饮品', 'Drinks', { ja: '飲み物' }), icon: '/i.png', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    sub = (
      await db
        .insertInto('categories')
        .values({ tenant_id: t.tenantId, parent_id: top, name: i18n('茶叶', 'Tea leaves'), icon: '/t.png', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    shopCat = (
      await db
        .insertInto('categories')
        .values({ tenant_id: t.tenantId, shop_id: shopA, parent_id: null, name: i18n('招牌', 'Signature'), icon: null, sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    tea = (await makeProduct(t, { shopId: shopA, categoryId: sub, title: '西湖龙井', price: 12800, originalPrice: 15000, sales: 50 })).id
    await db
      .updateTable('products')
      .set({
        title: i18n('西湖龙井', 'Longjing green tea', { ja: '西湖龍井茶' }),
        description_i18n: i18n('明前茶', 'Picked before Qingming'),
        shop_category_id: shopCat,
      })
      .where('id', '=', tea)
      .execute()
    // a multi-spec product: colour x size, one combination sold out
    cup = (await makeProduct(t, { shopId: shopB, categoryId: top, title: 'Mug', price: 3000, sales: 500 })).id
    await db.deleteFrom('product_skus').where('product_id', '=', cup).execute()
    await db
      .updateTable('products')
      .set({
        title: i18n('马克杯', 'Ceramic mug'),
        spec_groups: JSON.stringify([
          {
            key: 'colour',
            name: { zh_CN: '颜色', en: 'Colour' },
            values: [
              { key: 'white', name: { zh_CN: '白色', en: 'White' } },
              { key: 'blue', name: { zh_CN: '蓝色', en: 'Blue' } },
            ],
          },
          {
            key: 'size',
            name: { zh_CN: '尺寸', en: 'Size' },
            values: [
              { key: 'S', name: { zh_CN: '小', en: 'S' } },
              { key: 'L', name: { zh_CN: '大', en: 'L' } },
            ],
          },
        ]),
      })
      .where('id', '=', cup)
      .execute()
    const skus = [
      ['white', 'S', 3000, 5],
      ['white', 'L', 3500, 0],
      ['blue', 'S', 3000, 2],
      ['blue', 'L', 3500, 9],
    ] as const
    await db
      .insertInto('product_skus')
      .values(
        skus.map(([c, s, price, stock], i) => ({
          tenant_id: t.tenantId,
          product_id: cup,
          sku_code: `MUG-${i}`,
          spec: JSON.stringify({ colour: c, size: s }),
          price,
          original_price: price,
          stock,
          image: `/mug-${c}.png`,
        })),
      )
      .execute()
    off = (await makeProduct(t, { shopId: shopB, categoryId: top, title: '下架杯', status: 'off' })).id
    sold = (await makeProduct(t, { shopId: shopB, categoryId: sub, title: '售罄茶', stock: 0, price: 500 })).id
    inClosed = (await makeProduct(t, { shopId: closed, categoryId: top, title: '关店茶' })).id
    for (let i = 0; i < 25; i++) cheap.push((await makeProduct(t, { shopId: shopB, categoryId: sub, title: `Paging tea ${i}`, price: 100 + i, sales: i })).id)
    // reviews of the tea: 5,5,4 good (one with pictures), 3 medium, 2,1 bad (one with pictures, one replied)
    const rs = [
      [5, ['/r1.png']],
      [5, []],
      [4, []],
      [3, []],
      [2, ['/r2.png', '/r3.png']],
      [1, []],
    ] as const
    for (const [i, [rating, images]] of rs.entries())
      await db
        .insertInto('reviews')
        .values({
          tenant_id: t.tenantId,
          product_id: tea,
          nickname: `买家${i}`,
          rating,
          content: `评价${i}`,
          images: JSON.stringify(images),
          reply: i === 5 ? '抱歉' : null,
          created_at: new Date(Date.now() - i * 60_000),
        })
        .execute()
    const mugSku = await db.selectFrom('product_skus').select('id').where('sku_code', '=', 'MUG-3').executeTakeFirstOrThrow()
    await db.insertInto('reviews').values({ tenant_id: t.tenantId, product_id: cup, sku_id: mugSku.id, nickname: 'Amy', rating: 5, content: 'nice' }).execute()
    await db
      .insertInto('hot_words')
      .values([
        { tenant_id: t.tenantId, word: i18n('龙井', 'Longjing'), sort: 1 },
        { tenant_id: t.tenantId, word: i18n('马克杯', 'Mug'), sort: 2 },
        { tenant_id: t.otherTenantId, word: i18n('别家', 'Other'), sort: 1 },
      ])
      .execute()
  })
  after(() => t.close())

  it('category tree: two levels with icons in the lang; a shop has its own', async () => {
    const tree = expectOk(await get(CatalogApi.categoryTree.url, { lang: 'en' }))
    const drinks = tree.find((n: { id: number }) => n.id === top)
    assert.equal(drinks.name, 'Drinks')
    assert.equal(drinks.icon, '/i.png')
    assert.deepEqual(
      drinks.children.map((c: { name: string }) => c.name),
      ['Tea leaves'],
    )
    assert.equal(expectOk(await get(CatalogApi.categoryTree.url, { lang: 'ja' })).find((n: { id: number }) => n.id === top).name, '飲み物')
    // ko has no translation: zh_CN
    assert.equal(expectOk(await get(CatalogApi.categoryTree.url, { lang: 'ko' })).find((n: { id: number }) => n.id === top).name, '饮品')
    assert.ok(!tree.some((n: { id: number }) => n.id === shopCat), 'shop categories stay out of the platform tree')
    assert.deepEqual(
      expectOk(await get(`${CatalogApi.categoryTree.url}?shopId=${shopA}`)).map((n: { id: number }) => n.id),
      [shopCat],
    )
    assert.deepEqual(expectOk(await get(CatalogApi.categoryTree.url, { tenant: 'other' })), [])
  })

  it('search: Chinese and English titles, shop and category names; closed shops and off-shelf products never listed', async () => {
    assert.deepEqual(
      (await search(`keyword=${encodeURIComponent('龙井')}`)).rows.map((c) => c.id),
      [tea],
    )
    assert.deepEqual(
      (await search('keyword=LONGJING', { lang: 'en' })).rows.map((c) => c.title),
      ['Longjing green tea'],
    )
    assert.deepEqual(
      (await search(`keyword=${encodeURIComponent('龍井茶')}`, { lang: 'ja' })).rows.map((c) => c.title),
      ['西湖龍井茶'],
    )
    // by shop name and by category name
    assert.ok((await search(`keyword=${encodeURIComponent('茶语')}`)).rows.every((c) => c.shopId === shopA))
    const byCat = await search(`keyword=${encodeURIComponent('tea leaves')}&pageSize=100`)
    assert.ok(byCat.rows.some((c) => c.id === tea) && byCat.rows.some((c) => c.id === sold))
    const all = await search('pageSize=100')
    const ids = new Set(all.rows.map((c) => c.id))
    assert.ok(!ids.has(off) && !ids.has(inClosed))
    // LIKE wildcards are literal
    assert.equal((await search('keyword=%25')).total, 0)
    assert.equal((await search('keyword=_')).total, 0)
  })

  it('search sorts (default, sales, price up/down, new), filters (price, in stock, shop, category, shop category) and pages', async () => {
    const base = `categoryId=${top}&pageSize=100`
    const sales = (await search(`${base}&sort=sales`)).rows.map((c) => c.sales)
    assert.deepEqual(
      sales,
      [...sales].sort((a, b) => b - a),
    )
    const up = (await search(`${base}&sort=priceAsc`)).rows.map((c) => c.price)
    assert.deepEqual(
      up,
      [...up].sort((a, b) => a - b),
    )
    const down = (await search(`${base}&sort=priceDesc`)).rows.map((c) => c.price)
    assert.deepEqual(
      down,
      [...down].sort((a, b) => b - a),
    )
    const newest = (await search(`${base}&sort=new`)).rows.map((c) => c.id)
    assert.equal(newest[0], cheap[24])
    const dflt = await search(base)
    assert.equal(dflt.total, 1 + 1 + 1 + 25, 'top category includes its sub-category')
    const band = await search(`${base}&priceMin=110&priceMax=114`)
    assert.deepEqual(band.rows.map((c) => c.price).sort(), [110, 111, 112, 113, 114])
    expectFail(await get(`${CatalogApi.productSearch.url}?priceMin=5&priceMax=4`), 400, Codes.BAD_REQUEST, 'priceMax')
    const stocked = await search(`${base}&inStock=true`)
    assert.ok(!stocked.rows.some((c) => c.id === sold) && stocked.rows.every((c) => c.inStock))
    assert.ok(dflt.rows.some((c) => c.id === sold && !c.inStock))
    assert.deepEqual(
      (await search(`shopId=${shopA}`)).rows.map((c) => c.id),
      [tea],
    )
    assert.deepEqual(
      (await search(`shopCategoryId=${shopCat}`)).rows.map((c) => c.id),
      [tea],
    )
    // pages concatenate to the whole list, no repeats
    const seen: number[] = []
    for (let n = 1; n <= 3; n++) {
      const p = await search(`categoryId=${top}&sort=priceAsc&pageSize=10&pageNum=${n}`)
      assert.equal(p.total, dflt.total)
      seen.push(...p.rows.map((c) => c.id))
    }
    assert.deepEqual(
      seen,
      (await search(`${base}&sort=priceAsc`)).rows.map((c) => c.id),
    )
    for (const bad of ['sort=cheap', 'priceMin=-1', 'inStock=maybe', 'pageSize=101', 'shopId=0', 'nope=1'])
      assert.equal((await get(`${CatalogApi.productSearch.url}?${bad}`)).status, 400, bad)
  })

  it('a product list runs a bounded number of statements whatever the page size', async () => {
    const counts: number[] = []
    for (const pageSize of [1, 20, 100]) {
      let n = 0
      // statements run (a result each; a subquery's builder is transformed too, so transforms are not statements)
      const counting: KyselyPlugin = { transformQuery: (a) => a.node, transformResult: async (a) => (n++, a.result) }
      const c = t.ctx({ db: t.db.withPlugin(counting) })
      const page = await catalog.productSearch(c, { pageSize, keyword: 'tea' })
      assert.ok(page.rows.length >= 1)
      await catalog.productList(c, 1, { pageSize })
      counts.push(n)
    }
    console.log(`# statements per search + list request, page sizes 1/20/100: ${counts.join('/')}`)
    // per request: the catalogue version, the page, and its capped count when the page is full (ADR 0144); a
    // keyword's page and total come from its pool in one statement after the planner's estimate of its matches
    // (ADR 0164): the search 3/3/3, the list 3/3/2
    assert.deepEqual(counts, [6, 6, 5])
  })

  it('detail: prices, stock, spec groups, SKUs with availability and images, shop card, review summary, translations', async () => {
    const d: ProductDetail = expectOk(await get(`/customer/api/product/${cup}`, { lang: 'en' }))
    assert.equal(d.title, 'Ceramic mug')
    assert.equal(d.stock, 16)
    assert.deepEqual(
      d.specGroups.map((g) => `${g.name}:${g.values.map((v) => v.name).join(',')}`),
      ['Colour:White,Blue', 'Size:S,L'],
    )
    assert.deepEqual(
      d.skus.map((k) => [k.spec.colour, k.spec.size, k.price, k.available, k.image]),
      [
        ['white', 'S', 3000, true, '/mug-white.png'],
        ['white', 'L', 3500, false, '/mug-white.png'],
        ['blue', 'S', 3000, true, '/mug-blue.png'],
        ['blue', 'L', 3500, true, '/mug-blue.png'],
      ],
    )
    assert.equal(d.shop.id, shopB)
    assert.equal(d.shop.open, true)
    assert.equal(d.buyable, true)
    assert.equal(d.notBuyableReason, null)
    assert.equal(d.favourite, false)
    assert.equal(d.reviews.counts.all, 1)
    assert.equal(d.reviews.first[0].skuText, 'Blue / L')
    const teaD: ProductDetail = expectOk(await get(`/customer/api/product/${tea}`))
    assert.equal(teaD.description, '明前茶')
    assert.equal(teaD.price, 12800)
    assert.equal(teaD.originalPrice, 15000)
    assert.deepEqual(teaD.reviews.counts, { all: 6, pictures: 2, good: 3, medium: 1, bad: 2 })
    assert.equal(teaD.reviews.rating, 3.3)
    assert.deepEqual(
      teaD.reviews.first.map((r) => r.nickname),
      ['买家0', '买家1'],
    )
    assert.equal(expectOk(await get(`/customer/api/product/${tea}`, { lang: 'fil' })).title, '西湖龙井', 'fil falls back to zh_CN')
    // a session is fine (the favourite hook answers false until the collection module wires it)
    const u = await asUser(t)
    assert.equal(expectOk(await u.api({ method: 'GET', url: `/customer/api/product/${tea}` })).favourite, false)
  })

  it('detail: off the shelf, closed shop and sold out cannot be bought; unknown and other tenant ids are 404', async () => {
    const o: ProductDetail = expectOk(await get(`/customer/api/product/${off}`))
    assert.deepEqual([o.buyable, o.notBuyableReason, o.skus.every((k) => !k.available)], [false, 'offShelf', true])
    const c: ProductDetail = expectOk(await get(`/customer/api/product/${inClosed}`))
    assert.deepEqual([c.buyable, c.notBuyableReason, c.shop.open], [false, 'shopClosed', false])
    const s: ProductDetail = expectOk(await get(`/customer/api/product/${sold}`))
    assert.deepEqual([s.buyable, s.notBuyableReason], [false, 'soldOut'])
    expectFail(await get('/customer/api/product/999999999', { lang: 'en' }), 404, Codes.NOT_FOUND)
    const theirs = await makeProduct(t, { tenantId: t.otherTenantId, title: 'theirs' })
    expectFail(await get(`/customer/api/product/${theirs.id}`), 404, Codes.NOT_FOUND)
    expectFail(await get(`/customer/api/product/${tea}`, { tenant: 'other' }), 404, Codes.NOT_FOUND)
    expectFail(await get(`/customer/api/shop/${shopA}`, { tenant: 'other' }), 404, Codes.NOT_FOUND)
    expectFail(await get(`/customer/api/product/${tea}/reviews`, { tenant: 'other' }), 404, Codes.NOT_FOUND)
    assert.equal((await search(`keyword=theirs`)).total, 0)
  })

  it('reviews: filters with counts and totals, paging, newest first, one review, reply', async () => {
    const list = async (q: string) => expectOk(await get(`/customer/api/product/${tea}/reviews?${q}`)) as { rows: Review[]; total: number }
    assert.deepEqual(
      (await list('')).rows.map((r) => r.rating),
      [5, 5, 4, 3, 2, 1],
    )
    assert.deepEqual(
      (await list('filter=pictures')).rows.map((r) => r.images.length),
      [1, 2],
    )
    assert.deepEqual(
      (await list('filter=good')).rows.map((r) => r.rating),
      [5, 5, 4],
    )
    assert.deepEqual(
      (await list('filter=medium')).rows.map((r) => r.rating),
      [3],
    )
    const bad = await list('filter=bad')
    assert.deepEqual([bad.total, bad.rows.map((r) => r.rating), bad.rows[1].reply], [2, [2, 1], '抱歉'])
    const p2 = await list('pageSize=4&pageNum=2')
    assert.deepEqual([p2.total, p2.rows.length], [6, 2])
    assert.deepEqual(expectOk(await get(`/customer/api/product/${tea}/reviews/count`)).counts, { all: 6, pictures: 2, good: 3, medium: 1, bad: 2 })
    assert.equal((await get(`/customer/api/product/${tea}/reviews?filter=nice`)).status, 400)
    const one: Review = expectOk(await get(`/customer/api/review/${bad.rows[0].id}`))
    assert.deepEqual(one, bad.rows[0])
    expectFail(await get(`/customer/api/review/${bad.rows[0].id}`, { tenant: 'other' }), 404, Codes.NOT_FOUND)
  })

  it('shop home: banner, notice, licence, photos, categories, open/closed, rating', async () => {
    const s = expectOk(await get(`/customer/api/shop/${shopA}`, { lang: 'en' }))
    assert.deepEqual(
      [s.banner, s.notice, s.licenceImages, s.photos, s.open, s.rating, s.productCount],
      ['/b.png', 'New today', ['/l.png'], ['/p1.png', '/p2.png'], true, 4.6, 1],
    )
    assert.deepEqual(
      s.categories.map((c: { name: string }) => c.name),
      ['Signature'],
    )
    assert.equal(expectOk(await get(`/customer/api/shop/${closed}`)).open, false)
    expectFail(await get('/customer/api/shop/999999999'), 404, Codes.NOT_FOUND)
  })

  it('hot words per tenant in the lang; suggestions match in any language, at most 10', async () => {
    assert.deepEqual(expectOk(await get(CatalogApi.hotWords.url, { lang: 'en' })), ['Longjing', 'Mug'])
    assert.deepEqual(expectOk(await get(CatalogApi.hotWords.url, { tenant: 'other' })), ['别家'])
    assert.deepEqual(expectOk(await get(`${CatalogApi.suggest.url}?keyword=${encodeURIComponent('龙')}`)), ['西湖龙井'])
    assert.deepEqual(expectOk(await get(`${CatalogApi.suggest.url}?keyword=ceramic`, { lang: 'en' })), ['Ceramic mug'])
    // a shop's name matches its products too
    assert.equal(expectOk(await get(`${CatalogApi.suggest.url}?keyword=mug`, { lang: 'en' }))[0], 'Ceramic mug')
    assert.equal(expectOk(await get(`${CatalogApi.suggest.url}?keyword=paging`)).length, 10)
    assert.equal((await get(`${CatalogApi.suggest.url}?keyword=`)).status, 400)
  })
})
