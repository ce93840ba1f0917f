// Headless Chromium, the shopper's checkout and payment and the people who act on the order (issue 11):
// cart -> checkout with a new address -> pay by balance with the pay password -> "to ship"; the demo
// merchant ships it from the workbench; the shopper sees the tracking, confirms -> "to review". Offline
// payment with a proof picture, confirmed by the demo staff at the platform desk. A local online gateway
// (hosted page, signed notification, success page). An unpaid order cancelled: the product page's stock
// comes back. Shopper, merchant and staff each in a browser context of their own. Screenshots in
// test/e2e/artifacts.
// Run: `npm run build:h5 && node test/e2e/orders.mjs`.
import path from 'node:path'
import { data, openHarness, until } from './harness.mjs'
import { MARKET, shopSteps } from './shop.mjs'

const { server, artifacts, hashOf, shot, at, newPage, login, pageApi: api, run } = await openHarness({ label: 'e2e orders', locale: 'en-US' })
const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // owns the market and the café (order.seed.ts)
const STAFF = { phone: '13700000099', password: 'staff1234' }

/** A user (the demo shopper by default) in a browser context of its own, the app switched to English in its settings. */
async function loggedIn(who) {
  const page = await newPage()
  await login(page, who)
  // the app may still be moving on from the login page: open settings again until it is the page shown
  const lang = shown(page, 'lang-en')
  for (let i = 0; i < 3 && !(await lang.isVisible()); i++) {
    await page.goto(`${server.base}/#/pages/public/setting/index`)
    await lang.waitFor({ timeout: 10_000 }).catch(() => undefined)
  }
  await lang.click({ timeout: 10_000 })
  if (!(await until(async () => (await shown(page, 'settings').innerText()).includes('Log out'), 10_000))) throw new Error('settings did not switch to English')
  return page
}

/** Back (the browser's back, as the app's back arrow) until the shown page is `route`. */
async function backTo(page, route) {
  for (let i = 0; i < 4 && !(await hashOf(page)).includes(route); i++) {
    await page.goBack()
    await until(async () => (await hashOf(page)).includes(route), 3_000)
  }
  if (!(await hashOf(page)).includes(route)) throw new Error(`back did not reach ${route} (at ${await hashOf(page)})`)
}

/** The element with this test id on the page being shown (Taro keeps the pages below it in the DOM). */
const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
/** The text box a user types into: the `<input>` itself (Taro's React Input) or inside Taro's web component (H5_HTML_COMPONENTS=0). */
const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()

/** Open the user tab and its entry (the merchant workbench, the platform desk), as a user taps it. */
async function openEntry(page, entry, route) {
  await page.goto(`${server.base}/#/pages/tabbar/user`)
  await shown(page, entry).click({ timeout: 30_000 })
  if (!(await at(page, route))) throw new Error(`${entry} did not open ${route} (at ${await hashOf(page)})`)
}

/** Confirm the H5 modal (Taro.showModal) shown now. */
const confirmModal = (page) => page.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })

/** The product page with the SKU's values chosen; answers the stock it shows ("Stock N"). */
async function productPage(page, product, sku) {
  await page.goto(`${server.base}/#/pages/classify/goods/info/index?id=${product.id}`)
  await shown(page, 'product-detail').waitFor({ timeout: 30_000 })
  for (const g of product.specGroups ?? []) {
    const chip = shown(page, `sku-${g.key}-${sku.spec[g.key]}`)
    if ((await chip.getAttribute('aria-selected')) !== 'true') await chip.click()
  }
  const stock = async () => Number((/\d+/.exec(await shown(page, 'pd-stock').innerText()) ?? [NaN])[0])
  // the chosen SKU's stock (not the product's sum) once the choice has landed
  await until(async () => (await stock()) === sku.stock, 5_000)
  return stock()
}

