// Paying at a store in the browser (issue 26, types/storepay.ts): the demo shopper pays 50.00 at the café (the demo
// merchant's nearby_store, found by kind) from the balance: the pay page, the server's quote, the cashier, the
// success landing; the merchant sees the payment on merchant/store-pay. Then the scan on H5: a picture of the café's
// QR code opens its pay page; a picture without a code says "code recognition failure".
// Screenshots at 320/375/414 px in English and Chinese (test/e2e/artifacts/storepay-*.png).
import fs from 'node:fs'
import path from 'node:path'
import qrcode from 'qrcode-generator'
import { data, root, until } from '../harness.mjs'

const MERCHANT = { phone: '13900000088', password: 'merchant1234' }
const NO_CODE = path.join(root, 'src/assets/tabbar/home-active.png')

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf, sweep } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)

  /** The café as its merchant's workbench lists it (kind nearby_store). */
  async function cafe() {
    const m = await loggedIn(MERCHANT)
    const stores = data(await api(m, 'GET', 'merchant/api/store-pay'), 'store-pay stores').stores
    const c = stores.find((s) => s.kind === 'nearby_store')
    if (!c) throw new Error(`the demo merchant has no nearby_store: ${JSON.stringify(stores.map((s) => [s.shopId, s.kind]))}`)
    return { merchant: m, cafe: c }
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

  let found
  return [
    [
      'storepay: the shopper pays 50.00 at the café from the balance; the landing says paid; the merchant sees it on merchant/store-pay',
      async () => {
        found = await cafe()
        const { merchant, cafe: c } = found
        const page = await loggedIn({}, { locale: 'en-US' })
        const before = data(await api(page, 'GET', 'order/api/pay/channels'), 'channels').balance
        if (before < 50_00) throw new Error(`the demo shopper's balance is ${before}: below 50.00`)
        await go(page, `nearby/pay?shopId=${c.shopId}`)
        await shown(page, 'sp-store-name').waitFor({ timeout: 20_000 })
        await sweep(page, 'storepay-pay', 'storepay-form')
        await go(page, `nearby/pay?shopId=${c.shopId}`)
        await shown(page, 'sp-amount').waitFor({ timeout: 20_000 })
        await page.locator('[data-testid="sp-amount"] input, input[data-testid="sp-amount"]').first().fill('50')
        await page.locator('[data-testid="sp-remark"] input, input[data-testid="sp-remark"]').first().fill('table 4')
        await shown(page, 'sp-next').click()
        if (!(await at(page, 'systemPay/nearby/pay'))) throw new Error(`next did not open the confirmation (at ${await hashOf(page)})`)
        await shown(page, 'sp-q-payable').waitFor({ timeout: 20_000 })
        const payable = await shown(page, 'sp-q-payable').textContent()
        if (payable !== '¥50.00') throw new Error(`the quote says ${payable}`)
        await shot(page, 'storepay-confirm')
        await shown(page, 'sp-confirm').click()
        if (!(await at(page, 'systemPay/order/details/index'))) throw new Error(`confirm did not open the cashier (at ${await hashOf(page)})`)
        const payNo = /payNo=([^&]+)/.exec(await hashOf(page))[1]
        if (!/^S\d+$/.test(payNo)) throw new Error(`the cashier pays ${payNo}`)
        await shot(page, 'storepay-cashier')
        await payWithBalance(page)
        if (!(await at(page, 'nearby/order/success', 30_000))) throw new Error(`no success landing (at ${await hashOf(page)})`)
        await until(
          async () =>
            (await shown(page, 'sp-result-title')
              .textContent()
              .catch(() => '')) === 'Payment successful',
          20_000,
        )
        await shot(page, 'storepay-success')
        const after = data(await api(page, 'GET', 'order/api/pay/channels'), 'channels').balance
        if (before - after !== 50_00) throw new Error(`the balance went from ${before} to ${after}`)
        const p = data(await api(page, 'GET', `merchant/customer/store/pay/order/${payNo}`), 'payment')
        if (p.state !== 'paid' || p.payable !== 50_00) throw new Error(`the payment: ${JSON.stringify(p)}`)
        // the merchant's workbench lists it with the totals
        await go(merchant, 'merchant/store-pay')
        await shown(merchant, 'sp-payment').waitFor({ timeout: 20_000 })
        const first = await shown(merchant, 'sp-payment').textContent()
        if (!first.includes('¥50.00') || !first.includes(payNo)) throw new Error(`the merchant's first payment: ${first}`)
        await sweep(merchant, 'storepay-merchant', 'sp-payment')
        await page.context().close()
      },
    ],
    [
      "storepay: on H5 a picture of the café's QR code opens its pay page; a picture without a code is refused",
      async () => {
        const c = found?.cafe ?? (await cafe()).cafe
        const qr = qrcode(0, 'H')
        qr.addData(`${server.base}/#/pages/nearby/pay?shopId=${c.shopId}`)
        qr.make()
        const gif = path.join(root, 'test/e2e/artifacts/storepay-cafe-qr.gif')
        fs.writeFileSync(gif, Buffer.from(qr.createDataURL(8, 4).split(',')[1], 'base64'))
        const page = await loggedIn({}, { locale: 'en-US' })
        await go(page, 'nearby/pay')
        await shown(page, 'sp-scan').waitFor({ timeout: 20_000 })
        await shot(page, 'storepay-scan')
        // no code in the picture: "code recognition failure"
        await shown(page, 'sp-scan').click()
        await page.locator('[data-testid="scan-layer"]').waitFor({ timeout: 10_000 })
        await shot(page, 'storepay-scan-layer')
        await page.locator('[data-testid="scan-file"]').setInputFiles(NO_CODE)
        await page.getByText('Code recognition failure').first().waitFor({ timeout: 10_000 })
        // the café's code: its pay page
        await shown(page, 'sp-scan').click()
        await page.locator('[data-testid="scan-file"]').setInputFiles(gif)
        if (!(await at(page, `shopId=${c.shopId}`))) throw new Error(`the code did not open the café's pay page (at ${await hashOf(page)})`)
        await shown(page, 'sp-store-name').waitFor({ timeout: 20_000 })
        const name = await shown(page, 'sp-store-name').textContent()
        if (name !== c.name) throw new Error(`the pay page shows ${name}, not ${c.name}`)
        await page.context().close()
      },
    ],
  ]
}
