// Ordering a nearby store's goods for pickup in the browser (issue 26 item 4, ADR 0142): the demo café (found by
// its kind, nearby_store, among the demo merchant's shops) as a menu; the shopper adds two of its goods through the
// SKU sheet, the bar shows the server's total, the pickup checkout (the café's pickup point, no address) submits to
// the cashier, the balance pays; the merchant marks it ready and verifies the shopper's pickup code on the workbench.
// Screenshots at 320/375/414 px in English and Chinese (test/e2e/artifacts/storeorder-*.png).
import { data, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' }

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf, sweep } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)

  /** The demo café: the demo merchant's shop of kind nearby_store (never by id). */
  async function cafeOf(merchant) {
    const mine = data(await api(merchant, 'GET', 'merchant/api/shop/mine'), 'my shops')
    for (const s of mine) {
      const home = data(await api(merchant, 'GET', `customer/api/shop/${s.id}`), 'shop')
      if (home.kind === 'nearby_store') return home
    }
    throw new Error(`the demo merchant has no nearby store: ${JSON.stringify(mine.map((s) => s.name))}`)
  }

  /** Pay the cashier's target from the balance (setting the pay password first when the shopper has none). */
  async function payWithBalance(page) {
    await shown(page, 'ch-SYS').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(800)
    const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
    if (await page.locator('[data-testid="cs-set-pwd"]').count()) {
      await shown(page, 'cs-set-pwd').click()
      await at(page, '/pages/public/setting/pay-pwd')
      const inputs = page.locator('.acc-field input')
      await inputs.first().waitFor({ timeout: 15_000 })
      await inputs.nth(0).fill('246810')
      await inputs.nth(1).fill('246810')
      await shown(page, 'pp-submit').click()
      await at(page, '/pages/systemPay/order/details/index')
      await shown(page, 'ch-SYS').waitFor({ timeout: 20_000 })
    }
    await shown(page, 'ch-SYS').click()
    await shown(page, 'cs-pay').click()
    const pwd = page.locator('input[data-testid="pay-pwd-input"], [data-testid="pay-pwd-input"] input, input[type="number"]').last()
    await pwd.waitFor({ timeout: 10_000 })
    await pwd.fill('246810')
    return payNo
  }

  /** Add the goods row's product through the SKU sheet: each spec group chosen (its first open value), then "add". */
  async function addThroughSheet(page, productId) {
    await shown(page, `so-add-${productId}`).click()
    await shown(page, 'so-sheet-add').waitFor({ timeout: 15_000 })
    const groups = page.locator('[data-testid="so-sheet"] .sku__group')
    for (let i = 0; i < (await groups.count()); i++) {
      const g = groups.nth(i)
      if (!(await g.locator('[aria-selected="true"]').count())) await g.locator('.sku__value:not(.sku__value--off)').first().click()
    }
    await shown(page, 'so-sheet-add').click()
    await until(async () => !(await page.locator('[data-testid="so-sheet"]:visible').count()), 5000)
  }

  let cafe
  let order
  /** the shopper's page of the first case (its storage holds the café's selection) */
  let shopper
  return [
    [
      'storeorder: the café’s menu (found by kind); two goods through the SKU sheet; the bar shows the server’s total; small widths',
      async () => {
        const merchant = await loggedIn(MERCHANT, { locale: 'en-US' })
        cafe = await cafeOf(merchant)
        await merchant.context().close()
        const page = await loggedIn({}, { locale: 'en-US' })
        shopper = page
        await go(page, `systemPay/nearby/goods/index?shopId=${cafe.id}`)
        await shown(page, 'so-store-name').waitFor({ timeout: 30_000 })
        if ((await shown(page, 'so-store-name').textContent()) !== cafe.name) throw new Error('the menu shows another store')
        await page.locator('[data-testid^="so-add-"]:visible').first().waitFor({ timeout: 20_000 })
        // a clean start: nothing of this store chosen before
        if (await page.locator('[data-testid="so-bar-total"]:visible').count()) {
          await shown(page, 'so-bar-info').click()
          await shown(page, 'so-clear').click()
        }
        await sweep(page, 'storeorder-menu', 'so-bar')
        const ids = await page
          .locator('[data-testid^="so-add-"]:visible')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid').slice('so-add-'.length))).slice(0, 2))
        if (ids.length < 2) throw new Error(`the café shows fewer than two goods to add: ${ids}`)
        for (const id of ids) await addThroughSheet(page, id)
        await shown(page, 'so-bar-total').waitFor({ timeout: 15_000 })
        if (!(await until(async () => (await shown(page, 'so-bar-count').textContent()) === '2 items', 10_000)))
          throw new Error('the bar does not count 2 items')
        // the bar's total is the server's: the preview of the same selection
        const lines = await page.evaluate((shopId) => {
          const raw = JSON.parse(localStorage.getItem('mall-store-selection') ?? '{}')
          const st = JSON.parse(raw.data ?? '{}').state ?? {}
          return (st.byShop?.[shopId] ?? []).map((c) => ({ skuId: c.skuId, count: c.count }))
        }, cafe.id)
        const pv = data(await api(page, 'POST', 'order/api/checkout/preview', { lines, storeId: cafe.id }), 'preview')
        const total = await shown(page, 'so-bar-total').textContent()
        if (total.replace(/[^\d.]/g, '') !== (pv.goodsAmount / 100).toFixed(2)) throw new Error(`bar total ${total}, server ${pv.goodsAmount}`)
        await shown(page, 'so-bar-info').click()
        await shown(page, 'so-picked').waitFor({ timeout: 5000 })
        await shot(page, 'storeorder-menu-selection')
        await shown(page, 'so-checkout').click()
        if (!(await at(page, 'nearby/store/previewOrder'))) throw new Error(`checkout did not open the pickup checkout (at ${await hashOf(page)})`)
        await shown(page, 'sc-total').waitFor({ timeout: 20_000 })
      },
    ],
    [
      'storeorder: the pickup checkout at the café’s point; submit; the balance pays; the merchant verifies the pickup code',
      async () => {
        if (!cafe || !shopper) throw new Error('the first case did not choose at the café')
        const page = shopper
        await at(page, 'nearby/store/previewOrder')
        await shown(page, 'sc-total').waitFor({ timeout: 20_000 })
        await sweep(page, 'storeorder-checkout', 'sc-total')
        const point = await shown(page, 'sc-point-name').textContent()
        if (!point || /Choose/.test(point)) throw new Error(`no pickup point chosen: ${point}`)
        // the server's numbers on the page and no address asked for
        if (await page.locator('[data-testid="co-no-address"]').count()) throw new Error('a pickup checkout asked for an address')
        const total = await shown(page, 'sc-total').textContent()
        await shown(page, 'sc-submit').click()
        if (!(await at(page, 'systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
        // the cashier offers cash at the counter for this one store's pickup (ADR 0126)
        await shown(page, 'ch-SYS').waitFor({ timeout: 20_000 })
        if (!(await page.locator('[data-testid="ch-CASH"]').count())) console.log('  (cash is off for this tenant: not offered)')
        const payNo = await payWithBalance(page)
        const deputies = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputies')
        if (deputies.length !== 1) throw new Error(`one order expected, got ${deputies.length}`)
        order = deputies[0]
        const paid = await until(async () => data(await api(page, 'GET', `order/api/${order.id}`), 'detail').state === 'to_ship', 20_000)
        if (!paid) throw new Error('the order is not paid')
        const detail = data(await api(page, 'GET', `order/api/${order.id}`), 'detail')
        if (detail.mode !== 'pickup' || !/^\d{6}$/.test(detail.pickupCode ?? ''))
          throw new Error(`a pickup order with a code expected: ${JSON.stringify(detail)}`)
        if ((detail.payAmount / 100).toFixed(2) !== total.replace(/[^\d.]/g, '')) throw new Error(`paid ${detail.payAmount}, the page said ${total}`)
        // the menu's selection of this store is gone once ordered
        const left = await page.evaluate((shopId) => {
          const raw = JSON.parse(localStorage.getItem('mall-store-selection') ?? '{}')
          return (JSON.parse(raw.data ?? '{}').state?.byShop?.[shopId] ?? []).length
        }, cafe.id)
        if (left) throw new Error('the store selection was not emptied after ordering')
        // the merchant: ready, then the shopper's code on the workbench's order page
        const merchant = await loggedIn(MERCHANT, { locale: 'en-US' })
        data(await api(merchant, 'POST', `order/merchant/${order.id}/ready`), 'ready')
        await go(merchant, `merchant/order?id=${order.id}`)
        await shown(merchant, 'verify-form').waitFor({ timeout: 20_000 })
        await merchant.locator('[data-testid="code-input"] input, input[data-testid="code-input"]').first().fill(detail.pickupCode)
        await merchant.locator('[data-testid="verify-form"] .nut-button').first().click()
        const done = await until(async () => data(await api(page, 'GET', `order/api/${order.id}`), 'detail').state === 'to_review', 20_000)
        if (!done) throw new Error('the pickup code did not complete the order')
        await shot(merchant, 'storeorder-merchant-verified')
        await merchant.context().close()
        await page.context().close()
      },
    ],
  ]
}
