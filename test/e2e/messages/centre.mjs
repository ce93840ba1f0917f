// The message centre in the browser (issue 24 items 1 and 3, ADR 0105 and 0109). The demo shopper buys several
// items from two shops (one checkout, two orders, paid with the balance); with every notice read the user tab has
// no badge; the demo merchant ships the market's order from the workbench (tile -> list -> order -> carrier and
// tracking number -> ship); the shopper's user tab shows the badge, the centre's order group its unread notice;
// the notice is read and opens the order; the badge goes. Then feedback with a picture (the upload module),
// answered by staff in the desk's feedback queue (its tile), the answer seen in the centre's notices.
// Screenshots at 320 and 390 px (test/e2e/artifacts/messages-*.png).
import { data, until } from '../harness.mjs'
import { MARKET, shopSteps } from '../shop.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // owns the market (order.seed.ts)
const STAFF = { phone: '13700000099', password: 'staff1234' } // order.seed.ts
const PAY_PWD = '246810'
const GROUPS = ['order', 'refund', 'wallet', 'system']
// a small PNG: the feedback's picture
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, pageApi: api } = h
  const { buyableSku, addressIfNone, emptyCart } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  const textArea = (page, id) => page.locator(`textarea[data-testid="${id}"]:visible, [data-testid="${id}"]:visible textarea`).first()
  const go = (page, name, q = '') => page.goto(`${server.base}/#/pages/${name}${q}`)
  /** The API as the page, with an Idempotency-Key (money calls). */
  const money = (page, method, url, body) =>
    page.evaluate(
      async ({ method, url, body }) => {
        const token = /token\\*":\\*"([^"\\]+)/.exec(Object.values(localStorage).join(' '))?.[1]
        const r = await fetch(`/api/${url}`, {
          method,
          headers: {
            'content-type': 'application/json',
            Authorization: `Bearer ${token}`,
            tenant: 'default',
            lang: 'en',
            'Idempotency-Key': crypto.randomUUID().replace(/-/g, ''),
          },
          body: JSON.stringify(body),
        })
        return r.json()
      },
      { method, url, body },
    )
  /** The user tab's badge text ('' when none). */
  const userBadge = (page) =>
    page
      .locator('.weui-tabbar__item')
      .nth(3)
      .locator('.taro-tabbar-badge:visible')
      .first()
      .innerText({ timeout: 1000 })
      .then((s) => s.trim())
      .catch(() => '')
  const total = async (page) => data(await api(page, 'GET', 'customer/api/message/group/count'), 'group count').total
  const widths = async (page, name) => {
    for (const w of [320, 390]) {
      await page.setViewportSize({ width: w, height: 780 })
      await page.waitForTimeout(200)
      const over = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth)
      if (over > 1) throw new Error(`${name} at ${w}px is ${over}px wider than the screen`)
      await shot(page, `messages-${name}-${w}`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
  }

  return [
    [
      'messages: a shipped order is a notice; the user tab badge comes, the notice opens the order, the badge goes',
      async () => {
        const page = await loggedIn()
        // every notice read (the demo data has unread ones): the badge shows what is left (chats only)
        for (const g of GROUPS) data(await api(page, 'POST', `customer/api/message/read/group/${g}`), `read ${g}`)
        const base = await total(page)

        // several items from two shops, one checkout, paid with the balance
        await emptyCart(page)
        await addressIfNone(page)
        const picks = [await buyableSku(page, 0, MARKET), await buyableSku(page, 1, MARKET), await buyableSku(page, 0, null, { notShop: MARKET })]
        const baskets = []
        for (const { sku } of picks) baskets.push(data(await money(page, 'POST', 'customer/api/basket', { skuId: sku.id, count: 1 }), 'add to cart').id)
        const sub = data(await money(page, 'POST', 'order/api/checkout/submit', { basketIds: baskets }), 'submit')
        if (sub.orderIds.length !== 2) throw new Error(`two shops should make two orders, got ${JSON.stringify(sub.orderIds)}`)
        if (!data(await api(page, 'GET', 'customer/api/payPwd'), 'pay password').set)
          data(await api(page, 'POST', 'customer/api/payPwd', { password: PAY_PWD, confirmPassword: PAY_PWD }), 'set pay password')
        data(await money(page, 'POST', 'order/api/pay/balance', { payNo: sub.payNo, payPassword: PAY_PWD }), 'pay by balance')
        const orders = await Promise.all(sub.orderIds.map(async (id) => data(await api(page, 'GET', `order/api/${id}`), 'order')))
        const market = orders.find((o) => o.shopName === MARKET)
        if (!market) throw new Error(`no order of ${MARKET}: ${orders.map((o) => o.shopName)}`)
        if ((await total(page)) !== base) throw new Error('paying wrote a notice the shopper did not wait for')

        await go(page, 'tabbar/user')
        await shown(page, 'shortcut-public/msg/index').waitFor({ timeout: 30_000 })
        if (!(await until(async () => (await userBadge(page)) === (base ? String(base) : ''), 10_000)))
          throw new Error(`the badge shows "${await userBadge(page)}" with ${base} unread`)

        // the merchant ships the market's order from the workbench
        const mch = await loggedIn(MERCHANT)
        await go(mch, 'merchant/index')
        await shown(mch, 'tile-ship').click({ timeout: 30_000 })
        await shown(mch, `order-${market.id}`).click({ timeout: 30_000 })
        if (!(await at(mch, 'merchant/order'))) throw new Error(`the order did not open: ${await hashOf(mch)}`)
        await shown(mch, 'ship-form').waitFor({ timeout: 20_000 })
        await mch.locator('[data-testid^="carrier-"]:visible').first().click()
        await textBox(mch, 'tracking-input').fill(`SF${Date.now()}`)
        await shown(mch, 'ship-form').locator('.nut-button').last().click()
        if (!(await until(async () => (await mch.locator('[data-testid="ship-form"]:visible').count()) === 0, 20_000)))
          throw new Error('the order was not shipped')
        await shot(mch, 'messages-merchant-shipped')
        await mch.context().close()

        // the notice exists once the ship committed; the tab badge shows it when a tab page shows
        if (!(await until(async () => (await total(page)) === base + 1, 15_000))) throw new Error(`the unread total is ${await total(page)}, not ${base + 1}`)
        await go(page, 'tabbar/index')
        await go(page, 'tabbar/user')
        if (!(await until(async () => (await userBadge(page)) === String(base + 1), 15_000)))
          throw new Error(`the badge shows "${await userBadge(page)}", not ${base + 1}`)
        await shot(page, 'messages-badge')

        // the centre: the order group's unread; its notice opens the order
        await shown(page, 'shortcut-public/msg/index').click()
        if (!(await at(page, 'public/msg/index'))) throw new Error(`the user page did not open the centre: ${await hashOf(page)}`)
        if ((await shown(page, 'msg-unread-order').innerText({ timeout: 20_000 })).trim() !== '1') throw new Error('the order group does not show 1 unread')
        await widths(page, 'centre')
        await shown(page, 'msg-group-order').click()
        if (!(await at(page, 'public/msg/detail'))) throw new Error(`no group page: ${await hashOf(page)}`)
        const list = data(await api(page, 'GET', 'customer/api/message/list/order'), 'notices')
        const n = list.rows[0]
        if (n.read || n.title !== 'Order shipped' || n.link !== `/pages/order/form/info?id=${market.id}`)
          throw new Error(`the newest order notice is ${JSON.stringify(n)}`)
        await shown(page, `notice-unread-${n.id}`).waitFor({ timeout: 20_000 })
        await widths(page, 'notices')
        await shown(page, `notice-${n.id}`).click()
        if (!(await at(page, `order/form/info?id=${market.id}`))) throw new Error(`the notice did not open the order: ${await hashOf(page)}`)
        await shot(page, 'messages-opened-order')
        if (!(await until(async () => (await total(page)) === base, 10_000))) throw new Error('reading the notice did not lower the unread total')
        await go(page, 'tabbar/user')
        if (!(await until(async () => (await userBadge(page)) === (base ? String(base) : ''), 15_000)))
          throw new Error(`the badge stayed: "${await userBadge(page)}"`)
        await page.context().close()
      },
    ],
    [
      'messages: feedback with a picture, answered in the desk, the answer read in the centre',
      async () => {
        const page = await loggedIn()
        await go(page, 'tabbar/user')
        await shown(page, 'shortcut-user/feedback').click({ timeout: 30_000 })
        if (!(await at(page, 'user/feedback'))) throw new Error(`no feedback page: ${await hashOf(page)}`)
        // too short: said under the text
        await textArea(page, 'feedback-content').fill('abc')
        await shown(page, 'feedback-submit').click()
        await shown(page, 'feedback-error-content').waitFor({ timeout: 10_000 })
        await shot(page, 'messages-feedback-error')
        const words = `Please let me filter orders by shop ${Date.now()}`
        await shown(page, 'feedback-type-suggestion').click()
        await textArea(page, 'feedback-content').fill(words)
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, 'feedback-add-image').click()])
        await chooser.setFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG })
        await shown(page, 'feedback-image-0').waitFor({ timeout: 15_000 })
        await textBox(page, 'feedback-contact').fill('buyer@example.com')
        await widths(page, 'feedback')
        await shown(page, 'feedback-submit').click()
        await shown(page, 'feedback-sent').waitFor({ timeout: 20_000 })

        // staff answer it in the desk's queue (the desk's tile)
        const staff = await loggedIn(STAFF)
        await go(staff, 'platform/index')
        await shown(staff, 'tile-feedback').click({ timeout: 30_000 })
        if (!(await at(staff, 'platform/feedback'))) throw new Error(`the tile did not open the queue: ${await hashOf(staff)}`)
        const open = data(await api(staff, 'GET', 'platform/api/feedback/list?state=open&pageSize=100'), 'queue')
        const item = open.rows.find((r) => r.content === words)
        if (!item) throw new Error('the feedback is not in the open queue')
        if (item.images.length !== 1 || item.contact !== 'buyer@example.com') throw new Error(`the desk got ${JSON.stringify(item)}`)
        // the picture is served
        const pic = await staff.evaluate(async (u) => (await fetch(u)).status, item.images[0])
        if (pic !== 200) throw new Error(`the picture answers ${pic}`)
        for (let i = 0; i < 20 && !(await shown(staff, `feedback-${item.id}`).count()); i++) await staff.mouse.wheel(0, 2000)
        await shown(staff, `feedback-${item.id}-image-0`).waitFor({ timeout: 20_000 })
        await textArea(staff, `feedback-answer-input-${item.id}`).fill('Thank you: filtering by shop comes next month.')
        await shot(staff, 'messages-desk-feedback')
        await shown(staff, `feedback-answer-send-${item.id}`).click()
        if (!(await until(async () => (await staff.locator(`[data-testid="feedback-${item.id}"]:visible`).count()) === 0, 20_000)))
          throw new Error('the answered feedback is still in the open queue')
        await staff.context().close()

        // the shopper reads the answer in the centre's notices
        await go(page, 'public/msg/index')
        await shown(page, 'msg-unread-system').waitFor({ timeout: 30_000 })
        await shown(page, 'msg-group-system').click()
        const notices = data(await api(page, 'GET', 'customer/api/message/list/system'), 'notices')
        const answer = notices.rows.find((x) => x.content === 'Thank you: filtering by shop comes next month.')
        if (!answer || answer.title !== 'Reply to your feedback') throw new Error(`no answer notice: ${JSON.stringify(notices.rows.slice(0, 2))}`)
        await shown(page, `notice-${answer.id}`).click({ timeout: 20_000 })
        if (!(await until(async () => (await shown(page, `notice-text-${answer.id}`).innerText()).includes('filtering by shop'), 10_000)))
          throw new Error('the answer is not shown')
        await shot(page, 'messages-answer')
        await page.context().close()
      },
    ],
  ]
}
