/**
 * The withdrawal pages on React Native, resolved like the RN build (`*.rn.*` twins first, Taro RN's components):
 * the withdraw page shows the server's numbers, asks for the real name or the agreement first, sends an amount
 * with the card; the result page shows a completed withdrawal; the failure page says why; a shop's page sends
 * its shop. No text outside a Text anywhere.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react-native'
import { fireEvent } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import ExtractPage from '@/pages/user/wallet/extract/index'
import SuccessPage from '@/pages/user/wallet/extract/success'
import ErrorPage from '@/pages/user/wallet/error/error'
import MerchantPage from '@/pages/merchant/withdraw'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const setting = {
  currency: 'CNY',
  currencies: ['CNY'],
  minAmount: 1000,
  maxAmount: 100000,
  dailyMax: 150000,
  feeFixed: 50,
  feeRateBp: 60,
  feeMin: 100,
  feeRounding: 'up',
  needRealName: true,
  needSign: true,
  arrival: 'T+1',
  timeZone: 'Asia/Shanghai',
}
const status = (extra = {}) => ({
  currency: 'CNY',
  available: 50000,
  held: 0,
  realName: true,
  signed: true,
  dailyUsed: 0,
  dailyLeft: 150000,
  maxNow: 49652,
  setting,
  ...extra,
})
const withdrawal = (id: number, extra = {}) => ({
  id,
  withdrawNo: `W${id}`,
  kind: 'user',
  shopId: null,
  shopName: '',
  amount: 10000,
  fee: 110,
  total: 10110,
  currency: 'CNY',
  bankName: 'ICBC',
  cardMasked: '**** **** **** 1234',
  state: 'requested',
  reason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: null,
  ...extra,
})
const card = {
  id: 7,
  bankCode: 'ICBC',
  bankName: 'ICBC',
  holder: 'Li Lei',
  idNumber: '1101****1234',
  masked: '**** **** **** 1234',
  last4: '1234',
  phone: '138****5678',
  cardType: 'debit',
  createTime: '2026-12-01T10:00:00.000Z',
}

/** The answers every withdraw form asks for. */
function formAnswers(s = status()) {
  answer('/api/customer/api/cash/status', ok(s))
  answer('/api/system/api/basics/cash/rule/1', ok({ id: 1, ...setting, content: 'Withdrawals: from 10.00 to 1000.00' }))
  answer('/api/customer/api/cash/fee', (d) => {
    const amount = Number((d as Record<string, unknown>).amount)
    const fee = Math.max(50 + Math.ceil((amount * 60) / 10000), 100)
    return ok({ amount, fee, total: amount + fee, currency: 'CNY' })
  })
  answer(
    '/api/customer/api/cash/agreement',
    ok({ signed: s.signed, version: '2026-12', signedAt: s.signed ? '2026-12-01T09:00:00.000Z' : null, documentSha256: null }),
  )
  answer('/api/customer/api/bank', ok([card]))
  // GET: the list; POST: a new withdrawal
  answer('/api/customer/api/cash', (d) => {
    const b = d && typeof d === 'object' ? bodyOf({ data: d }) : {}
    return 'amount' in b
      ? ok(withdrawal(99, { amount: Number(b.amount) }))
      : { code: 200, msg: 'ok', ok: true, rows: [withdrawal(3, { state: 'paid' })], total: 1 }
  })
}

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('withdrawal pages', () => {
  // runs before the library's cleanup: the last screen is still mounted
  afterEach(expectNoLooseText)

  test("withdraw: the server's balance and fee; the request sends the amount and the card, then the result page", async () => {
    formAnswers()
    render(<ExtractPage />)
    await waitFor(() => expect(within(byTid('wd-available')).getByText('¥500.00')).toBeTruthy())
    await waitFor(() => expect(queryTid('wd-card-7')).not.toBeNull())
    expect(within(byTid('wd-row-3')).getByText('Completed')).toBeTruthy()
    fireEvent.changeText(hostOf(byTid('wd-amount')), '100')
    await waitFor(() => expect(within(byTid('wd-fee')).getByText('¥1.10')).toBeTruthy())
    expect(within(byTid('wd-total')).getByText('¥101.10')).toBeTruthy()
    tapTid('wd-submit')
    await waitFor(() => expect(sent('POST', '/api/customer/api/cash')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/customer/api/cash')[0])).toEqual({ amount: 10000, currency: 'CNY', cardId: 7 })
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/user/wallet/extract/success?id=99'))
    expect(toasts).toContain('Withdrawal requested')
  })

  test('withdraw: without an approved real name the page asks for it first and the amount cannot be typed', async () => {
    formAnswers(status({ realName: false, signed: false }))
    render(<ExtractPage />)
    await waitFor(() => expect(screen.getByText('Verify your real name before withdrawing')).toBeTruthy())
    expect(queryTid('wd-gate-sign')).toBeNull()
    expect(hostOf(byTid('wd-amount')).props.editable).toBe(false)
    tapTid('wd-verify')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/public/realName/index'))
  })

  test('the result page: a completed withdrawal with its numbers and progress', async () => {
    openWith({ id: '5' })
    answer(
      '/api/customer/api/cash/detail/5',
      ok({
        ...withdrawal(5, { state: 'paid', finishedAt: '2026-12-01T11:00:00.000Z' }),
        history: [
          { state: 'requested', event: 'request', note: null, at: '2026-12-01T10:00:00.000Z' },
          { state: 'paid', event: 'pay', note: null, at: '2026-12-01T11:00:00.000Z' },
        ],
      }),
    )
    render(<SuccessPage />)
    await waitFor(() => expect(within(byTid('wd-headline')).getByText('Withdrawal completed')).toBeTruthy())
    expect(within(byTid('wd-detail-total')).getByText('¥101.10')).toBeTruthy()
    expect(screen.getByText('Paid out')).toBeTruthy()
  })

  test("the failure page: the bank's reason in words and the money back", async () => {
    openWith({ id: '8', kind: 'withdraw' })
    answer('/api/customer/api/cash/detail/8', ok({ ...withdrawal(8, { state: 'failed', reason: 'ACCOUNT_ABNORMAL' }), history: [] }))
    render(<ErrorPage />)
    await waitFor(() => expect(within(byTid('wd-error-reason')).getByText('The bank could not pay it out: the card account is abnormal')).toBeTruthy())
    expect(within(byTid('wd-error-returned')).getByText('¥101.10 (amount and fee) is back in the balance')).toBeTruthy()
  })

  test("a shop's withdrawals: its settled money, and the request names the shop", async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
    formAnswers()
    answer('/api/merchant/api/cash/summary', ok({ shops: [{ shopId: 3, shopName: 'Demo Market', money: [{ currency: 'CNY', available: 95000, held: 0 }] }] }))
    render(<MerchantPage />)
    await waitFor(() => expect(within(byTid('wd-shop-money-3-CNY')).getByText('Settled money of the shop ¥950.00 · Held ¥0.00')).toBeTruthy())
    await waitFor(() => expect(queryTid('wd-card-7')).not.toBeNull())
    fireEvent.changeText(hostOf(byTid('wd-amount')), '20')
    await waitFor(() => expect(queryTid('wd-fee')).not.toBeNull())
    tapTid('wd-submit')
    await waitFor(() => expect(sent('POST', '/api/customer/api/cash')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/customer/api/cash')[0])).toEqual({ amount: 2000, currency: 'CNY', cardId: 7, shopId: 3 })
  })
})
