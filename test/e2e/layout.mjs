// Layout on small phones (H5, chromium): boxes measured as a user would see them. The empty cart's button
// above the tab bar and tappable; the order list's tabs one line each; the merchant's tracking-number box
// inside its card; the pay-password inputs visible; the address textarea not monospace; icons on the user
// tab's shortcuts and the cashier's channels; no horizontal overflow on any built screen at 320 px (en and
// zh_CN; guest, demo shopper, demo merchant); the favicon; no CSP violation on a tab tap.
// Screenshots at 375 px in test/e2e/artifacts/layout-*.png. Run: node test/e2e/layout.mjs (dist/h5 built).
import fs from 'node:fs'
import path from 'node:path'
import { data, openHarness, root, until } from './harness.mjs'
import { MARKET, shopSteps } from './shop.mjs'

/** Console messages per page (CSP violations are reported there). */
const consoleOf = new WeakMap()
const H = await openHarness({
  label: 'layout',
  onPage: (page) => {
    const list = []
    consoleOf.set(page, list)
    page.on('console', (m) => list.push(`${m.type()}: ${m.text()}`))
  },
})
const { server, shot, newPage, login, pageApi: api, hashOf, run } = H

const SHOPPER = { phone: '13800138000', password: 'demo1234' }
const MERCHANT = { phone: '13900000088', password: 'merchant1234' } // order.seed.ts
const PHONE = { width: 375, height: 667 }

/** The element with this test id on the page being shown (Taro keeps the pages below it in the DOM). */
const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

/** A context with the app's language chosen (the settings store Taro keeps in localStorage) and a viewport. */
async function pageIn(lng, viewport = PHONE) {
  const page = await newPage({ viewport, locale: lng === 'en' ? 'en-US' : 'zh-CN' })
  await page.addInitScript((locale) => {
    if (localStorage.getItem('mall-settings')) return
    localStorage.setItem(
      'mall-settings',
      JSON.stringify({ data: JSON.stringify({ state: { locale, skin: null, serverSkin: null, tenant: 'default', storePrivateSphereId: null }, version: 0 }) }),
    )
  }, lng)
  return page
}
async function as(who, lng = 'en', viewport = PHONE) {
  const page = await pageIn(lng, viewport)
  await login(page, who)
  return page
}
const go = async (page, route) => {
  await page.goto(`${server.base}/#/pages/${route}`)
  await until(async () => (await hashOf(page)).includes(`/pages/${route.split('?')[0]}`), 15_000)
}
/** Let the page settle: requests answered, fonts drawn. */
const settle = async (page, ms = 900) => {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined)
  await page.waitForTimeout(ms)
}

/** Box of the first visible match. */
const box = async (page, selector) => {
  const b = await page.locator(selector).locator('visible=true').first().boundingBox({ timeout: 15_000 })
  if (!b) throw new Error(`no box for ${selector}`)
  return b
}

/**
 * What sticks out to the right of the screen in the page being shown: the document's own width, and every
 * visible element whose right edge passes the viewport, unless a scroll or clip box on its way up holds it
 * (a sideways tab row, a carousel). Answers a list of "tag.class (right px)".
 */
const overflow = (page) =>
  page.evaluate(() => {
    const W = window.innerWidth
    const out = []
    if (document.documentElement.scrollWidth > W) out.push(`document scrollWidth ${document.documentElement.scrollWidth} > ${W}`)
    const pages = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none')
    const root = pages[pages.length - 1] ?? document.body
    // a scroll or clip box inside the page (the page itself scrolls, and so would hide everything)
    const held = (el) => {
      for (let p = el.parentElement; p && p !== root && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX
        if (o !== 'visible') return true
      }
      return false
    }
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (!r.width || !r.height || r.right <= W + 1) continue
      const cs = getComputedStyle(el)
      if (cs.visibility === 'hidden' || cs.position === 'fixed') continue
      if (held(el)) continue
      out.push(`${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).slice(0, 2).join('.')} (right ${Math.round(r.right)})`)
      if (out.length > 6) break
    }
    return out
  })

// ------------------------------------------------------------------- data the cases share

const { buyableSku, addressIfNone: addressOf, emptyCart } = shopSteps(api)
/** A buyable SKU of the demo merchant's market. */
const marketSku = (page) => buyableSku(page, 0, MARKET)
const addressIfNone = (page) => addressOf(page, { name: 'Layout Buyer', phone: '13900002222', detail: 'No. 9 Narrow Road, Room 320' })

