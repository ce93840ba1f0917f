import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CashierScreen } from '@/features/order/cashier-screen'
import { pollPayment } from '@/features/order/pay-flow'
import { mmss } from '@/features/order/use-clock'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, ok: true, data } })
const payment = (status: string, extra: object = {}) => ({ id: 77, payNo: 'P123456', channel: 'STRIPE', status, amount: 5074, currency: 'CNY', createdAt: '2026-11-23T00:00:00Z', paidAt: null, ...extra })

let channels: any
let expiresAt: string | null
let sent: Array<{ key: string; body: any; idem?: string }> = []
let balanceReply: () => object
let statuses: string[] = []
let redirects: string[] = []
let navigations: string[] = []
let toasts: string[] = []

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
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
  }
  sent = []
  statuses = ['pending', 'pending', 'paid']
  redirects = []
  navigations = []
  toasts = []
  balanceReply = () => ok(payment('paid', { channel: 'SYS' }))
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).useRouter = () => ({ params: { payNo: 'P123456' } })
  ;(Taro as any).showToast = jest.fn(async (o: { title: string }) => void toasts.push(o.title))
  ;(Taro as any).redirectTo = jest.fn(async (o: { url: string }) => void redirects.push(o.url))
  ;(Taro as any).navigateTo = jest.fn(async (o: { url: string }) => void navigations.push(o.url))
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/systemPay/order/details/index' }]
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: any; header: Record<string, string> }) => {
    const path = o.url.replace(/^.*?\/api\/order/, '/order').split('?')[0]
    const key = `${o.method} ${path}`
    const body = typeof o.data === 'string' ? JSON.parse(o.data) : o.data
    if (o.method !== 'GET') sent.push({ key, body, idem: o.header['Idempotency-Key'] })
    if (key === 'GET /order/api/main') return ok({ payNo: 'P123456', amount: 5074, currency: 'CNY', state: 'unpaid', expiresAt, orders: [] })
    if (key === 'GET /order/api/pay/channels') return ok(channels)
    if (key === 'POST /order/api/pay/balance') return balanceReply()
    if (key === 'POST /order/api/pay') return ok(payment('pending', { channel: body.channel, payUrl: '/api/pay/gateway/STRIPE/tok1' }))
    if (key === 'GET /order/api/pay/77') return ok(payment(statuses.shift() ?? 'paid'))
    return { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${key}` } }
  })
})

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
  expect(sent).toHaveLength(0)
  typePwd('123456')
  await waitFor(() => expect(redirects).toEqual(['/pages/order/success?payNo=P123456']))
  expect(sent).toHaveLength(1)
  expect(sent[0].key).toBe('POST /order/api/pay/balance')
  expect(sent[0].body).toEqual({ payNo: 'P123456', payPassword: '123456' })
  expect(sent[0].idem).toMatch(/^[0-9a-f]{32}$/)
})

test('balance: a wrong password shows the server message and clears the boxes; insufficient balance too', async () => {
  balanceReply = () => ({ statusCode: 409, data: { code: 1350, ok: false, msg: 'Insufficient account balance' } })
  render(<CashierScreen />)
  await screen.findByTestId('cs-pay')
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  typePwd('123456')
  await waitFor(() => expect(toasts).toContain('Insufficient account balance'))
  expect(redirects).toEqual([])
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
  expect(navigations).toEqual(['/pages/public/setting/pay-pwd'])
})

test('online: the hosted page opens in the web page, the status is polled until paid, then success', async () => {
  render(<CashierScreen />)
  await screen.findByTestId('ch-STRIPE')
  fireEvent.click(screen.getByTestId('ch-STRIPE'))
  await act(async () => {
    fireEvent.click(screen.getByTestId('cs-pay'))
  })
  await waitFor(() => expect(navigations[0]).toMatch(/^\/pages\/web\?url=/), { timeout: 3000 })
  expect(decodeURIComponent(navigations[0].split('url=')[1])).toMatch(/\/api\/pay\/gateway\/STRIPE\/tok1$/)
  expect(sent[0]).toMatchObject({ key: 'POST /order/api/pay', body: { payNo: 'P123456', channel: 'STRIPE' } })
  await waitFor(() => expect(redirects).toEqual(['/pages/order/success?payNo=P123456']), { timeout: 8000 })
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
  const { land } = await import('@/features/order/pay-flow')
  await land(failed, 'P123456')
  expect(redirects).toEqual(['/pages/order/error?payNo=P123456'])
})
