// H5's header (Taro's navigation bar, shown on every page but the route table's customNav ones) and the
// page frame a navigation shows while the page's code loads: a product link opened directly (title in
// English, home button), home -> product -> back, tab pages (title, no button), and a tap on a slow
// network (600 ms round trip) showing the header and skeleton at once. Screenshots in test/e2e/artifacts.
import fs from 'node:fs'
import path from 'node:path'
import { openHarness, root, until } from './harness.mjs'

const { server, shot, newPage, at, hashOf, login, run } = await openHarness({ label: 'header' })
const titles = (lng) => JSON.parse(fs.readFileSync(path.join(root, `locales/${lng}/pages.json`), 'utf8'))
const en = titles('en')
const zh = titles('zh_CN')
const PRODUCT = 'classify/goods/info/index'
const product = (await (await fetch(`${server.base}/api/customer/api/product/search?keyword=tea&pageSize=1`)).json()).rows[0]
if (!product) throw new Error('no demo product')

/** a page whose stored language is `lng` (the settings store, as the app keeps it) */
async function pageIn(lng, options) {
  const page = await newPage(options)
  await page.addInitScript((l) => {
    if (!localStorage.getItem('mall-settings'))
      localStorage.setItem('mall-settings', JSON.stringify({ data: JSON.stringify({ state: { locale: l }, version: 0 }) }))
  }, lng)
  return page
}

/** the header as drawn: shown, title, which button shows, its box, and the page's first content below it */
const header = (page) =>
  page.evaluate(() => {
    const bar = document.getElementById('taro-navigation-bar')
    const vis = (el) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0
    const r = bar?.getBoundingClientRect()
    return {
      shown: vis(bar),
      title: bar?.querySelector('.taro-navigation-bar-title')?.textContent,
      back: vis(bar?.querySelector('.taro-navigation-bar-back')),
      home: vis(bar?.querySelector('.taro-navigation-bar-home')),
      icon: !!bar?.querySelector('.taro-navigation-bar-back svg, .taro-navigation-bar-home svg'),
      bottom: r ? r.bottom : 0,
      docTitle: document.title,
    }
  })

/** the current page's first box (its root's first child with a height) and the bottom edge of what is fixed at the bottom */
const pageTop = (page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none' && p.getBoundingClientRect().height > 0)
    const root = shown[shown.length - 1]?.querySelector('.page')
    const first = [...(root?.children ?? [])].find((c) => c.getBoundingClientRect().height > 0)
    return first ? first.getBoundingClientRect().top : -1
  })

const waitHeader = (page, want) =>
  until(async () => {
    const x = await header(page)
    return want(x) ? x : null
  }, 20_000)

