// Recharge (`systemPay/wallet/recharge`): a package (its bonus, the server's numbers) or a typed amount within the
// limits, one recharge per choice (Idempotency-Key), then the cashier, which offers the channels the server allows a
// recharge and lands back here; the recharge polled to success or "reload failed". The desk's packages page too.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PaymentApi, type Channels, type Payment } from '~types/payment'
import { RechargeApi, RechargeCodes, type RechargeCheck, type RechargeDesk, type RechargeOptions } from '~types/recharge'
import { useSessionStore } from '@/core/stores/session'
import { CashierScreen } from '@/features/order/cashier-screen'
import { toMinor } from '@/features/recharge/api'
import { RechargeDeskScreen } from '@/features/recharge/desk-screen'
import { RechargeScreen } from '@/features/recharge/recharge-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(30_000)

const NO = 'R26112712000012345678'
let api: FakeApi
let page: FakePage
let options: RechargeOptions
let checks: Array<RechargeCheck['state']>

const recharge = (state: RechargeCheck['state'], extra: Partial<RechargeCheck> = {}): RechargeCheck => ({
  id: NO,
  currency: 'CNY',
  amount: 10000,
  bonus: 500,
  total: 10500,
  packageId: 2,
  state,
  expiresAt: state === 'unpaid' ? new Date(Date.now() + 1_800_000).toISOString() : null,
  paidAt: state === 'paid' ? '2026-11-27T12:01:00.000Z' : null,
  channel: state === 'paid' ? 'STRIPE' : null,
  createdAt: '2026-11-27T12:00:00.000Z',
  balance: state === 'paid' ? 25500 : 15000,
  ...extra,
})

