/**
 * Transfer, convert and the desk's exchange rates on React Native: the page entries of the shared src resolved like
 * the RN build, with the fake API of test/taro.ts. A transfer quote by phone, the pay password through the shared
 * boxes and the money GET with the quote, its Idempotency-Key and the Pay-Password header; a conversion quote
 * rounded down with its note; staff set a rate.
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react-native'
import { answer, openWith, resetAnswers, toasts } from './taro'
import { ok, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import TransferPage from '@/pages/user/wallet/transfer'
import TransformPage from '@/pages/user/wallet/transform'
import RatesPage from '@/pages/platform/rates'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const Q1 = '11111111-1111-4111-8111-111111111111'
const textOf = (id: string) =>
  byTid(id)
    .findAll((n) => n.type === 'Text')
    .map((n) => n.children.filter((c) => typeof c === 'string').join(''))
    .join(' ')
const typeInto = (id: string, v: string) => act(() => void fireEvent.changeText(hostOf(byTid(id)), v))
const headerOf = (r: unknown) => (r as { header: Record<string, string> }).header
const queryOf = (r: { url: string; data?: unknown }) => ({
  ...Object.fromEntries(new URLSearchParams(r.url.split('?')[1] ?? '')),
  ...((r.data as Record<string, unknown>) ?? {}),
})
const ACCOUNTS = [
  { currency: 'CNY', balance: 500_000, frozen: 0, isDefault: 'Y' },
  { currency: 'USD', balance: 20_000, frozen: 0, isDefault: 'N' },
]

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
  answer('/api/customer/api/account', ok(ACCOUNTS))
})
describe('transfer, convert, rates', () => {
  // runs before the library's cleanup (an inner block's afterEach runs first): the last screen is still mounted
  afterEach(expectNoLooseText)

  test('transfer: a quote for a phone shows the recipient masked; six digits move the money with the quote, the key and the password header', async () => {
    openWith({})
    const rule = { currency: 'CNY', available: 500_000, feePermille: 0, feeMin: 0, dailyLimit: 2_000_000, dailyUsed: 0, dailyLeft: 2_000_000 }
    answer('/api/customer/api/account/turn/rule/CNY', (d: unknown) =>
      (d as { amount?: unknown } | undefined)?.amount === undefined
        ? ok({ ...rule, quote: null })
        : ok({
            ...rule,
            quote: {
              quoteId: Q1,
              currency: 'CNY',
              amount: 1_234,
              fee: 0,
              debit: 1_234,
              recipient: { name: 'M***t', phone: '139****0088' },
              dailyLeftAfter: 1_998_766,
              expiresAt: '2026-12-20T10:05:00.000Z',
              expiresIn: 300,
            },
          }),
    )
    answer(
      '/api/customer/api/account/do/turn',
      ok({
        quoteId: Q1,
        currency: 'CNY',
        amount: 1_234,
        fee: 0,
        debit: 1_234,
        recipient: { name: 'M***t', phone: '139****0088' },
        balance: 498_766,
        time: '2026-12-20T10:01:00.000Z',
      }),
    )
    render(<TransferPage />)
    await waitFor(() => expect(textOf('available')).toBe('¥5000.00'))
    expect(textOf('rule')).toContain('No fee')
    await typeInto('to', '13900000088')
    await typeInto('amount', '12.34')
    tapTid('get-quote')
    await waitFor(() => expect(queryTid('quote')).not.toBeNull())
    const ask = sent('GET', '/api/customer/api/account/turn/rule/CNY').at(-1)!
    expect(queryOf(ask)).toMatchObject({ phone: '13900000088', amount: 1234 })
    expect(textOf('recipient')).toBe('M***t 139****0088')
    expect(textOf('quote-debit')).toBe('¥12.34')
    tapTid('confirm')
    await waitFor(() => expect(queryTid('pay-sheet')).not.toBeNull())
    await typeInto('pay-pwd-input', '123456')
    await waitFor(() => expect(queryTid('transfer-result')).not.toBeNull())
    const [moved] = sent('GET', '/api/customer/api/account/do/turn')
    expect(queryOf(moved)).toEqual({ quoteId: Q1 })
    expect(headerOf(moved)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    expect(headerOf(moved)['Pay-Password']).toBe('123456')
    expect(textOf('result-balance')).toBe('¥4987.66')
    expect(toasts).toContain('Transfer complete')
  })

  test('convert: the rate, a quote rounded down with the note, converted with key and password', async () => {
    openWith({})
    const rule = {
      from: 'CNY',
      available: 500_000,
      quoteSeconds: 60,
      targets: [{ currency: 'USD', rate: '0.1381', updatedAt: '2026-12-20T09:00:00.000Z' }],
    }
    answer('/api/customer/api/account/convert/rule/CNY', (d: unknown) =>
      (d as { amount?: unknown } | undefined)?.amount === undefined
        ? ok({ ...rule, quote: null })
        : ok({
            ...rule,
            quote: {
              quoteId: Q1,
              from: 'CNY',
              to: 'USD',
              amount: 1_001,
              rate: '0.1381',
              toAmount: 138,
              exact: '1.382381',
              roundedOff: '0.002381',
              rounded: true,
              expiresAt: '2026-12-20T10:01:00.000Z',
              expiresIn: 60,
            },
          }),
    )
    answer(
      '/api/customer/api/account/do/convert',
      ok({
        quoteId: Q1,
        from: 'CNY',
        to: 'USD',
        amount: 1_001,
        rate: '0.1381',
        toAmount: 138,
        exact: '1.382381',
        roundedOff: '0.002381',
        rounded: true,
        fromBalance: 498_999,
        toBalance: 20_138,
        time: '2026-12-20T10:01:00.000Z',
      }),
    )
    render(<TransformPage />)
    await waitFor(() => expect(textOf('rate')).toBe('1 CNY = 0.1381 USD'))
    await typeInto('amount', '10.01')
    tapTid('get-quote')
    await waitFor(() => expect(queryTid('quote')).not.toBeNull())
    expect(textOf('quote-get')).toBe('$1.38')
    expect(textOf('quote-rounding')).toBe('Rounded down to 0.01: 0.002381 USD is not credited')
    expect(textOf('quote-left')).toMatch(/^This quote holds for 0[01]:\d\d$/)
    tapTid('confirm')
    await waitFor(() => expect(queryTid('pay-sheet')).not.toBeNull())
    await typeInto('pay-pwd-input', '654321')
    await waitFor(() => expect(queryTid('convert-result')).not.toBeNull())
    const [moved] = sent('GET', '/api/customer/api/account/do/convert')
    expect(queryOf(moved)).toEqual({ quoteId: Q1 })
    expect(headerOf(moved)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    expect(headerOf(moved)['Pay-Password']).toBe('654321')
    expect(textOf('result-to')).toBe('$201.38')
  })

  test('rates: staff set a direction that had none', async () => {
    openWith({})
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper', 'staff'] } as never)
    let rates = [
      { from: 'CNY', to: 'USD', rate: '0.1381', updatedAt: '2026-12-20T09:00:00.000Z' },
      { from: 'USD', to: 'CNY', rate: null, updatedAt: null },
    ]
    answer('/api/platform/api/exchange/rate/list', () => ok(rates))
    answer('/api/platform/api/exchange/rate', (d: unknown) => {
      const b = (typeof d === 'string' ? JSON.parse(d) : d) as { from: string; to: string; rate: string }
      const item = { from: b.from, to: b.to, rate: b.rate, updatedAt: '2026-12-20T10:00:00.000Z' }
      rates = rates.map((r) => (r.from === b.from && r.to === b.to ? item : r))
      return ok(item)
    })
    render(<RatesPage />)
    await waitFor(() => expect(textOf('rate-value-USD-CNY')).toBe('Not set'))
    tapTid('rate-edit-USD-CNY')
    await typeInto('rate-input-USD-CNY', '7.15')
    tapTid('rate-save-USD-CNY')
    await waitFor(() => expect(textOf('rate-value-USD-CNY')).toBe('1 USD = 7.15 CNY'))
    expect(sent('PUT', '/api/platform/api/exchange/rate')).toHaveLength(1)
    expect(toasts).toContain('Rate saved')
  })
})
