// Voucher sharing in the browser: the demo shopper shares a held voucher (advanceShare/index -> selectCoupon ->
// detail: the link and the poster); a second shopper (the demo merchant, who shops too) opens the link in a
// browser context of their own as a guest, logs in, comes back to the share and claims it. The voucher is then
// in their held coupons (the API) and in the sharer's records (the page and the API). Screenshots at 320/375/414 px.
import { until } from '../harness.mjs'

const FRIEND = { phone: '13900000088', password: 'merchant1234' }
// the shown page's element (H5 keeps the pages under it in the document, hidden: the guest's share page under the logged-in one)
const tid = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()

export default async (h) => {
  const state = {}
  return [
    [
      'share: the demo shopper shares a voucher with a quota of 2 and gets a link and a poster',
      async () => {
        const page = await h.loggedIn()
        state.sharer = page
        // the demo data: a share of the shopper's that another demo user claimed from
        const seeded = await h.pageApi(page, 'GET', 'customer/api/share/list')
        if (!seeded.rows?.some((r) => r.quota === 3 && r.claimed === 1)) throw new Error(`no seeded share: ${JSON.stringify(seeded)}`)
        // a voucher of its own to share, claimed in the centre (the coupon case may have used the seeded ones at checkout)
        const centre = await h.pageApi(page, 'GET', 'promotion/api/coupon/center?tab=store&pageSize=50')
        const cp = (centre.rows ?? centre.data?.rows)?.find((r) => r.claimable && r.mine === 0)
        if (!cp) throw new Error(`no store coupon to claim: ${JSON.stringify(centre)}`)
        const got = await h.pageApi(page, 'POST', `promotion/api/coupon/${cp.couponId}/claim`)
        if (!got.ok) throw new Error(`claim: ${JSON.stringify(got)}`)
        state.title = cp.title
        await page.goto(`${h.server.base}/#/pages/advanceShare/index`)
        const voucher = page.locator('[data-testid^="voucher-"]', { hasText: cp.title }).first()
        await voucher.waitFor({ timeout: 20_000 })
        await h.shot(page, 'share-index')
        await voucher.click()
        await h.at(page, 'advanceShare/selectCoupon')
        await tid(page, 'create').waitFor({ timeout: 20_000 })
        await tid(page, 'quota-minus').click()
        if ((await tid(page, 'quota').textContent()) !== '2') throw new Error('the quota did not go down to 2')
        await h.shot(page, 'share-select')
        await tid(page, 'create').click()
        await h.at(page, 'advanceShare/detail')
        await tid(page, 'link').waitFor({ timeout: 20_000 })
        const link = (await tid(page, 'link').textContent()).trim()
        if (!link.startsWith(`${h.server.base}/#/pages/advanceShare/detail?code=`)) throw new Error(`the link is ${link}`)
        state.code = new URL(link.replace('#/', '')).searchParams.get('code')
        if (!/^[A-Za-z0-9_-]{22}$/.test(state.code)) throw new Error(`the code is ${state.code}`)
        state.link = link
        // the poster: drawn into a picture (a PNG) with the hint to keep it
        await tid(page, 'poster-img').waitFor({ timeout: 10_000 })
        const src = await tid(page, 'poster-img').locator('img').first().getAttribute('src')
        if (!src?.startsWith('data:image/png;base64,')) throw new Error('the poster is not a drawn picture')
        if (!(await tid(page, 'poster-hint').textContent()).includes('screenshot')) throw new Error('no hint to save the poster')
        await h.shot(page, 'share-detail-sharer')
      },
    ],
    [
      'share: a second shopper opens the link as a guest, logs in, comes back and claims; records on both sides',
      async () => {
        if (!state.link) throw new Error('no share from the previous case')
        const page = await h.newPage()
        await page.goto(state.link)
        await tid(page, 'claim').waitFor({ timeout: 20_000 })
        if (!(await tid(page, 'sharer').textContent()).includes('D***r')) throw new Error('the sharer is not shown masked')
        if ((await tid(page, 'claim').textContent()) !== 'Log in to claim') throw new Error('a guest is not asked to log in')
        await h.shot(page, 'share-detail-guest')
        await tid(page, 'claim').click()
        await h.at(page, 'appLogin')
        await h.login(page, { ...FRIEND, goto: false })
        // back on the share, logged in
        if (!(await h.at(page, `advanceShare/detail?code=${state.code}`))) throw new Error(`login did not come back to the share (at ${await h.hashOf(page)})`)
        const claimText = async () =>
          (await tid(page, 'claim')
            .textContent({ timeout: 2000 })
            .catch(() => '')) ?? ''
        if (!(await until(async () => (await claimText()) === 'Claim', 30_000)))
          throw new Error(`the share page after login says "${await claimText()}", not "Claim" (at ${await h.hashOf(page)})`)
        await tid(page, 'claim').click()
        await until(
          async () =>
            (
              (await tid(page, 'note')
                .textContent()
                .catch(() => '')) ?? ''
            ).includes('You claimed this voucher'),
          20_000,
        )
        await h.shot(page, 'share-detail-claimed')
        // the voucher is the friend's now
        const held = await h.pageApi(page, 'GET', 'customer/api/share/coupons')
        if (!held.ok || !held.data.some((c) => c.title === state.title)) throw new Error(`not among the friend's coupons: ${JSON.stringify(held)}`)
        const mine = await h.pageApi(page, 'GET', 'customer/api/share/claimed')
        if (!mine.rows.some((r) => r.code === state.code)) throw new Error("not in the friend's claims")
        // a second claim is refused
        const again = await h.pageApi(page, 'POST', 'customer/api/share/claim', { code: state.code })
        if (again.ok || again.code !== 1584) throw new Error(`a second claim: ${JSON.stringify(again)}`)
        // the sharer's records: the API and the page
        const rec = await h.pageApi(state.sharer, 'GET', `customer/api/share/records?code=${state.code}`)
        if (rec.total !== 1) throw new Error(`the sharer's records: ${JSON.stringify(rec)}`)
        await state.sharer.goto(`${h.server.base}/#/pages/advanceShare/record?code=${state.code}`)
        await state.sharer.locator('[data-testid^="claim-"]').first().waitFor({ timeout: 20_000 })
        await h.shot(state.sharer, 'share-record')
        await state.sharer.goto(`${h.server.base}/#/pages/advanceShare/list`)
        const row = state.sharer.locator('[data-testid^="share-"]', { hasText: '1/2' }).first()
        await row.waitFor({ timeout: 20_000 })
        await h.shot(state.sharer, 'share-list')
      },
    ],
  ]
}
