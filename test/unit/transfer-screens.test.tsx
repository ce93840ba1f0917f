// Transfer and convert screens (user/wallet/transfer, user/wallet/transform) and the desk's exchange rates
// (platform/rates) on the fake API: the server's rule and one-time quote shown as given, the pay password through the
// shared boxes, the money GET sent with its quote, one Idempotency-Key per quote and the Pay-Password header.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LedgerApi } from '~types/ledger'
import { PaymentCodes } from '~types/payment-codes'
import { TransferApi, TransferCodes, type ConvertQuote, type ConvertRule, type RateItem, type TurnQuote, type TurnRule } from '~types/transfer'
import { useSessionStore } from '@/core/stores'
import { RatesScreen } from '@/features/transfer/rates-screen'
import { TransferScreen } from '@/features/transfer/transfer-screen'
import { TransformScreen } from '@/features/transfer/transform-screen'
import { fakeApi, refuse, type FakeApi, type Refusal } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const Q1 = '11111111-1111-4111-8111-111111111111'
const Q2 = '22222222-2222-4222-8222-222222222222'
const ACCOUNTS = [
  { currency: 'CNY', balance: 500_000, frozen: 0, available: 500_000, held: 0, total: 500_000, isDefault: 'Y' as const },
  { currency: 'USD', balance: 20_000, frozen: 0, available: 20_000, held: 0, total: 20_000, isDefault: 'N' as const },
]
const turnRule = (o: Partial<TurnRule> = {}): TurnRule => ({
  currency: 'CNY',
  available: 500_000,
  feePermille: 5,
  feeMin: 100,
  dailyLimit: 2_000_000,
  dailyUsed: 0,
  dailyLeft: 2_000_000,
  quote: null,
  ...o,
})
const turnQuote = (id = Q1, o: Partial<TurnQuote> = {}): TurnQuote => ({
  quoteId: id,
  currency: 'CNY',
  amount: 1_234,
  fee: 100,
  debit: 1_334,
  recipient: { name: 'M***t', phone: '139****0088' },
  dailyLeftAfter: 1_998_766,
  expiresAt: '2026-12-20T10:05:00.000Z',
  expiresIn: 300,
  ...o,
})
const convertRule = (o: Partial<ConvertRule> = {}): ConvertRule => ({
  from: 'CNY',
  available: 500_000,
  quoteSeconds: 60,
  targets: [
    { currency: 'USD', rate: '0.1381', updatedAt: '2026-12-20T09:00:00.000Z' },
    { currency: 'JPY', rate: null, updatedAt: null },
  ],
  quote: null,
  ...o,
})
const convertQuote = (id = Q1, o: Partial<ConvertQuote> = {}): ConvertQuote => ({
  quoteId: id,
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
  ...o,
})

let api: FakeApi
let page: FakePage
let doTurnReply: () => unknown
let doConvertReply: () => unknown
let quotes: string[]

