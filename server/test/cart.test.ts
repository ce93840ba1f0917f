import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CartApi, CartCodes, CART_LINE_MAX } from '../../types/cart.js'
import { CollectionApi } from '../../types/collection.js'
import { Codes } from '../../types/constants.js'
import { asUser, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'

describe('cart: baskets (customer/api/basket)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  /** The first SKU of a product made by makeProduct. */
  const skuOf = async (productId: number) =>
    (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', productId).orderBy('id').executeTakeFirstOrThrow()).id
  /** Another SKU of the same product. */
  const addSku = async (productId: number, o: { price: number; originalPrice?: number; stock: number }) =>
    (
      await t.db
        .insertInto('product_skus')
        .values({
          tenant_id: t.tenantId,
          product_id: productId,
          sku_code: `X-${productId}-${Math.random().toString(36).slice(2, 8)}`,
          spec: JSON.stringify({ size: 'L' }),
          price: o.price,
          original_price: o.originalPrice ?? o.price,
          stock: o.stock,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const add = (u: AsUser, skuId: number, count: number) => u.api({ method: 'POST', url: CartApi.add.url, payload: { skuId, count } })
  const list = async (u: AsUser) => expectOk(await u.api({ method: 'GET', url: CartApi.list.url }))
  const basket = (id: number) => CartApi.update.url.replace(':id', String(id))

  it('adds a SKU; the same SKU again adds to its quantity; list, count and the spec section 3 shape', async () => {
    const u = await asUser(t)
    const p = await makeProduct(t, { price: 990, originalPrice: 1200, stock: 10, title: '茶杯' })
    const sku = await skuOf(p.id)
    const a = expectOk(await add(u, sku, 2))
    assert.equal(a.basketCount, 2)
    const b = expectOk(await add(u, sku, 3))
    assert.deepEqual(b, { id: a.id, basketCount: 5 })
    const l = await list(u)
    assert.equal(l.productAll, 1)
    assert.deepEqual(l.invalid, [])
    assert.equal(l.groups.length, 1)
    assert.equal(l.groups[0].shopId, p.shopId)
    assert.equal(l.groups[0].shopOpen, true)
    assert.match(l.groups[0].shopName, /店铺/)
    assert.deepEqual(l.groups[0].baskets[0], {
      id: a.id,
      basketCount: 5,
      product: { id: p.id, title: '茶杯', image: l.groups[0].baskets[0].product.image },
      productSku: { id: sku, spec: { spec: 'standard' }, specText: 'standard', price: 990, originalPrice: 1200, stock: 10 },
      shopId: p.shopId,
    })
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: CartApi.count.url })), { count: 5, lines: 1 })
    // the client's form body works too
    const f = await u.api({
      method: 'POST',
      url: CartApi.add.url,
      payload: `skuId=${sku}&count=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(expectOk(f).basketCount, 6)
  })

  it('quantity 1..stock: "quantity out of range" and "insufficient stock", counting what the basket holds', async () => {
    const u = await asUser(t, { lang: 'en' })
    const sku = await skuOf((await makeProduct(t, { stock: 4 })).id)
    let r = await add(u, sku, 0)
    expectFail(r, 400, CartCodes.QUANTITY, 'count')
    assert.match(r.body.msg, /Quantity out of range/)
    expectFail(await add(u, sku, CART_LINE_MAX + 1), 400, CartCodes.QUANTITY, 'count')
    expectFail(await add(u, sku, -1), 400, Codes.BAD_REQUEST, 'count')
    r = await add(u, sku, 5)
    expectFail(r, 409, CartCodes.STOCK, 'count')
    assert.match(r.body.msg, /Insufficient stock/)
    expectOk(await add(u, sku, 3))
    expectFail(await add(u, sku, 2), 409, CartCodes.STOCK, 'count')
    assert.equal(expectOk(await add(u, sku, 1)).basketCount, 4)
    // zh_CN by default
    assert.match((await asUser(t).then((v) => add(v, sku, 9))).body.msg, /库存不足/)
  })

  it("refuses an unknown SKU, another tenant's SKU, an off-the-shelf product and a closed shop with their codes", async () => {
    const u = await asUser(t)
    expectFail(await add(u, 987654321, 1), 404, CartCodes.SKU_GONE, 'skuId')
    const foreign = await skuOf((await makeProduct(t, { tenantId: t.otherTenantId })).id)
    expectFail(await add(u, foreign, 1), 404, CartCodes.SKU_GONE, 'skuId')
    expectFail(await add(u, await skuOf((await makeProduct(t, { status: 'off' })).id), 1), 409, CartCodes.PRODUCT_OFF, 'skuId')
    const closed = await makeShop(t, { status: 'closed' })
    expectFail(await add(u, await skuOf((await makeProduct(t, { shopId: closed.id })).id), 1), 409, CartCodes.SHOP_CLOSED, 'skuId')
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: CartApi.count.url })), { count: 0, lines: 0 })
    // and the other tenant's user does not see this tenant's SKU either
    const o = await asUser(t, { tenantId: t.otherTenantId })
    expectFail(await add(o, await skuOf((await makeProduct(t)).id), 1), 404, CartCodes.SKU_GONE)
    expectOk(await add(o, foreign, 1))
  })

  it('PUT changes the quantity and the SKU (same product; merges into a basket of that SKU); the rules hold', async () => {
    const u = await asUser(t)
    const p = await makeProduct(t, { price: 500, stock: 6 })
    const s1 = await skuOf(p.id)
    const s2 = await addSku(p.id, { price: 700, stock: 3 })
    const b1 = expectOk(await add(u, s1, 1)).id
    assert.deepEqual(expectOk(await u.api({ method: 'PUT', url: basket(b1), payload: { count: 6 } })), { id: b1, basketCount: 6 })
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { count: 7 } }), 409, CartCodes.STOCK, 'count')
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { count: 0 } }), 400, CartCodes.QUANTITY, 'count')
    // s2 has stock 3: 6 does not fit, 2 does
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: s2 } }), 409, CartCodes.STOCK, 'count')
    assert.deepEqual(expectOk(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: s2, count: 2 } })), { id: b1, basketCount: 2 })
    // back to s1 while s1 has a basket: merged
    const b2 = expectOk(await add(u, s1, 1)).id
    assert.deepEqual(expectOk(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: s1 } })), { id: b2, basketCount: 3 })
    const l = await list(u)
    assert.deepEqual(
      l.groups.flatMap((g: any) => g.baskets.map((b: any) => [b.id, b.productSku.id, b.basketCount])),
      [[b2, s1, 3]],
    )
    // another product's SKU is refused
    const other = await skuOf((await makeProduct(t)).id)
    expectFail(await u.api({ method: 'PUT', url: basket(b2), payload: { skuId: other } }), 400, CartCodes.SKU_OTHER_PRODUCT, 'skuId')
  })

  it('change SKU: a foreign, unknown or off-the-shelf SKU is refused with its code and the basket stays as it was', async () => {
    const u = await asUser(t)
    const p = await makeProduct(t, { price: 500, stock: 6 })
    const s1 = await skuOf(p.id)
    const b1 = expectOk(await add(u, s1, 2)).id
    const foreign = await skuOf((await makeProduct(t, { tenantId: t.otherTenantId })).id)
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: foreign } }), 404, CartCodes.SKU_GONE, 'skuId')
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: 987654321 } }), 404, CartCodes.SKU_GONE, 'skuId')
    // a SKU of the same product while the product is off the shelf
    const s2 = await addSku(p.id, { price: 700, stock: 3 })
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', p.id).execute()
    expectFail(await u.api({ method: 'PUT', url: basket(b1), payload: { skuId: s2, count: 1 } }), 409, CartCodes.PRODUCT_OFF, 'skuId')
    await t.db.updateTable('products').set({ status: 'on' }).where('id', '=', p.id).execute()
    const row = await t.db.selectFrom('baskets').select(['sku_id', 'count']).where('id', '=', b1).executeTakeFirstOrThrow()
    assert.deepEqual([row.sku_id, row.count], [s1, 2])
  })

  it("the basket's spec values are named in the request's language (zh_CN fallback; a value without a name shows its key)", async () => {
    const p = await makeProduct(t, { price: 500, stock: 6 })
    const groups = [
      { key: 'colour', name: { zh_CN: '颜色', en: 'Colour' }, values: [{ key: 'white', name: { zh_CN: '白色', en: 'White', ja: 'ホワイト' } }] },
      { key: 'size', name: { zh_CN: '尺码', en: 'Size' }, values: [{ key: 'L', name: { zh_CN: '大号', en: 'Large' } }] },
    ]
    await t.db
      .updateTable('products')
      .set({ spec_groups: JSON.stringify(groups) })
      .where('id', '=', p.id)
      .execute()
    const sku = await skuOf(p.id)
    await t.db
      .updateTable('product_skus')
      .set({ spec: JSON.stringify({ size: 'L', colour: 'white', extra: 'x1' }) })
      .where('id', '=', sku)
      .execute()
    const texts: Record<string, string> = {}
    for (const lang of ['zh_CN', 'en', 'ja']) {
      const u = await asUser(t, { lang })
      expectOk(await add(u, sku, 1))
      const l = await list(u)
      texts[lang] = l.groups[0].baskets[0].productSku.specText
      assert.deepEqual(l.groups[0].baskets[0].productSku.spec, { size: 'L', colour: 'white', extra: 'x1' })
    }
    // in the groups' order, whatever the order of the SKU's own keys
    assert.deepEqual(texts, { zh_CN: '白色 / 大号 / x1', en: 'White / Large / x1', ja: 'ホワイト / 大号 / x1' })
  })

  it("another user's basket id answers 404 everywhere; a session is required", async () => {
    const a = await asUser(t)
    const b = await asUser(t)
    const sku = await skuOf((await makeProduct(t)).id)
    const id = expectOk(await add(a, sku, 1)).id
    expectFail(await b.api({ method: 'PUT', url: basket(id), payload: { count: 2 } }), 404, Codes.NOT_FOUND)
    expectFail(await b.api({ method: 'DELETE', url: basket(id) }), 404, Codes.NOT_FOUND)
    expectFail(await b.api({ method: 'POST', url: CartApi.settlePreview.url, payload: { ids: [id] } }), 404, Codes.NOT_FOUND)
    expectFail(await b.api({ method: 'POST', url: CartApi.moveToCollection.url, payload: { ids: [id] } }), 404, Codes.NOT_FOUND)
    assert.equal(expectOk(await b.api({ method: 'DELETE', url: `${CartApi.removeMany.url}?ids=${id}` })).count, 0)
    assert.equal((await list(b)).productAll, 0)
    assert.equal((await list(a)).productAll, 1)
    for (const [method, url] of [
      ['GET', CartApi.list.url],
      ['GET', CartApi.count.url],
      ['POST', CartApi.add.url],
      ['DELETE', basket(id)],
    ] as const)
      expectFail(await t.api({ method, url, payload: method === 'POST' ? { skuId: sku, count: 1 } : undefined }), 401, Codes.UNAUTHORIZED)
  })

  it('delete one, delete several (?ids=), invalid items listed with their reason and cleared', async () => {
    const u = await asUser(t)
    const shop = await makeShop(t)
    const ps = await Promise.all([1, 2, 3, 4, 5].map(() => makeProduct(t, { shopId: shop.id, stock: 5 })))
    const ids: number[] = []
    for (const p of ps) ids.push(expectOk(await add(u, await skuOf(p.id), 1)).id)
    assert.deepEqual(expectOk(await u.api({ method: 'DELETE', url: basket(ids[0]) })), { count: 1 })
    expectFail(await u.api({ method: 'DELETE', url: basket(ids[0]) }), 404, Codes.NOT_FOUND)
    assert.deepEqual(expectOk(await u.api({ method: 'DELETE', url: `${CartApi.removeMany.url}?ids=${ids[1]},${ids[2]},999999` })), { count: 2 })
    expectFail(await u.api({ method: 'DELETE', url: `${CartApi.removeMany.url}?ids=1,,2` }), 400, Codes.BAD_REQUEST, 'ids')
    // make the rest invalid in three ways, and one more in a closed shop
    const extra = await makeProduct(t, { stock: 5 })
    const extraId = expectOk(await add(u, await skuOf(extra.id), 1)).id
    const valid = await makeProduct(t, { stock: 5 })
    expectOk(await add(u, await skuOf(valid.id), 2))
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', ps[3].id).execute()
    await t.db.updateTable('product_skus').set({ stock: 0 }).where('product_id', '=', ps[4].id).execute()
    await t.db.updateTable('shops').set({ status: 'closed' }).where('id', '=', extra.shopId).execute()
    const l = await list(u)
    assert.equal(l.productAll, 1)
    assert.deepEqual(Object.fromEntries(l.invalid.map((b: any) => [b.id, b.reason])), { [ids[3]]: 'off', [ids[4]]: 'soldOut', [extraId]: 'shopClosed' })
    assert.deepEqual(expectOk(await u.api({ method: 'DELETE', url: CartApi.clearInvalid.url })), { count: 3 })
    const after = await list(u)
    assert.equal(after.invalid.length, 0)
    assert.equal(after.productAll, 1)
    // a SKU the catalog removed shows as skuGone, still naming its product
    const gone = await makeProduct(t, { title: '旧款' })
    const goneSku = await skuOf(gone.id)
    const goneId = expectOk(await add(u, goneSku, 1)).id
    await t.db.deleteFrom('product_skus').where('id', '=', goneSku).execute()
    const g = (await list(u)).invalid.find((b: any) => b.id === goneId)
    assert.equal(g.reason, 'skuGone')
    assert.equal(g.productSku, null)
    assert.equal(g.product.title, '旧款')
  })

  it("settle-preview: the server's total, saving and count of a selection; invalid and over-stock lines excluded", async () => {
    const u = await asUser(t)
    const a = expectOk(await add(u, await skuOf((await makeProduct(t, { price: 990, originalPrice: 1200, stock: 9 })).id), 2)).id
    const b = expectOk(await add(u, await skuOf((await makeProduct(t, { price: 1500, stock: 9 })).id), 3)).id
    const offP = await makeProduct(t, { price: 100, stock: 9 })
    const c = expectOk(await add(u, await skuOf(offP.id), 1)).id
    const lowP = await makeProduct(t, { price: 100, stock: 9 })
    const d = expectOk(await add(u, await skuOf(lowP.id), 5)).id
    await t.db.updateTable('products').set({ status: 'off' }).where('id', '=', offP.id).execute()
    await t.db.updateTable('product_skus').set({ stock: 2 }).where('product_id', '=', lowP.id).execute()
    const r = expectOk(await u.api({ method: 'POST', url: CartApi.settlePreview.url, payload: { ids: [b, a, c, d] } }))
    assert.deepEqual(r, { total: 990 * 2 + 1500 * 3, saving: 210 * 2, count: 5, ids: [a, b], excluded: [c, d] })
    // a form body sends the array as JSON text
    const f = await u.api({
      method: 'POST',
      url: CartApi.settlePreview.url,
      payload: `ids=${encodeURIComponent(JSON.stringify([a]))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(expectOk(f).total, 1980)
    expectFail(await u.api({ method: 'POST', url: CartApi.settlePreview.url, payload: { ids: [] } }), 400, Codes.BAD_REQUEST, 'ids')
  })

  it('move to favourites: the products become favourites (type 1) and leave the cart', async () => {
    const u = await asUser(t)
    const p1 = await makeProduct(t)
    const p2 = await makeProduct(t)
    const a = expectOk(await add(u, await skuOf(p1.id), 1)).id
    const b = expectOk(await add(u, await skuOf(p2.id), 1)).id
    assert.deepEqual(expectOk(await u.api({ method: 'POST', url: CartApi.moveToCollection.url, payload: { ids: [a, b] } })), { count: 2 })
    assert.deepEqual(expectOk(await u.api({ method: 'GET', url: CartApi.count.url })), { count: 0, lines: 0 })
    const favs = expectOk(await u.api({ method: 'GET', url: CollectionApi.list.url.replace(':type', '1') }))
    assert.deepEqual(favs.rows.map((r: any) => r.targetId).sort(), [p1.id, p2.id].sort())
  })

  it('20 parallel adds of 1 end as ONE basket of 20; parallel adds beyond the stock never exceed it', async () => {
    const u = await asUser(t)
    const sku = await skuOf((await makeProduct(t, { stock: 50 })).id)
    const rs = await Promise.all(Array.from({ length: 20 }, () => add(u, sku, 1)))
    rs.forEach(expectOk)
    const rows = await t.db.selectFrom('baskets').select(['id', 'count']).where('user_id', '=', u.id).where('sku_id', '=', sku).execute()
    assert.equal(rows.length, 1)
    assert.equal(rows[0].count, 20)
    // stock 7, 20 parallel adds of 1: exactly 7 succeed
    const low = await skuOf((await makeProduct(t, { stock: 7 })).id)
    const rs2 = await Promise.all(Array.from({ length: 20 }, () => add(u, low, 1)))
    const okCount = rs2.filter((r) => r.status === 200).length
    for (const r of rs2.filter((r) => r.status !== 200)) expectFail(r, 409, CartCodes.STOCK)
    assert.equal(okCount, 7)
    const row = await t.db.selectFrom('baskets').select('count').where('user_id', '=', u.id).where('sku_id', '=', low).execute()
    assert.deepEqual(row, [{ count: 7 }])
    // parallel adds of 3 against stock 10: never above 10 (three fit)
    const mid = await skuOf((await makeProduct(t, { stock: 10 })).id)
    const rs3 = await Promise.all(Array.from({ length: 10 }, () => add(u, mid, 3)))
    assert.equal(rs3.filter((r) => r.status === 200).length, 3)
    assert.deepEqual(await t.db.selectFrom('baskets').select('count').where('user_id', '=', u.id).where('sku_id', '=', mid).execute(), [{ count: 9 }])
  })
})