await run([
  [
    "a product link opened directly (English): the header has the product page's title and a home button that opens home",
    async () => {
      const page = await pageIn('en', { viewport: { width: 375, height: 812 } })
      await page.goto(`${server.base}/#/pages/${PRODUCT}?id=${product.id}`)
      if (!(await at(page, PRODUCT, 30_000))) throw new Error(`never reached the product: ${await hashOf(page)}`)
      const h = await waitHeader(page, (x) => x.shown && x.title === en[PRODUCT] && x.icon)
      if (!h) throw new Error(`header: ${JSON.stringify(await header(page))}`)
      if (!h.home || h.back) throw new Error(`a page opened from a link shows home, not back: ${JSON.stringify(h)}`)
      if (h.docTitle !== en[PRODUCT]) throw new Error(`document title ${h.docTitle}`)
      // nothing of the page under the header
      await until(async () => (await pageTop(page)) > 0, 10_000)
      const top = await pageTop(page)
      if (top < h.bottom - 0.5) throw new Error(`the page starts at ${top}, under the header (bottom ${h.bottom})`)
      await shot(page, 'header-product-link-en')
      await page.locator('#taro-navigation-bar .taro-navigation-bar-home').click()
      if (!(await at(page, 'tabbar/index', 10_000))) throw new Error(`home button went to ${await hashOf(page)}`)
      // home draws its own header (customNav): Taro's bar hides
      if (!(await waitHeader(page, (x) => !x.shown))) throw new Error('the bar stayed on home')
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 20_000))) throw new Error('home shows no product')
      await page.context().close()
    },
  ],
  [
    'home -> product: the back arrow returns home; tab pages show a title and no button',
    async () => {
      const page = await pageIn('zh_CN')
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 30_000))) throw new Error('home shows no product')
      if ((await header(page)).shown) throw new Error("home shows Taro's bar over its own header")
      await page.locator('.product-card').first().click()
      if (!(await at(page, PRODUCT))) throw new Error(`the card opened ${await hashOf(page)}`)
      const h = await waitHeader(page, (x) => x.shown && x.title === zh[PRODUCT] && x.icon)
      if (!h || !h.back || h.home) throw new Error(`after a tap: ${JSON.stringify(await header(page))}`)
      await shot(page, 'header-product-back-zh')
      await page.locator('#taro-navigation-bar .taro-navigation-bar-back').click()
      if (!(await at(page, 'tabbar/index', 10_000))) throw new Error(`back went to ${await hashOf(page)}`)
      if (!(await waitHeader(page, (x) => !x.shown))) throw new Error('the bar stayed on home after back')
      for (const tab of ['tabbar/classify', 'tabbar/shoppingCart']) {
        await page
          .locator('.weui-tabbar__item')
          .nth(tab === 'tabbar/classify' ? 1 : 2)
          .click()
        if (!(await at(page, tab))) throw new Error(`tab bar opened ${await hashOf(page)}`)
        const t = await waitHeader(page, (x) => x.shown && x.title === zh[tab])
        if (!t || t.back || t.home) throw new Error(`${tab}: ${JSON.stringify(await header(page))}`)
        // the tab bar stays visible below the page
        const tabbar = await page.evaluate(() => document.querySelector('.weui-tabbar')?.getBoundingClientRect().bottom)
        if (Math.abs(tabbar - 844) > 1) throw new Error(`${tab}: tab bar bottom at ${tabbar}`)
      }
      await page.context().close()
    },
  ],
  [
    'titles follow a language switch, also on a page shown again after it (a tab page kept from before)',
    async () => {
      const page = await pageIn('zh_CN')
      await login(page)
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 30_000))) throw new Error('home shows no product')
      const tab = (i) => page.locator('.weui-tabbar__item').nth(i).click()
      await tab(2)
      if (!(await waitHeader(page, (x) => x.shown && x.title === zh['tabbar/shoppingCart'])))
        throw new Error(`cart (zh): ${JSON.stringify(await header(page))}`)
      await tab(3)
      await page.locator('[data-testid="shortcut-public/setting/index"]').click()
      if (!(await waitHeader(page, (x) => x.shown && x.back && x.title === zh['public/setting/index'])))
        throw new Error(`settings (zh): ${JSON.stringify(await header(page))}`)
      await page.locator('[data-testid="lang-en"]').click()
      if (!(await waitHeader(page, (x) => x.title === en['public/setting/index'] && x.docTitle === en['public/setting/index'])))
        throw new Error(`settings after the switch: ${JSON.stringify(await header(page))}`)
      await shot(page, 'header-settings-en')
      await page.locator('#taro-navigation-bar .taro-navigation-bar-back').click()
      if (!(await at(page, 'tabbar/user', 10_000))) throw new Error(`back went to ${await hashOf(page)}`)
      await tab(2)
      if (!(await waitHeader(page, (x) => x.shown && x.title === en['tabbar/shoppingCart'] && x.docTitle === en['tabbar/shoppingCart'])))
        throw new Error(`cart shown again after the switch: ${JSON.stringify(await header(page))}`)
      await page.context().close()
    },
  ],
  [
    'search results scrolled: the results bar sticks right below the header, not under it nor a header lower',
    async () => {
      const page = await pageIn('zh_CN', { viewport: { width: 320, height: 640 } })
      await page.goto(`${server.base}/#/pages/classify/searchResult?keyword=a`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 3, 30_000))) throw new Error('no results')
      const h = await waitHeader(page, (x) => x.shown && x.title === zh['classify/searchResult'])
      if (!h) throw new Error(`results header: ${JSON.stringify(await header(page))}`)
      await page.mouse.move(160, 400)
      await page.mouse.wheel(0, 900)
      await page.waitForTimeout(800)
      const top = await page.evaluate(() => document.querySelector('.results-bar')?.getBoundingClientRect().top)
      await shot(page, 'header-results-scrolled-zh-320')
      if (Math.abs(top - h.bottom) > 1) throw new Error(`results bar at ${top}, the header ends at ${h.bottom}`)
      await page.context().close()
    },
  ],
  [
    'a tap on a product on a slow network (600 ms round trip): the header and the skeleton within 300 ms, the page after',
    async () => {
      const page = await pageIn('en', { viewport: { width: 375, height: 812 } })
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      if (!(await until(async () => (await page.locator('.product-card').count()) > 0, 30_000))) throw new Error('home shows no product')
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 600, downloadThroughput: -1, uploadThroughput: -1 })
      // times in the page: the tap, the frame's skeleton, the product page's own root
      await page.evaluate(() => {
        const w = window
        w.__t = {}
        document.addEventListener('pointerdown', () => (w.__t.tap ??= performance.now()), true)
        new MutationObserver(() => {
          if (w.__t.tap === undefined) return
          if (!w.__t.frame && document.querySelector('[data-testid="page-frame"] .skeleton')) {
            w.__t.frame = performance.now()
            w.__t.frameTitle = document.querySelector('[data-testid="page-frame"] .taro-navigation-bar-title')?.textContent
          }
          if (!w.__t.page && document.querySelector('.page[data-page="classify/goods/info/index"]')) w.__t.page = performance.now()
        }).observe(document.body, { childList: true, subtree: true })
      })
      await page.locator('.product-card').first().click()
      await until(() => page.evaluate(() => window.__t.frame !== undefined), 3_000, 20)
      await shot(page, 'header-slow-frame-en')
      const t = await until(() => page.evaluate(() => (window.__t.page !== undefined ? window.__t : null)), 20_000)
      if (!t) throw new Error(`the product page never came: ${JSON.stringify(await page.evaluate(() => window.__t))}`)
      console.log(`  tap -> skeleton ${Math.round(t.frame - t.tap)} ms, tap -> page ${Math.round(t.page - t.tap)} ms`)
      if (!(t.frame - t.tap <= 300)) throw new Error(`skeleton ${t.frame - t.tap} ms after the tap`)
      if (!(t.page > t.frame)) throw new Error('the page came before the frame: nothing slow to cover (the chunk was here already?)')
      if (t.frameTitle !== en[PRODUCT]) throw new Error(`the frame's title: ${t.frameTitle}`)
      // the frame goes once the page has shown
      if (!(await until(async () => (await page.locator('[data-testid="page-frame"]').count()) === 0, 10_000)))
        throw new Error('the frame stayed over the page')
      const h = await waitHeader(page, (x) => x.shown && x.back)
      if (!h) throw new Error(`header after the slow load: ${JSON.stringify(await header(page))}`)
      await page.context().close()
    },
  ],
])