beforeEach(() => {
  page = fakePage({}, 'pages/user/wallet/transfer')
  quotes = [Q1, Q2]
  doTurnReply = () => ({
    quoteId: Q1,
    currency: 'CNY',
    amount: 1_234,
    fee: 100,
    debit: 1_334,
    recipient: { name: 'M***t', phone: '139****0088' },
    balance: 498_666,
    time: '2026-12-20T10:01:00.000Z',
  })
  doConvertReply = () => ({
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
  })
  api = fakeApi()
    .on(LedgerApi.accounts, () => ACCOUNTS)
    .on(TransferApi.turnRule, ({ params, query }) =>
      query.amount === undefined
        ? turnRule({ currency: params.id })
        : turnRule({ quote: turnQuote(quotes.shift(), { amount: Number(query.amount), currency: params.id }) }),
    )
    .on(TransferApi.doTurn, () => doTurnReply() as never)
    .on(TransferApi.convertRule, ({ query }) => (query.amount === undefined ? convertRule() : convertRule({ quote: convertQuote(quotes.shift()) })))
    .on(TransferApi.doConvert, () => doConvertReply() as never)
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))
/** Taro's Input is the <taro-input-core> web component: typing is an `input` event with detail.value */
const type = (id: string, value: string) =>
  act(() => {
    const el = document.querySelector(`[data-testid="${id}"]`)
    expect(el).not.toBeNull()
    el!.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
const text = (id: string) => screen.getByTestId(id).textContent

describe('transfer', () => {
  test('the rule, a quote for a phone and an amount, the pay password: one GET with the quote, its key and the password header', async () => {
    render(<TransferScreen />)
    await waitFor(() => expect(text('available')).toBe('¥5000.00'))
    expect(text('rule')).toContain('5‰ of the amount, at least ¥1.00')
    expect(text('daily')).toBe('¥20000.00 left of ¥20000.00 today')
    await type('to', '13900000088')
    await type('amount', '12.34')
    await tap('get-quote')
    await waitFor(() => screen.getByTestId('quote'))
    expect(api.calls(TransferApi.turnRule).at(-1)!.query).toEqual({ phone: '13900000088', amount: 1234 })
    expect(text('recipient')).toBe('M***t 139****0088')
    expect(text('quote-amount')).toBe('¥12.34')
    expect(text('quote-fee')).toBe('¥1.00')
    expect(text('quote-debit')).toBe('¥13.34')
    expect(text('quote-left')).toMatch(/^This quote holds for 0[45]:\d\d$/)
    await tap('confirm')
    expect(screen.getByTestId('pay-sheet')).toBeTruthy()
    await type('pay-pwd-input', '12345')
    expect(api.calls(TransferApi.doTurn)).toHaveLength(0)
    await type('pay-pwd-input', '123456')
    await waitFor(() => screen.getByTestId('transfer-result'))
    const [call] = api.calls(TransferApi.doTurn)
    expect(call.query).toEqual({ quoteId: Q1 })
    expect(call.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    expect(call.header['Pay-Password']).toBe('123456')
    expect(text('result-text')).toBe('¥12.34 sent to M***t')
    expect(text('result-balance')).toBe('¥4986.66')
    expect(page.toasts).toContain('Transfer complete')
    await tap('another')
    expect(screen.getByTestId('get-quote')).toBeTruthy()
  })

  test('a wrong password keeps the sheet and retries with the SAME key; a used quote goes back to the form for a new one', async () => {
    let replies: Array<() => unknown> = [
      () => refuse(400, PaymentCodes.PAY_PWD_WRONG, 'Wrong pay password, 4 tries left', 'payPassword'),
      () => refuse(409, TransferCodes.QUOTE_USED, 'Transfer failed: this quote was used already, get a new one', 'quoteId'),
    ]
    doTurnReply = () => replies.shift()!()
    render(<TransferScreen />)
    await screen.findByTestId('get-quote')
    await tap('mode-id')
    await type('to', '42')
    await type('amount', '5')
    await tap('get-quote')
    await waitFor(() => screen.getByTestId('quote'))
    expect(api.calls(TransferApi.turnRule).at(-1)!.query).toEqual({ userId: 42, amount: 500 })
    await tap('confirm')
    await type('pay-pwd-input', '000000')
    await waitFor(() => expect(page.toasts).toContain('Wrong pay password, 4 tries left'))
    expect(screen.getByTestId('pay-sheet')).toBeTruthy()
    expect(document.querySelectorAll('.pwd__dot')[0].textContent).toBe('')
    await type('pay-pwd-input', '123456')
    await waitFor(() => expect(page.toasts).toContain('Transfer failed: this quote was used already, get a new one'))
    const [a, b] = api.calls(TransferApi.doTurn)
    expect(b.header['Idempotency-Key']).toBe(a.header['Idempotency-Key'])
    expect(screen.queryByTestId('pay-sheet')).toBeNull()
    expect(screen.queryByTestId('quote')).toBeNull()
    // a new quote takes a new key
    replies = []
    doTurnReply = () => ({ ...(doTurnReplyOk() as object), quoteId: Q2 })
    await tap('get-quote')
    await waitFor(() => screen.getByTestId('quote'))
    await tap('confirm')
    await type('pay-pwd-input', '123456')
    await waitFor(() => screen.getByTestId('transfer-result'))
    const c = api.calls(TransferApi.doTurn)[2]
    expect(c.query).toEqual({ quoteId: Q2 })
    expect(c.header['Idempotency-Key']).not.toBe(a.header['Idempotency-Key'])
  })

  test('nothing is asked for a missing recipient or an amount that is not one', async () => {
    render(<TransferScreen />)
    await screen.findByTestId('get-quote')
    const asked = api.calls(TransferApi.turnRule).length
    await type('amount', '10')
    await tap('get-quote')
    expect(page.toasts).toContain("Enter the recipient's phone number")
    await type('to', '13900000088')
    await type('amount', '1.234')
    await tap('get-quote')
    expect(page.toasts).toContain('Enter an amount above 0 with at most two decimals')
    expect(api.calls(TransferApi.turnRule)).toHaveLength(asked)
  })
})

function doTurnReplyOk() {
  return {
    quoteId: Q1,
    currency: 'CNY',
    amount: 1_234,
    fee: 100,
    debit: 1_334,
    recipient: { name: 'M***t', phone: '139****0088' },
    balance: 498_666,
    time: '2026-12-20T10:01:00.000Z',
  }
}

describe('convert', () => {
  test('targets with their rate (no rate: not pickable); the quote rounds down and says so; it runs out and is refreshed; converted with key and password', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      render(<TransformScreen />)
      await waitFor(() => expect(text('rate')).toBe('1 CNY = 0.1381 USD'))
      expect(screen.getByTestId('to-USD').className).toContain('tf-chip--on')
      expect(screen.getByTestId('to-JPY').className).toContain('tf-chip--off')
      expect(text('to-JPY')).toContain('no rate')
      expect(text('available')).toBe('¥5000.00')
      await type('amount', '10.01')
      await tap('get-quote')
      await waitFor(() => screen.getByTestId('quote'))
      expect(api.calls(TransferApi.convertRule).at(-1)!.query).toEqual({ to: 'USD', amount: 1001 })
      expect(text('quote-pay')).toBe('¥10.01')
      expect(text('quote-get')).toBe('$1.38')
      expect(text('quote-exact')).toBe('1.382381 USD')
      expect(text('quote-rounding')).toBe('Rounded down to 0.01: 0.002381 USD is not credited')
      expect(text('quote-left')).toMatch(/^This quote holds for (01:00|00:59)$/)
      act(() => void jest.advanceTimersByTime(61_000))
      expect(text('quote-left')).toBe('This quote expired: refresh it')
      expect(screen.queryByTestId('confirm')).toBeNull()
      await tap('refresh')
      await waitFor(() => expect(screen.queryByTestId('confirm')).not.toBeNull())
      expect(api.calls(TransferApi.convertRule).filter((c) => c.query.amount !== undefined)).toHaveLength(2)
      await tap('confirm')
      await type('pay-pwd-input', '654321')
      await waitFor(() => screen.getByTestId('convert-result'))
    } finally {
      jest.useRealTimers()
    }
    const [call] = api.calls(TransferApi.doConvert)
    expect(call.query).toEqual({ quoteId: Q2 })
    expect(call.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    expect(call.header['Pay-Password']).toBe('654321')
    expect(text('result-text')).toBe('¥10.01 converted into $1.38')
    expect(text('result-rounding')).toBe('Rounded down to 0.01: 0.002381 USD is not credited')
    expect(text('result-to')).toBe('$201.38')
  })

  test('an expired quote refused by the server goes back for a new one', async () => {
    doConvertReply = () => refuse(409, TransferCodes.QUOTE_EXPIRED, 'Convert failed: the rate quote expired, get a new one', 'quoteId') as Refusal
    render(<TransformScreen />)
    await screen.findByTestId('get-quote')
    await type('amount', '10.01')
    await tap('get-quote')
    await waitFor(() => screen.getByTestId('quote'))
    await tap('confirm')
    await type('pay-pwd-input', '654321')
    await waitFor(() => expect(page.toasts).toContain('Convert failed: the rate quote expired, get a new one'))
    expect(screen.queryByTestId('quote')).toBeNull()
    expect(screen.getByTestId('get-quote')).toBeTruthy()
  })
})

describe('desk: exchange rates', () => {
  const RATES: RateItem[] = [
    { from: 'CNY', to: 'USD', rate: '0.1381', updatedAt: '2026-12-20T09:00:00.000Z' },
    { from: 'USD', to: 'CNY', rate: null, updatedAt: null },
  ]
  test('staff see each direction with its rate and time, and set one', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper', 'staff'] } as never)
    let rates = RATES
    api
      .on(TransferApi.rates, () => rates)
      .on(TransferApi.setRate, ({ body }) => {
        const item = { ...body, updatedAt: '2026-12-20T10:00:00.000Z' }
        rates = rates.map((r) => (r.from === body.from && r.to === body.to ? item : r))
        return item
      })
    render(<RatesScreen />)
    await waitFor(() => expect(text('rate-value-CNY-USD')).toBe('1 CNY = 0.1381 USD'))
    expect(text('rate-value-USD-CNY')).toBe('Not set')
    expect(text('rate-USD-CNY')).toContain('Never set')
    await tap('rate-edit-USD-CNY')
    await type('rate-input-USD-CNY', '0')
    await tap('rate-save-USD-CNY')
    expect(page.toasts).toContain('Enter a rate above 0 with at most 8 decimals')
    await type('rate-input-USD-CNY', '7.15')
    await tap('rate-save-USD-CNY')
    await waitFor(() => expect(text('rate-value-USD-CNY')).toBe('1 USD = 7.15 CNY'))
    expect(api.calls(TransferApi.setRate)[0].body).toEqual({ from: 'USD', to: 'CNY', rate: '7.15' })
    expect(page.toasts).toContain('Rate saved')
  })

  test('others are refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as never)
    render(<RatesScreen />)
    expect(await screen.findByText('Only platform staff can open this page')).toBeTruthy()
    expect(api.calls(TransferApi.rates)).toHaveLength(0)
  })
})
