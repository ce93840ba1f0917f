// Headless Chromium, the shopper's checkout and payment (issue 11): cart -> checkout with a new address ->
// pay by balance with the pay password -> the order is in "to ship"; pay by a local online gateway (hosted
// page, signed notification, success page); cancel an unpaid order. Screenshots in test/e2e/artifacts.
// Run: `npm run build:h5 && node test/e2e/orders.mjs`.
import { data, openHarness, until } from './harness.mjs'

const { server, hashOf, shot, at, newPage, login, pageApi: api, run } = await openHarness({ label: 'e2e orders', locale: 'en-US' })

/** The demo shopper in a context of its own. */
async function loggedIn() {
  const page = await newPage()
  await login(page)
  await page.waitForTimeout(500)
  return page
}

/** A buyable SKU with stock from the demo catalogue (the first match of the search). */
async function buyableSku(page, skip = 0) {
  const list = data(await api(page, 'GET', 'customer/api/product/search?pageSize=30&inStock=true'), 'search')
  for (const p of list.rows.slice(skip)) {
    const d = data(await api(page, 'GET', `customer/api/product/${p.id}`), 'detail')
    const sku = (d.skus ?? []).find((s) => s.stock > 2)
    if (d.buyable && sku) return { product: d, sku }
  }
  throw new Error('no buyable product')
}

async function addressIfNone(page) {
  const list = data(await api(page, 'GET', 'customer/api/addr'), 'addr list')
  if (list.length) return
  const provinces = data(await api(page, 'GET', 'system/api/address/province'), 'provinces')
  const path = [provinces[0].id]
  for (let i = 0; i < 3; i++) {
    const kids = data(await api(page, 'GET', `system/api/address/tree/${path[path.length - 1]}`), 'tree')
    if (!kids.length) break
    path.push(kids[0].id)
  }
  data(await api(page, 'POST', 'customer/api/addr', { name: 'E2E Buyer', phone: '13900001111', regionIds: path, detail: 'No. 8 Test Road, Room 101' }), 'addr add')
}

async function checkoutFromCart(page, skuId) {
  data(await api(page, 'POST', 'customer/api/basket', { skuId, count: 1 }), 'add to cart')
  await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
  await page.locator('[data-testid="cart-all"]').first().waitFor({ timeout: 20_000 })
  await page.waitForTimeout(800)
  // select only this SKU's basket: clear all, then tick the one line (the cart list answers which)
  const list = data(await api(page, 'GET', 'customer/api/basket/list'), 'cart')
  const basket = list.groups.flatMap((g) => g.baskets).find((b) => b.productSku?.id === skuId)
  await page.goto(`${server.base}/#/pages/systemPay/goods/previewOrder?ids=${basket.id}`)
  await page.locator('[data-testid="co-total"]').first().waitFor({ timeout: 20_000 })
}

await run([
  [
    'cart -> checkout with a new address -> balance with the pay password -> the order is in "to ship"',
    async () => {
      const page = await loggedIn()
      const { sku } = await buyableSku(page)
      data(await api(page, 'POST', 'customer/api/basket', { skuId: sku.id, count: 1 }), 'add to cart')
      // the cart's Settle opens checkout with the ticked baskets
      await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
      await page.locator('[data-testid="cart-all"]').first().click({ timeout: 20_000 })
      await page.waitForTimeout(500)
      await page.locator('[data-testid="cart-settle"]').first().click()
      if (!(await at(page, '/pages/systemPay/goods/previewOrder'))) throw new Error(`settle did not open checkout (at ${await hashOf(page)})`)
      await page.locator('[data-testid="co-total"]').first().waitFor({ timeout: 20_000 })
      if (await page.locator('[data-testid="co-no-address"]').count()) {
        await shot(page, 'checkout-no-address')
        await addressIfNone(page)
        await page.reload()
      }
      await page.locator('[data-testid="co-address"]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(500)
      await shot(page, 'checkout')
      await page.locator('[data-testid="co-submit"]').first().click()
      if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
      const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
      await page.locator('[data-testid="ch-SYS"]').first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(500)
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
        await page.waitForTimeout(800)
      }
      await page.locator('[data-testid="ch-SYS"]').first().click()
      await page.locator('[data-testid="cs-pay"]').first().click()
      await page.locator('[data-testid="pay-pwd-input"] input, input[type="number"]').last().waitFor({ timeout: 10_000 })
      await shot(page, 'cashier-password')
      await page.locator('[data-testid="pay-pwd-input"] input, input[type="number"]').last().fill('246810')
      if (!(await at(page, '/pages/order/success'))) throw new Error(`no success page (at ${await hashOf(page)})`)
      await shot(page, 'pay-success')
      const orders = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
      if (!orders.every((o) => o.state === 'to_ship')) throw new Error(`orders not to ship: ${orders.map((o) => o.state)}`)
      await page.locator('[data-testid="res-orders"]').first().click()
      await at(page, '/pages/order/index')
      await page.locator(`[data-testid="order-${orders[0].id}"]`).first().waitFor({ timeout: 15_000 })
      await shot(page, 'orders-to-ship')
      await page.locator(`[data-testid="order-${orders[0].id}"]`).first().click()
      await page.locator('[data-testid="od-state"]').first().waitFor({ timeout: 15_000 })
      await page.waitForTimeout(500)
      await shot(page, 'order-detail')
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
      await page.waitForTimeout(800)
      await shot(page, 'gateway-page')
      await frame.locator('button, input[type="submit"]').first().click()
      if (!(await at(page, '/pages/order/success', 40_000))) throw new Error(`no success page after the gateway (at ${await hashOf(page)})`)
      await shot(page, 'gateway-success')
      await page.context().close()
    },
  ],
  [
    'cancel an unpaid order with a reason',
    async () => {
      const page = await loggedIn()
      const { sku } = await buyableSku(page, 2)
      await addressIfNone(page)
      await checkoutFromCart(page, sku.id)
      await page.locator('[data-testid="co-submit"]').first().click()
      await at(page, '/pages/systemPay/order/details/index')
      const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
      const [order] = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
      await page.goto(`${server.base}/#/pages/order/form/info?id=${order.id}`)
      await page.locator('[data-testid="od-cancel"]').first().click({ timeout: 20_000 })
      await page.locator('.taro-actionsheet__cell:visible', { hasText: /\S/ }).first().click({ timeout: 10_000 })
      const cancelled = await until(async () => data(await api(page, 'GET', `order/api/${order.id}`), 'detail').state === 'cancelled', 15_000)
      if (!cancelled) throw new Error('the order was not cancelled')
      await page.waitForTimeout(800)
      await shot(page, 'order-cancelled')
      await page.context().close()
    },
  ],
])