const PAY_PWD = '246810'
/** An order of the market delivered to the shopper, paid with the balance: to ship. Answers {orderId, payNo}. */
async function orderToShip(shopper) {
  await addressIfNone(shopper)
  const { sku } = await marketSku(shopper)
  const r = data(await api(shopper, 'POST', 'order/api/checkout/submit', { skuId: sku.id, count: 1 }), 'submit')
  if (!data(await api(shopper, 'GET', 'customer/api/payPwd'), 'pay password').set)
    data(await api(shopper, 'POST', 'customer/api/payPwd', { password: PAY_PWD, confirmPassword: PAY_PWD }), 'set pay password')
  data(await api(shopper, 'POST', 'order/api/pay/balance', { payNo: r.payNo, payPassword: PAY_PWD }), 'pay by balance')
  return { orderId: r.orderIds[0], payNo: r.payNo }
}

const cases = []
const add = (name, fn) => cases.push([name, fn])

add('favicon.ico is served: 200, an icon', async () => {
  const r = await fetch(`${server.base}/favicon.ico`)
  if (r.status !== 200) throw new Error(`favicon.ico: ${r.status}`)
  const bytes = Buffer.from(await r.arrayBuffer())
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new Error('favicon.ico is not an icon file')
})

add('a tab tap logs no CSP violation', async () => {
  const page = await pageIn('en')
  await page.goto(`${server.base}/#/pages/tabbar/index`)
  const items = page.locator('.taro-tabbar__tabbar .weui-tabbar__item')
  await items.nth(1).waitFor({ timeout: 30_000 })
  await items.nth(1).click()
  await until(async () => (await hashOf(page)).includes('/pages/tabbar/classify'), 10_000)
  await items.nth(0).click()
  await page.waitForTimeout(500)
  const csp = consoleOf.get(page).filter((m) => /Content Security Policy|Refused to run the JavaScript URL/i.test(m))
  if (csp.length) throw new Error(`CSP violations on a tab tap:\n${csp.join('\n')}`)
  await page.context().close()
})

add('the empty cart: "Go shopping" lies above the tab bar and takes the tap (375 and 320 px)', async () => {
  for (const width of [375, 320]) {
    const page = await as(SHOPPER, 'en', { width, height: 640 })
    await emptyCart(page)
    await go(page, 'tabbar/shoppingCart')
    await shown(page, 'cart-go-shopping').waitFor({ timeout: 20_000 })
    await settle(page)
    const b = await box(page, '[data-testid="cart-go-shopping"]')
    const bar = await box(page, '.taro-tabbar__tabbar .weui-tabbar')
    if (b.y + b.height > bar.y) throw new Error(`at ${width} px the button (bottom ${b.y + b.height}) is under the tab bar (top ${bar.y})`)
    const hit = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="cart-go-shopping"]'), {
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
    })
    if (!hit) throw new Error(`at ${width} px something else lies over the button's middle`)
    if (width === 375) await shot(page, 'layout-cart-empty')
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2)
    if (!(await until(async () => (await hashOf(page)).includes('/pages/tabbar/index'), 10_000))) throw new Error('the tap did not go shopping')
    if (width === 375) {
      // the full cart for the record
      const { sku } = await marketSku(page)
      data(await api(page, 'POST', 'customer/api/basket', { skuId: sku.id, count: 1 }), 'add to cart')
      await go(page, 'tabbar/shoppingCart')
      await page.reload()
      await shown(page, 'cart-bar').waitFor({ timeout: 20_000 })
      await settle(page)
      await shot(page, 'layout-cart-full')
      const full = await overflow(page)
      if (full.length) throw new Error(`the full cart overflows at 375 px: ${full.join('; ')}`)
    }
    await page.context().close()
  }
})

add('the shopper has orders in several states (the order tabs then carry counts)', async () => {
  const shopper = await as(SHOPPER, 'en')
  const merchant = await as(MERCHANT, 'en')
  // to review: shipped and received
  const a = await orderToShip(shopper, merchant)
  data(await api(merchant, 'POST', `order/merchant/${a.orderId}/ship`, { carrier: 'SF', trackingNo: 'SF7770001234' }), 'ship')
  data(await api(shopper, 'POST', `order/api/${a.orderId}/confirm`, {}), 'confirm receipt')
  // to receive, to ship, to pay
  const b = await orderToShip(shopper, merchant)
  data(await api(merchant, 'POST', `order/merchant/${b.orderId}/ship`, { carrier: 'SF', trackingNo: 'SF7770005678' }), 'ship')
  await orderToShip(shopper, merchant)
  const { sku } = await marketSku(shopper)
  data(await api(shopper, 'POST', 'order/api/checkout/submit', { skuId: sku.id, count: 1 }), 'submit')
  const counts = data(await api(shopper, 'GET', 'order/api/main/count'), 'counts')
  if (!counts.evaluateOrderCount || !counts.receivingOrderCount || !counts.deliverOrderCount || !counts.pendingOrderCount)
    throw new Error(`counts: ${JSON.stringify(counts)}`)
  await shopper.context().close()
  await merchant.context().close()
})

