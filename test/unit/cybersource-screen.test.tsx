// CYBERSOURCE billing details (`systemPay/cybersource/index?payNo=`): each missing required field is named,
// nothing is sent until they are there; then the payment is created with the billing details, the
// gateway's page opens and the status poll lands on success.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Payment } from '~types/payment'
import { PaymentApi } from '~types/payment'
import { CybersourceScreen } from '@/features/order/cybersource-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

const payment = (extra: Partial<Payment> = {}): Payment => ({
  id: 88,
  payNo: 'P445566',
  channel: 'CYBERSOURCE',
  status: 'pending',
  amount: 9900,
  currency: 'CNY',
  createdAt: '2026-11-23T00:00:00Z',
  paidAt: null,
  ...extra,
})
// firstName, lastName, email, phone, address1, city, state, postalCode, country
const FULL = ['Ada', 'Lovelace', 'ada@example.com', '', '12 St James Square', 'London', '', 'SW1Y 4JH', 'gb']

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage

beforeEach(() => {
  page = fakePage({ payNo: 'P445566' }, 'pages/systemPay/cybersource/index')
  api = fakeApi()
    .on(PaymentApi.create, () => payment({ payUrl: '/api/pay/gateway/CYBERSOURCE/tok9' }))
    .on(PaymentApi.get, () => payment({ status: 'paid', paidAt: '2026-11-23T00:01:00Z' }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const fill = (values: string[]) => {
  const inputs = document.querySelectorAll('.acc-field__input')
  expect(inputs).toHaveLength(9)
  act(() => values.forEach((value, i) => inputs[i].dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))))
}
const submit = () => act(async () => void fireEvent.click(screen.getByTestId('cy-submit')))

test('a missing required field is named in the message; optional phone and state may stay empty', async () => {
  render(<CybersourceScreen />)
  fill(['', '', '', '', '', '', '', '', ''])
  await submit()
  expect(page.toasts).toEqual(['Please fill in First name'])
  fill(['Ada', 'Lovelace', '', '', '12 St James Square', 'London', '', 'SW1Y 4JH', 'GB'])
  await submit()
  expect(page.toasts[1]).toBe('Please fill in Email')
  fill(['Ada', 'Lovelace', 'ada@example.com', '', '12 St James Square', 'London', '', '  ', 'GB'])
  await submit()
  expect(page.toasts[2]).toBe('Please fill in Postal code')
  fill(['Ada', 'Lovelace', 'ada@example.com', '', '12 St James Square', 'London', '', 'SW1Y 4JH', ''])
  await submit()
  expect(page.toasts[3]).toBe('Please fill in Country code (e.g. US)')
  expect(api.calls(PaymentApi.create)).toHaveLength(0)
})

test('complete details create the CYBERSOURCE payment with them, open the gateway page, and the poll lands on success', async () => {
  render(<CybersourceScreen />)
  fill(FULL)
  await submit()
  await waitFor(() => expect(page.navigations.at(-1)).toBe('redirectTo /pages/order/success?payNo=P445566'))
  const [sent] = api.calls(PaymentApi.create)
  expect(sent.body).toEqual({
    payNo: 'P445566',
    channel: 'CYBERSOURCE',
    platform: 'h5',
    billing: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      address1: '12 St James Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    },
  })
  expect(sent.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  expect(page.navigations[0]).toMatch(/^navigateTo \/pages\/web\?url=/)
  expect(decodeURIComponent(page.navigations[0])).toMatch(/\/api\/pay\/gateway\/CYBERSOURCE\/tok9$/)
  expect(api.calls(PaymentApi.get).map((c) => c.params.id)).toEqual(['88'])
})

test('a field the server refuses is its message; fixed and sent again, the same Idempotency-Key goes', async () => {
  api.on(PaymentApi.create, ({ body }) =>
    body.billing.email.endsWith('.invalid')
      ? refuse(400, 400, 'billing.email: must be an email address', 'billing.email')
      : payment({ payUrl: '/api/pay/gateway/CYBERSOURCE/tok9' }),
  )
  render(<CybersourceScreen />)
  fill(['Ada', 'Lovelace', 'ada@example.invalid', '', '12 St James Square', 'London', '', 'SW1Y 4JH', 'GB'])
  await submit()
  await waitFor(() => expect(page.toasts).toEqual(['billing.email: must be an email address']))
  expect(page.navigations).toEqual([])
  fill(FULL)
  await submit()
  await waitFor(() => expect(page.navigations.at(-1)).toBe('redirectTo /pages/order/success?payNo=P445566'))
  const [a, b] = api.calls(PaymentApi.create)
  expect(b.header['Idempotency-Key']).toBe(a.header['Idempotency-Key'])
})
