// Real name and bank cards in the browser (issue 23 items 3 and 4, types/account.ts AuthenBody, types/bank.ts): a new
// shopper (signed up through the API with the SMS outbox's code) submits the real-name form with the ID card's two
// pictures; a staff member, in another browser context, opens the desk's review queue from its tile, sees the
// request with its fields and pictures and approves it; the shopper's page shows it verified; the shopper binds a
// bank card in that name and sees it masked in the list. Screenshots in test/e2e/artifacts (real-name-*.png).
import { data, until } from '../harness.mjs'

const STAFF = { phone: '13700000099', password: 'staff1234' } // the demo staff member (order.seed.ts)
const PASSWORD = 'abc12345'
// two different real PNGs (1x1, another colour each): the ID card's sides as a phone would give them
const FRONT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const BACK = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
// a Luhn-valid card number the local bank accepts
const CARD = '6228480012345678903'
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

/** A made-up mainland ID number with a valid check character, new on every run. */
function idNumber() {
  const seq = String(Math.floor(Math.random() * 900) + 100)
  const body = `11010119${70 + Math.floor(Math.random() * 25)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${seq}`
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0)
  return body + '10X98765432'[sum % 11]
}

export default async (h) => {
  const { server, at, hashOf, shot, loggedIn, call } = h
  const shown = (page, id) => page.locator(`[data-testid="${id}"]:visible`).first()
  const fieldInputs = (page, scope) => page.locator(`[data-testid="${scope}"] .acc-field input:visible`)
  const confirmModal = (page) => page.locator('.taro-modal__foot .taro-model__btn:visible, .taro-model__btn:visible').last().click({ timeout: 10_000 })

  /** A new shopper signed up through the API (the local SMS provider's outbox gives the code): its phone. */
  async function newShopper() {
    const phone = `135${String(Date.now()).slice(-8)}`
    await call('POST', '/customer/api/sms/register/register', { phone })
    const outbox = await (await fetch(`${server.base}/api/dev/sms/outbox?phone=${phone}`)).json()
    const code = outbox.data[0].code
    await call('POST', '/customer/api/register', { phone, code, password: PASSWORD, confirmPassword: PASSWORD, agreement: true })
    return phone
  }

  return [
    [
      'real name: submitted with two pictures, approved by staff in the desk queue (another context); then a card is bound and shown masked',
      async () => {
        const phone = await newShopper()
        const id = idNumber()
        const page = await loggedIn({ phone, password: PASSWORD })

        // the bank card form asks for a verified real name first and leads to the real-name page
        await page.goto(`${server.base}/#/pages/user/bankCard/binding`)
        await shown(page, 'bank-form-needs-real-name').waitFor({ timeout: 30_000 })
        await page
          .locator('[data-testid="bank-form-needs-real-name"] button:visible, [data-testid="bank-form-needs-real-name"] .nut-button:visible')
          .first()
          .click()
        if (!(await at(page, '/pages/public/realName/index'))) throw new Error(`the gate did not open the real-name page (at ${await hashOf(page)})`)

        // the form: name, ID number, the two sides as private uploads
        await shown(page, 'rn-form').waitFor({ timeout: 30_000 })
        await fieldInputs(page, 'rn-form').nth(0).fill('Li Lei')
        await fieldInputs(page, 'rn-form').nth(1).fill(id)
        for (const [side, buffer] of [
          ['frontImage', FRONT],
          ['backImage', BACK],
        ]) {
          const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), shown(page, `rn-${side}`).click()])
          await chooser.setFiles({ name: `${side}.png`, mimeType: 'image/png', buffer })
          if (!(await until(async () => (await page.locator(`[data-testid="rn-${side}"] img`).count()) === 1, 15_000)))
            throw new Error(`the ${side} picture was not uploaded`)
        }
        await shot(page, 'real-name-form')
        await shown(page, 'rn-submit').click()
        await shown(page, 'rn-state-pending').waitFor({ timeout: 20_000 })
        await shot(page, 'real-name-pending')

        // staff, in another browser context: the desk's tile -> the queue -> the request's detail -> approve
        const staff = await loggedIn(STAFF)
        await staff.goto(`${server.base}/#/pages/platform/index`)
        await shown(staff, 'tile-reviews').click({ timeout: 30_000 })
        if (!(await at(staff, '/pages/platform/reviews'))) throw new Error(`the tile did not open the queue (at ${await hashOf(staff)})`)
        await shown(staff, 'reviews-tab-realName').click({ timeout: 20_000 })
        // the shopper's item: its applicant is the nickname sign-up gave (`user` and the phone's last four digits)
        const card = staff.locator('.apv-card:visible', { hasText: `user${phone.slice(-4)}` }).first()
        const cardId = await until(async () => (await card.getAttribute('data-testid').catch(() => null)) ?? false, 20_000)
        if (!cardId) throw new Error('the request is not in the queue')
        const itemId = /review-(\d+)/.exec(await card.getAttribute('data-testid'))[1]
        await shown(staff, `review-open-${itemId}`).click()
        if ((await shown(staff, `review-${itemId}-idNumber`).innerText()).trim() !== id) throw new Error('the detail does not show the ID number')
        // both pictures load for staff (private files fetched with the staff's session)
        for (const i of [0, 1])
          if (!(await until(async () => (await staff.locator(`[data-testid="review-${itemId}-image-${i}"]`).count()) === 1, 20_000)))
            throw new Error(`picture ${i} did not load for staff`)
        await shot(staff, 'real-name-queue-detail')
        await shown(staff, `review-approve-${itemId}`).click()
        await confirmModal(staff)
        if (!(await until(async () => (await staff.locator(`[data-testid="review-${itemId}"]:visible`).count()) === 0, 20_000)))
          throw new Error('the approved request is still in the pending queue')
        // approving again has one effect: the server answers 409 ALREADY_DECIDED
        const again = await staff.evaluate(
          async ({ itemId }) => {
            const token = /token\\*":\\*"([^"\\]+)/.exec(Object.values(localStorage).join(' '))?.[1]
            const r = await fetch(`/api/platform/api/approval/${itemId}/decide`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}`, tenant: 'default' },
              body: JSON.stringify({ approve: true }),
            })
            return r.status
          },
          { itemId },
        )
        if (again !== 409) throw new Error(`a second approval answered ${again}, not 409`)

        // the shopper: verified
        await page.reload()
        await shown(page, 'rn-state-approved').waitFor({ timeout: 20_000 })
        await shot(page, 'real-name-approved')

        // bind a card: list -> add -> form (holder filled with the real name) -> back to the list, masked
        await page.goto(`${server.base}/#/pages/user/bankCard/index`)
        await page.getByText('No bank cards yet').first().waitFor({ timeout: 30_000 })
        await shown(page, 'bank-add').click()
        if (!(await at(page, '/pages/user/bankCard/binding'))) throw new Error(`add did not open the form (at ${await hashOf(page)})`)
        await shown(page, 'bank-form').waitFor({ timeout: 20_000 })
        const inputs = fieldInputs(page, 'bank-form')
        if (!(await until(async () => (await inputs.nth(0).inputValue()) === 'Li Lei', 15_000))) throw new Error('the holder is not the approved real name')
        await inputs.nth(1).fill(id)
        await shown(page, 'bank-choose').click()
        await shown(page, 'bank-option-ICBC').click()
        await inputs.nth(2).fill(CARD)
        await inputs.nth(3).fill(phone)
        await shot(page, 'real-name-bank-form')
        await shown(page, 'bank-submit').click()
        if (!(await at(page, '/pages/user/bankCard/index'))) throw new Error(`binding did not go back to the list (at ${await hashOf(page)})`)
        const number = page.locator('[data-testid^="bank-card-number-"]:visible').first()
        if (!(await until(async () => ((await number.innerText().catch(() => '')) || '').trim() === '**** **** **** 8903', 20_000)))
          throw new Error(`the list does not show the card masked: "${await number.innerText().catch(() => '')}"`)
        if ((await page.content()).includes(CARD)) throw new Error('the page holds the card number in clear')
        await shot(page, 'real-name-bank-list')
        const cards = data(await h.pageApi(page, 'GET', 'customer/api/bank'), 'bank cards')
        if (cards.length !== 1 || cards[0].holder !== 'Li Lei') throw new Error(`the server's list: ${JSON.stringify(cards)}`)
      },
    ],
  ]
}
