/**
 * The wallet pages on React Native (`user/wallet/index`, `history`, `details`, `currency`, `currencyStatus`, a web
 * page): the page entries of the shared src resolved like the RN build, with the fake API of test/taro.ts. Each shows
 * the server's numbers in the currency's format, with no text outside a Text; taps reach their pages and endpoints.
 */
import { act, render, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, tapTid, looseText } from './screen-helpers'
import WalletPage from '@/pages/user/wallet/index'
import HistoryPage from '@/pages/user/wallet/history'
import DetailsPage from '@/pages/user/wallet/details'
import CurrencyPage from '@/pages/user/wallet/currency'
import StatusPage from '@/pages/user/wallet/currencyStatus'
import WebDqPage from '@/pages/user/wallet/webdq'
import WebZfbPage from '@/pages/user/wallet/webzfb'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join(' ')
const page = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', ok: true, rows, total })

const BALANCES = [
  { currency: 'CNY', symbol: '¥', decimals: 2, available: 508_800, held: 12_000, total: 520_800, isDefault: true },
  { currency: 'USD', symbol: '$', decimals: 2, available: 21_500, held: 0, total: 21_500, isDefault: false },
]
const STATUSES = [
  { currency: 'CNY', symbol: '¥', decimals: 2, enabled: true, state: 'active', isDefault: true, total: 520_800 },
  { currency: 'USD', symbol: '$', decimals: 2, enabled: true, state: 'active', isDefault: false, total: 21_500 },
  { currency: 'EUR', symbol: '€', decimals: 2, enabled: false, state: 'disabled', isDefault: false, total: 300 },
]

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
  answer('/api/customer/api/wallet', ok(BALANCES))
})

test('index: a card per currency with total, available and frozen; a card opens its history, an action its page', async () => {
  openWith({})
  render(<WalletPage />)
  await waitFor(() => expect(queryTid('balance-USD')).not.toBeNull())
  expect(textOf('total-CNY')).toBe('¥5208.00')
  expect(textOf('available-CNY')).toBe('¥5088.00')
  expect(textOf('held-CNY')).toContain('¥120.00')
  expect(textOf('balance-CNY')).toContain('Default')
  expect(textOf('total-USD')).toBe('$215.00')
  tapTid('balance-USD')
  tapTid('action-user/wallet/transfer')
  tapTid('web-webdq')
  await waitFor(() => expect(navigations).toHaveLength(3))
  expect(navigations).toEqual([
    'navigateTo /pages/user/wallet/history?currency=USD',
    'navigateTo /pages/user/wallet/transfer',
    'navigateTo /pages/user/wallet/webdq',
  ])
  expect(looseText()).toEqual([])
})

test('history: lines of the currency asked for, kinds in words, signed amounts; a line opens its detail', async () => {
  openWith({ currency: 'USD' })
  answer(
    '/api/customer/api/account/details/USD',
    page([
      { id: 12, kind: 'credit', amount: 1500, currency: 'USD', createTime: '2026-11-26T10:00:00.000Z' },
      { id: 11, kind: 'payment', amount: -250, currency: 'USD', createTime: '2026-11-25T10:00:00.000Z' },
    ]),
  )
  render(<HistoryPage />)
  await waitFor(() => expect(queryTid('line-12')).not.toBeNull())
  expect(textOf('line-12')).toContain('Credit')
  expect(textOf('amount-12')).toBe('+$15.00')
  expect(textOf('line-11')).toContain('Payment')
  expect(textOf('amount-11')).toBe('-$2.50')
  tapTid('line-11')
  await waitFor(() => expect(navigations).toContain('navigateTo /pages/user/wallet/details?id=11'))
  expect(looseText()).toEqual([])
})

test('details: one line in full', async () => {
  openWith({ id: '11' })
  answer(
    '/api/customer/api/account/line/11',
    ok({
      id: 11,
      transactionId: 77,
      kind: 'payment',
      amount: -250,
      currency: 'USD',
      symbol: '$',
      decimals: 2,
      account: 'available',
      balanceAfter: 21_500,
      memo: 'SYS P1',
      createTime: '2026-11-25T10:00:00.000Z',
    }),
  )
  render(<DetailsPage />)
  await waitFor(() => expect(queryTid('amount')).not.toBeNull())
  expect(textOf('amount')).toBe('-$2.50')
  expect(textOf('balance-after')).toBe('$215.00')
  expect(textOf('transaction')).toBe('77')
  expect(looseText()).toEqual([])
})

test('currency: choosing USD sends it and says so; the status page shows each state', async () => {
  openWith({})
  let statuses = STATUSES
  answer('/api/customer/api/wallet/currencies', () => ok(statuses))
  answer('/api/customer/api/wallet/currency', (data: unknown) => {
    const c = (typeof data === 'string' ? JSON.parse(data) : data) as { currency: string }
    statuses = STATUSES.map((s) => ({ ...s, isDefault: s.currency === c.currency }))
    return ok(statuses)
  })
  const { unmount } = render(<CurrencyPage />)
  await waitFor(() => expect(queryTid('option-USD')).not.toBeNull())
  expect(queryTid('option-EUR')).toBeNull()
  tapTid('option-USD')
  await waitFor(() => expect(toasts).toContain('Default currency set'))
  expect(bodyOf(sent('PUT', '/api/customer/api/wallet/currency')[0]).currency).toBe('USD')
  expect(looseText()).toEqual([])
  unmount()
  render(<StatusPage />)
  await waitFor(() => expect(queryTid('state-EUR')).not.toBeNull())
  expect(textOf('state-EUR')).toBe('Not offered')
  expect(textOf('state-CNY')).toBe('In use')
  expect(looseText()).toEqual([])
})

test('web pages: a configured key asks for its signed URL and shows the web view; an unconfigured one says so', async () => {
  openWith({})
  answer(
    '/api/customer/api/wallet/web/webdq',
    ok({ key: 'webdq', configured: true, url: '/api/wallet/web/default/webdq?token=a.b', expiresAt: '2026-11-26T10:05:00.000Z' }),
  )
  answer('/api/customer/api/wallet/web/webzfb', ok({ key: 'webzfb', configured: false, url: null, expiresAt: null }))
  const { unmount } = render(<WebDqPage />)
  await waitFor(() => expect(sent('POST', '/api/customer/api/wallet/web/webdq')).toHaveLength(1))
  await waitFor(() => expect(queryTid('wallet-web-webdq')).not.toBeNull())
  expect(queryTid('not-configured')).toBeNull()
  // the web view is given the signed URL on the API's origin
  const views = byTid('wallet-web-webdq').findAll((n) => typeof n.props.src === 'string')
  expect(views.length).toBeGreaterThan(0)
  expect(views[0].props.src).toMatch(/^https?:\/\/[^/]+\/api\/wallet\/web\/default\/webdq\?token=a\.b$/)
  unmount()
  render(<WebZfbPage />)
  await waitFor(() => expect(queryTid('not-configured')).not.toBeNull())
  expect(textOf('not-configured')).toContain('This service is not available yet')
  expect(looseText()).toEqual([])
})
