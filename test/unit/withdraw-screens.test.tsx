// The withdrawal pages: withdraw (`user/wallet/extract/index`: real name and agreement first, the server's fee,
// the card, refusals under their field, the list), the result (`extract/success`), the wallet's failure page
// (`error/error`), and a shop's withdrawals (`merchant/withdraw`, the workbench's tile).
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BankApi, type BankCard } from '~types/bank'
import { ChatApi } from '~types/chat'
import { OrderApi } from '~types/order'
import { RefundApi } from '~types/refund'
import { SettlementApi } from '~types/settlement'
import { WithdrawApi, WithdrawCodes, type CashStatus, type Withdrawal, type WithdrawalDetail } from '~types/withdraw'
import { clearQueries } from '@/core/data'
import { absoluteUrl } from '@/core/request'
import { useSessionStore } from '@/core/stores/session'
import { WorkbenchScreen } from '@/features/merchant/workbench-screen'
import { WalletErrorScreen } from '@/features/withdraw/error-screen'
import { ExtractScreen } from '@/features/withdraw/extract-screen'
import { MerchantWithdrawScreen } from '@/features/withdraw/merchant-withdraw-screen'
import { WithdrawSuccessScreen } from '@/features/withdraw/success-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

const setting: CashStatus['setting'] = {
  currency: 'CNY',
  currencies: ['CNY', 'USD'],
  minAmount: 1_000,
  maxAmount: 100_000,
  dailyMax: 150_000,
  feeFixed: 50,
  feeRateBp: 60,
  feeMin: 100,
  feeRounding: 'up',
  needRealName: true,
  needSign: true,
  arrival: 'T+1',
  timeZone: 'Asia/Shanghai',
}
const status = (extra: Partial<CashStatus> = {}): CashStatus => ({
  currency: 'CNY',
  available: 50_000,
  held: 1_650,
  realName: true,
  signed: true,
  dailyUsed: 0,
  dailyLeft: 150_000,
  maxNow: 49_652,
  setting,
  ...extra,
})
const card = (id: number, last4: string): BankCard => ({
  id,
  bankCode: 'ICBC',
  bankName: 'ICBC',
  holder: 'Li Lei',
  idNumber: '1101********1234',
  masked: `**** **** **** ${last4}`,
  last4,
  phone: '138****5678',
  cardType: 'debit',
  createTime: '2026-12-01T10:00:00.000Z',
})
const withdrawal = (id: number, extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  withdrawNo: `W17000000000${id}`,
  kind: 'user',
  shopId: null,
  shopName: '',
  amount: 10_000,
  fee: 110,
  total: 10_110,
  currency: 'CNY',
  bankName: 'ICBC',
  cardMasked: '**** **** **** 1234',
  state: 'requested',
  reason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: null,
  ...extra,
})
const detail = (id: number, extra: Partial<WithdrawalDetail> = {}): WithdrawalDetail => ({
  ...withdrawal(id),
  history: [{ state: 'requested', event: 'request', note: null, at: '2026-12-01T10:00:00.000Z' }],
  ...extra,
})

let api: FakeApi
let page: FakePage
let now: CashStatus
let rows: Withdrawal[]
let shown: Array<() => void>

const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))

