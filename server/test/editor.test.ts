import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { AddrApi } from '../../types/addr.js'
import { CartApi } from '../../types/cart.js'
import { CatalogApi } from '../../types/catalog.js'
import { EditorApi, EditorCodes as C } from '../../types/editor.js'
import { OrderApi } from '../../types/order.js'
import { PaymentApi } from '../../types/payment.js'
import { Canvas } from '../src/core/png.js'
import { settleDueOrders } from '../src/flows/settle.js'
import { ledgerService } from '../src/modules/ledger/index.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { asUser, assertLedgerSound, createTestApp, expectFail, expectOk, makeProduct, makeShop, type AsUser, type TestApp } from './helpers.js'
import { uploadPicture } from './support/upload.js'

const PWD = '246810'
const DAY = 86_400_000
const url = (u: string, id: number | string) => u.replace(':id', String(id))

/** a real PNG of w x h (spec section 5: shop pictures 800 x 800 or larger) */
function png(w: number, h: number, rgb: [number, number, number] = [200, 80, 60]) {
  const c = new Canvas(w, h)
  c.gradient(rgb, [255 - rgb[0], 255 - rgb[1], 255 - rgb[2]])
  return c.encode()
}

describe('editor: a merchant edits the shop and lists products; the product is found, bought, shipped and settled', () => {
  let t: TestApp
  let m: AsUser
  let shopId: number
  let shopper: AsUser
  let leaf: number
  let parent: number
  let big: Buffer
  let pic: string

  const i18n = (zh: string, en = zh) => JSON.stringify({ zh_CN: zh, en })
  const get = async (u: AsUser, path: string) => expectOk(await u.api({ method: 'GET', url: path }))

  /** a product body: colour (red, blue) x size (M) with price and stock each */
  const body = (o: Record<string, unknown> = {}) => ({
    shopId,
    title: 'Editor tee',
    categoryId: leaf,
    images: [pic],
    description: 'Soft cotton',
    specGroups: [
      { name: 'Colour', values: [{ name: 'Red' }, { name: 'Blue' }] },
      { name: 'Size', values: [{ name: 'M' }] },
    ],
    skus: [
      { spec: ['Red', 'M'], price: 5900, originalPrice: 7900, stock: 10 },
      { spec: ['Blue', 'M'], price: 6900, stock: 4 },
    ],
    ...o,
  })
  const create = (u: AsUser, b: Record<string, unknown>) => u.api({ method: 'POST', url: EditorApi.createProduct.url, payload: b })
  const save = (u: AsUser, id: number, b: Record<string, unknown>) => u.api({ method: 'PUT', url: url(EditorApi.saveProduct.url, id), payload: b })
  /** the editor's body for a product as read: every SKU with its id and the stock read as `stockWas` */
  const asBody = (p: any, change: (k: any) => Record<string, unknown> = () => ({})) => ({
    title: p.title,
    categoryId: p.categoryId,
    images: p.images,
    description: p.description,
    specGroups: p.specGroups,
    skus: p.skus.map((k: any) => ({ id: k.id, spec: k.spec, price: k.price, originalPrice: k.originalPrice, stock: k.stock, stockWas: k.stock, ...change(k) })),
  })
  const search = async (q: string) => expectOk(await t.api({ method: 'GET', url: `${CatalogApi.productSearch.url}?${q}` }))
  const stockOf = async (skuId: number) => (await t.db.selectFrom('product_skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock

  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
    await putSetting(t.ctx(), 'settlement', { windowDays: 7, rates: { retail: 800 } })
    m = await asUser(t, { roles: 'shopper,merchant', lang: 'en' })
    shopId = (await makeShop(t, { ownerId: m.id, name: 'Editor shop' })).id
    parent = (
      await t.db
        .insertInto('categories')
        .values({ tenant_id: t.tenantId, parent_id: null, name: i18n('服装', 'Clothes') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    leaf = (
      await t.db
        .insertInto('categories')
        .values({ tenant_id: t.tenantId, parent_id: parent, name: i18n('T恤', 'Tees') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    big = png(800, 800)
    pic = await uploadPicture(m, 'public', big)
    shopper = await asUser(t)
    expectOk(await shopper.api({ method: 'POST', url: PaymentApi.payPwdSet.url, payload: { password: PWD, confirmPassword: PWD } }))
    expectOk(
      await shopper.api({
        method: 'POST',
        url: AddrApi.add.url,
        payload: { name: 'Li Lei', phone: '13812345678', regionIds: [110000, 110100, 110101], detail: 'No. 1 Chang An Avenue' },
      }),
    )
    await ledgerService.postTransaction(t.ctx(), {
      kind: 'test',
      entries: [
        { account: { system: 'funding', currency: 'CNY' }, amount: -1_000_000 },
        { account: { userId: shopper.id, currency: 'CNY' }, amount: 1_000_000 },
      ],
    })
  })
  after(() => t.close())

  it('only the owner edits: a guest 401, a shopper 403 (2060), another merchant 404 (2061/2062/2073), another tenant 404', async () => {
    const r = await t.api({ method: 'GET', url: EditorApi.myShops.url })
    assert.equal(r.status, 401)
    for (const path of [EditorApi.myShops.url, url(EditorApi.shop.url, shopId), `${EditorApi.products.url}?status=on`, EditorApi.categories.url])
      expectFail(await shopper.api({ method: 'GET', url: path }), 403, C.NOT_MERCHANT)
    expectFail(await create(shopper, body()), 403, C.NOT_MERCHANT)
    const other = await asUser(t, { roles: 'shopper,merchant' })
    await makeShop(t, { ownerId: other.id })
    expectFail(await other.api({ method: 'GET', url: url(EditorApi.shop.url, shopId) }), 404, C.SHOP, 'shopId')
    expectFail(
      await other.api({
        method: 'PUT',
        url: url(EditorApi.saveShop.url, shopId),
        payload: { name: 'x', logo: pic, banner: '', notice: '', hours: '', open: true },
      }),
      404,
      C.SHOP,
    )
    expectFail(await create(other, body()), 404, C.SHOP, 'shopId')
    expectFail(await other.api({ method: 'GET', url: `${EditorApi.products.url}?status=on&shopId=${shopId}` }), 404, C.SHOP)
    const mine = expectOk(await create(m, body()))
    expectFail(await other.api({ method: 'GET', url: url(EditorApi.product.url, mine.id) }), 404, C.PRODUCT)
    expectFail(await save(other, mine.id, asBody(mine)), 404, C.PRODUCT)
    expectFail(await other.api({ method: 'PUT', url: url(EditorApi.shelf.url, mine.id), payload: { status: 'on' } }), 404, C.PRODUCT)
    const point = expectOk(
      await m.api({ method: 'POST', url: url(EditorApi.addPickup.url, shopId), payload: { name: 'Gate', address: '1 Road', hours: '', phone: '' } }),
    )
    expectFail(await other.api({ method: 'DELETE', url: url(EditorApi.removePickup.url, point.id) }), 404, C.PICKUP)
    const far = await asUser(t, { tenantId: t.otherTenantId, roles: 'shopper,merchant' })
    await makeShop(t, { tenantId: t.otherTenantId, ownerId: far.id })
    expectFail(await far.api({ method: 'GET', url: url(EditorApi.product.url, mine.id) }), 404, C.PRODUCT)
    // the owner's own list: their shops
    assert.deepEqual(
      (await get(m, EditorApi.myShops.url)).map((s: { id: number }) => s.id),
      [shopId],
    )
  })

  it('shop pictures are checked from the picture: 800 x 800 or larger, under 5 MB, PNG/JPEG/GIF, the merchant’s own public upload', async () => {
    const shop = (b: Record<string, unknown>) =>
      m.api({
        method: 'PUT',
        url: url(EditorApi.saveShop.url, shopId),
        payload: { name: 'Editor shop', logo: pic, banner: '', notice: '', hours: '', open: true, ...b },
      })
    const small = await uploadPicture(m, 'public', png(799, 900))
    expectFail(await shop({ logo: small }), 400, C.IMAGE_SMALL, 'logo')
    expectFail(await shop({ banner: await uploadPicture(m, 'public', png(1200, 500)) }), 400, C.IMAGE_SMALL, 'banner')
    expectFail(await shop({ logo: await uploadPicture(m, 'private', big) }), 400, C.IMAGE_TYPE, 'logo')
    expectFail(await shop({ logo: await uploadPicture(shopper, 'public', big) }), 400, C.IMAGE_TYPE, 'logo')
    expectFail(await shop({ logo: 'https://example.com/x.png' }), 400, C.IMAGE_TYPE, 'logo')
    // 5 MB or more (the upload module takes up to 10 MB): the stored size decides
    const heavy = await uploadPicture(m, 'public', png(800, 801))
    await t.db
      .updateTable('uploads')
      .set({ size: 5 * 1024 * 1024 })
      .where('id', '=', heavy)
      .execute()
    expectFail(await shop({ banner: heavy }), 400, C.IMAGE_LARGE, 'banner')
    // a WebP is a picture the upload module takes, not a shop picture
    const webp = await (await import('sharp')).default(big).webp().toBuffer()
    expectFail(await shop({ logo: await uploadPicture(m, 'public', webp) }), 400, C.IMAGE_TYPE, 'logo')
    expectFail(await shop({ name: '   ' }), 400, C.BLANK, 'name')
    const bad = await shop({ hours: '25:00-26:00' })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.field, 'hours')
  })

  it('the shop editor writes name, logo, banner, notice, hours, open or closed; the shop page shows it at once (read cache)', async () => {
    const before = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.shop.url, shopId) }))
    assert.equal(before.notice, '')
    const banner = await uploadPicture(m, 'public', png(1000, 800, [40, 90, 200]))
    const s = expectOk(
      await m.api({
        method: 'PUT',
        url: url(EditorApi.saveShop.url, shopId),
        payload: { name: '  Tea & Tees  ', logo: pic, banner, notice: 'Open late on Fridays', hours: '09:00-21:30', open: true },
      }),
    )
    assert.equal(s.name, 'Tea & Tees')
    assert.match(s.logo, /^\/api\/files\/.+\.png$/)
    assert.match(s.banner, /^\/api\/files\/.+\.png$/)
    const page = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.shop.url, shopId), headers: { lang: 'zh_CN' } }))
    assert.deepEqual([page.name, page.notice, page.hours, page.banner, page.logo], ['Tea & Tees', 'Open late on Fridays', '09:00-21:30', s.banner, s.logo])
    // kept pictures are sent back as their addresses
    const again = expectOk(
      await m.api({
        method: 'PUT',
        url: url(EditorApi.saveShop.url, shopId),
        payload: { name: 'Tea & Tees', logo: s.logo, banner: s.banner, notice: '', hours: '', open: false },
      }),
    )
    assert.equal(again.open, false)
    assert.equal(expectOk(await t.api({ method: 'GET', url: url(CatalogApi.shop.url, shopId) })).open, false)
    expectOk(
      await m.api({
        method: 'PUT',
        url: url(EditorApi.saveShop.url, shopId),
        payload: { ...again, pickupPoints: undefined, delivery: undefined, id: undefined, open: true },
      }),
    )
  })

  it('pickup points: add, edit, remove (checkout offers the open ones); the delivery rule takes provinces only', async () => {
    const add = expectOk(
      await m.api({
        method: 'POST',
        url: url(EditorApi.addPickup.url, shopId),
        payload: { name: 'North gate', address: '8 Elm St', hours: '08:00-20:00', phone: '010-1234' },
      }),
    )
    const edited = expectOk(
      await m.api({ method: 'PUT', url: url(EditorApi.savePickup.url, add.id), payload: { name: 'North gate 2', address: '9 Elm St', hours: '', phone: '' } }),
    )
    assert.deepEqual([edited.name, edited.address], ['North gate 2', '9 Elm St'])
    let offered = expectOk(await shopper.api({ method: 'GET', url: url(OrderApi.pickupPoints.url, shopId) }))
    assert.ok(offered.some((p: { id: number; name: string }) => p.id === add.id && p.name === 'North gate 2'))
    expectOk(await m.api({ method: 'DELETE', url: url(EditorApi.removePickup.url, add.id) }))
    offered = expectOk(await shopper.api({ method: 'GET', url: url(OrderApi.pickupPoints.url, shopId) }))
    assert.ok(!offered.some((p: { id: number }) => p.id === add.id))
    expectFail(await m.api({ method: 'DELETE', url: url(EditorApi.removePickup.url, add.id) }), 404, C.PICKUP)
    expectFail(
      await m.api({ method: 'POST', url: url(EditorApi.addPickup.url, shopId), payload: { name: ' ', address: 'x', hours: '', phone: '' } }),
      400,
      C.BLANK,
      'name',
    )
    // a city is not a province
    expectFail(
      await m.api({ method: 'PUT', url: url(EditorApi.saveDelivery.url, shopId), payload: { fee: 800, freeOver: 9900, provinceIds: [110100] } }),
      400,
      C.REGIONS,
      'provinceIds',
    )
    const rule = expectOk(
      await m.api({ method: 'PUT', url: url(EditorApi.saveDelivery.url, shopId), payload: { fee: 800, freeOver: 9900, provinceIds: [110000] } }),
    )
    assert.deepEqual(rule, { fee: 800, freeOver: 9900, provinceIds: [110000] })
    assert.deepEqual((await get(m, url(EditorApi.shop.url, shopId))).delivery, rule)
    const free = expectOk(await m.api({ method: 'PUT', url: url(EditorApi.saveDelivery.url, shopId), payload: { fee: 0, freeOver: null, provinceIds: [] } }))
    assert.deepEqual(free, { fee: 0, freeOver: null, provinceIds: [] })
    assert.equal(
      (await m.api({ method: 'PUT', url: url(EditorApi.saveDelivery.url, shopId), payload: { fee: -1, freeOver: null, provinceIds: [] } })).status,
      400,
    )
  })

  it('product rules: category a leaf, 1-9 pictures, specs unique, one SKU per combination, prices in bounds, original not below price', async () => {
    expectFail(await create(m, body({ categoryId: parent })), 400, C.CATEGORY, 'categoryId')
    expectFail(await create(m, body({ title: '  ' })), 400, C.BLANK, 'title')
    assert.equal((await create(m, body({ images: [] }))).status, 400)
    assert.equal((await create(m, body({ images: Array(10).fill(pic) }))).status, 400)
    expectFail(await create(m, body({ images: [pic, await uploadPicture(m, 'public', png(300, 300))] })), 400, C.IMAGE_SMALL, 'images.1')
    expectFail(
      await create(m, body({ specGroups: [{ name: 'Colour', values: [{ name: 'Red' }, { name: 'red ' }] }], skus: [{ spec: ['Red'], price: 1, stock: 1 }] })),
      400,
      C.SPECS,
      'specGroups.0.values.1',
    )
    expectFail(await create(m, body({ skus: [{ spec: ['Red', 'M'], price: 5900, stock: 1 }] })), 400, C.SKUS, 'skus')
    expectFail(
      await create(
        m,
        body({
          skus: [
            { spec: ['Red', 'M'], price: 5900, stock: 1 },
            { spec: ['Red', 'M'], price: 5900, stock: 1 },
          ],
        }),
      ),
      400,
      C.SKUS,
      'skus.1.spec',
    )
    expectFail(
      await create(
        m,
        body({
          skus: [
            { spec: ['Red', 'M'], price: 5900, originalPrice: 5000, stock: 1 },
            { spec: ['Blue', 'M'], price: 5900, stock: 1 },
          ],
        }),
      ),
      400,
      C.PRICE,
      'skus.0.originalPrice',
    )
    for (const price of [0, 100_000_000, 1.5])
      assert.equal((await create(m, body({ skus: [{ spec: ['Red', 'M'], price, stock: 1 }] }))).status, 400, `price ${price}`)
    assert.equal((await create(m, body({ specGroups: [], skus: [{ spec: [], price: 100, stock: -1 }] }))).status, 400)
    // nothing half-written
    assert.equal((await t.db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('status', '=', 'off').execute()).length, 1)
  })

  it('a listed product is found by search, category and shop page, bought with another shop’s product in one checkout, paid, shipped and settled', async () => {
    const p = expectOk(await create(m, body({ title: 'Zebra editor tee' })))
    assert.equal(p.status, 'off')
    assert.deepEqual(
      p.skus.map((k: { spec: string[]; stock: number }) => [k.spec.join('/'), k.stock]),
      [
        ['Red/M', 10],
        ['Blue/M', 4],
      ],
    )
    assert.equal((await search('keyword=zebra')).total, 0, 'off the shelf: not found')
    const detailOff = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.productDetail.url, p.id) }))
    assert.equal(detailOff.notBuyableReason, 'offShelf')
    const red = p.skus[0].id
    expectFail(
      await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: red, count: 1 } }),
      409,
      (await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: red, count: 1 } })).body.code,
    )
    expectOk(await m.api({ method: 'PUT', url: url(EditorApi.shelf.url, p.id), payload: { status: 'on' } }))
    // found at once (the read cache's version moved): search, category (and its parent), the shop's list
    for (const q of ['keyword=zebra', `categoryId=${leaf}`, `categoryId=${parent}`, `shopId=${shopId}`]) {
      const r = await search(q)
      assert.ok(
        r.rows.some((x: { id: number; price: number }) => x.id === p.id && x.price === 5900),
        q,
      )
    }
    const listed = await get(m, `${EditorApi.products.url}?status=on`)
    assert.deepEqual(
      listed.rows.map((x: { id: number; stock: number }) => [x.id, x.stock]),
      [[p.id, 14]],
    )
    // one checkout with another shop's product
    const other = await makeProduct(t, { price: 1500, stock: 5 })
    const otherSku = (await t.db.selectFrom('product_skus').select('id').where('product_id', '=', other.id).executeTakeFirstOrThrow()).id
    const b1 = expectOk(await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: red, count: 2 } }))
    const b2 = expectOk(await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: otherSku, count: 1 } }))
    const sub = expectOk(await shopper.api({ method: 'POST', url: OrderApi.submit.url, payload: { basketIds: [b1.id, b2.id] } }))
    assert.equal(sub.orderIds.length, 2)
    assert.equal(await stockOf(red), 8)
    expectOk(await shopper.api({ method: 'POST', url: PaymentApi.balance.url, payload: { payNo: sub.payNo, payPassword: PWD } }))
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'pay_amount', 'state'])
      .where('shop_id', '=', shopId)
      .where('main_id', 'in', t.db.selectFrom('main_orders').select('id').where('pay_no', '=', sub.payNo))
      .executeTakeFirstOrThrow()
    assert.equal(order.state, 'to_ship')
    assert.equal(order.pay_amount, 11_800)
    expectOk(await m.api({ method: 'POST', url: url(OrderApi.ship.url, order.id), payload: { carrier: 'SF', trackingNo: 'SF1234567890' } }))
    expectOk(await shopper.api({ method: 'POST', url: url(OrderApi.confirm.url, order.id) }))
    // past the settlement window
    await t.db
      .updateTable('orders')
      .set({ shipped_at: new Date(Date.now() - 11 * DAY), received_at: new Date(Date.now() - 10 * DAY) })
      .where('id', '=', order.id)
      .execute()
    await settleDueOrders(t.ctx())
    const lines = await t.db.selectFrom('settlement_lines').selectAll().where('order_id', '=', order.id).execute()
    assert.equal(lines.length, 1)
    assert.deepEqual([Number(lines[0].gross), Number(lines[0].commission)], [11_800, Math.floor((11_800 * 800) / 10_000)])
    await assertLedgerSound(t.db)
  })

  it('off the shelf: gone from search and the shop page, the cart and checkout refuse it; an edit shows at once', async () => {
    const p = expectOk(await create(m, body({ title: 'Yak wool scarf', status: 'on' })))
    assert.equal((await search('keyword=yak')).total, 1)
    const count0 = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.shop.url, shopId) })).productCount
    const basket = expectOk(await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: p.skus[0].id, count: 1 } }))
    expectOk(await m.api({ method: 'PUT', url: url(EditorApi.shelf.url, p.id), payload: { status: 'off' } }))
    assert.equal((await search('keyword=yak')).total, 0)
    assert.equal((await search(`shopId=${shopId}&keyword=yak`)).total, 0)
    assert.equal(expectOk(await t.api({ method: 'GET', url: url(CatalogApi.shop.url, shopId) })).productCount, count0 - 1)
    assert.ok((await shopper.api({ method: 'POST', url: CartApi.add.url, payload: { skuId: p.skus[0].id, count: 1 } })).status >= 400)
    const r = await shopper.api({ method: 'POST', url: OrderApi.submit.url, payload: { basketIds: [basket.id] } })
    assert.ok(r.status >= 400, 'checkout refuses an off-shelf product')
    const direct = await shopper.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: p.skus[0].id, count: 1 } })
    assert.ok(direct.status >= 400)
    assert.deepEqual(
      (await get(m, `${EditorApi.products.url}?status=off`)).rows.some((x: { id: number }) => x.id === p.id),
      true,
    )
    // an edit (title, price) shows on the product page at once
    expectOk(await m.api({ method: 'PUT', url: url(EditorApi.shelf.url, p.id), payload: { status: 'on' } }))
    const before = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.productDetail.url, p.id) }))
    assert.equal(before.title, 'Yak wool scarf')
    const read = await get(m, url(EditorApi.product.url, p.id))
    expectOk(await save(m, p.id, { ...asBody(read, (k) => ({ price: k.price + 100, originalPrice: k.originalPrice + 100 })), title: 'Yak wool scarf XL' }))
    const after = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.productDetail.url, p.id) }))
    assert.equal(after.title, 'Yak wool scarf XL')
    assert.equal(after.price, 6000)
  })

  it('specs edited: a value added makes a SKU, a value removed takes its SKU (its reviews keep their text), a renamed value keeps its SKU', async () => {
    const p = expectOk(await create(m, body({ status: 'on' })))
    const blue = p.skus[1].id
    await t.db
      .insertInto('reviews')
      .values({ tenant_id: t.tenantId, product_id: p.id, sku_id: blue, nickname: 'x', rating: 5, content: 'nice', created_at: new Date() })
      .execute()
    const read = await get(m, url(EditorApi.product.url, p.id))
    const colour = read.specGroups[0]
    const b = asBody(read)
    // Red renamed Crimson (same key), Blue removed, Green added
    b.specGroups = [{ ...colour, values: [{ key: colour.values[0].key, name: 'Crimson' }, { name: 'Green' }] }, read.specGroups[1]]
    b.skus = [
      { ...b.skus[0], spec: ['Crimson', 'M'] },
      { spec: ['Green', 'M'], price: 5000, stock: 3 },
    ]
    const saved = expectOk(await save(m, p.id, b))
    assert.deepEqual(
      saved.skus.map((k: { id: number; spec: string[]; stock: number }) => [k.spec.join('/'), k.stock]),
      [
        ['Crimson/M', 10],
        ['Green/M', 3],
      ],
    )
    assert.equal(saved.skus[0].id, p.skus[0].id, 'the renamed value kept its SKU')
    assert.equal(await t.db.selectFrom('product_skus').select('id').where('id', '=', blue).executeTakeFirst(), undefined)
    const review = await t.db.selectFrom('reviews').select(['sku_id', 'content']).where('product_id', '=', p.id).executeTakeFirstOrThrow()
    assert.deepEqual(review, { sku_id: null, content: 'nice' })
    // an id that is not the product's, or an existing SKU without the stock read: refused
    expectFail(
      await save(m, p.id, { ...asBody(saved), skus: asBody(saved).skus.map((k: any, i: number) => (i === 0 ? { ...k, id: blue } : k)) }),
      400,
      C.SKUS,
      'skus.0.id',
    )
    expectFail(
      await save(m, p.id, { ...asBody(saved), skus: asBody(saved).skus.map((k: any, i: number) => (i === 0 ? { ...k, stockWas: undefined } : k)) }),
      400,
      C.SKUS,
      'skus.0.stockWas',
    )
    const detail = expectOk(await t.api({ method: 'GET', url: url(CatalogApi.productDetail.url, p.id) }))
    assert.deepEqual(
      detail.specGroups[0].values.map((v: { name: string }) => v.name),
      ['Crimson', 'Green'],
    )
  })

  it('stock: two parallel edits both count (10 +5 +2 = 17); an edit racing checkouts never oversells nor undoes an order', async () => {
    const p = expectOk(await create(m, body({ status: 'on' })))
    const red = p.skus[0].id
    const read = await get(m, url(EditorApi.product.url, p.id))
    const edits = await Promise.all([
      save(
        m,
        p.id,
        asBody(read, (k) => (k.id === red ? { stock: 15 } : {})),
      ),
      save(
        m,
        p.id,
        asBody(read, (k) => (k.id === red ? { stock: 12 } : {})),
      ),
    ])
    edits.forEach((r) => expectOk(r))
    assert.equal(await stockOf(red), 17)
    // 17 in stock; 5 checkouts of 2 race an edit adding 10 (read at 17): 17 - 10 + 10 = 17 left
    const read2 = await get(m, url(EditorApi.product.url, p.id))
    const results = await Promise.all([
      save(
        m,
        p.id,
        asBody(read2, (k) => (k.id === red ? { stock: k.stock + 10 } : {})),
      ),
      ...[0, 1, 2, 3, 4].map(() => shopper.api({ method: 'POST', url: OrderApi.submit.url, payload: { skuId: red, count: 2 } })),
    ])
    expectOk(results[0])
    const bought = results.slice(1).filter((r) => r.status === 200).length
    assert.equal(bought, 5, JSON.stringify(results.slice(1).map((r) => r.body.msg)))
    assert.equal(await stockOf(red), 17 + 10 - 2 * bought)
    const orderedNow = await t.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('sku_id', '=', red)
      .executeTakeFirstOrThrow()
    assert.equal(Number(orderedNow.n ?? 0), 2 * bought)
    // taking more than is left now (the merchant read 27 but orders took some): refused, nothing written
    const stale = { ...asBody(read2, (k) => (k.id === red ? { stock: 0, stockWas: 27 + 2 * bought } : {})) }
    const now = await stockOf(red)
    const r = await save(m, p.id, { ...stale, title: 'Should not be written' })
    expectFail(r, 409, C.STOCK_CHANGED, 'skus')
    assert.equal(await stockOf(red), now)
    assert.equal((await get(m, url(EditorApi.product.url, p.id))).title, 'Editor tee')
  })

  it('paging of my products by shelf state, newest first', async () => {
    const on = await get(m, `${EditorApi.products.url}?status=on&pageNum=1&pageSize=2`)
    const all = await get(m, `${EditorApi.products.url}?status=on&pageNum=1&pageSize=100`)
    assert.equal(on.rows.length, 2)
    assert.equal(on.total, all.total)
    assert.deepEqual(
      on.rows.map((x: { id: number }) => x.id),
      all.rows.slice(0, 2).map((x: { id: number }) => x.id),
    )
    assert.ok(all.rows.every((x: { status: string }) => x.status === 'on'))
    // a keyword: words of the title, any case (as the shoppers' search matches them); paged and counted alike
    const yak = await get(m, `${EditorApi.products.url}?status=on&keyword=${encodeURIComponent(' WOOL scarf ')}&pageNum=1&pageSize=1`)
    assert.deepEqual({ titles: yak.rows.map((x: { title: string }) => x.title), total: yak.total }, { titles: ['Yak wool scarf XL'], total: 1 })
    assert.equal((await get(m, `${EditorApi.products.url}?status=on&keyword=%25`)).total, 0, '% is a letter, not a pattern')
    const cats = await get(m, EditorApi.categories.url)
    assert.ok(cats.some((c0: { id: number; parentName: string }) => c0.id === leaf && c0.parentName === 'Clothes'))
    assert.ok(!cats.some((c0: { id: number }) => c0.id === parent))
  })
})
