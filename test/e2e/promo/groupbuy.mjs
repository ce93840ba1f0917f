// Group buys in the browser (issue 27, types/groupbuy.ts): shopper A (the demo shopper) starts a group of the demo
// pair offer (size 2) from its page and pays from the balance; shopper B (signed up now) opens A's invitation link,
// joins, pays through the local online gateway; the group succeeds and both orders show "to ship". On the way the
// offers, the offer's groups, the preview, the invitation (link and poster), the page after paying, my groups and the
// merchant's workbench are shot at 320/375/414 px in English and Chinese (test/e2e/artifacts/groupbuy-*.png). Then three
// shoppers complete the demo group of three: the demo shopper leads it (paid), two friends join by its link and pay;
// a group whose time runs out fails and its member is refunded to the balance.
import { data, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const PASSWORD = 'shopper1234'
const MERCHANT = { phone: '13900000088', password: 'merchant1234' }

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf, sweep, call } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const { addressIfNone } = shopSteps(api)

  /** A new shopper signed up through the API (the local SMS provider's outbox gives the code): its phone. */
  async function newShopper() {
    const phone = `136${String(Date.now()).slice(-8)}`
    await call('POST', '/customer/api/sms/register/register', { phone })
    const outbox = await (await fetch(`${server.base}/api/dev/sms/outbox?phone=${phone}`)).json()
    await call('POST', '/customer/api/register', { phone, code: outbox.data[0].code, password: PASSWORD, confirmPassword: PASSWORD, agreement: true })
    return phone
  }

  /** From the preview of a group: continue to the checkout (offer group:<id>), its total, submit -> the cashier. */
  async function checkoutFromPreview(page, groupPrice) {
    await shown(page, 'gb-continue').click()
    if (!(await at(page, 'systemPay/goods/previewOrder'))) throw new Error(`continue did not open the checkout (at ${await hashOf(page)})`)
    if (!(await hashOf(page)).includes('offer=group')) throw new Error(`the checkout has no group offer: ${await hashOf(page)}`)
    await shown(page, 'co-total').waitFor({ timeout: 20_000 })
    const goods = await page.locator('[data-testid="checkout"]').textContent()
    if (!goods.includes(groupPrice)) throw new Error(`the checkout does not show the group price ${groupPrice}: ${goods.slice(0, 300)}`)
    await shot(page, 'groupbuy-checkout')
    await shown(page, 'co-submit').click()
    if (!(await at(page, 'systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
    return /payNo=([^&]+)/.exec(await hashOf(page))[1]
  }

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

  /** Pay through the local online gateway's hosted page. */
  async function payOnline(page) {
    const online = page.locator('[data-testid="ch-WX"], [data-testid="ch-ZFB"], [data-testid="ch-STRIPE"]')
    await online.first().waitFor({ timeout: 20_000 })
    await online.first().click()
    await shown(page, 'cs-pay').click()
    if (!(await at(page, '/pages/web'))) throw new Error(`the hosted page did not open (at ${await hashOf(page)})`)
    const frame = await until(async () => page.frames().find((f) => f.url().includes('/pay/gateway/')), 15_000)
    if (!frame) throw new Error('no hosted pay page frame')
    const button = frame.locator('button, input[type="submit"]').first()
    await button.waitFor({ timeout: 15_000 })
    await button.click()
  }

  return [
    [
      'group buy: A starts a group and pays; B joins through the invitation link and pays online; the group succeeds, both orders "to ship"',
      async () => {
        const a = await loggedIn({}, { locale: 'en-US' })
        await addressIfNone(a)
        const offers = data(await api(a, 'GET', 'customer/api/group/offers?pageSize=20'), 'offers').rows
        const pair = offers.find((o) => o.size === 2)
        if (!pair) throw new Error(`no demo offer of two: ${JSON.stringify(offers.map((o) => [o.id, o.size]))}`)
        const groupPrice = `¥${(pair.groupPrice / 100).toFixed(2)}`
        // the offers, then the pair offer's page
        await go(a, 'spellGroup/index')
        await shown(a, `gb-go-${pair.id}`).waitFor({ timeout: 20_000 })
        await sweep(a, 'groupbuy-offers', `gb-go-${pair.id}`)
        await shown(a, `gb-go-${pair.id}`).click()
        if (!(await at(a, `offerId=${pair.id}`))) throw new Error(`the offer did not open (at ${await hashOf(a)})`)
        await shown(a, 'gb-open').waitFor({ timeout: 20_000 })
        await sweep(a, 'groupbuy-offer', 'gb-open')
        // start a group: its preview, the checkout at the group price, the balance
        await shown(a, 'gb-open').click()
        if (!(await at(a, 'systemPay/goods/previewGroupOrder'))) throw new Error(`start did not open the preview (at ${await hashOf(a)})`)
        const groupId = Number(/groupId=(\d+)/.exec(await hashOf(a))[1])
        await shown(a, 'gb-role').waitFor({ timeout: 20_000 })
        await sweep(a, 'groupbuy-preview', 'gb-continue')
        await checkoutFromPreview(a, groupPrice)
        await payWithBalance(a)
        if (!(await at(a, 'order/success', 30_000))) throw new Error(`no success page after paying (at ${await hashOf(a)})`)
        // the page after paying: one more needed; the invitation with its link and poster
        await go(a, `spellGroup/pay-success/index?groupId=${groupId}`)
        await until(
          async () =>
            (
              (await shown(a, 'gb-paid-note')
                .textContent()
                .catch(() => '')) ?? ''
            ).includes('1 more needed'),
          20_000,
        )
        await sweep(a, 'groupbuy-paid', 'gb-paid-note')
        await shown(a, 'gb-invite').click()
        if (!(await at(a, 'spellGroup/invitation/index'))) throw new Error(`invite did not open the invitation (at ${await hashOf(a)})`)
        await shown(a, 'gb-link').waitFor({ timeout: 20_000 })
        const link = (await shown(a, 'gb-link').textContent()).trim()
        if (!link.includes(`spellGroup/invitation/index?groupId=${groupId}`)) throw new Error(`the invitation link: ${link}`)
        await shown(a, 'gb-poster-img').waitFor({ timeout: 10_000 })
        await shown(a, 'gb-save-poster').click()
        await a.getByText('Image save success').first().waitFor({ timeout: 10_000 })
        await sweep(a, 'groupbuy-invitation', 'gb-share')
        const held = data(await api(a, 'GET', `customer/api/group/${groupId}`), 'group')
        if (held.state !== 'forming' || held.paidCount !== 1 || held.mine?.state !== 'paid') throw new Error(`after A paid: ${JSON.stringify(held)}`)
        const orderA = held.mine.orderId

        // B signs up, opens the link, joins and pays online
        const phone = await newShopper()
        const b = await loggedIn({ phone, password: PASSWORD }, { locale: 'en-US' })
        await addressIfNone(b, { name: 'Group Friend', phone, detail: 'No. 2 Friend Road' })
        await b.goto(link)
        await shown(b, 'gb-join').waitFor({ timeout: 20_000 })
        await shot(b, 'groupbuy-invited')
        await shown(b, 'gb-join').click()
        if (!(await at(b, 'systemPay/goods/previewGroupOrder'))) throw new Error(`join did not open the preview (at ${await hashOf(b)})`)
        await shown(b, 'gb-role').waitFor({ timeout: 20_000 })
        await checkoutFromPreview(b, groupPrice)
        await payOnline(b)
        if (!(await at(b, '/pages/order/success', 40_000))) throw new Error(`no success page after the gateway (at ${await hashOf(b)})`)

        // the group succeeded once; both orders are "to ship"
        const done = await until(async () => {
          const g = data(await api(b, 'GET', `customer/api/group/${groupId}`), 'group')
          return g.state === 'success' ? g : undefined
        }, 30_000)
        if (!done || done.paidCount !== 2) throw new Error(`the group did not succeed: ${JSON.stringify(done)}`)
        for (const [page, id] of [
          [a, orderA],
          [b, done.mine.orderId],
        ]) {
          await go(page, `order/form/info?id=${id}`)
          await shown(page, 'od-state').waitFor({ timeout: 20_000 })
          const state = await shown(page, 'od-state').textContent()
          if (!/to ship/i.test(state)) throw new Error(`order ${id} shows "${state}", not to ship`)
        }
        await shot(b, 'groupbuy-order-to-ship')
        await go(b, `spellGroup/pay-success/index?groupId=${groupId}`)
        await until(
          async () =>
            (
              (await shown(b, 'gb-paid-note')
                .textContent()
                .catch(() => '')) ?? ''
            ).includes('succeeded'),
          20_000,
        )
        await shot(b, 'groupbuy-success')
        await go(b, 'spellGroup/mine')
        await shown(b, `gb-mine-${groupId}`).waitFor({ timeout: 20_000 })
        await sweep(b, 'groupbuy-mine', `gb-mine-${groupId}`)
        await a.context().close()
        await b.context().close()
      },
    ],
    [
      'group buy: three shoppers complete the demo group of three: two friends open the demo shopper\'s link, join and pay; all three orders "to ship"',
      async () => {
        const a = await loggedIn({}, { locale: 'en-US' })
        const mine = data(await api(a, 'GET', 'customer/api/group/mine?pageSize=20'), 'my groups').rows
        const g = mine.find((x) => x.size === 3 && x.state === 'forming' && x.mine?.leader)
        if (!g) throw new Error(`the demo shopper leads no forming group of three: ${JSON.stringify(mine.map((x) => [x.id, x.size, x.state]))}`)
        if (g.paidCount !== 1) throw new Error(`the demo group has ${g.paidCount} paid members, not 1`)
        const groupPrice = `¥${(g.offer.groupPrice / 100).toFixed(2)}`
        const link = `${server.base}/#/pages/spellGroup/invitation/index?groupId=${g.id}`
        const friends = []
        for (const [i, name] of ['Friend One', 'Friend Two'].entries()) {
          const phone = await newShopper()
          const page = await loggedIn({ phone, password: PASSWORD }, { locale: i ? 'zh-CN' : 'en-US' })
          await addressIfNone(page, { name, phone, detail: `No. ${i + 3} Friend Road` })
          await page.goto(link)
          await shown(page, 'gb-join').waitFor({ timeout: 20_000 })
          await shown(page, 'gb-join').click()
          if (!(await at(page, 'systemPay/goods/previewGroupOrder')))
            throw new Error(`friend ${i + 1}: join did not open the preview (at ${await hashOf(page)})`)
          await shown(page, 'gb-role').waitFor({ timeout: 20_000 })
          await checkoutFromPreview(page, groupPrice)
          await payOnline(page)
          if (!(await at(page, '/pages/order/success', 40_000)))
            throw new Error(`friend ${i + 1}: no success page after the gateway (at ${await hashOf(page)})`)
          const after = await until(async () => {
            const x = data(await api(page, 'GET', `customer/api/group/${g.id}`), 'group')
            return x.mine?.state === 'paid' ? x : undefined
          }, 30_000)
          if (!after) throw new Error(`friend ${i + 1}'s payment was not counted`)
          friends.push({ page, orderId: after.mine.orderId })
        }
        // the third payment filled the group: it succeeded once, every member's order is to ship
        const done = await until(async () => {
          const x = data(await api(a, 'GET', `customer/api/group/${g.id}`), 'group')
          return x.state === 'success' ? x : undefined
        }, 30_000)
        if (!done || done.paidCount !== 3 || done.left !== 0) throw new Error(`the group of three did not succeed: ${JSON.stringify(done)}`)
        for (const [page, id] of [[a, g.mine.orderId], ...friends.map((f) => [f.page, f.orderId])]) {
          const o = data(await api(page, 'GET', `order/api/${id}`), `order ${id}`)
          if (o.state !== 'to_ship') throw new Error(`order ${id} is ${o.state}, not to_ship`)
        }
        await go(a, 'spellGroup/mine')
        await shown(a, `gb-mine-${g.id}`).waitFor({ timeout: 20_000 })
        await shot(a, 'groupbuy-three-done')
        for (const p of [a, ...friends.map((f) => f.page)]) await p.context().close()
      },
    ],
    [
      'group buy: a group whose time runs out fails once and its paid member gets the money back to the balance; my groups show it failed',
      async () => {
        const a = await loggedIn({}, { locale: 'en-US' })
        const offers = data(await api(a, 'GET', 'customer/api/group/offers?pageSize=20'), 'offers').rows
        const pair = offers.find((o) => o.size === 2)
        const before = data(await api(a, 'GET', 'order/api/pay/channels'), 'channels').balance
        // a new group of the pair offer, opened and paid from the balance through the pages
        await go(a, `spellGroup/index`)
        await shown(a, `gb-go-${pair.id}`).click({ timeout: 20_000 })
        await shown(a, 'gb-open').click({ timeout: 20_000 })
        if (!(await at(a, 'systemPay/goods/previewGroupOrder'))) throw new Error(`start did not open the preview (at ${await hashOf(a)})`)
        const groupId = Number(/groupId=(\d+)/.exec(await hashOf(a))[1])
        await shown(a, 'gb-role').waitFor({ timeout: 20_000 })
        await checkoutFromPreview(a, `¥${(pair.groupPrice / 100).toFixed(2)}`)
        await payWithBalance(a)
        if (!(await at(a, 'order/success', 30_000))) throw new Error(`no success page after paying (at ${await hashOf(a)})`)
        const paid = data(await api(a, 'GET', `customer/api/group/${groupId}`), 'group')
        if (paid.state !== 'forming' || paid.mine?.state !== 'paid') throw new Error(`after paying: ${JSON.stringify(paid)}`)
        const spent = before - data(await api(a, 'GET', 'order/api/pay/channels'), 'channels').balance
        if (spent <= 0) throw new Error(`the balance did not pay: ${spent}`)
        // time passes: the group's end moves to now and its expiry job is due (the server's own worker runs it)
        await server.sql(`update group_buy_groups set expires_at = now() - interval '1 second' where id = $1`, [groupId])
        await server.sql(`update jobs set run_at = now() where kind = 'groupbuy:expire' and key = $1 and status = 'pending'`, [`expire:${groupId}`])
        const failed = await until(async () => {
          const g = data(await api(a, 'GET', `customer/api/group/${groupId}`), 'group')
          return g.state === 'failed' ? g : undefined
        }, 30_000)
        if (!failed) throw new Error(`the group did not fail: ${JSON.stringify(data(await api(a, 'GET', `customer/api/group/${groupId}`), 'group'))}`)
        const back = await until(async () => data(await api(a, 'GET', 'order/api/pay/channels'), 'channels').balance === before, 20_000)
        if (!back) throw new Error(`the money did not come back: ${data(await api(a, 'GET', 'order/api/pay/channels'), 'channels').balance} (was ${before})`)
        await go(a, 'spellGroup/mine')
        await shown(a, `gb-mine-${groupId}`).waitFor({ timeout: 20_000 })
        const row = await shown(a, `gb-mine-${groupId}`).textContent()
        if (!/failed/i.test(row) || !/refunded/i.test(row)) throw new Error(`my groups do not show it failed and refunded: ${row}`)
        await shot(a, 'groupbuy-failed')
        await a.context().close()
      },
    ],
    [
      "group buy: the merchant's workbench lists the offers with their groups and sales",
      async () => {
        const m = await loggedIn(MERCHANT, { locale: 'en-US' })
        await go(m, 'merchant/group-buys')
        await shown(m, 'gb-new').waitFor({ timeout: 20_000 })
        const offers = data(await api(m, 'GET', 'merchant/api/group-buy'), 'merchant offers').rows
        if (offers.length < 2) throw new Error(`the workbench lists ${offers.length} offers`)
        await shown(m, `gb-moffer-${offers[0].id}`).waitFor({ timeout: 20_000 })
        await sweep(m, 'groupbuy-merchant', `gb-moffer-${offers[0].id}`)
        await m.context().close()
      },
    ],
  ]
}
