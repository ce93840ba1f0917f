// Flash sales in the browser (issue 27, types/seckill.ts): the demo shopper opens the sale page (the seed's running
// session), buys a flash item and one of another shop's items, pays each from the balance and sees the orders at
// the flash prices. Then staff open a session starting in seconds, the demo merchant puts one unit of a product on
// sale in it, the shopper watches the countdown, buys it at the start and the page then says sold out; the
// merchant's workbench shows it sold, the desk lists the session.
// Screenshots at 320/375/414 px in English and Chinese (test/e2e/artifacts/seckill-*.png).
import { data, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' }
const STAFF = { phone: '13700000099', password: 'staff1234' }

export default async (h) => {
  const { loggedIn, pageApi: api, shot, at, hashOf, sweep, server } = h
  const { addressIfNone } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const buyOf = (page, itemId) => page.locator(`[data-testid="sk-item-${itemId}"]:visible [data-testid="sk-buy"]`).first()

  /** Pay the cashier's target from the balance (setting the pay password first when the shopper has none). */
  async function payWithBalance(page) {
    await shown(page, 'ch-SYS').waitFor({ timeout: 20_000 })
    await page.waitForTimeout(800)
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
  }

  /** From the sale page: buy the item, the checkout of the offer, the cashier; answers the pay number. */
  async function buyOnPage(page, item) {
    await go(page, 'seckill/seckill')
    await shown(page, `sk-tab-${item.sessionId}`).click({ timeout: 20_000 })
    await buyOf(page, item.id).click({ timeout: 20_000 })
    if (!(await at(page, 'systemPay/goods/previewOrder'))) throw new Error(`buy did not open the checkout (at ${await hashOf(page)})`)
    if (!(await hashOf(page)).includes(`offer=flash`)) throw new Error(`the checkout has no offer: ${await hashOf(page)}`)
    await shown(page, 'co-submit').waitFor({ timeout: 20_000 })
    await shown(page, 'co-submit').click()
    if (!(await at(page, 'systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
    return /payNo=([^&]+)/.exec(await hashOf(page))[1]
  }

  return [
    [
      "seckill: the running session's items at flash prices; a flash item and another shop's, bought and paid; the orders at those prices",
      async () => {
        const page = await loggedIn({}, { locale: 'en-US' })
        await addressIfNone(page)
        const today = data(await api(page, 'GET', 'seckill/api/today'), 'today')
        const running = today.sessions.find((s) => s.state === 'running')
        if (!running) throw new Error(`no running session in the demo: ${JSON.stringify(today.sessions.map((s) => [s.title, s.state]))}`)
        const a = running.items.find((i) => i.state === 'running')
        const b = running.items.find((i) => i.state === 'running' && i.shopId !== a?.shopId)
        if (!a || !b) throw new Error(`the running session needs items of two shops: ${JSON.stringify(running.items.map((i) => [i.shopId, i.state]))}`)
        await go(page, 'seckill/seckill')
        await shown(page, `sk-item-${a.id}`).waitFor({ timeout: 20_000 })
        const countdown = await shown(page, 'sk-countdown').textContent()
        if (!/^\d\d:\d\d:\d\d$/.test(countdown)) throw new Error(`the countdown says ${countdown}`)
        await sweep(page, 'seckill-sale', `sk-item-${a.id}`)
        for (const item of [a, b]) {
          const payNo = await buyOnPage(page, item)
          await shot(page, `seckill-cashier-${item === a ? 'a' : 'b'}`)
          await payWithBalance(page)
          if (!(await at(page, '/pages/order/success', 30_000))) throw new Error(`no success page (at ${await hashOf(page)})`)
          const orders = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'deputy list')
          if (orders.length !== 1 || orders[0].state !== 'to_ship') throw new Error(`the flash order: ${JSON.stringify(orders)}`)
          const d = data(await api(page, 'GET', `order/api/${orders[0].id}`), 'order detail')
          const line = (d.items ?? d.lines ?? [])[0]
          if (!line || line.price !== item.price) throw new Error(`the order's line is not at the flash price ${item.price}: ${JSON.stringify(line)}`)
          item.orderId = orders[0].id
        }
        // the orders list shows them
        await go(page, 'order/index')
        await shown(page, `order-${b.orderId}`).waitFor({ timeout: 20_000 })
        await shot(page, 'seckill-orders')
        // the sale counts them: one less each
        const after = data(await api(page, 'GET', 'seckill/api/today'), 'today').sessions.find((s) => s.id === running.id)
        for (const item of [a, b]) {
          const now = after.items.find((i) => i.id === item.id)
          if (now.left !== item.left - 1 || now.mine !== 1) throw new Error(`item ${item.id}: left ${item.left} -> ${now.left}, mine ${now.mine}`)
        }
        await page.context().close()
      },
    ],
    [
      'seckill: a session starting in seconds; its one unit bought at the start, then shown sold out; the workbench and the desk',
      async () => {
        const staff = await loggedIn(STAFF, { locale: 'en-US' })
        const startsAt = new Date(Date.now() + 25_000).toISOString()
        const endsAt = new Date(Date.now() + 3_600_000).toISOString()
        const s = data(await api(staff, 'POST', 'platform/api/flash-sessions', { title: 'E2E rush', startsAt, endsAt }), 'session')
        const merchant = await loggedIn(MERCHANT, { locale: 'en-US' })
        // a SKU the demo data already sells in a session (a retail shop's product without a form), one unit of it here
        const mine = data(await api(merchant, 'GET', 'merchant/api/flash-sales?pageSize=50'), 'my flash items').rows
        const seeded = mine.find((i) => i.price >= 2)
        if (!seeded) throw new Error(`the demo merchant sells nothing on flash sale: ${JSON.stringify(mine)}`)
        const sku = { id: seeded.skuId, price: seeded.originalPrice }
        const item = data(
          await api(merchant, 'POST', 'merchant/api/flash-sales', { sessionId: s.id, skuId: sku.id, price: Math.floor(sku.price / 2), quantity: 1, limit: 1 }),
          'flash item',
        )
        const page = await loggedIn({}, { locale: 'en-US' })
        await addressIfNone(page)
        await go(page, 'seckill/seckill')
        await shown(page, `sk-tab-${s.id}`).click({ timeout: 20_000 })
        await shown(page, `sk-item-${item.id}`).waitFor({ timeout: 20_000 })
        const before = await buyOf(page, item.id).textContent()
        if (before !== 'Not started') throw new Error(`before the start the button says ${before}`)
        await shot(page, 'seckill-not-started')
        // the countdown reaches the start: the page asks again and the button opens
        if (!(await until(async () => (await buyOf(page, item.id).textContent()) === 'Buy now', 60_000)))
          throw new Error('the button did not open at the start')
        const payNo = await buyOnPage(page, { id: item.id, sessionId: s.id })
        if (!/^P/.test(payNo)) throw new Error(`the cashier pays ${payNo}`)
        await go(page, `seckill/seckill?sessionId=${s.id}`)
        await shown(page, `sk-item-${item.id}`).waitFor({ timeout: 20_000 })
        if (!(await until(async () => (await buyOf(page, item.id).textContent()) === 'Sold out', 20_000))) throw new Error('the item is not shown sold out')
        await sweep(page, 'seckill-sold-out', `sk-item-${item.id}`)
        // another shopper is refused at once
        const other = await api(staff, 'POST', 'seckill/api/buy', { itemId: item.id })
        if (other.ok || other.code !== 2253) throw new Error(`another buyer after the last unit: ${JSON.stringify(other)}`)
        await go(merchant, 'merchant/flash-sales')
        await shown(merchant, `sk-mine-${item.id}`).waitFor({ timeout: 20_000 })
        const line = await shown(merchant, `sk-mine-${item.id}`).textContent()
        if (!line.includes('Sold 1 · Left 0')) throw new Error(`the workbench shows ${line}`)
        await sweep(merchant, 'seckill-workbench', `sk-mine-${item.id}`)
        // a new item's SKU is picked: the merchant's products (searched), then the chosen product's SKUs
        const firstProduct = merchant.locator('[data-testid^="sku-pick-product-"]:visible').first()
        await firstProduct.waitFor({ timeout: 20_000 })
        const title = (await firstProduct.innerText()).trim()
        await merchant.locator('[data-testid="sku-pick-search"] input, input[data-testid="sku-pick-search"]').first().fill(title.slice(0, 6))
        if (!(await until(async () => (await merchant.locator('[data-testid^="sku-pick-product-"]:visible').count()) >= 1, 20_000)))
          throw new Error(`searching my products for ${title.slice(0, 6)} found none`)
        await merchant.locator('[data-testid^="sku-pick-product-"]:visible').first().click()
        const firstSku = merchant.locator('[data-testid^="sku-pick-sku-"]:visible').first()
        await firstSku.waitFor({ timeout: 20_000 })
        await firstSku.click()
        if (!/msp__sku--on/.test((await firstSku.getAttribute('class')) ?? '')) throw new Error('the picked SKU is not marked')
        await shot(merchant, 'seckill-workbench-picked')
        await go(staff, 'platform/flash-sessions')
        await shown(staff, `sk-session-${s.id}`).waitFor({ timeout: 20_000 })
        await sweep(staff, 'seckill-desk', `sk-session-${s.id}`)
        for (const p of [page, merchant, staff]) await p.context().close()
      },
    ],
  ]
}
