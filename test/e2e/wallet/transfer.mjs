// Transfer and convert in the browser (issue 23, items 6 and 7): the demo shopper sends CNY to a second shopper (the
// demo merchant, who shops too) by phone through the quote and the pay password, and the second sees the money; a
// bare GET of do/turn (what a prefetch sends) moves nothing; the demo shopper converts CNY into USD at the demo rate,
// rounded down with its note, both legs in the balances; staff open the exchange rates from the desk and set one.
// Screenshots of both pages at 320/375/414 px in English and Chinese, nothing past the right edge.
import { data, until } from '../harness.mjs'

const FRIEND = { phone: '13900000088', password: 'merchant1234' }
const STAFF = { phone: '13700000099', password: 'staff1234' }
// the wallet suite's pay password of the demo shopper (after-sales uses the same one)
const PAY_PWD = '246810'

export default async (h) => {
  const { server, at, shot, loggedIn, pageApi: api } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  const balances = async (page) => Object.fromEntries(data(await api(page, 'GET', 'customer/api/account'), 'accounts').map((a) => [a.currency, a.balance]))
  async function payPassword(page) {
    if (!data(await api(page, 'GET', 'customer/api/payPwd'), 'pay password').set)
      data(await api(page, 'POST', 'customer/api/payPwd', { password: PAY_PWD, confirmPassword: PAY_PWD }), 'set pay password')
  }
  /** type the pay password into the sheet's boxes */
  async function enterPassword(page) {
    const pwd = page.locator('input[data-testid="pay-pwd-input"]:visible, [data-testid="pay-pwd-input"]:visible input').last()
    await pwd.waitFor({ timeout: 10_000 })
    await pwd.fill(PAY_PWD)
  }
  const state = {}
  return [
    [
      'transfer: the demo shopper sends 12.34 CNY by phone; the quote names the recipient masked; the second shopper sees the money',
      async () => {
        const friend = await loggedIn(FRIEND)
        const friendBefore = await balances(friend)
        const page = await loggedIn()
        state.page = page
        await payPassword(page)
        const before = await balances(page)
        await page.goto(`${server.base}/#/pages/user/wallet/transfer?currency=CNY`)
        await shown(page, 'available').waitFor({ timeout: 20_000 })
        if ((await shown(page, 'available').innerText()) !== `¥${(before.CNY / 100).toFixed(2)}`) throw new Error('the rule does not show the CNY balance')
        await textBox(page, 'to').fill(FRIEND.phone)
        await textBox(page, 'amount').fill('12.34')
        await shown(page, 'get-quote').click()
        await shown(page, 'quote').waitFor({ timeout: 15_000 })
        const recipient = await shown(page, 'recipient').innerText()
        if (!recipient.includes('139****0088')) throw new Error(`the recipient is not shown masked: ${recipient}`)
        if ((await shown(page, 'quote-amount').innerText()) !== '¥12.34') throw new Error('the quote is not the amount typed')
        if (!/This quote holds for 0[45]:\d\d/.test(await shown(page, 'quote-left').innerText())) throw new Error('no countdown on the quote')
        await shot(page, 'transfer-quote')
        // what a prefetch of the money GET would send (the session, the quote, no key, no password): refused, nothing moved
        const quoteId = await page.evaluate(async () => {
          const token = /token\\*":\\*"([^"\\]+)/.exec(Object.values(localStorage).join(' '))?.[1]
          const r = await fetch('/api/customer/api/account/turn/rule/CNY?phone=13900000088&amount=1', {
            headers: { Authorization: `Bearer ${token}`, tenant: 'default', lang: 'en' },
          })
          return (await r.json()).data.quote.quoteId
        })
        const bare = await page.evaluate(async (q) => {
          const token = /token\\*":\\*"([^"\\]+)/.exec(Object.values(localStorage).join(' '))?.[1]
          const r = await fetch(`/api/customer/api/account/do/turn?quoteId=${q}`, {
            headers: { Authorization: `Bearer ${token}`, tenant: 'default', lang: 'en' },
          })
          return { cache: r.headers.get('cache-control'), body: await r.json() }
        }, quoteId)
        if (bare.body.code !== 1700 || bare.cache !== 'no-store' || !bare.body.msg.includes('Idempotency-Key, Pay-Password'))
          throw new Error(`a bare GET was not refused as incomplete: ${JSON.stringify(bare)}`)
        if ((await balances(page)).CNY !== before.CNY) throw new Error('a bare GET moved money')
        await shown(page, 'confirm').click()
        await enterPassword(page)
        await shown(page, 'transfer-result').waitFor({ timeout: 15_000 })
        const after = await balances(page)
        if (after.CNY !== before.CNY - 1234) throw new Error(`the sender's CNY went ${before.CNY} -> ${after.CNY}`)
        if ((await shown(page, 'result-balance').innerText()) !== `¥${(after.CNY / 100).toFixed(2)}`)
          throw new Error('the result does not show the new balance')
        await shot(page, 'transfer-result')
        // the second shopper sees it (their own session, their own accounts)
        if (!(await until(async () => (await balances(friend)).CNY === (friendBefore.CNY ?? 0) + 1234, 10_000)))
          throw new Error(`the recipient's CNY did not go up by 12.34: ${JSON.stringify(await balances(friend))}`)
        await friend.context().close()
      },
    ],
    [
      'convert: 10.01 CNY into USD at the demo rate, rounded down to 1.38 with the note; both legs in the balances',
      async () => {
        const page = state.page ?? (await loggedIn())
        await payPassword(page)
        const before = await balances(page)
        await page.goto(`${server.base}/#/pages/user/wallet/transform?from=CNY&to=USD`)
        await shown(page, 'rate').waitFor({ timeout: 20_000 })
        const rate = await shown(page, 'rate').innerText()
        if (rate !== '1 CNY = 0.1381 USD') throw new Error(`the demo rate is ${rate}`)
        await textBox(page, 'amount').fill('10.01')
        await shown(page, 'get-quote').click()
        await shown(page, 'quote').waitFor({ timeout: 15_000 })
        // 10.01 x 0.1381 = 1.382381: 1.38 credited, 0.002381 rounded off
        if ((await shown(page, 'quote-get').innerText()) !== '$1.38') throw new Error('the quote does not round down to $1.38')
        const note = await shown(page, 'quote-rounding').innerText()
        if (note !== 'Rounded down to 0.01: 0.002381 USD is not credited') throw new Error(`the rounding note reads ${note}`)
        if (!/This quote holds for 00:[0-5]\d|01:00/.test(await shown(page, 'quote-left').innerText())) throw new Error('no countdown on the quote')
        await shot(page, 'convert-quote')
        await shown(page, 'confirm').click()
        await enterPassword(page)
        await shown(page, 'convert-result').waitFor({ timeout: 15_000 })
        const after = await balances(page)
        if (after.CNY !== before.CNY - 1001 || after.USD !== (before.USD ?? 0) + 138)
          throw new Error(`balances went ${JSON.stringify(before)} -> ${JSON.stringify(after)}`)
        if ((await shown(page, 'result-to').innerText()) !== `$${(after.USD / 100).toFixed(2)}`) throw new Error('the result does not show the USD balance')
        await shot(page, 'convert-result')
      },
    ],
    [
      'desk: staff open the exchange rates from the desk, see the demo rates and set one',
      async () => {
        const page = await loggedIn(STAFF)
        await page.goto(`${server.base}/#/pages/platform/index`)
        await shown(page, 'tile-rates').click()
        await at(page, 'platform/rates')
        await shown(page, 'rate-value-CNY-USD').waitFor({ timeout: 20_000 })
        if ((await shown(page, 'rate-value-CNY-USD').innerText()) !== '1 CNY = 0.1381 USD') throw new Error('the desk does not show the demo CNY rate')
        await shot(page, 'desk-rates')
        await shown(page, 'rate-edit-USD-CNY').click()
        await textBox(page, 'rate-input-USD-CNY').fill('7.16')
        await shown(page, 'rate-save-USD-CNY').click()
        if (!(await until(async () => (await shown(page, 'rate-value-USD-CNY').innerText()) === '1 USD = 7.16 CNY', 10_000)))
          throw new Error('the saved rate is not shown')
        const rates = data(await api(page, 'GET', 'platform/api/exchange/rate/list'), 'rates')
        if (rates.find((r) => r.from === 'USD' && r.to === 'CNY')?.rate !== '7.16') throw new Error(`the server has ${JSON.stringify(rates)}`)
        await page.context().close()
      },
    ],
    [
      'transfer and convert pages at 320, 375 and 414 px in English and Chinese: nothing past the right edge',
      async () => {
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['zh', 'zh-CN'],
        ]) {
          const page = await loggedIn({}, { locale })
          for (const width of [320, 375, 414]) {
            await page.setViewportSize({ width, height: 800 })
            for (const [route, id, name] of [
              ['user/wallet/transfer?currency=CNY', 'get-quote', 'transfer'],
              ['user/wallet/transform?from=CNY&to=USD', 'get-quote', 'transform'],
            ]) {
              await page.goto(`${server.base}/#/pages/${route}`)
              await shown(page, id).waitFor({ timeout: 20_000 })
              if (name === 'transfer') await textBox(page, 'to').fill(FRIEND.phone)
              await textBox(page, 'amount').fill('1.23')
              await shown(page, 'get-quote').click()
              await shown(page, 'quote').waitFor({ timeout: 15_000 })
              const over = await page.evaluate(
                () =>
                  [...document.querySelectorAll('.tf-card, .tf-chip, .tf-btn, .tf-row__value, .tf-note')].filter(
                    (e) => e.getClientRects().length && e.getBoundingClientRect().right > innerWidth + 1,
                  ).length,
              )
              if (over) throw new Error(`${route} at ${width}px (${lang}): ${over} elements past the right edge`)
              await shot(page, `${name}-${lang}-${width}`)
            }
          }
          await page.context().close()
        }
      },
    ],
  ]
}
