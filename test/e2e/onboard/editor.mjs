// The shop and product editor in the browser (issue 25 item 4, types/editor.ts): the demo merchant opens the shop
// editor from the workbench, uploads a new logo (an 800 x 800 PNG) and writes a notice; lists a new product with two
// SKUs (colour Red and Blue, two pictures uploaded); a shopper finds it by search, buys it together with another
// shop's product in one checkout and pays with the balance; the merchant ships it from the workbench.
// Screenshots of the three pages at 320, 375 and 414 px in English and Chinese: test/e2e/artifacts/editor-*.png.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { data, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts
const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const box = (page, id) =>
  page.locator(`[data-testid="${id}"]:visible input, [data-testid="${id}"]:visible textarea, input[data-testid="${id}"]:visible`).first()

/** a real picture of w x h in a temporary file */
async function picture(name, w, h, background) {
  const file = path.join(os.tmpdir(), `editor-e2e-${process.pid}-${name}.png`)
  await sharp({ create: { width: w, height: h, channels: 3, background } })
    .png()
    .toFile(file)
  return file
}

/**
 * The editor's steps on a harness, for any merchant: `listProduct(creds, title)` lists a product with two SKUs and
 * two pictures through the editor and answers its id; `buyAndShip(creds, productId, title)` has a shopper find it,
 * buy it with another shop's product and pay, and `creds` ship it. onboard.mjs runs them as a merchant who just joined.
 */
