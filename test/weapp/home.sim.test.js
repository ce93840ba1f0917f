/**
 * Loads the built mini-program (dist/weapp) the way the WeChat runtime would: app.js registers the
 * app, a page file registers its page; miniprogram-simulate renders the page's real WXML (official
 * compiler) in jsdom. wx.request is served by the real server (WEAPP_API_ORIGIN).
 */
const path = require('path')
const http = require('http')
const simulate = require('miniprogram-simulate')

const dist = path.resolve(__dirname, '../../dist/weapp')
const origin = process.env.WEAPP_API_ORIGIN
const storage = new Map()
const requests = []
let appInstance = null
const pageStack = []
const navs = []
let wxPay = (o) => (o.fail?.({ errMsg: 'requestPayment:fail not expected' }), o.complete?.({}))

function installRuntime() {
  Object.assign(global.wx, {
    getStorageSync: (k) => (storage.has(k) ? storage.get(k) : ''),
    setStorageSync: (k, v) => void storage.set(k, v),
    removeStorageSync: (k) => void storage.delete(k),
    clearStorageSync: () => storage.clear(),
    request(o) {
      const url = origin ? o.url.replace(/^https?:\/\/[^/]+/, origin) : o.url
      const entry = { url, method: o.method || 'GET', header: o.header, data: o.data }
      requests.push(entry)
      const isGet = !o.method || o.method === 'GET'
      const q = isGet && o.data ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(o.data)}` : ''
      // as wx.request does: an object is JSON text under a JSON content type, form-encoded otherwise
      const json = /json/i.test(Object.entries(o.header || {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] || '')
      const body = isGet ? undefined : typeof o.data === 'string' ? o.data : json ? JSON.stringify(o.data || {}) : new URLSearchParams(o.data || {}).toString()
      let aborted = false
      // jsdom has no fetch: plain node http to the real server
      const u = new URL(url + q)
      const req = http.request(
        u,
        { method: o.method || 'GET', headers: { ...o.header, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
        (r) => {
          const chunks = []
          r.on('data', (c) => chunks.push(c))
          r.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let data = text
            try {
              data = JSON.parse(text)
            } catch {
              // not JSON: the text as it came, as wx.request gives it
            }
            entry.response = data
            const res = { statusCode: r.statusCode, data, header: r.headers, errMsg: 'request:ok' }
            if (aborted) return
            o.success?.(res)
            o.complete?.(res)
          })
        },
      )
      req.on('error', (e) => {
        const res = { errMsg: `request:fail ${e.message}` }
        o.fail?.(res)
        o.complete?.(res)
      })
      if (body) req.write(body)
      req.end()
      return { abort: () => (aborted = true), onHeadersReceived() {}, offHeadersReceived() {} }
    },
    setTabBarItem: (o) => (o.success?.({}), Promise.resolve({})),
    setTabBarStyle: (o) => (o.success?.({}), Promise.resolve({})),
    showToast: (o) => (o && o.success?.({}), Promise.resolve({})),
    // the page changes the app asks for are recorded (the next page is loaded by the test itself)
    navigateTo: (o) => (navs.push(`navigateTo ${o.url}`), o.success?.({ errMsg: 'navigateTo:ok' }), o.complete?.({})),
    redirectTo: (o) => (navs.push(`redirectTo ${o.url}`), o.success?.({ errMsg: 'redirectTo:ok' }), o.complete?.({})),
    // WeChat Pay: the test decides what the WeChat client does (wxPay); Taro binds the APIs the host has at start
    requestPayment: (o) => wxPay(o),
  })
  global.App = (opts) => {
    appInstance = opts
    opts.onLaunch?.call(opts, { path: 'pages/tabbar/index', query: {}, scene: 1001 })
    opts.onShow?.call(opts, { path: 'pages/tabbar/index', query: {} })
  }
  global.getApp = () => appInstance
  global.getCurrentPages = () => pageStack
  global.requirePlugin = () => ({})
}

/** The query each route is opened with next (a page opened again is a new instance of the same definition). */
const pageOptions = new Map()
/** Taro pages call Page(config); miniprogram-simulate renders components: adapt one to the other. */
function pageAsComponent(route, options) {
  pageOptions.set(route, options)
  global.Page = (cfg) => {
    const methods = {}
    for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v
    global.Component({
      data: cfg.data,
      methods,
      lifetimes: {
        attached() {
          const options = pageOptions.get(route)
          this.route = route
          this.__route__ = route
          this.options = options
          pageStack.push(this)
          cfg.onLoad.call(this, options)
          cfg.onShow?.call(this)
        },
        ready() {
          cfg.onReady?.call(this)
        },
      },
    })
  }
}

async function until(fn, ms = 20000) {
  const end = Date.now() + ms
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A JSON call to the real server (the test's own setup: login, a basket), with a token when given. */
function call(method, url, body, token) {
  return new Promise((resolve, reject) => {
    const text = body ? JSON.stringify(body) : ''
    const headers = {
      lang: 'zh_CN',
      ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    }
    const req = http.request(new URL(url), { method, headers }, (r) => {
      const chunks = []
      r.on('data', (c) => chunks.push(c))
      r.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    })
    req.on('error', reject)
    if (text) req.write(text)
    req.end()
  })
}

let token = null
beforeAll(async () => {
  installRuntime()
  // the demo shopper's session, stored the way the app stores it (zustand persist under `mall-session`)
  // before the app starts: the cart page then runs as a signed-in shopper
  const login = await call('POST', `${origin}/api/auth/api/customer/login`, {
    loginType: 'password',
    username: '13800138000',
    password: 'demo1234',
    countryArea: '86',
  })
  token = login.data.token
  storage.set('mall-session', JSON.stringify({ state: { token, userInfo: null }, version: 0 }))
  require(path.join(dist, 'app.js'))
})

test('the home tab page renders its layout from the server and reacts to a tap', async () => {
  expect(appInstance).toBeTruthy()
  pageAsComponent('pages/tabbar/index', {})
  const id = simulate.load(path.join(dist, 'pages/tabbar/index'), { rootPath: dist })
  const page = simulate.render(id)
  const parent = document.createElement('parent-wrapper')
  page.attach(parent)
  const html = () => page.dom.innerHTML
  // the home layout (banner, navigation, products) comes from system/api/config/init of the real server
  const rendered = await until(() => html().includes('home-banner'))
  expect(rendered).toBeTruthy()
  expect(requests.some((r) => r.url.includes('/system/api/config/init'))).toBe(true)
  const init = requests.find((r) => r.url.includes('/system/api/config/init'))
  expect(init.header).toMatchObject({ tenant: 'default', lang: 'zh_CN' })
  await until(() => /¥|\d+\.\d{2}/.test(page.dom.textContent))
  expect(page.dom.textContent).toMatch(/\d+\.\d{2}/)

  // images point at the server itself: a mini-program cannot resolve a path relative to nothing
  const img = page.dom.querySelector('.main--product-card__img')
  expect(img).toBeTruthy()
  const imgData = JSON.stringify(page.data)
  expect(imgData).toMatch(/"p4":"http:\/\/127\.0\.0\.1:\d+\/api\/files\/default\/demo\//)
  // the same sized WebP URLs as H5 (`?size=card`, `webp` on: p5), and the server answers them with WebP
  const cards = images(page.data).filter((i) => /\/api\/files\/default\/demo\/[^?]+\?size=card$/.test(i.p4))
  expect(cards.length).toBeGreaterThan(0)
  expect(cards.every((i) => i.p5 === true)).toBe(true)
  // the build's API origin is swapped for the test server's, as wx.request above does
  const card0 = await getHead(cards[0].p4.replace(/^https?:\/\/[^/]+/, origin))
  expect(card0).toMatchObject({ status: 200, type: 'image/webp' })

  // a tap on a product card goes through the navigation module to the goods page
  const navs = []
  global.wx.navigateTo = (o) => {
    navs.push(o.url)
    o.success?.({ errMsg: 'navigateTo:ok' })
    o.complete?.({})
  }
  // Taro routes every WXML event through the page's `eh` handler, keyed by the node's sid
  const card = page.dom.querySelector('.main--product-card')
  expect(card).toBeTruthy()
  const sid = card.getAttribute('data-sid')
  const target = { id: sid, dataset: { sid } }
  page.instance.eh({ type: 'tap', timeStamp: Date.now(), target, currentTarget: target, detail: { x: 1, y: 1 }, touches: [], changedTouches: [] })
  await until(() => navs.length > 0, 5000)
  expect(navs[0]).toMatch(/^\/pages\/classify\/goods\/info\/index\?id=\d+$/)
})

/** Every image node in a page's data (Taro's template: p4 its src, p5 its `webp`). */
function images(data, out = []) {
  if (Array.isArray(data)) for (const x of data) images(x, out)
  else if (data && typeof data === 'object') {
    if (typeof data.p4 === 'string' && /^http/.test(data.p4)) out.push(data)
    for (const v of Object.values(data)) images(v, out)
  }
  return out
}

/** Status and content type of a GET (body dropped). */
function getHead(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (r) => {
        r.resume()
        r.on('end', () => resolve({ status: r.statusCode, type: r.headers['content-type'] }))
      })
      .on('error', reject)
  })
}

function getJson(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (r) => {
        const chunks = []
        r.on('data', (c) => chunks.push(c))
        r.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
      })
      .on('error', reject)
  })
}

test('the nearby tab page lists the stores around the default centre, nearest first, with the café among them', async () => {
  pageAsComponent('pages/tabbar/nearby', {})
  const id = simulate.load(path.join(dist, 'pages/tabbar/nearby'), { rootPath: dist })
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  // the list comes from the real server: the demo stores around Beijing's centre (the café moved there, issue 26)
  const shown = await until(() => page.dom.textContent.includes('拾光咖啡'))
  expect(shown).toBeTruthy()
  const list = requests.find((r) => r.url.includes('/merchant/customer/store/nearby'))
  expect(list).toBeTruthy()
  expect(list.response.total).toBeGreaterThan(20)
  const d = list.response.rows.map((r) => r.distance)
  expect(d).toEqual([...d].sort((a, b) => a - b))
  expect(page.dom.querySelectorAll('.main--nb-card').length + page.dom.querySelectorAll('.nb-card').length).toBeGreaterThan(0)
})

test('the product detail page (a subpackage page) renders the product, its SKU choices and the buy bar', async () => {
  // a product with spec groups, found through the search endpoint of the real server
  const found = await getJson(`${origin}/api/customer/api/product/search?keyword=T%E6%81%A4&inStock=true&pageSize=10`)
  let product = null
  for (const row of found.rows) {
    const d = (await getJson(`${origin}/api/customer/api/product/${row.id}`)).data
    if (d.specGroups.length >= 2) {
      product = d
      break
    }
  }
  expect(product).toBeTruthy()
  const route = 'pages/classify/goods/info/index'
  pageAsComponent(route, { id: String(product.id) })
  const id = simulate.load(path.join(dist, route), { rootPath: dist })
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  const shown = await until(() => page.dom.textContent.includes(product.title))
  expect(shown).toBeTruthy()
  expect(requests.some((r) => r.url.includes(`/customer/api/product/${product.id}`))).toBe(true)
  const text = page.dom.textContent
  for (const g of product.specGroups) {
    expect(text).toContain(g.name)
    for (const v of g.values) expect(text).toContain(v.name)
  }
  expect(page.dom.querySelectorAll('[class*="sku__value"]').length).toBeGreaterThanOrEqual(product.specGroups.reduce((n, g) => n + g.values.length, 0))
  expect(page.dom.querySelector('[class*="pd__bar"]')).toBeTruthy()
  // the gallery's first picture: the detail size, as WebP
  const gallery = images(page.data).filter((i) => /\/api\/files\/[^?]+\?size=detail$/.test(i.p4))
  expect(gallery.length).toBeGreaterThan(0)
  expect(gallery.every((i) => i.p5 === true)).toBe(true)
  expect(text).toMatch(/\d+\.\d{2}/)
})

test("the cart tab page renders the shopper's baskets and shows the server's total of the selection", async () => {
  expect(token).toBeTruthy()
  // a fresh cart with one in-stock product line
  await call('DELETE', `${origin}/api/customer/api/basket/invalid`, undefined, token)
  const before = (await call('GET', `${origin}/api/customer/api/basket/list`, undefined, token)).data
  const old = before.groups.flatMap((g) => g.baskets.map((b) => b.id)).concat(before.invalid.map((b) => b.id))
  if (old.length) await call('DELETE', `${origin}/api/customer/api/basket?ids=${old.join(',')}`, undefined, token)
  const found = await getJson(`${origin}/api/customer/api/product/search?keyword=T%E6%81%A4&inStock=true&pageSize=10`)
  const product = (await getJson(`${origin}/api/customer/api/product/${found.rows[0].id}`)).data
  const sku = product.skus.find((k) => k.available && k.stock >= 2)
  expect(sku).toBeTruthy()
  const added = await call('POST', `${origin}/api/customer/api/basket`, { skuId: sku.id, count: 2 }, token)
  expect(added.data.basketCount).toBe(2)
  const list = (await call('GET', `${origin}/api/customer/api/basket/list`, undefined, token)).data
  const line = list.groups[0].baskets[0]

  const route = 'pages/tabbar/shoppingCart'
  pageAsComponent(route, {})
  const id = simulate.load(path.join(dist, route), { rootPath: dist })
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  const shown = await until(() => page.dom.textContent.includes(line.product.title))
  expect(shown).toBeTruthy()
  const cartRequest = requests.find((r) => r.url.includes('/customer/api/basket/list'))
  expect(cartRequest.header.Authorization || cartRequest.header.authorization).toBe(`Bearer ${token}`)
  const text = page.dom.textContent
  // the group's shop, the SKU's translated spec names, the quantity and the price
  expect(text).toContain(list.groups[0].shopName)
  if (line.productSku.specText) expect(text).toContain(line.productSku.specText)
  expect(text).toContain(money(line.productSku.price))
  expect(page.dom.querySelector('[class*="cart-bar"]')).toBeTruthy()

  // the basket just added is ticked: the total shown is the server's settle-preview answer, without a tap
  const preview = (await call('POST', `${origin}/api/customer/api/basket/settle-preview`, { ids: [line.id] }, token)).data
  expect(preview.total).toBe(sku.price * 2)
  const totalShown = await until(() => page.dom.textContent.includes(money(preview.total)), 10000)
  expect(totalShown).toBeTruthy()
  expect(requests.some((r) => r.url.includes('/customer/api/basket/settle-preview'))).toBe(true)
  // tap "select all" (all are ticked): none is, and the total is zero
  const all = page.dom.querySelector('[class*="cart-bar__all"]')
  expect(all).toBeTruthy()
  const sid = all.getAttribute('data-sid')
  const target = { id: sid, dataset: { sid } }
  page.instance.eh({ type: 'tap', timeStamp: Date.now(), target, currentTarget: target, detail: { x: 1, y: 1 }, touches: [], changedTouches: [] })
  expect(await until(() => !page.dom.textContent.includes(money(preview.total)) && page.dom.textContent.includes(money(0)), 10000)).toBeTruthy()
})

/** The app's price format (src/core/format/money.ts): minor units to "¥12.90". */
function money(minor) {
  return `¥${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

// ---------------------------------------------------------------- checkout, cashier, payment

/** Elements by their class (miniprogram-simulate prefixes every class with `main--`). */
const all = (page, cls) => [...page.dom.querySelectorAll(`[class*="${cls}"]`)].filter((el) => el.classList.contains(`main--${cls}`))
/** An event the WeChat runtime would send to the node (Taro routes every WXML event through the page's `eh`). */
function fire(page, el, type, detail = { x: 1, y: 1 }) {
  const holder = el.getAttribute('data-sid') ? el : el.querySelector('[data-sid]')
  expect(holder).toBeTruthy()
  const sid = holder.getAttribute('data-sid')
  const target = { id: sid, dataset: { sid } }
  page.instance.eh({ type, timeStamp: Date.now(), target, currentTarget: target, detail, touches: [], changedTouches: [] })
}
/**
 * A page opened with `options`. A page module runs once (webpack keeps it), as on a device: opening the
 * route again renders another instance of the definition it registered, as WeChat does for a second copy
 * of a page on the stack.
 */
const loadedPages = new Map()
function openPage(route, options) {
  pageAsComponent(route, options)
  if (!loadedPages.has(route)) loadedPages.set(route, simulate.load(path.join(dist, route), { rootPath: dist }))
  const page = simulate.render(loadedPages.get(route))
  page.attach(document.createElement('parent-wrapper'))
  return page
}
const PAY_PWD = '246810'

/** The shopper's state for a checkout: pay password set, an address, one in-stock line in a fresh cart. */
async function readyToOrder() {
  const pwd = (await call('GET', `${origin}/api/customer/api/payPwd`, undefined, token)).data
  if (!pwd.set) expect((await call('POST', `${origin}/api/customer/api/payPwd`, { password: PAY_PWD, confirmPassword: PAY_PWD }, token)).ok).toBe(true)
  const addrs = (await call('GET', `${origin}/api/customer/api/addr`, undefined, token)).data
  if (!addrs.length) {
    const ids = [(await getJson(`${origin}/api/system/api/address/province`)).data[0].id]
    for (let i = 0; i < 3; i++) {
      const kids = (await getJson(`${origin}/api/system/api/address/tree/${ids[ids.length - 1]}`)).data
      if (!kids.length) break
      ids.push(kids[0].id)
    }
    const added = await call(
      'POST',
      `${origin}/api/customer/api/addr`,
      { name: 'Weapp Buyer', phone: '13900001111', countryArea: '86', regionIds: ids, detail: 'No. 8 Test Road, Room 101' },
      token,
    )
    expect(added.ok).toBe(true)
  }
  const before = (await call('GET', `${origin}/api/customer/api/basket/list`, undefined, token)).data
  const old = before.groups.flatMap((g) => g.baskets.map((b) => b.id)).concat(before.invalid.map((b) => b.id))
  if (old.length) await call('DELETE', `${origin}/api/customer/api/basket?ids=${old.join(',')}`, undefined, token)
  const found = await getJson(`${origin}/api/customer/api/product/search?keyword=T%E6%81%A4&inStock=true&pageSize=10`)
  const product = (await getJson(`${origin}/api/customer/api/product/${found.rows[0].id}`)).data
  const sku = product.skus.find((k) => k.available && k.stock >= 1)
  expect((await call('POST', `${origin}/api/customer/api/basket`, { skuId: sku.id, count: 1 }, token)).ok).toBe(true)
  const list = (await call('GET', `${origin}/api/customer/api/basket/list`, undefined, token)).data
  return list.groups.flatMap((g) => g.baskets.map((b) => b.id))
}

const balanceOf = async () => (await call('GET', `${origin}/api/customer/api/account`, undefined, token)).data.find((a) => a.currency === 'CNY').balance

/** The cashier page of payNo, showing its channels; the channel `code` picked (by the server's order of them). */
async function cashierWith(payNo, code) {
  const page = openPage('pages/systemPay/order/details/index', { payNo })
  const channels = (await call('GET', `${origin}/api/order/api/pay/channels?platform=weapp&payNo=${payNo}`, undefined, token)).data.channels.map((c) => c.code)
  expect(channels).toContain(code)
  expect(await until(() => all(page, 'cs-ch').length === channels.length)).toBeTruthy()
  const at = requests.filter((r) => r.url.includes('/order/api/pay/channels')).pop()
  expect(at.data).toMatchObject({ platform: 'weapp', payNo })
  fire(page, all(page, 'cs-ch')[channels.indexOf(code)], 'tap')
  expect(await until(() => all(page, 'cs-ch')[channels.indexOf(code)].classList.contains('main--cs-ch--on'), 5000)).toBeTruthy()
  return page
}

test('checkout -> cashier -> balance with the pay password: the order is paid and waits to ship', async () => {
  const baskets = await readyToOrder()
  const balance0 = await balanceOf()
  const checkout = openPage('pages/systemPay/goods/previewOrder', { ids: baskets.join(',') })
  expect(await until(() => all(checkout, 'co-bar__total').length > 0)).toBeTruthy()
  const preview = requests.filter((r) => r.url.includes('/order/api/checkout/preview')).pop().response.data
  expect(preview.ok).toBe(true)
  // the total shown is the server's preview
  expect(all(checkout, 'co-bar__total')[0].textContent).toContain(money(preview.payAmount))
  const submitButton = all(checkout, 'co-bar')[0].querySelector('[class*="nut-button"]') || all(checkout, 'co-bar')[0].lastElementChild
  fire(checkout, submitButton, 'tap')
  const redirect = await until(() => navs.find((n) => n.startsWith('redirectTo /pages/systemPay/order/details/index?payNo=')), 15000)
  expect(redirect).toBeTruthy()
  const submit = requests.find((r) => r.url.includes('/order/api/checkout/submit'))
  expect(submit.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  const payNo = /payNo=([^&]+)/.exec(redirect)[1]
  expect(submit.response.data.payNo).toBe(payNo)

  const cashier = await cashierWith(payNo, 'SYS')
  expect(cashier.dom.textContent).toContain(money(preview.payAmount))
  fire(cashier, all(cashier, 'co-bar')[0].querySelector('[class*="nut-button"]') || all(cashier, 'co-bar')[0].lastElementChild, 'tap')
  expect(await until(() => all(cashier, 'pwd__input').length > 0, 5000)).toBeTruthy()
  // nothing is paid before the sixth digit
  fire(cashier, all(cashier, 'pwd__input')[0], 'input', { value: PAY_PWD.slice(0, 5), cursor: 5 })
  await new Promise((r) => setTimeout(r, 300))
  expect(requests.some((r) => r.url.includes('/order/api/pay/balance'))).toBe(false)
  fire(cashier, all(cashier, 'pwd__input')[0], 'input', { value: PAY_PWD, cursor: 6 })
  expect(await until(() => navs.includes(`redirectTo /pages/order/success?payNo=${payNo}`), 15000)).toBeTruthy()
  const pay = requests.find((r) => r.url.includes('/order/api/pay/balance'))
  expect(pay.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  expect(pay.response.data.status).toBe('paid')
  const orders = (await call('GET', `${origin}/api/order/api/main/deputy/list?payNo=${payNo}`, undefined, token)).data
  expect(orders.map((o) => o.state)).toEqual(orders.map(() => 'to_ship'))
  expect(await balanceOf()).toBe(balance0 - preview.payAmount)
})

test('WeChat Pay on the mini-program: requestPayment gets exactly the signed parameters, then the status is polled to success', async () => {
  const baskets = await readyToOrder()
  const placed = await call('POST', `${origin}/api/order/api/checkout/submit`, { basketIds: baskets, choices: [] }, token)
  expect(placed.ok).toBe(true)
  const payNo = placed.data.payNo
  const paid = []
  // what the WeChat client does: the shopper pays, WeChat Pay notifies the server (here: the local gateway's "pay")
  wxPay = (o) => {
    paid.push(o)
    const prepay = /^prepay_id=local_([0-9a-f]+)$/.exec(o.package)
    const body = 'action=pay'
    const req = http.request(
      new URL(`${origin}/api/pay/gateway/WX/${prepay ? prepay[1] : 'none'}?tenant=default`),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (r) => {
        r.resume()
        r.on('end', () => {
          o.success?.({ errMsg: 'requestPayment:ok' })
          o.complete?.({ errMsg: 'requestPayment:ok' })
        })
      },
    )
    req.end(body)
  }
  const cashier = await cashierWith(payNo, 'WX')
  fire(cashier, all(cashier, 'co-bar')[0].querySelector('[class*="nut-button"]') || all(cashier, 'co-bar')[0].lastElementChild, 'tap')
  expect(await until(() => paid.length > 0, 15000)).toBeTruthy()
  const created = requests.find((r) => r.method === 'POST' && /\/order\/api\/pay$/.test(r.url.split('?')[0]))
  const sentBody = typeof created.data === 'string' ? JSON.parse(created.data) : created.data
  expect(sentBody).toMatchObject({ payNo, channel: 'WX', platform: 'weapp' })
  const signed = created.response.data.wxParams
  expect(Object.keys(signed).sort()).toEqual(['nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
  // exactly the server's parameters: nothing added, nothing changed (the callbacks are Taro's)
  const given = Object.fromEntries(Object.entries(paid[0]).filter(([, v]) => typeof v !== 'function'))
  expect(given).toEqual(signed)
  expect(paid).toHaveLength(1)
  // then the client reads the payment's status until the notification has paid it
  expect(await until(() => navs.includes(`redirectTo /pages/order/success?payNo=${payNo}`), 30000)).toBeTruthy()
  const polls = requests.filter((r) => r.url.includes(`/order/api/pay/${created.response.data.id}`))
  expect(polls.length).toBeGreaterThanOrEqual(1)
  expect(polls.pop().response.data.status).toBe('paid')
  const orders = (await call('GET', `${origin}/api/order/api/main/deputy/list?payNo=${payNo}`, undefined, token)).data
  expect(orders.map((o) => o.state)).toEqual(orders.map(() => 'to_ship'))
})

test('the chat page (a subpackage page) opens a conversation with a shop, connects over the socket and sends a message', async () => {
  // a shop the demo shopper may write to (not one of their own)
  const found = await getJson(`${origin}/api/customer/api/product/search?keyword=T%E6%81%A4&pageSize=10`)
  let shopId = 0
  for (const p of found.rows) {
    const id = (await getJson(`${origin}/api/customer/api/product/${p.id}`)).data.shop.id
    if ((await call('POST', `${origin}/api/mytio/friend/addMerchant`, { shopId: id }, token)).ok) {
      shopId = id
      break
    }
  }
  expect(shopId).toBeGreaterThan(0)
  // wx.connectSocket on jsdom's WebSocket to the test server (the address the server gave, its origin swapped)
  const sockets = []
  global.wx.connectSocket = (o) => {
    const url = o.url.replace(/^wss?:\/\/[^/]+/, origin.replace(/^http/, 'ws'))
    const ws = new WebSocket(url)
    const s = { url, frames: [], sent: [] }
    sockets.push(s)
    ws.addEventListener('message', (e) => s.frames.push(JSON.parse(e.data)))
    const task = {
      onOpen: (f) => ws.addEventListener('open', () => f({})),
      onMessage: (f) => ws.addEventListener('message', (e) => f({ data: e.data })),
      onClose: (f) => ws.addEventListener('close', (e) => f({ code: e.code, reason: e.reason })),
      onError: (f) => ws.addEventListener('error', () => f({ errMsg: 'connectSocket:fail' })),
      send: (x) => (s.sent.push(JSON.parse(x.data)), ws.send(x.data), x.success?.({})),
      close: (x = {}) => ws.close(x.code, x.reason),
    }
    setTimeout(() => (o.success?.({ errMsg: 'connectSocket:ok' }), o.complete?.({})), 0)
    return task
  }
  const page = openPage('pages/public/msg/chat', { shopId: String(shopId) })
  expect(await until(() => all(page, 'ct-bar').length > 0)).toBeTruthy()
  expect(requests.some((r) => r.url.includes('/mytio/friend/addMerchant'))).toBe(true)
  // config, chat sign-in, socket, handshake answered by the server
  expect(await until(() => sockets[0]?.frames.some((f) => f.t === 1), 15000)).toBeTruthy()
  expect(sockets[0].sent[0]).toMatchObject({ t: 1, d: { session: expect.any(String) } })
  const text = `weapp hello ${Date.now()}`
  fire(page, page.dom.querySelector('[class*="ct-bar__input"]'), 'input', { value: text })
  // the typed text rendered (the send button enabled) before the tap
  await new Promise((r) => setTimeout(r, 500))
  const send = all(page, 'ct-bar')[0].querySelector('[class*="nut-button"]') || all(page, 'ct-bar')[0].lastElementChild
  fire(page, send, 'tap')
  // stored by the server (ACK) and shown on the page
  expect(await until(() => sockets[0].frames.some((f) => f.t === 11), 15000)).toBeTruthy()
  expect(sockets[0].sent.find((f) => f.t === 10).d).toMatchObject({ msgtype: 1, body: { text } })
  expect(await until(() => page.dom.textContent.includes(text), 5000)).toBeTruthy()
})
