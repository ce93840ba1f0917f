// Service booking and time cards in the browser (issue 26 items 5 and 6, types/booking.ts, types/timecard.ts): the
// demo shopper books a café slot (booking.seed.ts) tomorrow, the cashier's balance pays the B... number, the details
// show the code; the demo merchant verifies it on the workbench and completes it. A second booking uses the demo
// shopper's café time card (timecard.seed.ts): nothing to pay, one use fewer. A third, paid, is cancelled on its
// details page and the money is back. Screenshots at 320/375/414 px in English and Chinese (booking-*.png).
import { data, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf, sweep } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const field = (page, id) => page.locator(`[data-testid="${id}"]:visible input, input[data-testid="${id}"]:visible`).first()

  /** The café: the demo merchant's shop that offers services (the market offers none). */
  async function cafe() {
    const m = await loggedIn(MERCHANT)
    const mine = data(await api(m, 'GET', 'merchant/api/booking/services'), 'my services')
    await m.context().close()
    const svc = mine.services[0]
    if (!svc) throw new Error('the demo merchant has no bookable services')
    return { shopId: svc.shopId, services: mine.services }
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

  /** On the reserve page: tomorrow, the n-th slot with places left, a remark; then the check page. */
  async function chooseSlot(page, shopId, n = 0, remark = '') {
    await go(page, `classify/reservation/index?shopId=${shopId}`)
    await shown(page, 'bk-day-1').click({ timeout: 30_000 })
    const free = page.locator('[data-testid^="bk-slot-"]:visible:not(.bk-slot--off)')
    await free.first().waitFor({ timeout: 20_000 })
    await free.nth(n).click()
    if (remark) await field(page, 'bk-remark').fill(remark)
  }

  const balance = async (page) => data(await api(page, 'GET', 'customer/api/account'), 'accounts').find((a) => a.currency === 'CNY')?.balance ?? 0

  let shop
  return [
    [
      'booking: a café slot tomorrow paid by balance; the code shown; the merchant verifies it and completes',
      async () => {
        shop = await cafe()
        const page = await loggedIn({}, { locale: 'en-US' })
        await go(page, `classify/reservation/index?shopId=${shop.shopId}`)
        await shown(page, 'bk-day-1').waitFor({ timeout: 30_000 })
        await sweep(page, 'booking-reserve', 'reserve')
        await chooseSlot(page, shop.shopId, 0, 'window seat')
        await shown(page, 'bk-next').click()
        if (!(await at(page, 'systemPay/nearby/reservation/previewOrder'))) throw new Error(`next opened ${await hashOf(page)}`)
        await shown(page, 'bk-payable').waitFor({ timeout: 20_000 })
        await shot(page, 'booking-preview-en')
        await shown(page, 'bk-submit').click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
        const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
        if (!payNo.startsWith('B')) throw new Error(`the cashier pays ${payNo}`)
        await payWithBalance(page)
        if (!(await at(page, 'order/reservation/details', 30_000))) throw new Error(`paying landed on ${await hashOf(page)}`)
        await shown(page, 'bk-code').waitFor({ timeout: 20_000 })
        const code = (await shown(page, 'bk-code').textContent()).trim()
        const state = (await shown(page, 'bk-detail-state').textContent()).trim()
        if (state !== 'To confirm') throw new Error(`a paid booking shows ${state}`)
        await sweep(page, 'booking-details', 'bk-code')

        // the merchant types the code on the workbench, then completes the service
        const m = await loggedIn(MERCHANT, { locale: 'en-US' })
        await go(m, 'merchant/bookings')
        await field(m, 'bk-verify-code').waitFor({ timeout: 30_000 })
        await shot(m, 'booking-merchant-en')
        await field(m, 'bk-verify-code').fill(code)
        await shown(m, 'bk-verify').click()
        const booked = await until(async () => data(await api(m, 'GET', `merchant/api/booking/${payNo}`), 'booking').state === 'in_service', 20_000)
        if (!booked) throw new Error('the code did not put the booking in service')
        await shown(m, 'bk-tab-in_service').click()
        await shown(m, `bk-complete-${payNo}`).click({ timeout: 20_000 })
        const done = await until(async () => data(await api(m, 'GET', `merchant/api/booking/${payNo}`), 'booking').state === 'completed', 20_000)
        if (!done) throw new Error('complete did not complete the booking')
        await m.context().close()
        await page.reload()
        await shown(page, 'bk-detail-state').waitFor({ timeout: 20_000 })
        if (!(await until(async () => (await shown(page, 'bk-detail-state').textContent()).trim() === 'Completed', 15_000)))
          throw new Error('the shopper does not see the booking completed')
        await page.context().close()
      },
    ],
    [
      'booking: the time card pays a second booking: nothing to pay, one use fewer; the cards page shows it',
      async () => {
        shop ??= await cafe()
        const page = await loggedIn({}, { locale: 'en-US' })
        const before = data(await api(page, 'GET', 'merchant/customer/seqcard/list'), 'cards')
        const card = before.rows.find((c) => c.shopId === shop.shopId && c.state === 'active')
        if (!card) throw new Error(`the demo shopper holds no café card: ${JSON.stringify(before.rows)}`)
        await chooseSlot(page, shop.shopId, 1)
        await shown(page, 'bk-use-card').click()
        if (!(await at(page, 'classify/reservation/cardList'))) throw new Error(`use card opened ${await hashOf(page)}`)
        await shown(page, `bk-card-use-${card.id}`).click({ timeout: 20_000 })
        await at(page, 'classify/reservation/index')
        await shown(page, 'bk-next').click()
        await shown(page, 'bk-payable').waitFor({ timeout: 20_000 })
        const payable = (await shown(page, 'bk-payable').textContent()).trim()
        if (!/0\.00/.test(payable)) throw new Error(`a card booking shows ${payable} to pay`)
        await shown(page, 'bk-submit').click()
        if (!(await at(page, 'order/reservation/details', 20_000))) throw new Error(`a card booking landed on ${await hashOf(page)}`)
        await shown(page, 'bk-code').waitFor({ timeout: 20_000 })
        const after = data(await api(page, 'GET', `merchant/customer/seqcard/carId?id=${card.id}`), 'card')
        if (after.usesLeft !== card.usesLeft - 1) throw new Error(`the card had ${card.usesLeft} uses, now ${after.usesLeft}`)
        await go(page, 'user/timeCard/index')
        await shown(page, `tc-uses-${card.id}`).waitFor({ timeout: 20_000 })
        await sweep(page, 'booking-cards', `tc-uses-${card.id}`)
        await page.context().close()
      },
    ],
    [
      'booking: a paid booking cancelled on its details page: the money back, the refund shown',
      async () => {
        shop ??= await cafe()
        const page = await loggedIn({}, { locale: 'en-US' })
        const start = await balance(page)
        await chooseSlot(page, shop.shopId, 2)
        await shown(page, 'bk-next').click()
        await shown(page, 'bk-submit').click({ timeout: 20_000 })
        await at(page, '/pages/systemPay/order/details/index')
        await payWithBalance(page)
        if (!(await at(page, 'order/reservation/details', 30_000))) throw new Error(`paying landed on ${await hashOf(page)}`)
        await shown(page, 'bk-cancel').click({ timeout: 20_000 })
        await page.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })
        await shown(page, 'bk-refund').waitFor({ timeout: 20_000 })
        const refund = (await shown(page, 'bk-refund').textContent()).trim()
        if (refund !== 'Money returned') throw new Error(`the refund shows ${refund}`)
        await shot(page, 'booking-cancelled-en')
        const end = await balance(page)
        if (end !== start) throw new Error(`the balance was ${start}, now ${end}`)
        await page.context().close()
      },
    ],
  ]
}