export function editorSteps(h) {
  const { server, at, hashOf, shot, loggedIn, pageApi: api, call } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const { addressIfNone, emptyCart } = shopSteps(api)

  /** `editor-<name>-<lang>-<width>.png` at 320, 375 and 414 px in English and Chinese, nothing past the right edge (harness `sweep`) */
  const shots = (page, name, ready) => h.sweep(page, `editor-${name}`, ready)
  async function upload(page, testId, files) {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 15_000 }), shown(page, testId).click()])
    await chooser.setFiles(files)
  }

  async function listProduct(creds, title, { screenshots = false } = {}) {
    const mch = await loggedIn(creds)
    // my products -> new product
    await go(mch, 'merchant/products')
    await shown(mch, 'ed-products-screen').waitFor({ timeout: 20_000 })
    await shown(mch, 'ed-new-product').click({ timeout: 20_000 })
    if (!(await at(mch, 'merchant/product'))) throw new Error(`new product opened ${await hashOf(mch)}`)
    await shown(mch, 'ed-product-form').waitFor({ timeout: 20_000 })
    // a category shown by the form (the tenant's leaves)
    const cats = data(await api(mch, 'GET', 'merchant/api/product/categories'), 'categories')
    await box(mch, 'ed-title').fill(title)
    await upload(mch, 'ed-add-images', [await picture('p1', 900, 900, { r: 220, g: 60, b: 60 }), await picture('p2', 900, 900, { r: 60, g: 60, b: 220 })])
    await shown(mch, 'ed-pic-images-1').waitFor({ timeout: 30_000 })
    await shown(mch, `ed-cat-${cats[0].id}`).click()
    await shown(mch, 'ed-add-group').click()
    await box(mch, 'ed-group-name-0').fill('Colour')
    await box(mch, 'ed-value-0-0').fill('Red')
    await shown(mch, 'ed-add-value-0').click()
    await box(mch, 'ed-value-0-1').fill('Blue')
    await shown(mch, 'ed-sku-1').waitFor({ timeout: 10_000 })
    await box(mch, 'ed-sku-price-0').fill('59')
    await box(mch, 'ed-sku-stock-0').fill('10')
    await box(mch, 'ed-sku-price-1').fill('69.90')
    await box(mch, 'ed-sku-original-1').fill('89')
    await box(mch, 'ed-sku-stock-1').fill('5')
    if (screenshots) await shot(mch, 'editor-product-form')
    await shown(mch, 'ed-save-product').click()
    if (!(await at(mch, 'merchant/product?id='))) throw new Error(`after create the page is ${await hashOf(mch)}`)
    const productId = Number(/id=(\d+)/.exec(await hashOf(mch))[1])
    const p = data(await api(mch, 'GET', `merchant/api/product/${productId}`), 'product')
    if (p.title !== title || p.images.length !== 2 || p.status !== 'on') throw new Error(`created: ${JSON.stringify(p)}`)
    if (
      JSON.stringify(p.skus.map((k) => [k.spec.join('/'), k.price, k.originalPrice, k.stock])) !==
      JSON.stringify([
        ['Red', 5900, 5900, 10],
        ['Blue', 6990, 8900, 5],
      ])
    )
      throw new Error(`SKUs: ${JSON.stringify(p.skus)}`)
    if (screenshots) await shots(mch, 'product', 'ed-product-form')
    await go(mch, 'merchant/products')
    await shown(mch, `ed-product-${productId}`).waitFor({ timeout: 20_000 })
    if (screenshots) await shots(mch, 'products', `ed-product-${productId}`)
    await mch.context().close()
    return productId
  }
  async function buyAndShip(creds, productId, title) {
    const page = await loggedIn()
    await emptyCart(page)
    await go(page, `classify/searchResult?keyword=${encodeURIComponent(title.split(' ').slice(0, 2).join(' '))}`)
    await page.locator(`[data-testid="product-card"][data-id="${productId}"]:visible`).first().waitFor({ timeout: 20_000 })
    await shot(page, 'editor-found')
    await page.locator(`[data-testid="product-card"][data-id="${productId}"]:visible`).first().click()
    if (!(await at(page, `classify/goods/info/index?id=${productId}`))) throw new Error(`the card opened ${await hashOf(page)}`)
    const detail = data(await api(page, 'GET', `customer/api/product/${productId}`), 'detail')
    if (!detail.buyable) throw new Error(`not buyable: ${detail.notBuyableReason}`)
    const red = detail.skus.find((k) => k.price === 5900)
    const ours = detail.shop.id
    const other = (await call('GET', '/customer/api/product/search?pageNum=1&pageSize=50&inStock=true')).rows.find((r) => r.shopId !== ours)
    const otherDetail = data(await api(page, 'GET', `customer/api/product/${other.id}`), 'other')
    const otherSku = otherDetail.skus.find((k) => k.available)
    const b1 = data(await api(page, 'POST', 'customer/api/basket', { skuId: red.id, count: 1 }), 'basket 1')
    const b2 = data(await api(page, 'POST', 'customer/api/basket', { skuId: otherSku.id, count: 1 }), 'basket 2')
    await addressIfNone(page)
    await page.goto(`${server.base}/#/pages/systemPay/goods/previewOrder?ids=${b1.id}%2C${b2.id}`)
    await shown(page, 'co-address').waitFor({ timeout: 20_000 })
    if ((await page.locator('[data-testid^="co-shop-"]:visible').count()) !== 2) throw new Error('checkout does not show two shops')
    await shown(page, 'co-submit').click()
    if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
    const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
    await shown(page, 'ch-SYS').waitFor({ timeout: 20_000 })
    if (await page.locator('[data-testid="cs-set-pwd"]:visible').count()) {
      await shown(page, 'cs-set-pwd').click()
      await at(page, '/pages/public/setting/pay-pwd')
      const inputs = page.locator('.acc-field input')
      await inputs.first().waitFor({ timeout: 15_000 })
      await inputs.nth(0).fill('246810')
      await inputs.nth(1).fill('246810')
      await shown(page, 'pp-submit').click()
      await at(page, '/pages/systemPay/order/details/index')
      await until(async () => (await page.locator('[data-testid="cs-set-pwd"]:visible').count()) === 0, 10_000)
    }
    await shown(page, 'ch-SYS').click()
    await shown(page, 'cs-pay').click()
    const pwd = page.locator('input[data-testid="pay-pwd-input"], [data-testid="pay-pwd-input"] input, input[type="number"]').last()
    await pwd.waitFor({ timeout: 10_000 })
    await pwd.fill('246810')
    if (!(await at(page, '/pages/order/success'))) throw new Error(`no success page (at ${await hashOf(page)})`)
    const orders = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputies')
    const order = orders.find((o) => o.shopId === ours)
    if (orders.length !== 2 || !order || order.state !== 'to_ship') throw new Error(`orders: ${JSON.stringify(orders.map((o) => [o.shopId, o.state]))}`)

    // the merchant ships it from the workbench
    const mch = await loggedIn(creds)
    await go(mch, 'merchant/index')
    await shown(mch, 'tile-ship').click({ timeout: 20_000 })
    await shown(mch, `order-${order.id}`).click({ timeout: 20_000 })
    await shown(mch, 'ship-form').waitFor({ timeout: 20_000 })
    await mch.locator('[data-testid^="carrier-"]:visible').first().click()
    await box(mch, 'tracking-input').fill(`ED${Date.now()}`)
    await mch.locator('[data-testid="ship-form"]:visible .nut-button').first().click()
    const state = async () => data(await api(page, 'GET', `order/api/${order.id}`), 'order').state
    if (!(await until(async () => (await state()) === 'to_receive', 15_000))) throw new Error(`after shipping the order is ${await state()}`)
    await shot(mch, 'editor-shipped')
    const left = data(await api(page, 'GET', `customer/api/product/${productId}`), 'after').skus.find((k) => k.id === red.id).stock
    if (left !== 9) throw new Error(`the Red SKU has ${left} left, not 9`)
    for (const f of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(`editor-e2e-${process.pid}-`))) fs.rmSync(path.join(os.tmpdir(), f), { force: true })
  }
  return { listProduct, buyAndShip, shots, upload, picture }
}

