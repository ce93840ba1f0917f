// Wallet screens (user/wallet/*) on the fake API: balances per currency and the links, the history of a currency
// (paging, filters, the frozen account, kinds in words), one line, a refused line, the default currency, the status
// page, and the wallet web pages (a configured key in the web frame, an unconfigured one says so).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { WalletApi, type CurrencyStatus, type HistoryLine, type WalletBalance } from '~types/wallet'
import { WalletCurrencyScreen, WalletCurrencyStatusScreen } from '@/features/wallet/currency-screen'
import { WalletDetailsScreen } from '@/features/wallet/details-screen'
import { WalletHistoryScreen } from '@/features/wallet/history-screen'
import { WalletScreen } from '@/features/wallet/wallet-screen'
import { WebDqScreen, WebZfbScreen } from '@/features/wallet/web-page-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const BALANCES: WalletBalance[] = [
  { currency: 'CNY', symbol: '¥', decimals: 2, available: 508_800, held: 12_000, total: 520_800, isDefault: true },
  { currency: 'USD', symbol: '$', decimals: 2, available: 21_500, held: 0, total: 21_500, isDefault: false },
]
const lines = (currency: string, n: number, from = 100): HistoryLine[] =>
  Array.from({ length: n }, (_, i) => ({
    id: from - i,
    kind: ['credit', 'payment', 'refund', 'mystery'][i % 4],
    amount: i % 4 === 1 ? -(i + 1) * 100 : (i + 1) * 100,
    currency,
    createTime: '2026-11-26T10:00:00.000Z',
  }))
let statuses: CurrencyStatus[]

let api: FakeApi
let page: FakePage