const typeInto = (testId: string, value: string) => {
  const input = screen.getByTestId(testId)
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
/** What the screen sent (every request but a read), as `METHOD /path`. */
const sent = () => api.keys().filter((k) => !k.startsWith('GET '))

beforeEach(() => {
  page = fakePage({}, 'pages/systemPay/wallet/recharge')
  options = {
    currencies: ['CNY', 'USD'],
    limits: [
      { currency: 'CNY', min: 100, max: 5000000 },
      { currency: 'USD', min: 500, max: 100000 },
    ],
    packages: [
      { id: 1, currency: 'CNY', amount: 5000, bonus: 0, sort: 0, active: true },
      { id: 2, currency: 'CNY', amount: 10000, bonus: 500, sort: 1, active: true },
      { id: 3, currency: 'USD', amount: 1000, bonus: 100, sort: 0, active: true },
    ],
  }
  checks = []
  api = fakeApi()
    .on(RechargeApi.options, () => options)
    .on(RechargeApi.create, ({ body }) => {
      const p = options.packages.find((x) => x.id === body.packageId)
      const amount = p ? p.amount : body.amount
      const bonus = p ? p.bonus : 0
      return recharge('unpaid', { amount, bonus, total: amount + bonus, currency: p?.currency ?? body.currency, packageId: p?.id ?? null })
    })
    .on(RechargeApi.check, () => recharge(checks.length > 1 ? checks.shift()! : (checks[0] ?? 'unpaid')))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('the form', () => {
  test("packages show the server's bonus; a chosen one shows what the balance grows by; recharge opens the cashier with one key", async () => {
    render(<RechargeScreen />)
    await screen.findByTestId('rc-pkg-2')
    expect(screen.getByTestId('rc-pkg-2').textContent).toBe('¥100.00+¥5.00 bonus')
    expect(screen.getByTestId('rc-pkg-1').textContent).toBe('¥50.00No bonus')
    expect(screen.queryByTestId('rc-pkg-3')).toBeNull()
    expect(screen.getByTestId('rc-limits').textContent).toBe('From ¥1.00 to ¥50000.00; a typed amount has no bonus')
    expect(screen.queryByTestId('rc-summary')).toBeNull()
    fireEvent.click(screen.getByTestId('rc-pkg-2'))
    await waitFor(() => expect(screen.getByTestId('rc-gets').textContent).toBe('¥105.00'))
    expect(screen.getByTestId('rc-submit').textContent).toBe('Recharge ¥100.00')
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    await waitFor(() => expect(page.navigations).toEqual([`navigateTo /pages/systemPay/order/details/index?payNo=${NO}`]))
    expect(sent()).toEqual(['POST /customer/api/order/recharge/balance'])
    const [call] = api.calls(RechargeApi.create)
    expect(call.body).toEqual({ packageId: 2 })
    expect(call.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    // the same choice again (back from the cashier, a double tap): the same key, one recharge on the server
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    await waitFor(() => expect(api.calls(RechargeApi.create)).toHaveLength(2))
    expect(api.calls(RechargeApi.create)[1].header['Idempotency-Key']).toBe(call.header['Idempotency-Key'])
  })

  test('a typed amount: checked against the limits before asking, sent in minor units in the chosen currency; no bonus', async () => {
    render(<RechargeScreen />)
    await screen.findByTestId('rc-amount')
    typeInto('rc-amount', '0.5')
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    expect(page.toasts).toEqual(['The amount must be at least ¥1.00'])
    typeInto('rc-amount', '12.3.4')
    expect(screen.getByTestId('rc-submit').textContent).toBe('Choose a package or enter an amount')
    // another currency: its own packages and limits
    fireEvent.click(screen.getByTestId('rc-cur-USD'))
    await waitFor(() => expect(screen.getByTestId('rc-pkg-3')).toBeTruthy())
    expect(screen.queryByTestId('rc-pkg-2')).toBeNull()
    expect(screen.getByTestId('rc-limits').textContent).toContain('$5.00')
    typeInto('rc-amount', '1500')
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    expect(page.toasts).toEqual(['The amount must be at least ¥1.00', 'The amount must be at most $1000.00'])
    typeInto('rc-amount', '20.5')
    await waitFor(() => expect(screen.getByTestId('rc-gets').textContent).toBe('$20.50'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    await waitFor(() => expect(page.navigations).toHaveLength(1))
    expect(api.calls(RechargeApi.create)[0].body).toEqual({ amount: 2050, currency: 'USD' })
    expect(toMinor('99.5')).toBe(9950)
    expect(toMinor('0.01')).toBe(1)
    expect(toMinor('1e3')).toBeNaN()
  })

  test("the server's refusal is shown and nothing opens", async () => {
    api.on(RechargeApi.create, () => refuse(404, RechargeCodes.PACKAGE, 'This recharge package is no longer available'))
    render(<RechargeScreen />)
    fireEvent.click(await screen.findByTestId('rc-pkg-1'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('rc-submit'))
    })
    await waitFor(() => expect(page.toasts).toEqual(['This recharge package is no longer available']))
    expect(page.navigations).toEqual([])
    fireEvent.click(screen.getByTestId('rc-to-wallet'))
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/user/wallet/index']))
  })
})

describe('after the cashier', () => {
  test('polled until paid: the success screen shows what was added and the balance; links to the wallet and to recharge again', async () => {
    page.params = { id: NO }
    checks = ['unpaid', 'paid']
    render(<RechargeScreen />)
    expect((await screen.findByTestId('rc-checking')).textContent).toContain('Checking the payment')
    await screen.findByTestId('rc-success', {}, { timeout: 6000 })
    expect(screen.getByTestId('rc-total').textContent).toBe('¥105.00 was added to your balance')
    expect(screen.getByTestId('rc-success').textContent).toContain('¥100.00 paid + ¥5.00 bonus')
    expect(screen.getByTestId('rc-balance').textContent).toBe('Balance now ¥255.00')
    const polls = api.calls(RechargeApi.check).length
    expect(api.calls(RechargeApi.check)[0].params).toEqual({ id: NO })
    // paid is final: no more polls
    await new Promise((r) => setTimeout(r, 2000))
    expect(api.calls(RechargeApi.check)).toHaveLength(polls)
    fireEvent.click(screen.getByTestId('rc-wallet'))
    fireEvent.click(screen.getByTestId('rc-again'))
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/user/wallet/index', 'redirectTo /pages/systemPay/wallet/recharge']))
  })

  test('expired: "reload failed", recharge again; a failed payment of an unpaid recharge: the reason and pay again', async () => {
    page.params = { id: NO }
    checks = ['cancelled']
    const first = render(<RechargeScreen />)
    const failed = await screen.findByTestId('rc-failed')
    expect(failed.textContent).toContain('Reload failed')
    expect(failed.textContent).toContain('The recharge expired before the payment arrived')
    expect(screen.queryByTestId('rc-pay')).toBeNull()
    first.unmount()

    // another recharge (the first one's answer stays in the page cache)
    const other = 'R26112712000087654321'
    page.params = { id: other, failed: '1', reason: 'Card declined' }
    checks = ['unpaid']
    render(<RechargeScreen />)
    const again = await screen.findByTestId('rc-failed')
    expect(again.textContent).toContain('The payment did not go through')
    expect(again.textContent).toContain('Reason: Card declined')
    fireEvent.click(screen.getByTestId('rc-pay'))
    await waitFor(() => expect(page.navigations).toEqual([`redirectTo /pages/systemPay/order/details/index?payNo=${other}`]))
  })

  test('an offline proof waits for staff', async () => {
    page.params = { id: NO }
    checks = ['awaiting']
    render(<RechargeScreen />)
    expect((await screen.findByTestId('rc-awaiting')).textContent).toContain('Waiting for review')
  })
})

describe('the cashier of a recharge', () => {
  test('offers what the server allows (no balance, no cash), names the recharge, and lands back on the recharge page', async () => {
    page = fakePage({ payNo: NO }, 'pages/systemPay/order/details/index')
    const channels: Channels = {
      currency: 'CNY',
      balance: 15000,
      hasPayPassword: true,
      channels: [
        { code: 'STRIPE', kind: 'online', billing: false },
        { code: 'OFFLINE', kind: 'offline', billing: false },
      ],
      amount: 10000,
      state: 'unpaid',
      targetKind: 'recharge',
      expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
    }
    const pay = (status: Payment['status']): Payment => ({
      id: 91,
      payNo: NO,
      channel: 'STRIPE',
      status,
      amount: 10000,
      currency: 'CNY',
      payUrl: '/api/pay/gateway/STRIPE/tok9',
      createdAt: '2026-11-27T12:00:00Z',
      paidAt: null,
    })
    api
      .on(PaymentApi.channels, () => channels)
      .on(PaymentApi.create, () => pay('pending'))
      .on(PaymentApi.get, () => pay('paid'))
    render(<CashierScreen />)
    await screen.findByTestId('cs-amount')
    expect(screen.getByTestId('cs-amount').textContent).toBe('¥100.00')
    expect(screen.getByTestId('cs-no').textContent).toBe(`Recharge ${NO}`)
    expect(screen.queryByTestId('ch-SYS')).toBeNull()
    expect(screen.queryByTestId('ch-CASH')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('cs-pay'))
    })
    await waitFor(() => expect(page.navigations).toContain(`redirectTo /pages/systemPay/wallet/recharge?id=${NO}`), { timeout: 8000 })
    expect(page.navigations[0]).toMatch(/^navigateTo \/pages\/web\?url=/)
    expect(api.calls(PaymentApi.create)[0].body).toMatchObject({ payNo: NO, channel: 'STRIPE' })
    // offline: the proof page knows it pays a recharge (it lands here too)
    fireEvent.click(screen.getByTestId('ch-OFFLINE'))
    api.on(PaymentApi.create, (): Payment => ({ ...pay('created'), channel: 'OFFLINE', payUrl: undefined }))
    await act(async () => {
      fireEvent.click(screen.getByTestId('cs-pay'))
    })
    await waitFor(() => expect(page.navigations).toContain(`navigateTo /pages/offlinePay?paymentId=91&payNo=${NO}&target=recharge`))
  }, 20_000)
})

describe('the desk (platform/recharge)', () => {
  const desk = (): RechargeDesk => ({
    packages: [
      { id: 1, currency: 'CNY', amount: 10000, bonus: 500, sort: 0, active: true },
      { id: 2, currency: 'CNY', amount: 30000, bonus: 3000, sort: 1, active: false },
    ],
    terms: { minAmount: 100, maxAmount: 5000000, expiryMinutes: 30 },
    currencies: ['CNY'],
  })
  beforeEach(() => {
    page = fakePage({}, 'pages/platform/recharge')
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', roles: ['shopper', 'staff'] } as never)
    api
      .on(RechargeApi.desk, desk)
      .on(RechargeApi.editPackage, ({ params, body }) => ({ ...desk().packages.find((p) => p.id === Number(params.id))!, ...body }))
      .on(RechargeApi.addPackage, ({ body }) => ({ id: 3, sort: 0, active: true, ...body }))
      .on(RechargeApi.saveTerms, ({ body }) => body)
  })

  test('packages with what the shopper gets; switch one off or on; add one in minor units; save the limits', async () => {
    render(<RechargeDeskScreen />)
    const first = await screen.findByTestId('d-pkg-1')
    expect(first.textContent).toContain('¥100.00 · +¥5.00 bonus')
    expect(first.textContent).toContain('On sale · Pays ¥100.00, gets ¥105.00')
    expect(screen.getByTestId('d-pkg-2').textContent).toContain('Switched off')
    fireEvent.click(screen.getByTestId('d-toggle-1'))
    await waitFor(() => expect(api.calls(RechargeApi.editPackage)).toHaveLength(1))
    expect(api.calls(RechargeApi.editPackage)[0]).toMatchObject({ params: { id: '1' }, body: { active: false } })
    fireEvent.click(screen.getByTestId('d-add'))
    typeInto('n-amount', '200')
    typeInto('n-bonus', '18.5')
    typeInto('n-sort', '2')
    await act(async () => {
      fireEvent.click(screen.getByTestId('n-save'))
    })
    await waitFor(() => expect(api.calls(RechargeApi.addPackage)).toHaveLength(1))
    expect(api.calls(RechargeApi.addPackage)[0].body).toEqual({ currency: 'CNY', amount: 20000, bonus: 1850, sort: 2 })
    expect(page.toasts).toContain('Package added')
    typeInto('t-min', '5')
    await act(async () => {
      fireEvent.click(screen.getByTestId('save-terms'))
    })
    await waitFor(() => expect(api.calls(RechargeApi.saveTerms)).toHaveLength(1))
    expect(api.calls(RechargeApi.saveTerms)[0].body).toEqual({ minAmount: 500, maxAmount: 5000000, expiryMinutes: 30 })
  })

  test('not staff: refused without asking the server', async () => {
    useSessionStore.getState().setUser({ userId: 2, nickname: 'U', roles: ['shopper'] } as never)
    render(<RechargeDeskScreen />)
    expect(await screen.findByText('Only platform staff can manage recharge packages')).toBeTruthy()
    expect(api.calls(RechargeApi.desk)).toHaveLength(0)
  })
})