export default async (h) => {
  const { server, at, hashOf, loggedIn, pageApi: api, call } = h
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const { listProduct, buyAndShip, shots, upload } = editorSteps(h)
  const title = `Zephyr linen tee ${Date.now() % 100000}`
  let productId = 0
  return [
    [
      'editor: the demo merchant edits the shop (new logo uploaded, notice) and lists a product with two SKUs and two pictures',
      async () => {
        const mch = await loggedIn(MERCHANT)
        await go(mch, 'merchant/index')
        await shown(mch, 'tile-shop').click({ timeout: 20_000 })
        if (!(await at(mch, 'merchant/shop'))) throw new Error(`the shop tile opened ${await hashOf(mch)}`)
        const shops = data(await api(mch, 'GET', 'merchant/api/shop/mine'), 'my shops')
        const shopId = shops[0].id
        await shown(mch, 'ed-basics').waitFor({ timeout: 20_000 })
        // the logo: the demo one taken away, a new 800 x 800 PNG uploaded
        if (await mch.locator('[data-testid="ed-pic-logo-0"]:visible').count()) await shown(mch, 'ed-pic-logo-0').click()
        await upload(mch, 'ed-add-logo', await picture('logo', 800, 800, { r: 30, g: 140, b: 90 }))
        await shown(mch, 'ed-pic-logo-0').waitFor({ timeout: 20_000 })
        const notice = `Fresh linen every Friday ${Date.now() % 1000}`
        await box(mch, 'ed-notice').fill(notice)
        await box(mch, 'ed-hours').fill('08:00-22:00')
        await shown(mch, 'ed-save-shop').click()
        const saved = async () => data(await api(mch, 'GET', `merchant/api/shop/${shopId}`), 'shop')
        if (!(await until(async () => (await saved()).notice === notice, 15_000))) throw new Error(`the notice was not saved: ${JSON.stringify(await saved())}`)
        const s = await saved()
        if (!/\/api\/files\/default\/.+\.png$/.test(s.logo) || s.hours !== '08:00-22:00') throw new Error(`saved shop: ${JSON.stringify(s)}`)
        // the shop page shows it at once
        const home = (await call('GET', `/customer/api/shop/${shopId}`)).data
        if (home.notice !== notice || home.logo !== s.logo) throw new Error(`the shop page shows ${JSON.stringify({ notice: home.notice, logo: home.logo })}`)
        await shots(mch, 'shop', 'ed-basics')

        await mch.context().close()
        productId = await listProduct(MERCHANT, title, { screenshots: true })
      },
    ],
    [
      'editor: a shopper finds the new product by search, buys it with another shop’s product in one checkout, pays; the merchant ships it',
      async () => {
        if (!productId) throw new Error('no product was listed by the first case')
        await buyAndShip(MERCHANT, productId, title)
      },
    ],
  ]
}
