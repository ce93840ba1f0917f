// Withdrawals in the browser (issue 23 item 5, types/withdraw.ts). The demo shopper (real name approved and a
// bound card from the seed) opens the withdraw page, signs the withdrawal agreement on the local e-sign
// provider's hosted page, comes back, requests a withdrawal (the amount and fee held at once); staff approve it
// in the desk's review queue (`platform/reviews`, the desk's tile); the
// local bank pays it out and the result page shows it completed. Then the demo merchant's withdraw page.
// Screenshots at 320, 375 and 414 px, in English and Chinese (test/e2e/artifacts/withdraw-*.png).
import { data, until } from '../harness.mjs'

const STAFF = { phone: '13700000099', password: 'staff1234' } // order.seed.ts
const MERCHANT = { phone: '13900000088', password: 'merchant1234' }

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, pageApi: api } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const textBox = (page, id) => page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  const text = async (page, id) => (await shown(page, id).innerText({ timeout: 20_000 })).trim()
  const go = (page, name, q = '') => page.goto(`${server.base}/#/pages/${name}${q}`)
  /** `withdraw-<name>-<lang>-<width>.png` at 320, 375 and 414 px in English and Chinese, nothing past the right edge (harness `sweep`) */
  const shots = (page, name, ready) => h.sweep(page, `withdraw-${name}`, ready)

  return [
    [
      'withdraw: agreement signed on the hosted page, a withdrawal requested, approved by staff, paid out and shown completed',
      async () => {
        const page = await loggedIn()
        await go(page, 'user/wallet/extract/index')
        await shown(page, 'wd-available').waitFor({ timeout: 30_000 })
        const before = await text(page, 'wd-available')
        await shot(page, 'withdraw-unsigned')
        if (!(await shown(page, 'wd-gate-sign').count())) throw new Error('the demo shopper should still have to sign the agreement')

        // the provider's hosted page opens in the app's web page: tick, sign, back
        await shown(page, 'wd-sign').click()
        if (!(await at(page, 'pages/web'))) throw new Error(`signing did not open the web page: ${await hashOf(page)}`)
        const frame = page.frameLocator('iframe').first()
        await frame.locator('[data-testid="document"]').waitFor({ timeout: 20_000 })
        await frame.locator('[data-testid="agree"]').check()
        await shot(page, 'withdraw-esign-page')
        await frame.locator('[data-testid="sign"]').click()
        await frame.locator('[data-testid="signed"]').waitFor({ timeout: 20_000 })
        const fingerprint = (await frame.locator('[data-testid="fingerprint"]').innerText()).trim()
        if (!/^[0-9a-f]{64}$/.test(fingerprint)) throw new Error(`the signed page shows no SHA-256: ${fingerprint}`)
        await shot(page, 'withdraw-esign-signed')
        // signing answered in place (no history entry in the frame): the header's back returns to the app at once
        await page.locator('#taro-navigation-bar .taro-navigation-bar-back').click()
        if (!(await at(page, 'user/wallet/extract/index'))) throw new Error(`back did not return to the withdraw page: ${await hashOf(page)}`)
        // the provider's callback reaches the server (a job): the form opens
        if (!(await until(async () => (await shown(page, 'wd-gate-sign').count()) === 0, 30_000))) throw new Error('the signature never arrived')
        const agreement = data(await api(page, 'GET', 'customer/api/cash/agreement'), 'agreement')
        if (!agreement.signed || agreement.documentSha256 !== fingerprint)
          throw new Error(`the server recorded ${JSON.stringify(agreement)}, the page showed ${fingerprint}`)

        // request 100.00: the fee shown is the server's, the amount and fee are held at once
        await textBox(page, 'wd-amount').fill('100')
        const fee = data(await api(page, 'GET', 'customer/api/cash/fee?amount=10000'), 'fee')
        await until(async () => (await shown(page, 'wd-fee').count()) > 0, 10_000)
        const feeShown = await text(page, 'wd-fee')
        if (!feeShown.endsWith(`${Math.floor(fee.fee / 100)}.${String(fee.fee % 100).padStart(2, '0')}`))
          throw new Error(`fee shown ${feeShown}, server says ${fee.fee}`)
        await shot(page, 'withdraw-form')
        await shown(page, 'wd-submit').click()
        if (!(await at(page, 'user/wallet/extract/success'))) throw new Error(`no result page: ${await hashOf(page)}`)
        if ((await text(page, 'wd-headline')) !== 'Withdrawal requested') throw new Error(`the result says ${await text(page, 'wd-headline')}`)
        const id = Number(/id=(\d+)/.exec(await hashOf(page))?.[1])
        const status = data(await api(page, 'GET', 'customer/api/cash/status'), 'status')
        if (status.held < fee.total) throw new Error(`held ${status.held} after requesting ${fee.total}`)
        await shot(page, 'withdraw-requested')

        // staff approve it in the desk's review queue: the desk's tile -> the queue's withdrawals -> the item -> approve
        const staff = await loggedIn(STAFF)
        const queue = data(await api(staff, 'GET', 'platform/api/approval/list?kind=withdrawal&pageSize=100'), 'review queue')
        const item = queue.rows.find((r) => r.ref === String(id))
        if (!item) throw new Error(`withdrawal ${id} is not in the review queue`)
        await go(staff, 'platform/index')
        await shown(staff, 'tile-reviews').click({ timeout: 30_000 })
        if (!(await at(staff, 'platform/reviews'))) throw new Error(`the tile did not open the queue: ${await hashOf(staff)}`)
        await shown(staff, 'reviews-tab-withdrawal').click({ timeout: 20_000 })
        await shown(staff, `review-open-${item.id}`).click({ timeout: 20_000 })
        const amountShown = (await shown(staff, `review-${item.id}-amount`).innerText()).trim()
        if (amountShown !== '100.00') throw new Error(`the desk shows the amount ${amountShown}`)
        if (!(await shown(staff, `review-${item.id}-card`).innerText()).includes('****')) throw new Error('the desk does not show the masked card')
        await shot(staff, 'withdraw-desk-detail')
        await shown(staff, `review-approve-${item.id}`).click()
        await staff.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })
        if (!(await until(async () => (await staff.locator(`[data-testid="review-${item.id}"]:visible`).count()) === 0, 20_000)))
          throw new Error('the approved withdrawal is still in the pending queue')
        await staff.context().close()

        // the local bank notifies after its delay; the result page asks again until it is final
        if (!(await until(async () => (await text(page, 'wd-headline').catch(() => '')) === 'Withdrawal completed', 60_000)))
          throw new Error(`never completed: ${await text(page, 'wd-headline').catch(() => '?')}`)
        await shot(page, 'withdraw-completed')
        await shots(page, 'result', 'wd-headline')
        await go(page, 'user/wallet/extract/index')
        await shown(page, `wd-row-${id}`).waitFor({ timeout: 20_000 })
        if ((await text(page, `wd-row-state-${id}`)) !== 'Completed') throw new Error(`the list shows ${await text(page, `wd-row-state-${id}`)}`)
        if ((await text(page, 'wd-available')) === before) throw new Error('the available balance did not change')
        await shots(page, 'index', 'wd-available')
        await page.context().close()
      },
    ],
    [
      "withdraw: the merchant's page shows the shop's settled money and its withdrawals",
      async () => {
        const page = await loggedIn(MERCHANT)
        await go(page, 'merchant/index')
        await shown(page, 'tile-withdraw').click()
        if (!(await at(page, 'merchant/withdraw'))) throw new Error(`the tile did not open the page: ${await hashOf(page)}`)
        const money = page.locator('[data-testid^="wd-shop-money-"]:visible').first()
        await money.waitFor({ timeout: 20_000 })
        if (!/\d+\.\d\d/.test(await money.innerText())) throw new Error(`no settled money shown: ${await money.innerText()}`)
        await shots(page, 'merchant', 'wd-available')
        await page.context().close()
      },
    ],
  ]
}