add("the order list's six tabs are one line each (320 and 375 px, en and zh_CN)", async () => {
  for (const lng of ['en', 'zh_CN']) {
    for (const width of [320, 375]) {
      const page = await as(SHOPPER, lng, { width, height: 640 })
      await go(page, 'order/index')
      await shown(page, 'ol-tab-to_review').waitFor({ timeout: 20_000 })
      await settle(page, 500)
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="ol-tab-"]')]
          .filter((t) => t.getBoundingClientRect().height > 0)
          .map((t) => {
            const text = t.querySelector('.ol-tab__text')
            const r = document.createRange()
            r.selectNodeContents(text)
            const tops = new Set([...r.getClientRects()].map((x) => Math.round(x.top)))
            return { id: t.getAttribute('data-testid'), lines: tops.size }
          }),
      )
      const label = await shown(page, 'ol-tab-to_review').innerText()
      if (!label.startsWith(lng === 'en' ? 'To review' : '待评价')) throw new Error(`${lng}: the tab reads "${label}"`)
      const bad = lines.filter((l) => l.lines !== 1)
      if (lines.length !== 6 || bad.length) throw new Error(`${lng} ${width} px: ${JSON.stringify(lines)}`)
      const o = await overflow(page)
      if (o.length) throw new Error(`${lng} ${width} px: the order list overflows: ${o.join('; ')}`)
      if (lng === 'en' && width === 375) await shot(page, 'layout-order-list')
      await page.context().close()
    }
  }
})

add("the merchant's tracking-number box lies inside its card; the cashier shows names and icons (375 and 320 px)", async () => {
  const shopper = await as(SHOPPER, 'en')
  const merchant = await as(MERCHANT, 'en')
  const { orderId } = await orderToShip(shopper, merchant)
  for (const width of [375, 320]) {
    await merchant.setViewportSize({ width, height: 667 })
    await go(merchant, `merchant/order?id=${orderId}`)
    await shown(merchant, 'ship-form').waitFor({ timeout: 20_000 })
    await settle(merchant, 500)
    const card = await box(merchant, '[data-testid="ship-form"]')
    const input = await box(merchant, '[data-testid="ship-form"] .mch-input')
    if (input.x < card.x || input.x + input.width > card.x + card.width + 0.5)
      throw new Error(`${width} px: the input (${input.x}..${input.x + input.width}) runs past its card (${card.x}..${card.x + card.width})`)
    const o = await overflow(merchant)
    if (o.length) throw new Error(`${width} px: the merchant's order overflows: ${o.join('; ')}`)
    if (width === 375) await shot(merchant, 'layout-merchant-ship-form')
  }
  // a new order for the cashier
  const { sku } = await marketSku(shopper)
  const r = data(await api(shopper, 'POST', 'order/api/checkout/submit', { skuId: sku.id, count: 1 }), 'submit')
  await go(shopper, `systemPay/order/details/index?payNo=${r.payNo}`)
  await shown(shopper, 'ch-SYS').waitFor({ timeout: 20_000 })
  await settle(shopper, 500)
  const rows = await shopper.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="ch-"]')]
      .filter((e) => /^ch-[A-Z]+$/.test(e.getAttribute('data-testid')) && e.getBoundingClientRect().height > 0)
      .map((e) => {
        const img = e.querySelector('[data-testid^="ch-icon-"] img, img[data-testid^="ch-icon-"]')
        const ib = img?.getBoundingClientRect()
        return {
          code: e.getAttribute('data-testid').slice(3),
          name: e.querySelector('.cs-ch__name')?.textContent ?? '',
          icon: !!ib && ib.width >= 20 && ib.height >= 20 && img.complete && img.naturalWidth > 0,
        }
      }),
  )
  const codes = rows.map((x) => x.code).join(',')
  // the tenant's default channels; cash only for one shop's self pickup (ADR 0126): what the server offers this order
  const offered = data(await api(shopper, 'GET', `order/api/pay/channels?payNo=${r.payNo}&platform=h5`), 'channels').channels.map((c) => c.code)
  if (!['SYS,WX,ZFB,OFFLINE', 'SYS,WX,ZFB,OFFLINE,CASH'].includes(offered.join(',')) || codes !== offered.join(','))
    throw new Error(`the cashier lists ${codes}; the server offers ${offered.join(',')}`)
  const bad = rows.filter((x) => !x.icon || x.name === x.code || /^[A-Z]+$/.test(x.name))
  if (bad.length) throw new Error(`channels without a name or a drawn icon: ${JSON.stringify(bad)}`)
  const title = await shopper.title()
  if (/Order details/i.test(title)) throw new Error(`the cashier's title is "${title}"`)
  await shot(shopper, 'layout-cashier')
  await shopper.context().close()
  await merchant.context().close()
})

