// Refunds and returns in the browser (issue 22, types/refund.ts). Setup through the API (an order of two
// items of the demo merchant's market paid with the balance, shipped by the merchant); the shopper's steps
// through the screens: the order's line -> apply refund and return with a proof picture -> details; the
// merchant agrees and later confirms receipt on the workbench's refund page; the shopper enters the return's
// tracking number; the money is back on the balance. Then a request rejected by the merchant is applied
// again from its details. Screenshots in test/e2e/artifacts (refund-*.png).
import { data, until } from '../harness.mjs'
import { MARKET, shopSteps } from '../shop.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // owns the market (order.seed.ts)
const PAY_PWD = '246810'
// a 1x1 PNG: the proof picture the shopper picks
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, pageApi: api } = h
  const { buyableSku, addressIfNone, emptyCart } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  const confirmModal = (page) => page.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })
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
  const balanceOf = async (page) => data(await api(page, 'GET', 'customer/api/account'), 'accounts').find((a) => a.isDefault === 'Y')?.balance ?? 0
  const stateText = async (page) => (await shown(page, 'rf-state').innerText({ timeout: 20_000 })).trim()
  const waitState = async (page, text, what) => {
    if (!(await until(async () => (await stateText(page).catch(() => '')) === text, 20_000)))
      throw new Error(`${what}: the state shows "${await stateText(page).catch(() => '')}", not "${text}"`)
  }

  /** The demo shopper's order of two items of the market, paid with the balance, shipped by the merchant: [shopper page, merchant page, order]. */
  async function shippedOrder() {
    const page = await loggedIn()
    await emptyCart(page)
    await addressIfNone(page)
    const picks = [await buyableSku(page, 0, MARKET), await buyableSku(page, 1, MARKET)]
    const baskets = []
    for (const { sku } of picks) baskets.push(data(await money(page, 'POST', 'customer/api/basket', { skuId: sku.id, count: 1 }), 'add to cart').id)
    const sub = data(await money(page, 'POST', 'order/api/checkout/submit', { basketIds: baskets }), 'submit')
    if (!data(await api(page, 'GET', 'customer/api/payPwd'), 'pay password').set)
      data(await api(page, 'POST', 'customer/api/payPwd', { password: PAY_PWD, confirmPassword: PAY_PWD }), 'set pay password')
    const before = await balanceOf(page)
    data(await money(page, 'POST', 'order/api/pay/balance', { payNo: sub.payNo, payPassword: PAY_PWD }), 'pay by balance')
    const paid = before - (await balanceOf(page))
    if (paid !== sub.amount) throw new Error(`the balance moved by ${paid}, the order is ${sub.amount}`)
    const [orderId] = sub.orderIds
    const mch = await loggedIn(MERCHANT)
    const carrier = data(await api(mch, 'GET', 'order/api/carriers'), 'carriers')[0].value
    data(await api(mch, 'POST', `order/merchant/${orderId}/ship`, { carrier, trackingNo: `SF${Date.now()}` }), 'ship')
    return { page, mch, orderId, carrier }
  }

  /** The apply form of the page shown: type, the first reason, a proof picture when asked; submit; answers the request's id. */
  async function applyOnForm(page, { type, proof }) {
    await shown(page, 'rf-submit').waitFor({ timeout: 20_000 })
    // the quote of the chosen line fills the amount
    if (!(await until(async () => Number(await textBox(page, 'rf-amount').inputValue()) > 0, 15_000))) throw new Error('the apply form shows no amount')
    await shown(page, `rf-type-${type}`).click()
    await page.locator('[data-testid^="rf-reason-"]:visible').first().click()
    await textBox(page, 'rf-description')
      .fill('The box arrived crushed')
      .catch(() => page.locator('[data-testid="rf-description"]:visible textarea').first().fill('The box arrived crushed'))
    if (proof) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, 'rf-add-proof').click()])
      await chooser.setFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
      if (!(await until(async () => (await page.locator('[data-testid="rf-proof"]:visible').count()) === 1, 15_000)))
        throw new Error('the proof picture was not uploaded')
    }
    await shot(page, `refund-apply-${type}`)
    await shown(page, 'rf-submit').click()
    if (!(await at(page, '/pages/order/refund/details'))) throw new Error(`apply did not open the details (at ${await hashOf(page)})`)
    return Number(/id=(\d+)/.exec(await hashOf(page))[1])
  }

  return [
    [
      'refund and return of one item: applied with a proof, agreed, shipped back with a tracking number, received: the money is back on the balance',
      async () => {
        const { page, mch, orderId, carrier } = await shippedOrder()
        const o = data(await api(page, 'GET', `order/api/${orderId}`), 'order detail')
        const line = o.lines[0]
        const start = await balanceOf(page)

        // the order's detail: the line's "refund" link opens the form with the line chosen
        await page.goto(`${server.base}/#/pages/order/form/info?id=${orderId}`)
        await shown(page, `line-refund-link-${line.itemId}`).click({ timeout: 30_000 })
        if (!(await at(page, '/pages/order/refund/apply'))) throw new Error(`the line's refund link did not open the form (at ${await hashOf(page)})`)
        const id = await applyOnForm(page, { type: 'return', proof: true })
        await waitState(page, 'Waiting for the shop', 'after apply')
        const applied = data(await api(page, 'GET', `order/api/refund/${id}`), 'refund detail')
        if (applied.proofs.length !== 1 || applied.type !== 'return' || applied.lines[0].itemId !== line.itemId)
          throw new Error(`the request is not what was applied: ${JSON.stringify(applied)}`)
        await shot(page, 'refund-details-requesting')

        // the merchant: workbench tile -> refunds -> this request -> agree
        await mch.goto(`${server.base}/#/pages/merchant/index`)
        await shown(mch, 'tile-refunds').click({ timeout: 30_000 })
        await shown(mch, `refund-${id}`).click({ timeout: 20_000 })
        await shown(mch, 'rf-agree').click({ timeout: 20_000 })
        await confirmModal(mch)
        await waitState(mch, 'Return the goods', 'merchant after agree')

        // the shopper ships the goods back: details -> enter tracking number -> carrier + number
        await page.reload()
        await waitState(page, 'Return the goods', 'shopper after agree')
        if (!(await shown(page, 'rf-return-address').innerText()).trim()) throw new Error('no return address shown')
        await shown(page, 'rf-ship').click()
        if (!(await at(page, '/pages/order/refund/expressInfo'))) throw new Error(`ship did not open the return shipment (at ${await hashOf(page)})`)
        await shown(page, `rf-carrier-${carrier}`).click({ timeout: 20_000 })
        await textBox(page, 'rf-tracking-input').fill('YT1234567890')
        await shown(page, 'rf-ship-submit').click()
        if (!(await at(page, '/pages/order/refund/details'))) throw new Error(`the shipment did not go back to the details (at ${await hashOf(page)})`)
        await page.reload()
        await waitState(page, 'Goods on their way back', 'after the return shipment')
        if ((await shown(page, 'rf-tracking').innerText()).trim() !== 'YT1234567890') throw new Error('the tracking number is not shown')

        // the merchant confirms the goods arrived: the money goes back at once (balance payment)
        await mch.reload()
        await shown(mch, 'rf-receive').click({ timeout: 20_000 })
        await confirmModal(mch)
        await waitState(mch, 'Refunded', 'merchant after receipt')

        await page.reload()
        await waitState(page, 'Refunded', 'shopper after receipt')
        await shot(page, 'refund-details-success')
        const end = await balanceOf(page)
        if (end - start !== applied.amount) throw new Error(`the balance moved by ${end - start}, the refund is ${applied.amount}`)
        // the order's line says so
        await page.goto(`${server.base}/#/pages/order/form/info?id=${orderId}`)
        const lineState = shown(page, `line-refund-${line.itemId}`)
        if (!(await until(async () => (await lineState.innerText().catch(() => '')).trim() === 'Refunded', 20_000)))
          throw new Error("the order's line does not say Refunded")
        // my requests list shows it as refunded
        await page.goto(`${server.base}/#/pages/order/refund/index`)
        if (
          !(await until(
            async () =>
              (
                await shown(page, `refund-state-${id}`)
                  .innerText()
                  .catch(() => '')
              ).trim() === 'Refunded',
            20_000,
          ))
        )
          throw new Error('my refunds list does not show the request as refunded')
        await shot(page, 'refund-list')
      },
    ],
    [
      'a request the merchant rejects: the reason is shown and the shopper applies again from the details',
      async () => {
        const { page, mch, orderId } = await shippedOrder()
        const o = data(await api(page, 'GET', `order/api/${orderId}`), 'order detail')
        const line = o.lines[1] ?? o.lines[0]
        const first = data(
          await money(page, 'POST', 'order/api/refund/apply', {
            orderId,
            type: 'refund',
            lines: [{ itemId: line.itemId, count: 1 }],
            reason: data(await api(page, 'GET', `order/api/refund/preview?orderId=${orderId}`), 'preview').reasons[0].value,
          }),
          'apply',
        )
        data(await api(mch, 'POST', `merchant/api/refund/${first.id}/reject`, { reason: 'The seal is broken' }), 'reject')
        await page.goto(`${server.base}/#/pages/order/refund/details?id=${first.id}`)
        await waitState(page, 'Rejected', 'after reject')
        if ((await shown(page, 'rf-reject-reason').innerText()).trim() !== 'The seal is broken') throw new Error("the merchant's reason is not shown")
        await shot(page, 'refund-details-rejected')
        await shown(page, 'rf-reapply').click()
        if (!(await at(page, '/pages/order/refund/apply'))) throw new Error(`apply again did not open the form (at ${await hashOf(page)})`)
        const again = await applyOnForm(page, { type: 'refund', proof: false })
        if (again === first.id) throw new Error('applying again did not make a new request')
        await waitState(page, 'Waiting for the shop', 'after applying again')
      },
    ],
  ]
}
