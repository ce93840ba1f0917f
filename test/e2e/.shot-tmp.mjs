// temporary screenshot helper (not committed)
import { chromium } from 'playwright-core'
const base = process.env.BASE || 'http://127.0.0.1:3917'
const targets = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: process.env.LOC || 'zh-CN' })
const page = await ctx.newPage()
page.on('pageerror', (e) => console.log('[page error]', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('[console]', m.text()))
await page.goto(`${base}/#/pages/public/account/appLogin`)
await page.locator('.login-phone input').first().fill('13800138000', { timeout: 30000 })
await page.locator('.login-password input').first().fill('demo1234')
await page.locator('[data-testid="agreement"]').first().click()
await page.locator('[data-testid="login-submit"]').first().click()
await page.waitForTimeout(2500)
if (process.env.LANGSET) {
  await page.goto(`${base}/#/pages/public/setting/index`)
  await page.locator(`[data-testid="lang-${process.env.LANGSET}"]`).first().click({ timeout: 15000 })
  await page.waitForTimeout(1000)
}
for (const t of targets) {
  const [hash, name, action] = t.split('|')
  await page.goto(`${base}/#${hash}`)
  await page.waitForTimeout(3500)
  if (action) { for (const a of action.split(',')) { await page.locator(`[data-testid="${a}"]`).first().click(); await page.waitForTimeout(1500) } }
  await page.screenshot({ path: `/tmp/cart-shots/${name}.png` })
  console.log('shot', name)
}
await browser.close()