/** Product page -> buy now -> checkout -> submit: answers the cashier's payNo. */
async function buyNow(page) {
  await shown(page, 'buy-now').click()
  if (!(await at(page, '/pages/systemPay/goods/previewOrder'))) throw new Error(`buy now did not open checkout (at ${await hashOf(page)})`)
  await shown(page, 'co-address').waitFor({ timeout: 20_000 })
  await shown(page, 'co-submit').click()
  if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
  return /payNo=([^&]+)/.exec(await hashOf(page))[1]
}

const { buyableSku, addressIfNone, emptyCart } = shopSteps(api)

async function checkoutFromCart(page, skuId) {
  data(await api(page, 'POST', 'customer/api/basket', { skuId, count: 1 }), 'add to cart')
  await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
  // checkout with only this SKU's basket (the cart list answers which)
  const list = data(await api(page, 'GET', 'customer/api/basket/list'), 'cart')
  const basket = list.groups.flatMap((g) => g.baskets).find((b) => b.productSku?.id === skuId)
  await page.goto(`${server.base}/#/pages/systemPay/goods/previewOrder?ids=${basket.id}`)
  await page.locator('[data-testid="co-total"]').first().waitFor({ timeout: 20_000 })
}

await run([
  [
    'a cart of three items from two shops -> checkout (one order a shop) -> balance with the pay password -> "to ship"; the merchant ships one; the shopper sees the tracking, confirms -> "to review"',
    async () => {
      const page = await loggedIn()
      // an empty cart, then two products of the demo merchant's market and one of another shop, each added on its page
      await emptyCart(page)
      const picks = [await buyableSku(page, 0, MARKET), await buyableSku(page, 1, MARKET), await buyableSku(page, 0, null, { notShop: MARKET })]
      for (const [i, { product, sku }] of picks.entries()) {
        await productPage(page, product, sku)
        await shown(page, 'add-to-cart').click()
        if (!(await until(async () => data(await api(page, 'GET', 'customer/api/basket/count'), 'count').count === i + 1, 10_000)))
          throw new Error(`add to cart did not put SKU ${sku.id} in the cart`)
        // the product page's cart icon counts it (one count query for the tab bar and this page)
        if (
          !(await until(
            async () =>
              (
                await shown(page, 'cart-badge')
                  .innerText()
                  .catch(() => '')
              ).trim() === String(i + 1),
            10_000,
          ))
        )
          throw new Error(
            `the product page's cart badge shows "${await shown(page, 'cart-badge')
              .innerText()
              .catch(() => '')}", not ${i + 1}`,
          )
      }
      // the cart: what was just added is ticked (no "select all" needed); the server's total of the three
      await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
      const settle = shown(page, 'cart-settle')
      if (!(await until(async () => /\(3\)/.test(await settle.innerText().catch(() => '')), 15_000)))
        throw new Error(`the cart does not offer the 3 added items: "${await settle.innerText().catch(() => '')}"`)
      const preview = data(
        await api(page, 'POST', 'customer/api/basket/settle-preview', {
          ids: data(await api(page, 'GET', 'customer/api/basket/list'), 'cart').groups.flatMap((g) => g.baskets.map((b) => b.id)),
        }),
        'settle preview',
      )
      const shownTotal = (await shown(page, 'cart-total').innerText()).replace(/[^\d.]/g, '')
      if (Number(shownTotal) * 100 !== preview.total) throw new Error(`the cart shows ${shownTotal}, the server's total is ${preview.total}`)
      await shot(page, 'cart-full')
      await settle.click()
      if (!(await at(page, '/pages/systemPay/goods/previewOrder'))) throw new Error(`settle did not open checkout (at ${await hashOf(page)})`)
      await page.locator('[data-testid="co-total"]').first().waitFor({ timeout: 20_000 })
      // both shops, all three lines (the query carried every basket: `ids=a%2Cb%2Cc`)
      if ((await page.locator('[data-testid^="co-shop-"]:visible').count()) !== 2) throw new Error('checkout does not show the two shops')
      if (await page.locator('[data-testid="co-no-address"]').count()) {
        await shot(page, 'checkout-no-address')
        await addressIfNone(page)
        await page.reload()
      }
      await page.locator('[data-testid="co-address"]').first().waitFor({ timeout: 20_000 })
      await shot(page, 'checkout')
      // from the submit on, no page asks the server for what the order took (the baskets, their preview)
      const refused = []
      const watch = (r) => r.url().includes('/api/') && r.status() >= 400 && refused.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`)
      page.on('response', watch)
      await page.locator('[data-testid="co-submit"]').first().click()
      if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
      const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
      await page.locator('[data-testid="ch-SYS"]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(1000)
      page.off('response', watch)
      if (refused.length) throw new Error(`after the order, requests were refused: ${refused.join(', ')}`)
      await shot(page, 'cashier')
      if (await page.locator('[data-testid="cs-set-pwd"]').count()) {
        await page.locator('[data-testid="cs-set-pwd"]').first().click()
        await at(page, '/pages/public/setting/pay-pwd')
        const inputs = page.locator('.acc-field input')
        await inputs.first().waitFor({ timeout: 15_000 })
        await inputs.nth(0).fill('246810')
        await inputs.nth(1).fill('246810')
        await page.locator('[data-testid="pp-submit"]').first().click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error('the pay password page did not go back to the cashier')
        if (!(await until(async () => (await page.locator('[data-testid="cs-set-pwd"]:visible').count()) === 0, 10_000)))
          throw new Error('the cashier still asks for a pay password')
      }
      await page.locator('[data-testid="ch-SYS"]').first().click()
      await page.locator('[data-testid="cs-pay"]').first().click()
      const pwd = page.locator('input[data-testid="pay-pwd-input"], [data-testid="pay-pwd-input"] input, input[type="number"]').last()
      await pwd.waitFor({ timeout: 10_000 })
      await shot(page, 'cashier-password')
      await pwd.fill('246810')
      if (!(await at(page, '/pages/order/success'))) throw new Error(`no success page (at ${await hashOf(page)})`)
      await shot(page, 'pay-success')
      const orders = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
      if (orders.length !== 2 || orders.some((o) => o.state !== 'to_ship'))
        throw new Error(`expected two orders to ship: ${orders.map((o) => `${o.shopName} ${o.state}`)}`)
      // the cart is empty now, and its list was fetched again
      if (data(await api(page, 'GET', 'customer/api/basket/count'), 'count').count !== 0) throw new Error('the ordered baskets are still in the cart')
      const order = orders.find((o) => o.shopName === MARKET)
      await page.locator('[data-testid="res-orders"]').first().click()
      await at(page, '/pages/order/index')
      await shown(page, `order-${order.id}`).waitFor({ timeout: 15_000 })
      await shot(page, 'orders-to-ship')
      await shown(page, `order-${order.id}`).click()
      await shown(page, 'od-state').waitFor({ timeout: 15_000 })
      await shot(page, 'order-detail')

      // the demo merchant: user tab -> workbench -> orders to ship -> this order -> carrier + tracking number -> ship
      const mch = await loggedIn(MERCHANT)
      await openEntry(mch, 'entry-merchant', '/pages/merchant/index')
      await shown(mch, 'tile-ship').click({ timeout: 20_000 })
      if (!(await at(mch, '/pages/merchant/orders'))) throw new Error(`the to-ship tile did not open the orders (at ${await hashOf(mch)})`)
      await shown(mch, `order-${order.id}`).waitFor({ timeout: 20_000 })
      await shot(mch, 'merchant-to-ship')
      await shown(mch, `order-${order.id}`).click()
      await shown(mch, 'ship-form').waitFor({ timeout: 20_000 })
      const carrier = mch.locator('[data-testid^="carrier-"]:visible').first()
      await carrier.waitFor({ timeout: 15_000 })
      const carrierName = (await carrier.innerText()).trim()
      await carrier.click()
      const trackingNo = `E2E${Date.now()}`
      await textBox(mch, 'tracking-input').fill(trackingNo)
      await shot(mch, 'merchant-ship-form')
      await mch.locator('[data-testid="ship-form"]:visible .nut-button').first().click()
      const shipped = async () =>
        (
          await shown(mch, 'order-tracking')
            .innerText()
            .catch(() => '')
        ).trim()
      if (!(await until(async () => (await shipped()).endsWith(`${carrierName} ${trackingNo}`), 15_000)))
        throw new Error(`the merchant's order shows "${await shipped()}", not the carrier's name and tracking number`)
      await shot(mch, 'merchant-shipped')
      await mch.context().close()

      // the shopper: back to my orders -> to receive -> the order: the tracking timeline; confirm receipt -> "to review"
      await backTo(page, '/pages/order/index')
      await shown(page, 'ol-tab-to_receive').click({ timeout: 20_000 })
      await shown(page, `order-${order.id}`).click({ timeout: 20_000 })
      const tracking = shown(page, 'od-tracking')
      await tracking.waitFor({ timeout: 20_000 })
      const track = await tracking.innerText()
      if (!track.includes(trackingNo) || !track.includes(carrierName))
        throw new Error(`the tracking panel does not name ${carrierName} ${trackingNo}: ${track}`)
      if ((await page.locator('[data-testid="od-tracking"]:visible .od-ev').count()) < 1) throw new Error('the tracking timeline has no event')
      await shot(page, 'order-tracking')
      await shown(page, 'od-confirm').click()
      await confirmModal(page)
      if (!(await until(async () => data(await api(page, 'GET', `order/api/${order.id}`), 'detail').state === 'to_review', 15_000)))
        throw new Error('the order is not "to review" after confirming receipt')
      await shot(page, 'order-received')
      await backTo(page, '/pages/order/index')
      await shown(page, 'ol-tab-to_review').click({ timeout: 20_000 })
      await shown(page, `order-${order.id}`).waitFor({ timeout: 20_000 })
      if (!(await shown(page, 'ol-tab-to_review').getAttribute('class')).includes('ol-tab--on')) throw new Error('the "to review" tab is not the one shown')
      // the end of the list speaks of orders (the shared paging line's default speaks of products)
      if (!(await until(async () => (await shown(page, 'products-more').innerText()).trim() === 'No more orders', 10_000)))
        throw new Error(`the list ends with "${await shown(page, 'products-more').innerText()}"`)
      await shot(page, 'orders-to-review')
      await page.context().close()
    },
  ],
  [
    "a guest's choice of SKU survives the login detour: back on the product, the choice is there and the add is done",
    async () => {
      const who = await loggedIn()
      await emptyCart(who)
      const { product, sku } = await buyableSku(who, 0, null, { multi: true })
      await who.context().close()
      const page = await newPage()
      await productPage(page, product, sku)
      await shown(page, 'add-to-cart').click()
      if (!(await at(page, '/pages/public/account/appLogin'))) throw new Error(`a guest's add did not ask for login (at ${await hashOf(page)})`)
      await login(page, { goto: false })
      if (!(await at(page, '/pages/classify/goods/info/index'))) throw new Error(`login did not come back to the product (at ${await hashOf(page)})`)
      const cart = async () => data(await api(page, 'GET', 'customer/api/basket/list'), 'cart').groups.flatMap((g) => g.baskets)
      if (!(await until(async () => (await cart()).some((b) => b.productSku?.id === sku.id), 15_000)))
        throw new Error(`the chosen SKU ${sku.id} was not added after login: ${JSON.stringify((await cart()).map((b) => b.productSku?.id))}`)
      for (const g of product.specGroups ?? []) {
        const chip = shown(page, `sku-${g.key}-${sku.spec[g.key]}`)
        if ((await chip.getAttribute('aria-selected')) !== 'true') throw new Error(`back on the product, ${g.key}=${sku.spec[g.key]} is not chosen`)
      }
      if (
        !(await until(
          async () =>
            (
              await shown(page, 'cart-badge')
                .innerText()
                .catch(() => '')
            ).trim() === '1',
          10_000,
        ))
      )
        throw new Error('the cart badge does not count the add made after login')
      await shot(page, 'guest-choice-after-login')
      await emptyCart(page)
      await page.context().close()
    },
  ],
  [
    'offline payment: bank details, a proof picture, "pending platform review"; the staff confirm it at the platform desk; the order is "to ship"',
    async () => {
      const page = await loggedIn()
      await addressIfNone(page)
      const { product, sku } = await buyableSku(page, 1, MARKET)
      await productPage(page, product, sku)
      const payNo = await buyNow(page)
      await shown(page, 'ch-OFFLINE').click({ timeout: 20_000 })
      await shot(page, 'cashier-offline')
      await shown(page, 'cs-pay').click()
      if (!(await at(page, '/pages/offlinePay'))) throw new Error(`OFFLINE did not open the proof page (at ${await hashOf(page)})`)
      const paymentId = Number(/paymentId=(\d+)/.exec(await hashOf(page))[1])
      const account = shown(page, 'op-account')
      await account.waitFor({ timeout: 20_000 })
      if (!/\d{4}/.test(await account.innerText())) throw new Error(`no bank account number shown: ${await account.innerText()}`)
      // a real PNG through the file chooser the H5 image picker opens
      const png = path.join(artifacts, 'cashier-offline.png')
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, 'op-add').click()])
      await chooser.setFiles(png)
      const thumbs = page.locator('[data-testid="offline-pay"]:visible .op-img:not(.op-img--add)')
      if (!(await until(async () => (await thumbs.count()) === 1, 20_000))) throw new Error('the proof picture was not uploaded')
      await until(() => thumbs.first().evaluate((el) => !!el.querySelector('img')?.complete), 5_000)
      await shot(page, 'offline-proof')
      await shown(page, 'op-submit').click()
      if (!(await at(page, '/pages/order/success'))) throw new Error(`no landing after the proof (at ${await hashOf(page)})`)
      await shot(page, 'offline-submitted')
      const [order] = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
      if (order.state !== 'pending_platform_review') throw new Error(`the order is ${order.state}, not pending platform review`)
      await page.goto(`${server.base}/#/pages/order/form/info?id=${order.id}`)
      await shown(page, 'od-state').waitFor({ timeout: 20_000 })
      await shot(page, 'offline-pending')

      // the demo staff: user tab -> platform desk -> offline proofs -> the picture loads; confirm
      const staff = await loggedIn(STAFF)
      await openEntry(staff, 'entry-platform', '/pages/platform/index')
      await shown(staff, 'tile-offline').click({ timeout: 20_000 })
      if (!(await at(staff, '/pages/platform/offline'))) throw new Error(`the desk tile did not open the proofs (at ${await hashOf(staff)})`)
      const card = shown(staff, `offline-${paymentId}`)
      await card.waitFor({ timeout: 20_000 })
      const proof = staff
        .locator(
          `[data-testid="offline-${paymentId}"]:visible [data-testid^="proof-"] img, [data-testid="offline-${paymentId}"]:visible img[data-testid^="proof-"]`,
        )
        .first()
      if (!(await until(() => proof.evaluate((img) => img.complete && img.naturalWidth > 0).catch(() => false), 20_000)))
        throw new Error('the proof picture did not load for staff')
      await shot(staff, 'staff-proof')
      await shown(staff, `confirm-${paymentId}`).click()
      await confirmModal(staff)
      if (!(await until(async () => (await staff.locator(`[data-testid="offline-${paymentId}"]:visible`).count()) === 0, 15_000)))
        throw new Error('the confirmed proof is still listed')
      await shot(staff, 'staff-confirmed')
      await staff.context().close()

      // the shopper: my orders -> to ship lists it
      await page.goto(`${server.base}/#/pages/order/index?tab=to_ship`)
      await shown(page, `order-${order.id}`).waitFor({ timeout: 20_000 })
      await shot(page, 'offline-to-ship')
      await page.context().close()
    },
  ],
  [
    'a local online gateway: hosted page, signed notification, success page',
    async () => {
      const page = await loggedIn()
      const { sku } = await buyableSku(page, 1)
      await addressIfNone(page)
      await checkoutFromCart(page, sku.id)
      await page.locator('[data-testid="co-submit"]').first().click()
      await at(page, '/pages/systemPay/order/details/index')
      const online = page.locator('[data-testid="ch-STRIPE"], [data-testid="ch-ZFB"], [data-testid="ch-WX"], [data-testid="ch-SAND"]')
      await online.first().waitFor({ timeout: 20_000 })
      await online.first().click()
      await page.locator('[data-testid="cs-pay"]').first().click()
      if (!(await at(page, '/pages/web'))) throw new Error(`the hosted page did not open (at ${await hashOf(page)})`)
      const frame = await until(async () => page.frames().find((f) => f.url().includes('/pay/gateway/')), 15_000)
      if (!frame) throw new Error('no hosted pay page frame')
      const payButton = frame.locator('button, input[type="submit"]').first()
      await payButton.waitFor({ timeout: 15_000 })
      await shot(page, 'gateway-page')
      await payButton.click()
      if (!(await at(page, '/pages/order/success', 40_000))) throw new Error(`no success page after the gateway (at ${await hashOf(page)})`)
      await shot(page, 'gateway-success')
      await page.context().close()
    },
  ],
  [
    'cancel an unpaid order from its detail with a reason: the stock the product page shows comes back',
    async () => {
      const page = await loggedIn()
      await addressIfNone(page)
      const { product, sku } = await buyableSku(page, 2)
      const before = await productPage(page, product, sku)
      if (before !== sku.stock) throw new Error(`the product page shows stock ${before}, the server ${sku.stock}`)
      await shot(page, 'stock-before')
      const payNo = await buyNow(page)
      const [order] = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
      // the order took one: back on the product page, it shows
      await backTo(page, '/pages/classify/goods/info/index')
      const stock = async () => Number((/\d+/.exec(await shown(page, 'pd-stock').innerText()) ?? [NaN])[0])
      const taken = await until(async () => ((await stock()) === before - 1 ? before - 1 : 0), 10_000)
      await shot(page, 'stock-taken')
      if (taken !== before - 1) throw new Error(`back on the product page after checkout it shows stock ${await stock()}, not ${before - 1}`)
      // user tab -> "to pay" -> the order -> cancel, with a reason from the sheet
      await page.goto(`${server.base}/#/pages/tabbar/user`)
      await shown(page, 'user-orders-pending').click({ timeout: 20_000 })
      await shown(page, `order-${order.id}`).click({ timeout: 20_000 })
      await shown(page, 'od-cancel').click({ timeout: 20_000 })
      const reason = page.locator('.taro-actionsheet__cell:visible', { hasText: /\S/ }).first()
      await reason.waitFor({ timeout: 10_000 })
      const reasonText = (await reason.innerText()).trim()
      await shot(page, 'cancel-reasons')
      await reason.click()
      if (!(await until(async () => (await shown(page, 'order-detail').innerText()).includes(reasonText), 15_000)))
        throw new Error(`the detail does not show the cancel reason "${reasonText}"`)
      const state = data(await api(page, 'GET', `order/api/${order.id}`), 'detail').state
      if (state !== 'cancelled') throw new Error(`the order is ${state}`)
      await shot(page, 'order-cancelled')
      const after = await productPage(page, product, { ...sku, stock: before })
      await shot(page, 'stock-after')
      if (after !== before) throw new Error(`after the cancel the product page shows stock ${after}, not ${before}`)
      await page.context().close()
    },
  ],
])
