// The coupon centre in the browser (issue 22): the demo shopper claims a platform coupon in the centre, the
// checkout over two shops applies it by default (the server's totals and the orders' discount carry it),
// and "my coupons" then lists it under "used". Screenshots of the coupon pages at 320/375/414 px.
import { data } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const TITLE = '30 off 199 (platform)'

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf } = h
  const { buyableSku, addressIfNone, emptyCart } = shopSteps(api)
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const until = async (fn, ms = 15_000) => {
    const end = Date.now() + ms
    for (;;) {
      if (await fn().catch(() => false)) return true
      if (Date.now() > end) return false
      await new Promise((r) => setTimeout(r, 150))
    }
  }

  return [
    [
      'coupon centre: claim a platform coupon, checkout over two shops applies it by default, then it is under "used"',
      async () => {
        const page = await loggedIn()
        await addressIfNone(page)
        await emptyCart(page)
        // the centre, platform tab: the coupon's card and its claim button
        await page.goto(`${server.base}/#/pages/user/coupon/center`)
        await shown(page, 'tab-platform').click()
        const open = data(await api(page, 'GET', 'promotion/api/coupon/center?tab=platform&pageSize=50'), 'centre')
        const cp = open.rows.find((r) => r.title === TITLE)
        if (!cp || !cp.claimable || cp.mine !== 0) throw new Error(`the centre does not offer "${TITLE}" to claim: ${JSON.stringify(cp)}`)
        const before = data(await api(page, 'GET', 'promotion/api/coupon/mine?tab=unused&pageSize=50'), 'mine').rows.map((r) => r.id)
        await shown(page, `claim-${cp.couponId}`).click()
        if (
          !(await until(async () => data(await api(page, 'GET', 'promotion/api/coupon/mine?tab=unused&pageSize=50'), 'mine').rows.length === before.length + 1))
        )
          throw new Error('the claim did not give the shopper the coupon')
        const held = data(await api(page, 'GET', 'promotion/api/coupon/mine?tab=unused&pageSize=50'), 'mine').rows.find((r) => !before.includes(r.id))
        if (held.couponId !== cp.couponId) throw new Error(`claimed ${held.couponId}, not ${cp.couponId}`)
        // the card now says 1 of the 2 allowed was taken (stock one less)
        if (!(await until(async () => (await shown(page, `coupon-${cp.couponId}`).innerText()).includes(`${cp.left - 1} left`))))
          throw new Error(`the card does not show the stock left: ${await shown(page, `coupon-${cp.couponId}`).innerText()}`)

        // two shops' items, enough for the 199 threshold: two of one product, one of another shop's
        const a = await buyableSku(page, 0)
        const b = await buyableSku(page, 0, null, { notShop: a.product.shop.name })
        const countA = Math.max(1, Math.ceil((20_000 - b.sku.price) / a.sku.price))
        if (countA > a.sku.stock) throw new Error('not enough stock for the threshold')
        data(await api(page, 'POST', 'customer/api/basket', { skuId: a.sku.id, count: countA }), 'add a')
        data(await api(page, 'POST', 'customer/api/basket', { skuId: b.sku.id, count: 1 }), 'add b')
        const ids = data(await api(page, 'GET', 'customer/api/basket/list'), 'cart').groups.flatMap((g) => g.baskets.map((x) => x.id))
        if (ids.length !== 2) throw new Error(`the cart holds ${ids.length} lines`)
        await page.goto(`${server.base}/#/pages/systemPay/goods/previewOrder?ids=${ids.join('%2C')}`)
        if (!(await until(async () => (await shown(page, 'co-total').innerText()).length > 0, 20_000))) throw new Error('checkout did not show its total')
        // the server's preview with no choices: the claimed coupon is the platform default (the largest off)
        const pv = data(await api(page, 'POST', 'order/api/checkout/preview', { basketIds: ids }), 'preview')
        if (pv.shops.length !== 2) throw new Error(`${pv.shops.length} shops in checkout`)
        if (pv.platformCouponId !== held.id) throw new Error(`the default platform coupon is ${pv.platformCouponId}, not the claimed ${held.id}`)
        if (pv.discount < 3000) throw new Error(`discount ${pv.discount} lacks the 30 off`)
        const platformRow = await shown(page, 'co-platform-coupon').innerText()
        if (!platformRow.includes(TITLE) || !platformRow.includes('-¥30.00')) throw new Error(`the platform coupon row shows "${platformRow}"`)
        const yuan = (n) => `¥${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`
        const total = (await shown(page, 'co-total').innerText()).trim()
        if (total !== yuan(pv.payAmount)) throw new Error(`the page total ${total} is not the server's ${yuan(pv.payAmount)}`)
        if ((await shown(page, 'co-discount').innerText()).trim() !== `-${yuan(pv.discount)}`) throw new Error('the page discount is not the server’s')
        await shot(page, 'coupon-checkout')
        await shown(page, 'co-submit').click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
        const payNo = new URL(`http://x/${(await hashOf(page)).split('?')[1] ? `?${(await hashOf(page)).split('?')[1]}` : ''}`).searchParams.get('payNo')
        const main = data(await api(page, 'GET', `order/api/main?payNo=${payNo}`), 'main order')
        if (main.amount !== pv.payAmount) throw new Error(`main order ${main.amount}, preview ${pv.payAmount}`)
        const discounts = main.orders.reduce((n, o) => n + o.discount, 0)
        if (main.orders.length !== 2 || discounts !== pv.discount) throw new Error(`the orders' discount ${discounts} is not the preview's ${pv.discount}`)

        // my coupons: the claimed one is under "used"
        await page.goto(`${server.base}/#/pages/user/coupon/index`)
        await shown(page, 'tab-used').click()
        if (!(await until(async () => (await shown(page, `mine-${held.id}`).innerText()).includes('Used'))))
          throw new Error('the used coupon is not under "used"')
        await shot(page, 'coupon-mine-used')
      },
    ],
    [
      'coupon pages at 320, 375 and 414 px in English and Chinese: nothing past the right edge; the strip on a product page',
      async () => {
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['zh', 'zh-CN'],
        ]) {
          const page = await loggedIn({}, { locale })
          for (const width of [320, 375, 414]) {
            await page.setViewportSize({ width, height: 800 })
            for (const [route, name, id] of [
              ['user/coupon/center', 'center', 'coupon-center'],
              ['user/coupon/index', 'mine', 'coupon-mine'],
            ]) {
              await page.goto(`${server.base}/#/pages/${route}`)
              if (!(await until(async () => (await page.locator(`[data-testid="${id}"] .cpn-card`).count()) > 0, 20_000)))
                throw new Error(`${route} shows no coupon`)
              const over = await page.evaluate(
                () => [...document.querySelectorAll('.cpn-card, .cpn-tab, .cpn-btn')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length,
              )
              if (over) throw new Error(`${route} at ${width}px (${lang}): ${over} elements past the right edge`)
              await shot(page, `coupon-${name}-${lang}-${width}`)
            }
          }
          // a product of the market: its shop's coupons and the platform's, in a strip under the price
          const { product } = await buyableSku(page, 0, 'FreshWay Market')
          await page.setViewportSize({ width: 375, height: 800 })
          await page.goto(`${server.base}/#/pages/classify/goods/info/index?id=${product.id}`)
          const strip = shown(page, 'coupon-strip')
          if (!(await until(async () => (await strip.innerText()).length > 0, 20_000))) throw new Error('the product page shows no coupon strip')
          await strip.scrollIntoViewIfNeeded()
          await shot(page, `coupon-strip-${lang}`)
          await page.context().close()
        }
        // the demo merchant's shop coupons: claims and uses per coupon, at the narrowest width
        const m = await loggedIn({ phone: '13900000088', password: 'merchant1234' }, { viewport: { width: 320, height: 800 } })
        await m.goto(`${server.base}/#/pages/merchant/coupons`)
        if (!(await until(async () => (await m.locator('[data-testid="coupons-merchant"] .cpn-card').count()) > 0, 20_000)))
          throw new Error('the merchant sees no coupon')
        await shot(m, 'coupon-merchant-en-320')
        await shown(m, 'new-coupon').click()
        await shot(m, 'coupon-merchant-form-en-320')
        await m.context().close()
      },
    ],
  ]
}