add('the pay-password page: labels off the edge, inputs visible boxes (375 and 320 px, en and zh_CN)', async () => {
  for (const lng of ['en', 'zh_CN']) {
    const page = await as(SHOPPER, lng)
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 667 })
      await go(page, 'public/setting/pay-pwd')
      await shown(page, 'pp-submit').waitFor({ timeout: 20_000 })
      await settle(page, 500)
      const fields = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="pay-pwd"] .acc-field')]
          .filter((f) => f.getBoundingClientRect().height > 0)
          .map((f) => {
            const label = f.querySelector('.acc-field__label').getBoundingClientRect()
            const host = f.querySelector('.acc-field__input')
            const input = host.querySelector('input') ?? host
            const r = input.getBoundingClientRect()
            const cs = getComputedStyle(host)
            const framed =
              parseFloat(cs.borderTopWidth) > 0 || (cs.backgroundColor !== 'rgba(0, 0, 0, 0)' && cs.backgroundColor !== getComputedStyle(f).backgroundColor)
            return { labelLeft: label.left, width: r.width, height: r.height, right: r.right, framed }
          }),
      )
      if (fields.length < 2) throw new Error(`${lng} ${width}: ${fields.length} fields`)
      for (const f of fields) {
        if (f.labelLeft < 8) throw new Error(`${lng} ${width}: a label at the screen's edge (${f.labelLeft} px)`)
        if (!f.framed || f.width < 80 || f.height < 28 || f.right > width - 8)
          throw new Error(`${lng} ${width}: an input is not a visible box: ${JSON.stringify(f)}`)
      }
      if (lng === 'en' && width === 375) await shot(page, 'layout-pay-pwd')
    }
    await page.context().close()
  }
})

add("the address form's textarea placeholder is in the page's font, not monospace", async () => {
  const page = await as(SHOPPER, 'en')
  await go(page, 'user/receivingAddress/binding')
  await page.locator('.addr-form__textarea').locator('visible=true').first().waitFor({ timeout: 20_000 })
  const fonts = await page.evaluate(() => {
    const host = [...document.querySelectorAll('.addr-form__textarea')].find((e) => e.getBoundingClientRect().height > 0)
    const ta = host.querySelector('textarea') ?? host
    return {
      textarea: getComputedStyle(ta).fontFamily,
      placeholder: getComputedStyle(ta, '::placeholder').fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }
  })
  if (/monospace/i.test(fonts.textarea) || /monospace/i.test(fonts.placeholder) || fonts.textarea !== fonts.body)
    throw new Error(`textarea font: ${JSON.stringify(fonts)}`)
  await page.context().close()
})

add("the user tab's shortcuts and order entries carry icons", async () => {
  const page = await as(SHOPPER, 'en')
  await page.goto(`${server.base}/#/pages/tabbar/user`)
  await shown(page, 'shortcut-user/wallet/index').waitFor({ timeout: 20_000 })
  await settle(page, 500)
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="shortcut-"], [data-testid^="user-orders-"]')]
      .filter((e) => e.getBoundingClientRect().height > 0)
      .map((e) => {
        const img = e.querySelector('img')
        const r = img?.getBoundingClientRect()
        return { id: e.getAttribute('data-testid'), icon: !!r && r.width >= 18 && img.complete && img.naturalWidth > 0 }
      }),
  )
  const bad = icons.filter((i) => !i.icon)
  if (icons.length < 11 || bad.length) throw new Error(`without an icon: ${JSON.stringify(bad)} (of ${icons.length})`)
  await shot(page, 'layout-user-tab')
  await page.context().close()
})

