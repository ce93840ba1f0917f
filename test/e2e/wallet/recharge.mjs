// Recharge in the browser (issue 23 item 2): the demo shopper picks a package with a bonus on `systemPay/wallet/recharge`,
// the cashier offers the channels a recharge may use (no balance, no cash), the local gateway's hosted page pays, its
// signed notification credits the wallet, and the page polls the recharge to its success screen: the balance grew by
// amount + bonus, once. The "reload failed" state and the desk's packages page too. Screenshots at 320/375/414 px in
// English and Chinese (test/e2e/artifacts/recharge-*.png).
import { data } from '../harness.mjs'

export default async (h) => {
  const { server, loggedIn, pageApi: api, shot, at, hashOf } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const until = async (fn, ms = 15_000) => {
    const end = Date.now() + ms
    for (;;) {
      if (await fn().catch(() => false)) return true
      if (Date.now() > end) return false
      await new Promise((r) => setTimeout(r, 150))
    }
  }
  const yuan = (n) => `¥${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`
  const balanceOf = async (page, currency = 'CNY') =>
    data(await api(page, 'GET', 'customer/api/account'), 'accounts').find((a) => a.currency === currency)?.balance ?? 0
  /** Nothing of the page's own boxes past the right edge. */
  /** The recharge the first case paid (the second shows its success screen at every width). */
  let paidNo = ''
  const overflow = (page) =>
    page.evaluate(
      () => [...document.querySelectorAll('[class*="rc-"], .cs-ch, .cs-head')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length,
    )

  return [
    [
      'recharge a package through the local gateway: the balance grows by amount + bonus, once; the success screen says so',
      async () => {
        const page = await loggedIn()
        const before = await balanceOf(page)
        const options = data(await api(page, 'GET', 'customer/api/order/recharge/options'), 'options')
        const pkg = options.packages.find((p) => p.currency === 'CNY' && p.bonus > 0)
        if (!pkg) throw new Error(`no CNY package with a bonus: ${JSON.stringify(options.packages)}`)
        await page.goto(`${server.base}/#/pages/systemPay/wallet/recharge`)
        await shown(page, `rc-pkg-${pkg.id}`).waitFor({ timeout: 30_000 })
        const card = (await shown(page, `rc-pkg-${pkg.id}`).innerText()).replace(/\s+/g, ' ')
        if (!card.includes(yuan(pkg.amount)) || !card.includes(yuan(pkg.bonus))) throw new Error(`the package card shows "${card}"`)
        await shown(page, `rc-pkg-${pkg.id}`).click()
        if (!(await until(async () => (await shown(page, 'rc-gets').innerText()).trim() === yuan(pkg.amount + pkg.bonus))))
          throw new Error(`"balance grows by" is not ${yuan(pkg.amount + pkg.bonus)}`)
        await shot(page, 'recharge-form-chosen')
        await shown(page, 'rc-submit').click()
        if (!(await at(page, '/pages/systemPay/order/details/index'))) throw new Error(`recharge did not open the cashier (at ${await hashOf(page)})`)
        const no = /payNo=(R\d+)/.exec(await hashOf(page))?.[1]
        if (!no) throw new Error(`the cashier's payNo is not a recharge: ${await hashOf(page)}`)
        // the cashier: the recharge's amount and number, the online channels, never the balance nor cash
        await shown(page, 'cs-amount').waitFor({ timeout: 20_000 })
        if ((await shown(page, 'cs-amount').innerText()).trim() !== yuan(pkg.amount)) throw new Error('the cashier does not show the recharge amount')
        if (!(await shown(page, 'cs-no').innerText()).includes(no)) throw new Error('the cashier does not name the recharge')
        if ((await page.locator('[data-testid="ch-SYS"], [data-testid="ch-CASH"]').count()) > 0)
          throw new Error('the cashier offers the balance or cash for a recharge')
        const online = page.locator('[data-testid="ch-ZFB"]:visible, [data-testid="ch-WX"]:visible, [data-testid="ch-STRIPE"]:visible')
        await online.first().waitFor({ timeout: 20_000 })
        await shot(page, 'recharge-cashier')
        await online.first().click()
        await shown(page, 'cs-pay').click()
        if (!(await at(page, '/pages/web'))) throw new Error(`the hosted page did not open (at ${await hashOf(page)})`)
        const frame = await until(async () => page.frames().find((f) => f.url().includes('/pay/gateway/')), 15_000)
        if (!frame) throw new Error('no hosted pay page frame')
        const payFrame = page.frames().find((f) => f.url().includes('/pay/gateway/'))
        const payButton = payFrame.locator('button, input[type="submit"]').first()
        await payButton.waitFor({ timeout: 15_000 })
        await shot(page, 'recharge-gateway')
        await payButton.click()
        // the signed notification reaches the server (the job worker), the cashier's poll lands on the recharge page,
        // which polls the recharge to its success screen
        if (!(await at(page, `/pages/systemPay/wallet/recharge?id=${no}`, 60_000)))
          throw new Error(`no recharge page after the gateway (at ${await hashOf(page)})`)
        await shown(page, 'rc-success').waitFor({ timeout: 60_000 })
        const total = (await shown(page, 'rc-total').innerText()).trim()
        if (!total.includes(yuan(pkg.amount + pkg.bonus))) throw new Error(`the success screen says "${total}"`)
        const after = await balanceOf(page)
        if (after !== before + pkg.amount + pkg.bonus) throw new Error(`balance ${before} -> ${after}, not + ${pkg.amount + pkg.bonus}`)
        if (!(await shown(page, 'rc-balance').innerText()).includes(yuan(after))) throw new Error('the success screen does not show the balance now')
        const check = data(await api(page, 'GET', `customer/api/order/recharge/balance/check/${no}`), 'check')
        if (check.state !== 'paid' || check.total !== pkg.amount + pkg.bonus) throw new Error(`check says ${JSON.stringify(check)}`)
        await shot(page, 'recharge-success')
        paidNo = no
        // a while later (a repeated notification, a reload): still credited once
        await new Promise((r) => setTimeout(r, 2500))
        await page.reload()
        await shown(page, 'rc-success').waitFor({ timeout: 30_000 })
        if ((await balanceOf(page)) !== after) throw new Error('the balance moved again')
        await shown(page, 'rc-wallet').click()
        if (!(await at(page, '/pages/user/wallet/index'))) throw new Error('"back to wallet" does not open the wallet')
        await page.context().close()
      },
    ],
    [
      'recharge pages at 320, 375 and 414 px in English and Chinese: the form, "reload failed", the success screen; the desk',
      async () => {
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['zh', 'zh-CN'],
        ]) {
          const page = await loggedIn({}, { locale })
          const options = data(await api(page, 'GET', 'customer/api/order/recharge/options'), 'options')
          const pkg = options.packages.find((p) => p.currency === 'CNY' && p.bonus > 0)
          // an unpaid recharge whose payment failed: the "reload failed" state with pay again
          const failed = data(await api(page, 'POST', 'customer/api/order/recharge/balance', { amount: 2345 }), 'recharge')
          for (const width of [320, 375, 414]) {
            await page.setViewportSize({ width, height: 800 })
            await page.goto(`${server.base}/#/pages/systemPay/wallet/recharge`)
            await shown(page, `rc-pkg-${pkg.id}`).waitFor({ timeout: 30_000 })
            await shown(page, `rc-pkg-${pkg.id}`).click()
            await shown(page, 'rc-summary').waitFor()
            if (await overflow(page)) throw new Error(`the recharge form at ${width}px (${lang}) has boxes past the right edge`)
            await shot(page, `recharge-form-${lang}-${width}`)
            await page.goto(`${server.base}/#/pages/systemPay/wallet/recharge?id=${failed.id}&failed=1&reason=Card%20declined`)
            await shown(page, 'rc-failed').waitFor({ timeout: 30_000 })
            if (!(await shown(page, 'rc-failed').innerText()).includes(lang === 'en' ? 'Reload failed' : '充值失败'))
              throw new Error('no "reload failed" title')
            if (await overflow(page)) throw new Error(`"reload failed" at ${width}px (${lang}) has boxes past the right edge`)
            await shot(page, `recharge-failed-${lang}-${width}`)
            if (paidNo) {
              await page.goto(`${server.base}/#/pages/systemPay/wallet/recharge?id=${paidNo}`)
              await shown(page, 'rc-success').waitFor({ timeout: 30_000 })
              if (await overflow(page)) throw new Error(`the success screen at ${width}px (${lang}) has boxes past the right edge`)
              await shot(page, `recharge-success-${lang}-${width}`)
            }
          }
          await page.context().close()
        }
        // the desk: staff's packages page and its tile on the desk
        const staff = await loggedIn({ phone: '13700000099', password: 'staff1234' }, { viewport: { width: 320, height: 800 } })
        await staff.goto(`${server.base}/#/pages/platform/index`)
        await shown(staff, 'tile-recharge').click()
        if (!(await at(staff, '/pages/platform/recharge'))) throw new Error('the desk tile does not open the packages page')
        await staff.locator('[data-testid^="d-pkg-"]:visible').first().waitFor({ timeout: 30_000 })
        if (await overflow(staff)) throw new Error('the desk page at 320px has boxes past the right edge')
        await shot(staff, 'recharge-desk-en-320')
        await staff.context().close()
      },
    ],
  ]
}