beforeEach(() => {
  clearQueries()
  page = fakePage({}, 'pages/user/wallet/extract/index')
  shown = []
  ;(Taro as any).useDidShow = (f: () => void) => void shown.push(f)
  now = status()
  rows = Array.from({ length: 12 }, (_, i) => withdrawal(12 - i, { state: i === 0 ? 'paid' : 'requested' }))
  api = fakeApi()
    .on(WithdrawApi.status, () => now)
    .on(WithdrawApi.rule, () => ({ id: 1, ...setting, content: 'Withdrawals: from 10.00 to 1000.00 at a time' }))
    .on(WithdrawApi.fee, ({ query }) => {
      const amount = Number(query.amount)
      const fee = Math.max(50 + Math.ceil((amount * 60) / 10_000), 100)
      return { amount, fee, total: amount + fee, currency: String(query.currency ?? 'CNY') }
    })
    .on(WithdrawApi.agreement, () => ({
      signed: now.signed,
      version: '2026-12',
      signedAt: now.signed ? '2026-12-01T09:00:00.000Z' : null,
      documentSha256: null,
    }))
    .on(WithdrawApi.sign, () => ({ signed: false, url: '/api/esign/local/abc' }))
    .on(WithdrawApi.list, ({ query }) => {
      const n = Number(query.pageNum ?? 1)
      return { rows: rows.slice((n - 1) * 10, n * 10), total: rows.length }
    })
    .on(WithdrawApi.create, ({ body }) => withdrawal(99, { amount: Number(body.amount), fee: 110, total: Number(body.amount) + 110 }))
    .on(WithdrawApi.detail, ({ params }) => detail(Number(params.id)))
    .on(BankApi.list, () => [card(7, '1234'), card(8, '5678')])
    // the workbench's chat tile (core/chat): the total unread; no chat socket in these tests
    .on(ChatApi.current, () => ({ userId: 1, nick: 'M', avatar: '', shopIds: [], unread: 0 }))
    .on(ChatApi.imServer, () => refuse(404, 404, 'Not found'))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('withdraw (user/wallet/extract/index)', () => {
  test('no approved real name: the way to verify it, and no request can be made', async () => {
    now = status({ realName: false, signed: false })
    render(<ExtractScreen />)
    expect((await screen.findByTestId('wd-available')).textContent).toBe('¥500.00')
    expect(screen.getByTestId('wd-held').textContent).toBe('Held ¥16.50')
    expect(screen.getByText('Verify your real name before withdrawing')).toBeTruthy()
    expect(screen.queryByTestId('wd-gate-sign')).toBeNull()
    fireEvent.click(screen.getByTestId('wd-verify'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/realName/index']))
    expect(screen.getByTestId('wd-submit').className).toMatch(/disabled/)
    expect(api.calls(WithdrawApi.create)).toEqual([])
  })

  test('not signed: the agreement opens on the provider page; back on the page it waits for the signature, then the form opens', async () => {
    now = status({ signed: false })
    render(<ExtractScreen />)
    fireEvent.click(await screen.findByTestId('wd-sign'))
    // the provider's page in the web page (as the API's origin sees it: absoluteUrl of core/request)
    await waitFor(() => expect(page.navigations).toEqual([`navigateTo /pages/web?url=${encodeURIComponent(absoluteUrl('/api/esign/local/abc'))}`]))
    expect(api.calls(WithdrawApi.sign).length).toBe(1)
    // the provider's callback arrived meanwhile
    now = status()
    await act(async () => shown.forEach((f) => f()))
    await waitFor(() => expect(screen.queryByTestId('wd-gate-sign')).toBeNull())
    expect(api.calls(WithdrawApi.agreement).length).toBeGreaterThan(0)
    expect(await screen.findByTestId('wd-signed')).toBeTruthy()
  })

  test("an amount: the server's fee and what leaves the balance; the request carries the card and a key, then the result page", async () => {
    render(<ExtractScreen />)
    await screen.findByTestId('wd-card-7')
    expect(screen.getByTestId('wd-limits').textContent).toBe('¥10.00 to ¥1000.00 a time · ¥1500.00 left today')
    typeInto(screen.getByTestId('wd-amount'), '100')
    expect((await screen.findByTestId('wd-fee')).textContent).toBe('¥1.10')
    expect(screen.getByTestId('wd-total').textContent).toBe('¥101.10')
    fireEvent.click(screen.getByTestId('wd-card-8'))
    fireEvent.click(screen.getByTestId('wd-submit'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/wallet/extract/success?id=99']))
    const [sent] = api.calls(WithdrawApi.create)
    expect(sent.body).toEqual({ amount: 10_000, currency: 'CNY', cardId: 8 })
    expect(sent.header['Idempotency-Key']).toMatch(/\S{8,}/)
    expect(page.toasts).toEqual(['Withdrawal requested'])
  })

  test('below the minimum or above what is possible now: said under the amount, nothing sent; "All" takes the largest amount', async () => {
    render(<ExtractScreen />)
    await screen.findByTestId('wd-card-7')
    typeInto(screen.getByTestId('wd-amount'), '5')
    expect((await screen.findByTestId('wd-error-amount')).textContent).toBe('At least ¥10.00')
    typeInto(screen.getByTestId('wd-amount'), '600')
    expect((await screen.findByTestId('wd-error-amount')).textContent).toBe('At most ¥496.52 now')
    typeInto(screen.getByTestId('wd-amount'), '1.234')
    expect((await screen.findByTestId('wd-error-amount')).textContent).toBe('Enter an amount with at most two decimals')
    fireEvent.click(screen.getByTestId('wd-submit'))
    expect(api.calls(WithdrawApi.create)).toEqual([])
    fireEvent.click(screen.getByTestId('wd-all'))
    await waitFor(() => expect(screen.queryByTestId('wd-error-amount')).toBeNull())
    expect((screen.getByTestId('wd-amount') as HTMLInputElement).value ?? screen.getByTestId('wd-amount').getAttribute('value')).toBe('496.52')
  })

  test("the server's refusal stays under the field it names; another currency asks its own numbers", async () => {
    api.on(WithdrawApi.create, () => refuse(409, WithdrawCodes.DAILY_MAX, "Over today's withdrawal limit: 50.00 is left for today", 'amount'))
    render(<ExtractScreen />)
    await screen.findByTestId('wd-card-7')
    typeInto(screen.getByTestId('wd-amount'), '100')
    await screen.findByTestId('wd-fee')
    fireEvent.click(screen.getByTestId('wd-submit'))
    expect((await screen.findByTestId('wd-error-amount')).textContent).toBe("Over today's withdrawal limit: 50.00 is left for today")
    expect(page.navigations).toEqual([])
    fireEvent.click(screen.getByTestId('wd-currency-USD'))
    await waitFor(() => expect(api.calls(WithdrawApi.status).some((c) => c.query.currency === 'USD')).toBe(true))
  })

  test('no bound card: the way to bind one', async () => {
    api.on(BankApi.list, () => [])
    render(<ExtractScreen />)
    fireEvent.click(await screen.findByTestId('wd-bind-card'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/bankCard/binding']))
  })

  test('the withdrawals: paged, newest first, each opening its page; none: the empty state', async () => {
    render(<ExtractScreen />)
    await screen.findByTestId('wd-row-12')
    expect(screen.getByTestId('wd-row-state-12').textContent).toBe('Completed')
    expect(screen.getByTestId('wd-row-state-11').textContent).toBe('Under review')
    expect(screen.queryByTestId('wd-row-1')).toBeNull()
    await page.bottom()
    await screen.findByTestId('wd-row-1')
    expect(screen.getByText('No more')).toBeTruthy()
    fireEvent.click(screen.getByTestId('wd-row-3'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/wallet/extract/success?id=3']))
  })

  test('no withdrawal yet, and a failed status with a retry', async () => {
    rows = []
    api.on(WithdrawApi.status, () => refuse(500, 500, 'Server busy'))
    render(<ExtractScreen />)
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy()
    expect(await screen.findByText('Server busy')).toBeTruthy()
    api.on(WithdrawApi.status, () => now)
    fireEvent.click(screen.getByText('Retry'))
    expect((await screen.findByTestId('wd-available')).textContent).toBe('¥500.00')
  })
})

describe('the result and the failure page', () => {
  test('under review, then completed: the state, the numbers, the progress', async () => {
    page.params = { id: '5' }
    render(<WithdrawSuccessScreen />)
    expect((await screen.findByTestId('wd-headline')).textContent).toBe('Withdrawal requested')
    expect(screen.getByTestId('wd-detail-amount').textContent).toBe('¥100.00')
    expect(screen.getByTestId('wd-detail-fee').textContent).toBe('¥1.10')
    expect(screen.getByTestId('wd-detail-total').textContent).toBe('¥101.10')
    api.on(WithdrawApi.detail, () =>
      detail(5, {
        state: 'paid',
        finishedAt: '2026-12-01T11:00:00.000Z',
        history: [
          { state: 'requested', event: 'request', note: null, at: '2026-12-01T10:00:00.000Z' },
          { state: 'approved', event: 'approve', note: null, at: '2026-12-01T10:30:00.000Z' },
          { state: 'paying', event: 'submit', note: null, at: '2026-12-01T10:31:00.000Z' },
          { state: 'paid', event: 'pay', note: null, at: '2026-12-01T10:32:00.000Z' },
        ],
      }),
    )
    await page.pull()
    await waitFor(() => expect(screen.getByTestId('wd-headline').textContent).toBe('Withdrawal completed'))
    expect(screen.getByText('Approved by staff')).toBeTruthy()
    expect(screen.getByText('Paid out')).toBeTruthy()
    fireEvent.click(screen.getByTestId('wd-back-wallet'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/wallet/index']))
  })

  test('a rejected withdrawal goes to the failure page, which says why and that the money is back', async () => {
    api.on(WithdrawApi.detail, () => detail(6, { state: 'rejected', reason: 'Card holder differs', finishedAt: '2026-12-01T11:00:00.000Z' }))
    page.params = { id: '6' }
    const { unmount } = render(<WithdrawSuccessScreen />)
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/user/wallet/error/error?id=6&kind=withdraw']))
    unmount()
    page.params = { id: '6', kind: 'withdraw' }
    render(<WalletErrorScreen />)
    expect((await screen.findByTestId('wd-error-reason')).textContent).toBe('Rejected: Card holder differs')
    expect(screen.getByTestId('wd-error-returned').textContent).toBe('¥101.10 (amount and fee) is back in the balance')
    fireEvent.click(screen.getByTestId('wd-again'))
    await waitFor(() => expect(page.navigations.at(-1)).toBe('redirectTo /pages/user/wallet/extract/index'))
  })

  test("a failed payout names the bank's reason in words; without a withdrawal the page is the reload failure", async () => {
    api.on(WithdrawApi.detail, () => detail(8, { state: 'failed', reason: 'ACCOUNT_ABNORMAL' }))
    page.params = { id: '8', kind: 'withdraw' }
    const { unmount } = render(<WalletErrorScreen />)
    expect((await screen.findByTestId('wd-error-reason')).textContent).toBe('The bank could not pay it out: the card account is abnormal')
    unmount()
    page.params = {}
    render(<WalletErrorScreen />)
    expect(screen.getByText('Reload failed')).toBeTruthy()
    fireEvent.click(screen.getByTestId('wd-retry'))
    await waitFor(() => expect(page.navigations.at(-1)).toBe('redirectTo /pages/systemPay/wallet/recharge'))
  })
})

describe('merchant withdrawals (merchant/withdraw)', () => {
  beforeEach(() => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    api
      .on(WithdrawApi.merchantSummary, () => ({
        shops: [
          { shopId: 3, shopName: 'Demo Market', money: [{ currency: 'CNY', available: 95_000, held: 0 }] },
          { shopId: 4, shopName: 'Cafe', money: [{ currency: 'CNY', available: 1_000, held: 2_000 }] },
        ],
      }))
      .on(WithdrawApi.list, ({ query }) => ({ rows: [withdrawal(40 + Number(query.shopId), { kind: 'merchant', shopId: Number(query.shopId) })], total: 1 }))
  })

  test("each shop's settled money; the chosen shop's form and withdrawals; the request names the shop", async () => {
    render(<MerchantWithdrawScreen />)
    expect((await screen.findByTestId('wd-shop-money-3-CNY')).textContent).toBe('Settled money of the shop ¥950.00 · Held ¥0.00')
    await screen.findByTestId('wd-row-43')
    fireEvent.click(screen.getByTestId('wd-shop-4'))
    await screen.findByTestId('wd-row-44')
    await waitFor(() => expect(api.calls(WithdrawApi.status).some((c) => c.query.shopId === 4)).toBe(true))
    await screen.findByTestId('wd-card-7')
    typeInto(screen.getByTestId('wd-amount'), '20')
    await screen.findByTestId('wd-fee')
    fireEvent.click(screen.getByTestId('wd-submit'))
    await waitFor(() => expect(api.calls(WithdrawApi.create).length).toBe(1))
    expect(api.calls(WithdrawApi.create)[0].body).toEqual({ amount: 2_000, currency: 'CNY', cardId: 7, shopId: 4 })
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/user/wallet/extract/success?id=99']))
  })

  test('an account without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    render(<MerchantWithdrawScreen />)
    expect(await screen.findByText('You have no shop')).toBeTruthy()
    expect(api.keys()).toEqual([])
  })

  test("the workbench's tile opens the shop's withdrawals", async () => {
    api
      .on(OrderApi.merchantToday, () => ({ shopIds: [3], orders: 1, sales: 100, toShip: 0, toConfirm: 0, currency: 'CNY' }))
      .on(RefundApi.merchantList, () => ({ rows: [], total: 0 }))
      .on(SettlementApi.merchantSummary, () => ({ windowDays: 7, totals: [], shops: [] }))
    render(<WorkbenchScreen />)
    fireEvent.click(await screen.findByTestId('tile-withdraw'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/withdraw']))
  })
})
