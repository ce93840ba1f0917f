// Dynamic forms in the browser (issue 25 item 6, types/form.ts): the home banner opens the demo paid form
// (form.seed.ts); the shopper fills it (a real picture through the file chooser, a choice that adds to the price),
// the cashier takes the F... number and the balance pays it; the success page says "paid" because the server does.
// A demo product carrying a form: its cart line asks for the form, the answers add their price to each piece
// (`formJson.subFormDto.totalPrice`), and the line is bought together with another shop's item in one checkout.
// Screenshots at 320/375/414 px in English and Chinese (test/e2e/artifacts/form-*.png).
import path from 'node:path'
import { data, root, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const STAFF = { phone: '13700000099', password: 'staff1234' }
const PNG = path.join(root, 'src/assets/tabbar/home-active.png')

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf } = h
  const { buyableSku, addressIfNone, emptyCart } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const overflow = (page) =>
    page.evaluate(() => [...document.querySelectorAll('[class*="lf-"], [class*="fd-"]')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length)

  /** The demo forms as the desk lists them (staff). */
  async function demoForms() {
    const staff = await loggedIn(STAFF)
    const forms = data(await api(staff, 'GET', 'platform/api/forms'), 'forms')
    await staff.context().close()
    const paid = forms.find((f) => f.price > 0 && f.fields.some((x) => x.kind === 'picture'))
    const product = forms.find((f) => f.productIds.length > 0)
    if (!paid || !product) throw new Error(`the demo forms are missing: ${JSON.stringify(forms.map((f) => [f.id, f.price, f.productIds]))}`)
    return { paid, product }
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

  let forms
  return [
    [
      'form: the home banner opens the paid form; a picture and a choice; the cashier and the balance pay it; "paid" only as the server says',
      async () => {
        forms = await demoForms()
        const page = await loggedIn({}, { locale: 'en-US' })
        await go(page, 'tabbar/index')
        // the fourth banner (the form seed's) opens the form: go to it with its dot, tap the slide shown
        const link = `/pages/systemPay/layoutForm/index?id=${forms.paid.id}`
        let opened = false
        for (let i = 0; i < 4 && !opened; i++) {
          await page.locator('.home-banner .carousel__dot').nth(3).click({ timeout: 30_000 })
          await page.waitForTimeout(400)
          await page.locator('.home-banner .carousel__slide[aria-hidden="false"]').first().click()
          opened = await at(page, 'layoutForm/index', 4000)
          if (!opened) await go(page, 'tabbar/index')
        }
        if (!opened || !(await hashOf(page)).includes(`id=${forms.paid.id}`)) throw new Error(`the banner did not open ${link} (at ${await hashOf(page)})`)
        await shown(page, 'lf-title').waitFor({ timeout: 20_000 })
        await shot(page, 'form-paid-empty')
        // the client's checks first: nothing sent
        await shown(page, 'lf-submit').click()
        await shown(page, 'lf-error-photo').waitFor({ timeout: 5000 })
        // a real picture through the H5 image picker, the 10-inch size (+5.00)
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, 'lf-add-photo').click()])
        await chooser.setFiles(PNG)
        await shown(page, 'lf-file-photo-0').waitFor({ timeout: 20_000 })
        await shown(page, 'lf-option-size-s10').click()
        const total = forms.paid.price + forms.paid.fields.find((f) => f.key === 'size').options.find((o) => o.value === 's10').price
        const yuan = `¥${(total / 100).toFixed(2)}`
        if (!(await shown(page, 'lf-total').innerText()).includes(yuan)) throw new Error(`the form's total is not ${yuan}`)
        await shot(page, 'form-paid-filled')
        await shown(page, 'lf-submit').click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`the paid form did not open the cashier (at ${await hashOf(page)})`)
        const no = /payNo=(F\d+)/.exec(await hashOf(page))?.[1]
        if (!no) throw new Error(`the cashier's number is not a form's: ${await hashOf(page)}`)
        if (data(await api(page, 'GET', `customer/api/form/submission/${no}`), 'submission').state !== 'unpaid')
          throw new Error('the submission is not unpaid before paying')
        await shot(page, 'form-cashier')
        await payWithBalance(page)
        if (!(await at(page, '/pages/systemPay/layoutForm/success'))) throw new Error(`no form success page (at ${await hashOf(page)})`)
        const s = data(await api(page, 'GET', `customer/api/form/submission/${no}`), 'submission')
        if (s.state !== 'paid' || s.amount !== total) throw new Error(`the submission is ${s.state} for ${s.amount}`)
        if (!(await until(async () => (await shown(page, 'lf-state').innerText()).trim() === 'Paid', 15_000)))
          throw new Error('the success page does not say paid')
        await shot(page, 'form-paid-success')
      },
    ],
    [
      "form: a product carrying a form: its cart line asks for it; the answers add their price per piece; bought with another shop's item",
      async () => {
        forms ??= await demoForms()
        const page = await loggedIn({}, { locale: 'en-US' })
        await emptyCart(page)
        await addressIfNone(page)
        const productId = forms.product.productIds[0]
        const d = data(await api(page, 'GET', `customer/api/product/${productId}`), 'detail')
        const sku = d.skus.find((x) => x.stock > 2)
        const other = await buyableSku(page, 0, null, { notShop: d.shop?.name })
        const a = data(await api(page, 'POST', 'customer/api/basket', { skuId: sku.id, count: 2 }), 'add')
        data(await api(page, 'POST', 'customer/api/basket', { skuId: other.sku.id, count: 1 }), 'add other')
        await go(page, 'tabbar/shoppingCart')
        const line = shown(page, `basket-form-${a.id}`)
        await line.waitFor({ timeout: 20_000 })
        if (!(await line.innerText()).includes('Fill in')) throw new Error(`the line does not ask for its form: ${await line.innerText()}`)
        await shot(page, 'form-cart-missing')
        await line.click()
        if (!(await at(page, 'layoutForm/index'))) throw new Error(`the line did not open its form (at ${await hashOf(page)})`)
        const text = forms.product.fields.find((f) => f.kind === 'text')
        const choice = forms.product.fields.find((f) => f.kind === 'choice')
        const priced = choice.options.find((o) => (o.price ?? 0) > 0)
        const tid = `[data-testid="lf-input-${text.key}"]`
        await page.locator(`${tid} input, input${tid}, ${tid} textarea, textarea${tid}`).first().fill('Ann', { timeout: 20_000 })
        await shown(page, `lf-option-${choice.key}-${priced.value}`).click()
        await shot(page, 'form-product')
        await shown(page, 'lf-submit').click()
        if (!(await at(page, 'shoppingCart'))) throw new Error(`saving the answers did not go back to the cart (at ${await hashOf(page)})`)
        const per = forms.product.price + priced.price
        const list = data(await api(page, 'GET', 'customer/api/basket/list'), 'cart')
        const b = list.groups.flatMap((g) => g.baskets).find((x) => x.id === a.id)
        if (b.formJson?.subFormDto?.totalPrice !== per || b.formJson.missing) throw new Error(`the line's formJson is ${JSON.stringify(b.formJson)}`)
        if (!(await until(async () => (await shown(page, `basket-form-${a.id}`).innerText()).includes(`¥${(per / 100).toFixed(2)}`), 15_000)))
          throw new Error('the cart line does not show what the form adds')
        await shot(page, 'form-cart-priced')
        // the product page says the same (the form it carries, what the answers add)
        await go(page, `classify/goods/info/index?id=${productId}`)
        const row = shown(page, 'pd-form')
        await row.waitFor({ timeout: 20_000 })
        if (!(await until(async () => (await row.innerText()).includes(`¥${(per / 100).toFixed(2)}`), 10_000)))
          throw new Error(`the product page's form row says "${await row.innerText()}"`)
        await shot(page, 'form-product-page')
        const ids = list.groups.flatMap((g) => g.baskets).map((x) => x.id)
        const preview = data(await api(page, 'POST', 'customer/api/basket/settle-preview', { ids }), 'settle')
        if (preview.total !== (sku.price + per) * 2 + other.sku.price) throw new Error(`the cart's total ${preview.total} does not price the form`)
        await go(page, `systemPay/goods/previewOrder?ids=${ids.join('%2C')}`)
        await shown(page, 'co-total').waitFor({ timeout: 20_000 })
        if ((await page.locator('[data-testid^="co-shop-"]:visible').count()) !== 2) throw new Error('checkout does not show the two shops')
        await shown(page, 'co-submit').click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
        const payNo = await payWithBalance(page)
        if (!(await at(page, '/pages/order/success'))) throw new Error(`no order success (at ${await hashOf(page)})`)
        const orders = data(await api(page, 'GET', `order/api/main/deputy/list?payNo=${payNo}`), 'orders')
        const paid = orders.reduce((n, o) => n + (o.payAmount ?? o.amount ?? 0), 0)
        if (orders.length !== 2 || orders.some((o) => o.state !== 'to_ship')) throw new Error(`orders: ${orders.map((o) => o.state)}`)
        if (paid && paid < (sku.price + per) * 2 + other.sku.price) throw new Error(`the orders charge ${paid}, less than the priced lines`)
      },
    ],
    [
      "form pages at 320, 375 and 414 px in English and Chinese; the desk's forms editor",
      async () => {
        forms ??= await demoForms()
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['zh', 'zh-CN'],
        ]) {
          const page = await loggedIn({}, { locale })
          // the "logged in" toast goes first (1.5 s), so the pictures show the page alone
          await page.waitForTimeout(1700)
          for (const width of [320, 375, 414]) {
            await page.setViewportSize({ width, height: 800 })
            await go(page, `systemPay/layoutForm/index?id=${forms.paid.id}`)
            await shown(page, 'lf-title').waitFor({ timeout: 30_000 })
            await shown(page, 'lf-option-size-s10').click()
            if (await overflow(page)) throw new Error(`the form at ${width}px (${lang}) has boxes past the right edge`)
            await shot(page, `form-page-${lang}-${width}`)
          }
          await page.context().close()
        }
        const staff = await loggedIn(STAFF, { viewport: { width: 320, height: 800 } })
        await go(staff, 'platform/index')
        await shown(staff, 'tile-forms').click()
        await shown(staff, `fd-form-${forms.paid.id}`).waitFor({ timeout: 20_000 })
        await shot(staff, 'form-desk-list')
        await shown(staff, `fd-form-${forms.paid.id}`).click()
        await shown(staff, 'fd-editor').waitFor()
        if (await overflow(staff)) throw new Error('the forms editor at 320px has boxes past the right edge')
        await shot(staff, 'form-desk-editor')
      },
    ],
  ]
}
