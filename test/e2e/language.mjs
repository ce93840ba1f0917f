// Every language, all the way (built H5 in Chromium): a guest picks a language in Settings (no login),
// the first language follows the browser's, home's product titles follow a change without a reload, and
// the dialogs' buttons are in the language (cart delete as the demo shopper). Screenshots at 375 px.
import fs from 'node:fs'
import path from 'node:path'
import { data, openHarness, until } from './harness.mjs'

const { server, artifacts, at, hashOf, newPage, login, pageApi, run } = await openHarness({ label: 'language' })
const shots = process.env.SHOTS_DIR || artifacts
fs.mkdirSync(shots, { recursive: true })
const shot = (page, name) => page.screenshot({ path: path.join(shots, `${name}.png`) })
const PHONE = { viewport: { width: 375, height: 740 } }
const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
const text = (page, sel) => page.locator(sel).first().innerText({ timeout: 20_000 })
const bodyHas = (page, s, ms = 15_000) => until(async () => (await page.locator('body').innerText()).includes(s), ms)

/** The user tab, then its Settings shortcut: as a guest this must open Settings, not the login page. */
async function guestSettings(page) {
  await page.goto(`${server.base}/#/pages/tabbar/user`)
  await shown(page, 'user-login').waitFor({ timeout: 30_000 })
  await shown(page, 'shortcut-public/setting/index').click()
  if (!(await at(page, '/pages/public/setting/index'))) throw new Error(`settings as a guest went to ${await hashOf(page)}`)
  await shown(page, 'settings').waitFor({ timeout: 20_000 })
}

const titles = (page) => page.locator('[data-testid="product-card"]:visible .product-card__title').allInnerTexts()

await run([
  [
    'a guest opens Settings from the user tab and chooses English: Settings, the user tab and the tab bar speak English; the choice stays after a reload',
    async () => {
      const page = await newPage({ ...PHONE, locale: 'zh-CN' })
      await guestSettings(page)
      if (!(await bodyHas(page, '语言'))) throw new Error('settings not in Chinese first')
      if (await page.locator('[data-testid="logout"]').count()) throw new Error('a guest sees "log out"')
      await shot(page, 'guest-settings-zh_CN')
      await shown(page, 'lang-en').click()
      if (!(await bodyHas(page, 'Language'))) throw new Error(`settings did not turn English: ${await page.locator('body').innerText()}`)
      await shot(page, 'guest-settings-en')
      await page.goBack()
      await shown(page, 'user-login').waitFor({ timeout: 20_000 })
      if (!(await until(async () => (await text(page, '[data-testid="user-login"]')).includes('Log in'))))
        throw new Error(`user tab: ${await text(page, '[data-testid="user-login"]')}`)
      await page.reload()
      await shown(page, 'user-login').waitFor({ timeout: 30_000 })
      if (!(await until(async () => (await text(page, '[data-testid="user-login"]')).includes('Log in'))))
        throw new Error('the choice did not survive a reload')
      await page.context().close()
    },
  ],
  [
    'first open follows the browser: en-US gives English, zh-HK Traditional Chinese, de-DE the default (Simplified)',
    async () => {
      for (const [locale, expected] of [
        ['en-US', 'Log in / Sign up'],
        ['zh-HK', '登入 / 註冊'],
        ['de-DE', '登录 / 注册'],
      ]) {
        const page = await newPage({ ...PHONE, locale })
        await page.goto(`${server.base}/#/pages/tabbar/user`)
        await shown(page, 'user-login').waitFor({ timeout: 30_000 })
        const got = await until(async () => {
          const t = await text(page, '[data-testid="user-login"]')
          return t === expected ? t : null
        })
        if (!got) throw new Error(`${locale}: "${await text(page, '[data-testid="user-login"]')}", expected "${expected}"`)
        await page.context().close()
      }
    },
  ],
  [
    "home's product titles follow a language change without a reload",
    async () => {
      const page = await newPage({ ...PHONE, locale: 'zh-CN' })
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      await shown(page, 'product-card').waitFor({ timeout: 30_000 })
      const zh = await titles(page)
      await page.evaluate(() => (window.__sameDocument = true))
      await guestSettings(page)
      await shown(page, 'lang-en').click()
      await page.goBack()
      await page.locator('.weui-tabbar__item').first().click()
      if (!(await at(page, '/pages/tabbar/index'))) throw new Error('home tab')
      const en = await until(async () => {
        const t = await titles(page)
        return t.length && t[0] !== zh[0] ? t : null
      })
      if (!en) throw new Error(`titles did not change: ${zh.slice(0, 3).join(' | ')}`)
      if (!(await page.evaluate(() => window.__sameDocument === true))) throw new Error('the page was reloaded')
      if (!/[A-Za-z]/.test(en[0]) || /[\u4e00-\u9fff]/.test(en[0])) throw new Error(`not English: ${en[0]}`)
      console.log(`  ${zh[0]} -> ${en[0]}`)
      await shot(page, 'home-en-after-switch')
      await page.context().close()
    },
  ],
  [
    "the demo shopper's cart delete asks with buttons in the language: English (Cancel keeps the line) and Japanese",
    async () => {
      const page = await newPage({ ...PHONE, locale: 'en-US' })
      await login(page)
      const list = data(await pageApi(page, 'GET', 'customer/api/product/search?pageSize=20&inStock=true'), 'search')
      let skuId = null
      for (const p of list.rows) {
        const d = data(await pageApi(page, 'GET', `customer/api/product/${p.id}`), 'detail')
        const sku = (d.skus ?? []).find((s) => s.available !== false && s.stock > 2)
        if (d.buyable && sku) {
          skuId = sku.id
          break
        }
      }
      if (!skuId) throw new Error('no buyable SKU')
      data(await pageApi(page, 'POST', 'customer/api/basket', { skuId, count: 1 }), 'add to cart')
      const basket = data(await pageApi(page, 'GET', 'customer/api/basket/list'), 'cart')
        .groups.flatMap((g) => g.baskets)
        .find((b) => b.productSku?.id === skuId)
      const ask = async (lng) => {
        await page.goto(`${server.base}/#/pages/tabbar/shoppingCart`)
        await shown(page, `basket-delete-${basket.id}`).click({ timeout: 30_000 })
        await page.locator('.taro-model__confirm').waitFor({ state: 'visible', timeout: 10_000 })
        await page.waitForTimeout(500) // the modal fades in
        const buttons = [await text(page, '.taro-model__cancel'), await text(page, '.taro-model__confirm')]
        await shot(page, `confirm-${lng}`)
        return buttons
      }
      const en = await ask('en')
      if (en.join('|') !== 'Cancel|OK') throw new Error(`English buttons: ${en.join('|')}`)
      if (!(await bodyHas(page, 'Delete this item?', 2000))) throw new Error('the question is not English')
      await page.locator('.taro-model__cancel').click()
      await page.waitForTimeout(500)
      if (!(await shown(page, `basket-${basket.id}`).isVisible())) throw new Error('Cancel deleted the line')
      // Japanese, chosen in Settings
      await page.goto(`${server.base}/#/pages/public/setting/index`)
      await shown(page, 'lang-ja').click()
      await bodyHas(page, '言語')
      const ja = await ask('ja')
      if (ja.join('|') !== 'やめる|OK') throw new Error(`Japanese buttons: ${ja.join('|')}`)
      await page.locator('.taro-model__cancel').click()
      await page.context().close()
    },
  ],
])