beforeEach(() => {
  page = fakePage({}, 'pages/user/wallet/index')
  statuses = [
    { currency: 'CNY', symbol: '¥', decimals: 2, enabled: true, state: 'active', isDefault: true, total: 520_800 },
    { currency: 'USD', symbol: '$', decimals: 2, enabled: true, state: 'active', isDefault: false, total: 21_500 },
    { currency: 'EUR', symbol: '€', decimals: 2, enabled: false, state: 'disabled', isDefault: false, total: 300 },
    { currency: 'JPY', symbol: '¥', decimals: 0, enabled: true, state: 'notOpened', isDefault: false, total: 0 },
  ]
  api = fakeApi()
    .on(WalletApi.balances, () => BALANCES)
    .on(WalletApi.history, ({ params, query }) => {
      const all = lines(params.strategy, 23).filter((l) => (query.flow === 'in' ? l.amount > 0 : query.flow === 'out' ? l.amount < 0 : true))
      const size = Number(query.pageSize ?? 10)
      const start = (Number(query.pageNum ?? 1) - 1) * size
      return { rows: all.slice(start, start + size), total: all.length }
    })
    .on(WalletApi.frozenHistory, ({ params }) => ({
      rows: [{ id: 500, kind: 'hold', amount: 12_000, currency: params.strategy, createTime: '2026-11-26T11:00:00.000Z' }],
      total: 1,
    }))
    .on(WalletApi.line, ({ params }) =>
      Number(params.id) === 99
        ? {
            id: 99,
            transactionId: 4321,
            kind: 'payment',
            amount: -200,
            currency: 'CNY',
            symbol: '¥',
            decimals: 2,
            account: 'available' as const,
            balanceAfter: 508_800,
            memo: 'SYS P2026',
            createTime: '2026-11-26T10:00:00.000Z',
          }
        : refuse(404, 404, 'This transaction was not found', 'id'),
    )
    .on(WalletApi.currencies, () => statuses)
    .on(WalletApi.setDefault, ({ body }) => (statuses = statuses.map((s) => ({ ...s, isDefault: s.currency === body.currency }))))
    .on(WalletApi.webAccess, ({ params }) =>
      params.key === 'webdq'
        ? { key: 'webdq', configured: true, url: '/api/wallet/web/default/webdq?token=abc.def&lang=en', expiresAt: '2026-11-26T10:05:00.000Z' }
        : { key: params.key, configured: false, url: null, expiresAt: null },
    )
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

test('index: one card per currency (default first) with total, available and frozen; the links open their pages by name', async () => {
  render(<WalletScreen />)
  await waitFor(() => screen.getByTestId('balance-CNY'))
  expect(screen.getByTestId('total-CNY').textContent).toBe('¥5208.00')
  expect(screen.getByTestId('available-CNY').textContent).toBe('¥5088.00')
  expect(screen.getByTestId('held-CNY').textContent).toContain('¥120.00')
  expect(screen.getByTestId('total-USD').textContent).toBe('$215.00')
  expect(screen.getByTestId('balance-CNY').textContent).toContain('Default')
  expect(screen.getByTestId('balance-USD').textContent).not.toContain('Default')
  await tap('balance-USD')
  await tap('held-CNY')
  for (const p of ['systemPay/wallet/recharge', 'user/wallet/extract/index', 'user/wallet/transfer', 'user/wallet/transform', 'user/bankCard/index']) {
    await tap(`action-${p}`)
  }
  await tap('web-webrwa')
  expect(page.navigations).toEqual([
    'navigateTo /pages/user/wallet/history?currency=USD',
    'navigateTo /pages/user/wallet/history?currency=CNY&frozen=1',
    'navigateTo /pages/systemPay/wallet/recharge',
    'navigateTo /pages/user/wallet/extract/index',
    'navigateTo /pages/user/wallet/transfer',
    'navigateTo /pages/user/wallet/transform',
    'navigateTo /pages/user/bankCard/index',
    'navigateTo /pages/user/wallet/webrwa',
  ])
  expect(screen.getByTestId('web-webdq').textContent).toContain('Fixed-term savings')
})

test('index: a tenant without currencies says so; a failure offers a retry', async () => {
  api.on(WalletApi.balances, () => [])
  const { unmount } = render(<WalletScreen />)
  await waitFor(() => expect(screen.getByTestId('wallet').textContent).toContain('The mall offers no wallet currency yet'))
  unmount()
  fakePage({}, 'pages/user/wallet/index')
  api.on(WalletApi.balances, () => refuse(500, 500, 'Server error'))
  render(<WalletScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Server error'))
})

test('history: the currency asked for, newest first, kinds in words, signed amounts; paging to the end; income only', async () => {
  page.params = { currency: 'USD' }
  render(<WalletHistoryScreen />)
  await waitFor(() => screen.getByTestId('line-100'))
  expect(api.calls('wallet.history')[0].params).toEqual({ strategy: 'USD' })
  expect(screen.getByTestId('line-100').textContent).toContain('Credit')
  expect(screen.getByTestId('line-99').textContent).toContain('Payment')
  expect(screen.getByTestId('line-98').textContent).toContain('Refund')
  // a kind the app does not know
  expect(screen.getByTestId('line-97').textContent).toContain('Other')
  expect(screen.getByTestId('amount-100').textContent).toBe('+$1.00')
  expect(screen.getByTestId('amount-99').textContent).toBe('-$2.00')
  expect(screen.getByTestId('currency-USD').className).toContain('wallet-chip--on')
  await page.bottom()
  await waitFor(() => screen.getByTestId('line-78'))
  expect(screen.queryByText('No more')).not.toBeNull()
  expect(api.calls('wallet.history').map((c) => c.query.pageNum)).toEqual([1, 2])
  await tap('flow-in')
  await waitFor(() => expect(api.calls('wallet.history').at(-1)?.query.flow).toBe('in'))
  await waitFor(() => expect(screen.queryByTestId('line-99')).toBeNull())
  await tap('line-100')
  expect(page.navigations.at(-1)).toBe('navigateTo /pages/user/wallet/details?id=100')
})

test('history: without a currency the default one; the frozen account; another currency by its chip; nothing says so', async () => {
  page.params = { frozen: '1' }
  render(<WalletHistoryScreen />)
  await waitFor(() => screen.getByTestId('line-500'))
  expect(api.calls('wallet.frozenHistory')[0].params).toEqual({ strategy: 'CNY' })
  expect(screen.getByTestId('line-500').textContent).toContain('Funds frozen')
  expect(screen.getByTestId('amount-500').textContent).toBe('+¥120.00')
  await tap('account-available')
  await waitFor(() => screen.getByTestId('line-100'))
  expect(screen.getByTestId('amount-100').textContent).toBe('+¥1.00')
  api.on(WalletApi.history, () => ({ rows: [], total: 0 }))
  await tap('currency-USD')
  await waitFor(() => expect(screen.getByTestId('wallet-history').textContent).toContain('No transactions yet'))
  expect(api.calls('wallet.history').at(-1)?.params).toEqual({ strategy: 'USD' })
})

test("details: a line in full; another user's line is the server's not found", async () => {
  page.params = { id: '99' }
  const { unmount } = render(<WalletDetailsScreen />)
  await waitFor(() => screen.getByTestId('amount'))
  expect(screen.getByTestId('amount').textContent).toBe('-¥2.00')
  expect(screen.getByTestId('kind').textContent).toBe('Payment')
  expect(screen.getByTestId('balance-after').textContent).toBe('¥5088.00')
  expect(screen.getByTestId('transaction').textContent).toBe('4321')
  expect(screen.getByTestId('account').textContent).toBe('Available balance')
  expect(screen.getByTestId('memo').textContent).toBe('SYS P2026')
  unmount()
  page.params = { id: '7' }
  render(<WalletDetailsScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This transaction was not found'))
})

test('currency: the offered ones (not EUR); choosing USD sends it, says so and marks it', async () => {
  render(<WalletCurrencyScreen />)
  await waitFor(() => screen.getByTestId('option-CNY'))
  expect(screen.queryByTestId('option-EUR')).toBeNull()
  expect(screen.getByTestId('option-JPY').textContent).toContain('¥0')
  expect(screen.getByTestId('option-CNY').textContent).toContain('Default')
  await tap('option-CNY')
  expect(api.calls('wallet.setDefault')).toHaveLength(0)
  await tap('option-USD')
  await waitFor(() => expect(api.calls('wallet.setDefault')).toHaveLength(1))
  expect(api.calls('wallet.setDefault')[0].body).toEqual({ currency: 'USD' })
  await waitFor(() => expect(page.toasts).toContain('Default currency set'))
  await waitFor(() => expect(screen.getByTestId('option-USD').className).toContain('wallet-option--on'))
})

test('currency status: every currency with its state and what it holds', async () => {
  render(<WalletCurrencyStatusScreen />)
  await waitFor(() => screen.getByTestId('status-EUR'))
  expect(screen.getByTestId('state-CNY').textContent).toBe('In use')
  expect(screen.getByTestId('state-JPY').textContent).toBe('Not opened')
  expect(screen.getByTestId('state-EUR').textContent).toBe('Not offered')
  expect(screen.getByTestId('status-EUR').textContent).toContain('€3.00')
  expect(screen.getByTestId('status-CNY').textContent).toContain('Default')
})

test('web pages: a configured key opens its URL with the token in the web frame; an unconfigured one says so', async () => {
  const { container, unmount } = render(<WebDqScreen />)
  await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull())
  expect(api.calls('wallet.webAccess')[0].params).toEqual({ key: 'webdq' })
  expect(container.querySelector('iframe')!.getAttribute('src')).toBe('/api/wallet/web/default/webdq?token=abc.def&lang=en')
  unmount()
  const r = render(<WebZfbScreen />)
  await waitFor(() => screen.getByTestId('not-configured'))
  expect(screen.getByTestId('not-configured').textContent).toContain('This service is not available yet')
  expect(r.container.querySelector('iframe')).toBeNull()
})
