/**
 * Recharge on React Native (`systemPay/wallet/recharge`, the cashier of a recharge, the desk's `platform/recharge`):
 * the page entries of the shared src resolved like the RN build, with a fake API (test/taro.ts `answer`). A package
 * shows the server's bonus and opens the cashier, which offers what the server allows a recharge and lands back on the
 * recharge page; the recharge is polled to success or "reload failed"; staff switch a package off.
 */
import { act, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { bodyOf, byTid, expectNoLooseText, hostOf, ok, queryTid, sent, tapTid } from './screen-helpers'
import { fireEvent } from '@testing-library/react-native'
import { render } from '@testing-library/react-native'
import RechargePage from '@/pages/systemPay/wallet/recharge'
import CashierPage from '@/pages/systemPay/order/details/index'
import DeskPage from '@/pages/platform/recharge'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const NO = 'R26112712000012345678'
const options = {
  currencies: ['CNY'],
  limits: [{ currency: 'CNY', min: 100, max: 5000000 }],
  packages: [
    { id: 1, currency: 'CNY', amount: 5000, bonus: 0, sort: 0, active: true },
    { id: 2, currency: 'CNY', amount: 10000, bonus: 500, sort: 1, active: true },
  ],
}
const recharge = (state: string, extra = {}) => ({
  id: NO,
  currency: 'CNY',
  amount: 10000,
  bonus: 500,
  total: 10500,
  packageId: 2,
  state,
  expiresAt: null,
  paidAt: state === 'paid' ? '2026-11-27T12:01:00.000Z' : null,
  channel: state === 'paid' ? 'STRIPE' : null,
  createdAt: '2026-11-27T12:00:00.000Z',
  balance: state === 'paid' ? 25500 : 15000,
  ...extra,
})
/** Text of the element with `data-testid` `id` and everything inside it. */
const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => typeof n.type === 'string' && n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join('')

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('recharge on React Native', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)

  test("the form: a package with the server's bonus, what the balance grows by, one recharge, then the cashier", async () => {
    openWith({})
    answer('/api/customer/api/order/recharge/options', ok(options))
    answer('/api/customer/api/order/recharge/balance', ok(recharge('unpaid')))
    render(<RechargePage />)
    await waitFor(() => expect(queryTid('rc-pkg-2')).not.toBeNull())
    expect(screen.getByText('+¥5.00 bonus')).toBeTruthy()
    expect(screen.getByText('No bonus')).toBeTruthy()
    expect(screen.getByText('From ¥1.00 to ¥50000.00; a typed amount has no bonus')).toBeTruthy()
    tapTid('rc-pkg-2')
    await waitFor(() => expect(queryTid('rc-gets')).not.toBeNull())
    expect(textOf('rc-gets')).toBe('¥105.00')
    tapTid('rc-submit')
    await waitFor(() => expect(navigations).toEqual([`navigateTo /pages/systemPay/order/details/index?payNo=${NO}`]))
    const made = sent('POST', '/api/customer/api/order/recharge/balance')
    expect(made).toHaveLength(1)
    expect(bodyOf(made[0])).toEqual({ packageId: 2 })
    expect(((made[0] as { header?: Record<string, string> }).header ?? {})['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  })

  test('a typed amount under the minimum is refused on the phone, without a request', async () => {
    openWith({})
    answer('/api/customer/api/order/recharge/options', ok(options))
    render(<RechargePage />)
    await waitFor(() => expect(queryTid('rc-amount')).not.toBeNull())
    fireEvent.changeText(hostOf(byTid('rc-amount')), '0.5')
    await act(async () => {})
    tapTid('rc-submit')
    await waitFor(() => expect(toasts).toContain('The amount must be at least ¥1.00'))
    expect(sent('POST', '/api/customer/api/order/recharge/balance')).toHaveLength(0)
  })

  test('the cashier of a recharge offers no balance and no cash, and an online payment lands back on the recharge page', async () => {
    openWith({ payNo: NO })
    answer(
      '/api/order/api/pay/channels',
      ok({
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
      }),
    )
    const payment = (status: string) => ({
      id: 91,
      payNo: NO,
      channel: 'STRIPE',
      status,
      amount: 10000,
      currency: 'CNY',
      createdAt: '2026-11-27T12:00:00Z',
      paidAt: null,
    })
    answer('/api/order/api/pay', ok({ ...payment('pending'), payUrl: '/api/pay/gateway/STRIPE/tok9?tenant=default' }))
    answer('/api/order/api/pay/91', ok(payment('paid')))
    render(<CashierPage />)
    await waitFor(() => expect(queryTid('cs-pay')).not.toBeNull())
    expect(screen.getByText(`Recharge ${NO}`)).toBeTruthy()
    expect(queryTid('ch-SYS')).toBeNull()
    expect(queryTid('ch-CASH')).toBeNull()
    tapTid('cs-pay')
    await waitFor(() => expect(navigations).toContain(`redirectTo /pages/systemPay/wallet/recharge?id=${NO}`), { timeout: 8000 })
    expect(bodyOf(sent('POST', '/api/order/api/pay')[0])).toMatchObject({ payNo: NO, channel: 'STRIPE', platform: 'rn' })
  })

  test('polled to success: what was added, the balance now, back to the wallet', async () => {
    openWith({ id: NO })
    const states = ['unpaid', 'paid']
    answer('/api/customer/api/order/recharge/balance/check/' + NO, () => ok(recharge(states.length > 1 ? states.shift()! : states[0])))
    render(<RechargePage />)
    await waitFor(() => expect(queryTid('rc-checking')).not.toBeNull())
    await waitFor(() => expect(queryTid('rc-success')).not.toBeNull(), { timeout: 6000 })
    expect(screen.getByText('¥105.00 was added to your balance')).toBeTruthy()
    expect(screen.getByText('Balance now ¥255.00')).toBeTruthy()
    tapTid('rc-wallet')
    await waitFor(() => expect(navigations).toEqual(['redirectTo /pages/user/wallet/index']))
  })

  test('expired: the "reload failed" state, recharge again', async () => {
    openWith({ id: NO })
    answer('/api/customer/api/order/recharge/balance/check/' + NO, ok(recharge('cancelled')))
    render(<RechargePage />)
    await waitFor(() => expect(queryTid('rc-failed')).not.toBeNull())
    expect(screen.getByText('Reload failed')).toBeTruthy()
    tapTid('rc-again')
    await waitFor(() => expect(navigations).toEqual(['redirectTo /pages/systemPay/wallet/recharge']))
  })

  test('the desk: staff see what each package gives and switch one off', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', roles: ['shopper', 'staff'] } as never)
    openWith({})
    const pkg = { id: 1, currency: 'CNY', amount: 10000, bonus: 500, sort: 0, active: true }
    answer('/api/platform/api/recharge', ok({ packages: [pkg], terms: { minAmount: 100, maxAmount: 5000000, expiryMinutes: 30 }, currencies: ['CNY'] }))
    answer('/api/platform/api/recharge/package/1', ok({ ...pkg, active: false }))
    render(<DeskPage />)
    await waitFor(() => expect(queryTid('d-pkg-1')).not.toBeNull())
    expect(screen.getByText('On sale · Pays ¥100.00, gets ¥105.00')).toBeTruthy()
    tapTid('d-toggle-1')
    await waitFor(() => expect(sent('PUT', '/api/platform/api/recharge/package/1')).toHaveLength(1))
    expect(bodyOf(sent('PUT', '/api/platform/api/recharge/package/1')[0])).toEqual({ active: false })
  })
})
