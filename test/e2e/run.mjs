// Headless Chromium on the built H5 app served by the real server (embedded PostgreSQL, demo data):
// deep links through splash, tab switching and the tab bar's look, the login guard and return, language
// switching, the home banner, the home feed's paging, pull-to-refresh, the exit guard, the demo shopper's
// cart (quantity, server totals, tab badge, delete), favourites and footprints, and that no page
// asks another host than the app's own (empty-state pictures are ours).
import { openHarness, until } from './harness.mjs'

// every request of every page, across all cases, must go to the app's own host (checked by the last case)
const foreign = new Map() // url -> the page (hash) that asked for it
const { server, hashOf, shot, newPage, login, call, run } = await openHarness({ label: 'e2e', onPage: watchHosts })
const ownHost = new URL(server.base).host
function watchHosts(page) {
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (!/^(https?|wss?):$/.test(u.protocol) || u.host === ownHost) return
    if (!foreign.has(u.href)) foreign.set(u.href, decodeURIComponent(new URL(page.url()).hash) || page.url())
  })
}

await run([
  [
    'a deep hash link goes through splash to its target',
    async () => {
      const page = await newPage()
      const seen = []
      page.on('framenavigated', async (f) => {
        if (f === page.mainFrame()) seen.push(decodeURIComponent(new URL(f.url()).hash))
      })
      await page.goto(`${server.base}/#/pages/classify/searchResult?keyword=tea`)
      const arrived = await until(async () => (await hashOf(page)).includes('/pages/classify/searchResult'), 30_000)
      await shot(page, 'deep-link-target')
      const all = [...seen, await hashOf(page)].join(' | ')
      if (!arrived) throw new Error(`never reached the target; hashes: ${all}`)
      if (!all.includes('splash')) throw new Error(`did not pass through splash; hashes: ${all}`)
      if (!(await hashOf(page)).includes('keyword=tea')) throw new Error('the target lost its query')
      await page.context().close()
    },
  ],
  [
    'tab bar switches between home, classify, cart and user',
    async () => {
      const page = await newPage()
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      await until(async () => (await hashOf(page)).includes('/pages/tabbar/index'), 30_000)
      const items = page.locator('.taro-tabbar__tabbar .weui-tabbar__item')
      await items.first().waitFor({ timeout: 15_000 })
      const n = await items.count()
      if (n < 4) throw new Error(`expected 4 tabs, found ${n}`)
      const look = await page.evaluate(() => {
        const bar = document.querySelector('.taro-tabbar__tabbar').getBoundingClientRect()
        const off = document.querySelector('.weui-tabbar__item:not(.weui-bar__item_on) .weui-tabbar__label')
        const icon = document.querySelector('.weui-tabbar__item img')
        return { height: bar.height, inactive: off && getComputedStyle(off).color, icon: icon && icon.naturalWidth > 0 }
      })
      if (look.height !== 50 || look.inactive !== 'rgb(128, 128, 128)' || !look.icon) throw new Error(`tab bar look: ${JSON.stringify(look)}`)
      const targets = ['classify', 'shoppingCart', 'user', 'index']
      const order = [1, 2, 3, 0]
      for (let i = 0; i < order.length; i++) {
        await items.nth(order[i]).click()
        const ok = await until(async () => (await hashOf(page)).includes(`/pages/tabbar/${targets[i]}`), 10_000)
        if (!ok) throw new Error(`tab ${order[i]} did not open tabbar/${targets[i]} (at ${await hashOf(page)})`)
      }
      await shot(page, 'tabs')
      await page.context().close()
    },
  ],
  [
    'a login-required page redirects to login, and logging in returns to it',
    async () => {
      const page = await newPage()
      await page.goto(`${server.base}/#/pages/user/collect/index`)
      const atLogin = await until(async () => (await hashOf(page)).includes('/pages/public/account/appLogin'), 30_000)
      if (!atLogin) throw new Error(`not redirected to login (at ${await hashOf(page)})`)
      await page.waitForTimeout(800)
      await shot(page, 'login')
      const phone = page.locator('input[type="tel"], input[name="phone"], .login-phone input, input').first()
      await phone.fill('13800138000')
      const pwd = page.locator('input[type="password"]').first()
      await pwd.fill('demo1234')
      const agree = page.locator('[data-testid="agreement"], .login-agreement')
      if (await agree.count()) await agree.first().click()
      await page.locator('[data-testid="login-submit"], .login-submit').first().click()
      const back = await until(async () => (await hashOf(page)).includes('/pages/user/collect/index'), 20_000)
      await shot(page, 'after-login')
      if (!back) throw new Error(`not returned to the target after login (at ${await hashOf(page)})`)
      const token = await page.evaluate(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) || '').includes('token')))
      if (!token) throw new Error('no session persisted after login')
      await page.context().close()
    },
  ],
  [
    'the language chosen in settings changes the texts, is sent as lang, and survives a reload; logout ends the session',
    async () => {
      const page = await newPage()
      const langs = []
      page.on('request', (r) => {
        if (r.url().includes('/api/') && ['xhr', 'fetch'].includes(r.resourceType())) langs.push(r.headers()['lang'])
      })
      await page.goto(`${server.base}/#/pages/tabbar/user`)
      await page.locator('[data-testid="user-login"]').first().click({ timeout: 20_000 })
      await until(async () => (await hashOf(page)).includes('/pages/public/account/appLogin'), 15_000)
      await login(page, { goto: false })
      if (!(await until(async () => (await hashOf(page)).includes('/pages/tabbar/user'), 20_000)))
        throw new Error(`not back on the user tab (at ${await hashOf(page)})`)
      await page.locator('[data-testid="shortcut-public/setting/index"]').first().click({ timeout: 15_000 })
      await page.locator('[data-testid="lang-en"]').first().click({ timeout: 15_000 })
      const english = await until(async () => (await page.locator('[data-testid="settings"]').first().innerText()).includes('Log out'), 10_000)
      if (!english) throw new Error('settings did not switch to English')
      await page.goBack()
      await until(async () => (await hashOf(page)).includes('/pages/tabbar/user'), 10_000)
      const tabText = await until(async () => {
        const t = await page.locator('.taro-tabbar__tabbar').first().innerText()
        return t.includes('Home') && t.includes('Cart') ? t : null
      }, 10_000)
      if (!tabText) throw new Error(`tab bar not in English: ${await page.locator('.taro-tabbar__tabbar').first().innerText()}`)
      langs.length = 0
      await page.reload()
      await until(async () => langs.length > 0, 15_000)
      if (!langs.every((l) => l === 'en')) throw new Error(`after reload the API calls carried lang ${[...new Set(langs)]}`)
      await shot(page, 'english')
      // log out from settings: the stored session is gone and the user tab offers login again
      await page.goto(`${server.base}/#/pages/public/setting/index`)
      await page.locator('[data-testid="logout"]').first().click({ timeout: 20_000 })
      if (!(await until(async () => (await page.locator('[data-testid="user-login"]').count()) > 0, 15_000))) throw new Error('no login entry after logout')
      const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => (localStorage.getItem(k) || '').includes('"token":"')))
      if (left.length) throw new Error(`a token is still stored: ${left}`)
      await page.context().close()
    },
  ],
  [
    'the home banner turns by itself and by a swipe; a tap opens its link',
    async () => {
      const page = await newPage()
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      const banner = page.locator('.home-banner')
      await banner.locator('.carousel__slide img').first().waitFor({ state: 'attached', timeout: 30_000 })
      const active = () => banner.locator('.carousel__dot').evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('carousel__dot--active')))
      // a dot per image: the system seed's three and the form seed's paid form (form.seed.ts)
      if ((await banner.locator('.carousel__dot').count()) !== 4) throw new Error('the banner should have a dot per image (4)')
      if ((await active()) !== 0) throw new Error('the banner should start on its first image')
      if (!(await until(async () => (await active()) === 1, 6_000))) throw new Error('the banner did not turn by itself')
      const box = await banner.boundingBox()
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + box.width * 0.8, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
      await page.mouse.up()
      if (!(await until(async () => (await active()) === 2, 1_000))) throw new Error(`a swipe to the left did not turn the banner (dot ${await active()})`)
      await page.waitForTimeout(400)
      await shot(page, 'home-banner')
      // the drag did not open anything; a tap on the third image opens its link (the nearby page)
      if (!(await hashOf(page)).includes('/pages/tabbar/index')) throw new Error('the swipe opened a page')
      await page.mouse.click(box.x + box.width / 2, y)
      if (!(await until(async () => (await hashOf(page)).includes('/pages/tabbar/nearby'), 5_000)))
        throw new Error(`a tap on the banner did not open its link (at ${await hashOf(page)})`)
      await page.context().close()
    },
  ],
  [
    'the home feed loads its next page at the bottom until all products are shown, without repeats',
    async () => {
      const page = await newPage()
      const pages = []
      let withFeed = 0
      page.on('request', (r) => {
        const u = new URL(r.url())
        if (u.pathname.endsWith('/customer/api/product/list/1')) pages.push(Number(u.searchParams.get('pageNum')))
        // page 1 of every products block comes with the layout (config/init feed=true): home asks for no list first
        if (u.pathname.endsWith('/system/api/config/init') && u.searchParams.get('feed') === 'true') withFeed++
      })
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      const feed = page.locator('.home-products').last()
      // rows of the feed: the cards on the screen and the rows the windowed list keeps as boxes
      const cards = () => feed.evaluate((el) => [...el.querySelectorAll('[data-rows]')].reduce((n, b) => n + Number(b.getAttribute('data-rows')), 0))
      if (!(await until(async () => (await cards()) > 0, 30_000))) throw new Error('the feed never showed products')
      const first = await cards()
      const total = (await (await fetch(`${server.base}/api/customer/api/product/list/1?pageSize=1`)).json()).total
      if (first >= total) throw new Error(`the first page already holds every product (${first} of ${total})`)
      const more = page.getByTestId('products-more')
      // a tab page scrolls inside its own element (Taro's H5 page), not the window; scroll with the
      // mouse wheel as a user does (Taro fires reach-bottom again only after the page left the bottom)
      const scrollTo = async (where) => {
        await page.mouse.move(195, 400)
        for (let i = 0; i < 40; i++) {
          const left = await page.evaluate(() => {
            const el = document.querySelector('.taro_page.taro_page_show')
            return el.scrollHeight - el.scrollTop - el.clientHeight
          })
          const top = await page.evaluate(() => document.querySelector('.taro_page.taro_page_show').scrollTop)
          if ((where === 'bottom' && left < 2) || (where === 'top' && top < 2)) return
          await page.mouse.wheel(0, where === 'bottom' ? 800 : -2000)
          await page.waitForTimeout(60)
        }
      }
      for (let i = 0; i < 20 && (await cards()) < total; i++) {
        const before = await cards()
        await scrollTo('bottom')
        await until(async () => (await cards()) > before, 5_000)
      }
      const shown = await cards()
      const ids = await feed.locator('.product-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
      // the windowed list keeps only the blocks near the screen as cards
      if (ids.length > 100) throw new Error(`${ids.length} cards in the page at once`)
      if (shown !== total) throw new Error(`the feed shows ${shown} of ${total} products (pages asked: ${pages.join(',')})`)
      if (!withFeed || pages[0] !== 2) throw new Error(`pages asked: ${pages.join(',')} (page 1 should come with config/init?feed=true: ${withFeed} asked)`)
      if (new Set(pages).size !== pages.length) throw new Error(`a page was asked twice: ${pages.join(',')}`)
      if (new Set(ids).size !== ids.length) throw new Error('a card shows twice')
      const end = await until(async () => /没有更多了/.test(await more.innerText()), 5_000)
      await shot(page, 'home-feed-end')
      if (!end) throw new Error(`no "no more" line at the end (it says "${await more.innerText()}")`)
      // the end of the page is above the tab bar, not hidden under it. Measured at the bottom: when the last
      // page answers slowly (a loaded machine) it arrives after the scroll that asked for it stopped, below the fold
      const asked = pages.length
      await scrollTo('bottom')
      await page.waitForTimeout(300)
      const line = await more.boundingBox()
      const bar = await page.locator('.taro-tabbar__tabbar').boundingBox()
      if (!line || !bar || line.y + line.height > bar.y)
        throw new Error(`the last line (bottom ${line && line.y + line.height}) is under the tab bar (top ${bar?.y})`)
      // one more scroll at the end asks for nothing
      await scrollTo('top')
      await page.waitForTimeout(200)
      await scrollTo('bottom')
      await page.waitForTimeout(800)
      if (pages.length !== asked) throw new Error('the feed asked for another page after the last one')
      await page.context().close()
    },
  ],
  [
    'pulling the home page down reloads its layout and products (one answer: config/init with the feed)',
    async () => {
      const page = await newPage({ hasTouch: true, isMobile: true })
      const ctx = page.context()
      const asked = []
      const answered = []
      const watched = (u) => /\/config\/init$/.test(u.pathname) && u.searchParams.get('feed') === 'true'
      page.on('request', (r) => {
        const u = new URL(r.url())
        if (watched(u)) asked.push(u.pathname.split('/').slice(-2).join('/'))
      })
      page.on('response', (r) => {
        const u = new URL(r.url())
        if (watched(u)) answered.push({ what: u.pathname.split('/').slice(-2).join('/'), status: r.status(), after: asked.length })
      })
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 30_000))) throw new Error('home never showed products')
      await page.waitForTimeout(300)
      const before = asked.length
      const cdp = await ctx.newCDPSession(page)
      const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] })
      await touch('touchStart', 250)
      for (let y = 260; y <= 650; y += 15) {
        await touch('touchMove', y)
        await page.waitForTimeout(16)
      }
      await touch('touchEnd', 650)
      const reloaded = await until(() => asked.slice(before).includes('config/init'), 8_000)
      if (!reloaded) throw new Error(`the pull did not reload (asked after it: ${asked.slice(before).join(', ') || 'nothing'})`)
      // the reload shows the loading state until its answers arrive (slow on a loaded machine): wait for
      // the reloaded products' answer, then for the cards it brings
      const fresh = () => answered.filter((a) => a.after > before && a.what === 'config/init')
      if (!(await until(() => fresh().length > 0, 30_000))) throw new Error('the reloaded products were never answered')
      if (fresh().some((a) => a.status !== 200)) throw new Error(`the reloaded products failed: ${JSON.stringify(fresh())}`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 15_000))) throw new Error('no products after the reload')
      await ctx.close()
    },
  ],
  [
    'back on the home tab asks to press again to exit; a second back leaves; back from a page returns home',
    async () => {
      const page = await newPage()
      await page.goto('about:blank')
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      const cards = () => page.locator('.product-card').count()
      if (!(await until(async () => (await cards()) > 0, 30_000))) throw new Error('home never showed products')
      await page.locator('.product-card').first().click()
      await until(async () => (await hashOf(page)).includes('/pages/classify/goods/info/index'), 10_000)
      await page.waitForTimeout(1000)
      await page.goBack()
      const home = await until(
        async () =>
          (await hashOf(page)).includes('/pages/tabbar/index') &&
          (await page.locator('.taro_page').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length)) === 1,
        10_000,
      )
      if (!home) throw new Error(`back from the product page did not return home (at ${await hashOf(page)})`)
      await page.waitForTimeout(500)
      await page.goBack()
      const toast = await until(async () => (await page.evaluate(() => document.body.innerText)).includes('再按一次退出'), 5_000)
      await shot(page, 'press-again')
      if (!toast) throw new Error('no "press again to exit" toast')
      if (!(await hashOf(page)).includes('/pages/tabbar/index') || (await cards()) === 0) throw new Error('the first back left the home page')
      await page.goBack()
      const left = await until(async () => page.url() === 'about:blank', 5_000)
      if (!left) throw new Error(`the second back did not leave the app (at ${page.url()})`)
      await page.context().close()
    },
  ],
  [
    "a shopper browses: classify shows a category's products; search suggests, lists results and opens one",
    async () => {
      const page = await newPage()
      const shown = (sel) => page.locator(`.taro_page_show ${sel}`)
      await page.goto(`${server.base}/#/pages/tabbar/classify`)
      if (!(await until(async () => (await shown('.classify-rail__item').count()) > 1, 30_000))) throw new Error('classify showed no categories')
      if (!(await until(async () => (await shown('.classify-pane .product-card').count()) > 0, 15_000)))
        throw new Error('the first category showed no products')
      // pick another top category and one of its sub-categories: the pane lists that one's products
      const asked = []
      page.on('request', (r) => {
        const u = new URL(r.url())
        if (u.pathname.endsWith('/customer/api/product/search')) asked.push(Object.fromEntries(u.searchParams))
      })
      await shown('.classify-rail__item').nth(2).click()
      await shown('.classify-subs__item').first().click()
      const sub = await shown('.classify-subs__text--on').innerText()
      if (
        !(await until(
          async () => (await shown('.classify-pane__title').innerText()) === sub && (await shown('.classify-pane .product-card').count()) > 0,
          15_000,
        ))
      )
        throw new Error(`sub-category "${sub}" showed no products`)
      if (!asked.some((q) => q.categoryId)) throw new Error(`no product search by category was sent: ${JSON.stringify(asked)}`)
      await shot(page, 'classify')
      // its full list: sorted by price, ascending
      await shown('[data-testid="classify-more"]').click()
      if (
        !(await until(
          async () => (await hashOf(page)).includes('/pages/classify/detail?id=') && (await shown('[data-testid="category"] .product-card').count()) > 0,
          15_000,
        ))
      )
        throw new Error('the category list did not open')
      await shown('[data-testid="sort-priceAsc"]').click()
      await until(async () => asked.at(-1)?.sort === 'priceAsc', 10_000)
      await page.waitForTimeout(800)
      const prices = (await shown('[data-testid="category"] .product-card__price').allInnerTexts()).map((p) => Number(p.replace(/[^\d.]/g, '')))
      if (prices.some((p, i) => i > 0 && p < prices[i - 1])) throw new Error(`not sorted by price: ${prices.join(', ')}`)
      await shot(page, 'category-list')
      // search: suggestions while typing, results on submit, a result opens the product page
      await page.goto(`${server.base}/#/pages/classify/search/index`)
      // the search box: the `<input>` itself (Taro's React Input) or inside Taro's web component (H5_HTML_COMPONENTS=0)
      const input = shown(':is(input[data-testid="search-input"], [data-testid="search-input"] input)')
      await input.waitFor({ timeout: 30_000 })
      if (!(await until(async () => (await shown('[data-testid="search-hot"]').count()) > 0, 15_000))) throw new Error('no hot words')
      await input.fill('咖啡')
      if (!(await until(async () => (await shown('.search-suggest__item').count()) > 0, 10_000))) throw new Error('no suggestions for 咖啡')
      await shot(page, 'search-suggest')
      await shown('[data-testid="search-submit"]').click()
      if (
        !(await until(
          async () =>
            (await hashOf(page)).includes('/pages/classify/searchResult?keyword=咖啡') &&
            (await shown('[data-testid="search-result"] .product-card').count()) > 0,
          15_000,
        ))
      )
        throw new Error('no results for 咖啡')
      const last = asked.at(-1)
      if (last.keyword !== '咖啡' || last.pageSize !== '10' || last.pageNum !== '1') throw new Error(`results asked: ${JSON.stringify(last)}`)
      await shot(page, 'search-results')
      const card = shown('[data-testid="search-result"] .product-card').first()
      const id = await card.getAttribute('data-id')
      await card.click()
      if (!(await until(async () => (await hashOf(page)).includes(`/pages/classify/goods/info/index?id=${id}`), 10_000)))
        throw new Error(`the result did not open its product page (at ${await hashOf(page)})`)
      // the search was kept in the device's history (a fresh load of the search page shows it)
      await page.goto(`${server.base}/#/pages/classify/search/index`)
      await page.reload()
      if (
        !(await until(
          async () =>
            (await shown('[data-testid="search-history"]').count()) > 0 && (await shown('[data-testid="search-history"]').innerText()).includes('咖啡'),
          15_000,
        ))
      )
        throw new Error('the search is not in the history')
      await page.context().close()
    },
  ],
  [
    "the demo shopper's cart: a SKU added through the API shows by shop; quantity, totals and badge follow the server; delete empties it",
    async () => {
      const yuan = (fen) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
      const {
        data: { token },
      } = await call('POST', '/auth/api/customer/login', { loginType: 'password', username: '13800138000', password: 'demo1234', countryArea: '86' })
      // a product in stock with a SKU of 3+ in stock, its shop open
      const { rows } = await call('GET', '/customer/api/product/search?inStock=true&pageSize=20&keyword=%E8%A3%A4')
      let product, sku
      for (const r of rows) {
        const { data } = await call('GET', `/customer/api/product/${r.id}`)
        sku = data.buyable && data.skus.find((s) => s.stock >= 3 && s.available)
        if (sku) {
          product = data
          break
        }
      }
      if (!product) throw new Error('no buyable product found')
      await call('POST', '/customer/api/basket', { skuId: sku.id, count: 1 }, token)
      await call('POST', `/customer/api/collection/${product.id}?type=1`, undefined, token)
      await call('POST', `/customer/api/footprint/${product.id}`, undefined, token)
      const preview = async (ids) => (await call('POST', '/customer/api/basket/settle-preview', { ids }, token)).data

      const page = await newPage()
      await login(page)
      await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
      const row = page.locator('[data-testid^="basket-check-"]').first()
      await row.waitFor({ timeout: 30_000 })
      const id = Number((await row.getAttribute('data-testid')).replace('basket-check-', ''))
      if (!(await page.locator('[data-testid="cart"]').innerText()).includes(product.shop.name)) throw new Error(`the shop ${product.shop.name} is not shown`)
      // the cart tab's own badge (the user tab has one too: unread messages)
      const cartBadge = () => page.locator('.taro-tabbar__tabbar .weui-tabbar__item').nth(2).locator('.taro-tabbar-badge:visible')
      const badge = () =>
        cartBadge()
          .first()
          .innerText({ timeout: 1000 })
          .catch(() => '')
      if (!(await until(async () => (await badge()) === '1', 10_000))) throw new Error(`badge is ${await badge()}, not 1`)
      // the basket just added is ticked: the bar shows the server's total without a tap
      const total = () => page.locator('[data-testid="cart-total"]').first().innerText()
      const one = await preview([id])
      if (!(await until(async () => (await total()) === yuan(one.total), 10_000)))
        throw new Error(`total ${await total()} is not the server's ${yuan(one.total)}`)
      await page.locator(`[data-testid="basket-plus-${id}"]`).first().click()
      if (!(await until(async () => (await page.locator(`[data-testid="basket-count-${id}"]`).innerText()) === '2', 10_000)))
        throw new Error('the quantity did not become 2')
      const two = await preview([id])
      if (two.count !== 2) throw new Error(`the server counts ${two.count}`)
      if (!(await until(async () => (await total()) === yuan(two.total), 10_000)))
        throw new Error(`total ${await total()} is not the server's ${yuan(two.total)}`)
      if (!(await until(async () => (await badge()) === '2', 10_000))) throw new Error(`badge is ${await badge()}, not 2`)
      await shot(page, 'cart')
      await page.locator(`[data-testid="basket-delete-${id}"]`).first().click()
      await page.locator('.taro-model__btn').last().click({ timeout: 10_000 })
      if (!(await until(async () => (await page.locator('[data-testid="cart-go-shopping"]').count()) > 0, 10_000)))
        throw new Error('the cart is not empty after delete')
      if (!(await until(async () => (await cartBadge().count()) === 0, 10_000))) throw new Error('the badge stayed after the cart emptied')
      const left = (await call('GET', '/customer/api/basket/count', undefined, token)).data
      if (left.count !== 0) throw new Error(`the server still counts ${left.count}`)

      // favourites and footprints show what the API created
      await page.goto(`${server.base}/#/pages/user/collect/index`)
      if (!(await until(async () => (await page.locator(`[data-testid="fav-${product.id}"]`).count()) > 0, 20_000)))
        throw new Error('the favourite is not listed')
      await shot(page, 'favourites')
      await page.goto(`${server.base}/#/pages/user/footmark`)
      if (!(await until(async () => (await page.locator(`[data-testid="foot-${product.id}"]`).count()) > 0, 20_000)))
        throw new Error('the footprint is not listed')
      if (!(await page.locator('[data-testid="footprints"]').innerText()).includes('今天')) throw new Error('the footprint is not under "today"')
      await shot(page, 'footprints')
      await page.context().close()
    },
  ],
  [
    'product detail: pick a SKU, add to cart as a guest (login, back), add again, the badge grows, favourite it',
    async () => {
      // a multi-SKU product in stock, found through the search endpoint
      const search = await (await fetch(`${server.base}/api/customer/api/product/search?keyword=T%E6%81%A4&inStock=true&pageSize=20`)).json()
      let product = null
      for (const row of search.rows ?? []) {
        const d = (await (await fetch(`${server.base}/api/customer/api/product/${row.id}`)).json()).data
        if (d.buyable && d.specGroups.length >= 2 && d.skus.filter((k) => k.available && k.stock >= 2).length >= 2) {
          product = d
          break
        }
      }
      if (!product) throw new Error('no multi-SKU product in stock among the search results')
      const sku = product.skus.find((k) => k.available && k.stock >= 2)
      const page = await newPage()
      await page.goto(`${server.base}/#/pages/classify/goods/info/index?id=${product.id}`)
      await page.locator('[data-testid="product-detail"]').first().waitFor({ timeout: 30_000 })
      // a value that cannot make an in-stock SKU is disabled when there is one
      for (const g of product.specGroups) await page.locator(`[data-testid="sku-${g.key}-${sku.spec[g.key]}"]`).first().click()
      const price = (await page.locator('[data-testid="sku-price"]').first().innerText()).trim()
      const want = `¥${Math.floor(sku.price / 100)}.${String(sku.price % 100).padStart(2, '0')}`
      if (price !== want) throw new Error(`the price did not follow the SKU: ${price} != ${want}`)
      await shot(page, 'product-detail')
      // the reviews and the description come at the first idle period after the page shows (core/ui/reveal)
      await page.locator('[data-testid="reviews-summary"]').first().waitFor({ timeout: 10_000 })
      if ((await page.locator('.pd__desc-img').count()) !== product.images.length) throw new Error("the description does not show the product's pictures")
      // a guest goes to login and comes back to this product
      await page.locator('[data-testid="add-to-cart"]').first().click()
      if (!(await until(async () => (await hashOf(page)).includes('/pages/public/account/appLogin'), 15_000)))
        throw new Error(`guest not sent to login (at ${await hashOf(page)})`)
      await login(page, { goto: false })
      const back = await until(async () => (await hashOf(page)).includes(`/pages/classify/goods/info/index?id=${product.id}`), 20_000)
      if (!back) throw new Error(`not back on the product after login (at ${await hashOf(page)})`)
      await page.locator('[data-testid="product-detail"]:visible').first().waitFor({ timeout: 20_000 })
      const badge = async () => {
        const b = page.locator('[data-testid="cart-badge"]:visible')
        return (await b.count()) ? Number((await b.first().innerText()).trim()) : 0
      }
      await page.waitForTimeout(1000)
      const before = await badge()
      const view = page.locator('[data-testid="product-detail"]:visible').first()
      for (const g of product.specGroups) {
        const chip = view.locator(`[data-testid="sku-${g.key}-${sku.spec[g.key]}"]`).first()
        if ((await chip.getAttribute('aria-selected')) !== 'true') await chip.click()
      }
      await view.locator('[data-testid="add-to-cart"]').first().click()
      if (!(await until(async () => (await badge()) === before + 1, 10_000))) throw new Error(`badge after the first add: ${await badge()} (was ${before})`)
      await page.waitForTimeout(1100)
      await view.locator('[data-testid="add-to-cart"]').first().click()
      if (!(await until(async () => (await badge()) === before + 2, 10_000))) throw new Error(`badge after the second add: ${await badge()} (was ${before})`)
      // favourite: the flag turns on (the server answers it on the next detail)
      const fav = view.locator('[data-testid="favourite"]').first()
      const was = await fav.getAttribute('aria-pressed')
      await fav.click()
      if (!(await until(async () => (await fav.getAttribute('aria-pressed')) !== was, 10_000))) throw new Error('the favourite did not toggle')
      await shot(page, 'product-detail-after')
      await page.context().close()
    },
  ],
  [
    "no page asks a host other than the app's own (empty and not-ready pages included)",
    async () => {
      const page = await newPage()
      // a not-ready page, the 404 page and the empty cart show empty-state pictures
      const missing = []
      for (const [hash, ready] of [
        ['/pages/yuncang/goods/index', '[data-testid="not-ready"] img'],
        ['/pages/404', '[data-testid="not-found"] img'],
        ['/pages/tabbar/shoppingCart', '[data-testid="cart"] img'],
      ]) {
        await page.goto(`${server.base}/#${hash}`)
        const shown = await until(async () => (await hashOf(page)).includes(hash) && (await page.locator(ready).count()) > 0, 30_000)
        if (!shown) {
          missing.push(`${hash} showed no picture`)
          continue
        }
        // the picture is loaded (from our host), not broken
        const loaded = await until(
          () =>
            page
              .locator(ready)
              .first()
              .evaluate((img) => img.complete && img.naturalWidth > 0),
          10_000,
        )
        if (!loaded) missing.push(`${hash}: the picture did not load (${await page.locator(ready).first().getAttribute('src')})`)
        if (hash === '/pages/yuncang/goods/index') await shot(page, 'not-ready')
      }
      await page.context().close()
      if (foreign.size) throw new Error(`requests to other hosts:\n${[...foreign].map(([u, at]) => `  ${u} (from ${at})`).join('\n')}`)
      if (missing.length) throw new Error(missing.join('; '))
    },
  ],
])
