// The cashier (`systemPay/order/details/index?payNo=`): the amount and the time left to pay, the channels
// the server enables; balance asks the pay password and pays with an Idempotency-Key, online opens the
// gateway's page and polls the status, and each ending lands on success or error.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PaymentApi, PaymentCodes, type Channels, type Payment, type PaymentStatus } from '~types/payment'
import { PAY_CHANNELS } from '~types/payment-codes'
import enPages from '../../locales/en/pages.json'
import { CashierScreen } from '@/features/order/cashier-screen'
import { land, pollPayment } from '@/features/order/pay-flow'
import { mmss } from '@/core/format/clock'
import { fakeApi, refuse, type FakeApi, type Refusal } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const payment = (status: PaymentStatus, extra: Partial<Payment> = {}): Payment => ({
  id: 77,
  payNo: 'P123456',
  channel: 'STRIPE',
  status,
  amount: 5074,
  currency: 'CNY',
  createdAt: '2026-11-23T00:00:00Z',
  paidAt: null,
  ...extra,
})

let api: FakeApi
let page: FakePage
let channels: Channels
let expiresAt: string | null
let balanceReply: () => Payment | Refusal
let statuses: PaymentStatus[] = []

beforeEach(() => {
  page = fakePage({ payNo: 'P123456' }, 'pages/systemPay/order/details/index')
  expiresAt = new Date(Date.now() + 90_000).toISOString()
  channels = {
    currency: 'CNY',
    balance: 100000,
    hasPayPassword: true,
    channels: [
      { code: 'SYS', kind: 'balance', billing: false },
      { code: 'STRIPE', kind: 'online', billing: false },
      { code: 'CASH', kind: 'cash', billing: false },
    ],
    // the target's numbers come with the channels (the cashier reads nothing else)
    amount: 5074,
    state: 'unpaid',
    targetKind: 'order',
    expiresAt,
  }
  statuses = ['pending', 'pending', 'paid']
  balanceReply = () => payment('paid', { channel: 'SYS' })
  api = fakeApi()
    .on(PaymentApi.channels, () => channels)
    .on(PaymentApi.balance, () => balanceReply())
    .on(PaymentApi.create, ({ body }) => payment('pending', { channel: body.channel, payUrl: '/api/pay/gateway/STRIPE/tok1' }))
    .on(PaymentApi.get, () => payment(statuses.shift() ?? 'paid'))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

/** What the cashier sent (every request but a read), as `METHOD /path`. */
const sent = () => api.keys().filter((k) => !k.startsWith('GET '))

const typePwd = (value: string) => {
  const input = document.querySelector('[data-testid="pay-pwd-input"]')
  expect(input).not.toBeNull()
  act(() => {
    input!.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

test('amount, the countdown to automatic cancellation and the channels the server enables', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  try {
    render(<CashierScreen />)
    await waitFor(() => expect(screen.getByTestId('cs-amount').textContent).toBe('¥50.74'))
    expect(screen.getByTestId('ch-SYS')).toBeTruthy()
    expect(screen.getByTestId('ch-STRIPE')).toBeTruthy()
    expect(screen.getByTestId('ch-CASH')).toBeTruthy()
    expect(screen.queryByTestId('ch-OFFLINE')).toBeNull()
    expect(screen.getByTestId('ch-SYS').textContent).toContain('Balance ¥1000.00')
    const before = screen.getByTestId('cs-countdown').textContent
    expect(before).toMatch(/Pay within 01:(29|30)/)
    act(() => {
      jest.advanceTimersByTime(5000)
    })
    expect(screen.getByTestId('cs-countdown').textContent).toMatch(/Pay within 01:(24|25)/)
  } finally {
    jest.useRealTimers()
  }
  expect(mmss(1805)).toBe('30:05')
})

test('balance: six digits of the pay password pay with an Idempotency-Key and land on success', async () => {
  render(<CashierScreen />)
  await screen.findByTestId('cs-pay')
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  expect(screen.getByTestId('cs-pwd')).toBeTruthy()
  typePwd('12345')
  expect(sent()).toHaveLength(0)
  typePwd('123456')
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/order/success?payNo=P123456']))
  expect(sent()).toEqual(['POST /order/api/pay/balance'])
  const [pay] = api.calls(PaymentApi.balance)
  expect(pay.body).toEqual({ payNo: 'P123456', payPassword: '123456' })
  expect(pay.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
})

test('balance: a wrong password shows the server message and clears the boxes; insufficient balance too', async () => {
  balanceReply = () => refuse(409, PaymentCodes.BALANCE, 'Insufficient account balance')
  render(<CashierScreen />)
  await screen.findByTestId('cs-pay')
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  typePwd('123456')
  await waitFor(() => expect(page.toasts).toContain('Insufficient account balance'))
  expect(page.navigations).toEqual([])
  expect(document.querySelectorAll('.pwd__dot')[0].textContent).toBe('')
})

test('no pay password yet: the balance channel links to the setting page instead of asking', async () => {
  channels.hasPayPassword = false
  render(<CashierScreen />)
  await screen.findByTestId('cs-set-pwd')
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  expect(screen.queryByTestId('cs-pwd')).toBeNull()
  expect(page.navigations).toEqual(['navigateTo /pages/public/setting/pay-pwd'])
  expect(sent()).toEqual([])
})

test('online: the hosted page opens in the web page, the status is polled until paid, then success', async () => {
  render(<CashierScreen />)
  await screen.findByTestId('ch-STRIPE')
  fireEvent.click(screen.getByTestId('ch-STRIPE'))
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  await waitFor(() => expect(page.navigations[0]).toMatch(/^navigateTo \/pages\/web\?url=/), { timeout: 3000 })
  expect(decodeURIComponent(page.navigations[0].split('url=')[1])).toMatch(/\/api\/pay\/gateway\/STRIPE\/tok1$/)
  expect(sent()[0]).toBe('POST /order/api/pay')
  expect(api.calls(PaymentApi.create)[0].body).toMatchObject({ payNo: 'P123456', channel: 'STRIPE' })
  await waitFor(() => expect(page.navigations.slice(1)).toEqual(['redirectTo /pages/order/success?payNo=P123456']), { timeout: 8000 })
  expect(statuses).toEqual([])
}, 15000)

test('poll: a failed payment lands on the error page with retry; polling stops when the screen goes', async () => {
  const wait = () => Promise.resolve()
  statuses = ['pending', 'failed']
  const failed = await pollPayment(77, () => true, wait)
  expect(failed?.status).toBe('failed')
  statuses = ['pending', 'pending', 'pending']
  let alive = 2
  const stopped = await pollPayment(77, () => alive-- > 0, wait)
  expect(stopped?.status).toBe('pending')
  expect(statuses).toEqual(['pending'])
  await land(failed, 'P123456')
  expect(page.navigations).toEqual(['redirectTo /pages/order/error?payNo=P123456'])
})

test('every channel shows its translated name and our own icon, never the gateway code; the page has its own title', async () => {
  channels = {
    ...channels,
    channels: PAY_CHANNELS.map((code) => ({
      code,
      kind: code === 'SYS' ? 'balance' : code === 'CASH' ? 'cash' : code === 'OFFLINE' ? 'offline' : 'online',
      billing: code === 'CYBERSOURCE',
    })),
  }
  render(<CashierScreen />)
  await waitFor(() => expect(screen.getByTestId('ch-YABAND')).toBeTruthy())
  for (const code of PAY_CHANNELS) {
    const row = screen.getByTestId(`ch-${code}`)
    const name = row.querySelector('.cs-ch__name')!.textContent!
    expect(name).not.toBe(code)
    expect(name).not.toMatch(/^[A-Z]+$/)
    const icon = screen.getByTestId(`ch-icon-${code}`)
    expect(icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(icon.getAttribute('src')!)).toContain('<svg')
  }
  // the first channel is the selected one: a filled radio with its dot
  expect(screen.getByTestId('ch-SYS').querySelector('[data-testid="cs-radio-on"] .cs-radio__dot')).not.toBeNull()
  fireEvent.click(screen.getByTestId('ch-CASH'))
  await waitFor(() => expect(screen.getByTestId('ch-CASH').querySelector('[data-testid="cs-radio-on"]')).not.toBeNull())
  expect(screen.getByTestId('ch-SYS').querySelector('[data-testid="cs-radio-on"]')).toBeNull()
  // the route's own title, not "Order details"
  expect(enPages['systemPay/order/details/index']).toBe('Payment')
})