/** Every route with a screen (src/routes/screens.ts), with the parameters it needs. */
function builtRoutes() {
  const src = fs.readFileSync(path.join(root, 'src/routes/screens.ts'), 'utf8')
  return [...src.matchAll(/^\s+'([^']+)': \{ from:/gm)].map((m) => m[1])
}
const GUEST_ONLY = ['public/account/appLogin', 'public/account/register', 'public/account/forget', 'public/account/countryArea']

add('no horizontal overflow on any built screen at 320 px: en and zh_CN; guest, shopper, merchant', async () => {
  const routes = builtRoutes()
  if (routes.length < 40) throw new Error(`only ${routes.length} built routes found`)
  const probe = await as(SHOPPER, 'en')
  const { product, sku } = await marketSku(probe)
  const addrId = await addressIfNone(probe)
  data(await api(probe, 'POST', 'customer/api/basket', { skuId: sku.id, count: 1 }), 'add to cart')
  const baskets = data(await api(probe, 'GET', 'customer/api/basket/list'), 'cart').groups.flatMap((g) => g.baskets)
  const r = data(await api(probe, 'POST', 'order/api/checkout/submit', { skuId: sku.id, count: 1 }), 'submit')
  const cats = data(await api(probe, 'GET', 'customer/api/category/tree').catch(() => ({ ok: false })), 'categories')
  const catId = Array.isArray(cats) ? cats[0]?.id : undefined
  const post = data(await api(probe, 'GET', 'customer/forum/list?pageNum=1&pageSize=1'), 'forum posts').rows[0]
  await probe.context().close()
  const query = {
    'classify/goods/info/index': `id=${product.id}`,
    'classify/goods/evaluation': `id=${product.id}`,
    'user/discuss/info': post ? `id=${post.id}` : '',
    'classify/detail': catId ? `id=${catId}` : '',
    'classify/searchResult': 'keyword=tea',
    'store/index': `id=${product.shop.id}`,
    'store/preview': `id=${product.shop.id}`,
    'classify/self-point': `shopId=${product.shop.id}`,
    'systemPay/goods/previewOrder': `ids=${baskets.map((b) => b.id).join(',')}`,
    'systemPay/order/details/index': `payNo=${r.payNo}`,
    'systemPay/cybersource/index': `payNo=${r.payNo}`,
    'order/success': `payNo=${r.payNo}`,
    'order/error': `payNo=${r.payNo}`,
    'order/form/index': `payNo=${r.payNo}`,
    'order/form/info': `id=${r.orderIds[0]}`,
    'merchant/order': `id=${r.orderIds[0]}`,
    'user/receivingAddress/binding': `id=${addrId}`,
  }
  const problems = []
  // the probe itself: a box wider than the screen in the page shown is seen
  const self = await pageIn('en', { width: 320, height: 640 })
  await go(self, 'tabbar/classify')
  await settle(self, 500)
  await self.evaluate(() => {
    const pages = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none')
    const wide = document.createElement('div')
    wide.className = 'probe-wide'
    wide.style.width = '400px'
    wide.style.height = '10px'
    ;(pages[pages.length - 1] ?? document.body).appendChild(wide)
  })
  if (!(await overflow(self)).some((o) => o.includes('probe-wide'))) throw new Error('the overflow probe does not see a 400 px box at 320 px')
  await self.context().close()
  // the six sweeps (language x user) side by side, each in a context of its own: most of a sweep is waiting
  const sweep = async (lng, who) => {
    const page =
      who === 'guest' ? await pageIn(lng, { width: 320, height: 640 }) : await as(who === 'shopper' ? SHOPPER : MERCHANT, lng, { width: 320, height: 640 })
    const mine = routes.filter(
      (rt) =>
        (who === 'guest' ? true : !GUEST_ONLY.includes(rt)) &&
        (who === 'merchant' ? rt.startsWith('merchant/') : !rt.startsWith('merchant/') && !rt.startsWith('platform/')),
    )
    for (const rt of mine) {
      if (rt === 'webview/webview' || rt === 'preview/index') continue
      await go(page, `${rt}${query[rt] ? `?${query[rt]}` : ''}`)
      await settle(page, 700)
      const o = await overflow(page)
      if (o.length) problems.push(`${lng} ${who} ${rt}: ${o.join('; ')}`)
    }
    await page.context().close()
  }
  await Promise.all(['en', 'zh_CN'].flatMap((lng) => ['guest', 'shopper', 'merchant'].map((who) => sweep(lng, who))))
  if (problems.length) throw new Error(`overflow at 320 px:\n${problems.join('\n')}`)
})

await run(cases)
