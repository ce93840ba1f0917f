/**
 * Paying at a store on React Native (`nearby/pay`, `systemPay/nearby/pay`, `nearby/order/success`): the page entries
 * of the shared src resolved like the RN build, with a fake API (test/taro.ts `answer`). The store and its member
 * offer, the amount in minor units to the confirmation, the server's quote, one payment, then the cashier; the landing.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { bodyOf, byTid, expectNoLooseText, hostOf, ok, queryTid, sent, tapTid } from './screen-helpers'
import { fireEvent } from '@testing-library/react-native'
import PayPage from '@/pages/nearby/pay'
import ConfirmPage from '@/pages/systemPay/nearby/pay'
import SuccessPage from '@/pages/nearby/order/success'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const NO = 'S26123012000012345678'
const store = {
  shopId: 7,
  name: 'Moments Café',
  logo: '',
  open: true,
  currency: 'CNY',
  memberRateBp: 500,
  memberAfter: 1,
  paidCount: 0,
  member: false,
  min: 1,
  max: 5000000,
}
const payment = (extra = {}) => ({
  payNo: NO,
  shopId: 7,
  shopName: 'Moments Café',
  shopLogo: '',
  currency: 'CNY',
  amount: 5000,
  discount: 0,
  payable: 5000,
  member: false,
  remark: '',
  state: 'paid',
  channel: 'SYS',
  expiresAt: null,
  paidAt: '2026-12-30T12:00:00.000Z',
  createdAt: '2026-12-30T11:59:00.000Z',
  ...extra,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})
describe('store payment on React Native', () => {
  afterEach(expectNoLooseText)

  test('the pay page: the store, its member offer, the amount to the confirmation in minor units', async () => {
    openWith({ shopId: '7' })
    answer('/api/merchant/customer/store/pay/info/7', ok(store))
    render(<PayPage />)
    await waitFor(() => expect(queryTid('sp-store-name')).not.toBeNull())
    expect(screen.getByText('Members pay 5% less')).toBeTruthy()
    fireEvent.changeText(hostOf(byTid('sp-amount')), '50')
    tapTid('sp-next')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/systemPay/nearby/pay?shopId=7&amount=5000']))
  })

  test("the confirmation: the server's numbers, one payment, the cashier", async () => {
    openWith({ shopId: '7', amount: '5000' })
    answer(
      '/api/merchant/customer/store/pay/quote',
      ok({ shopId: 7, shopName: 'Moments Café', currency: 'CNY', amount: 5000, discount: 250, payable: 4750, member: true, memberRateBp: 500 }),
    )
    answer('/api/merchant/customer/store/pay', ok(payment({ state: 'unpaid', discount: 250, payable: 4750, paidAt: null, channel: null })))
    render(<ConfirmPage />)
    await waitFor(() => expect(screen.getByText('Pay ¥47.50')).toBeTruthy())
    expect(screen.getByText('-¥2.50')).toBeTruthy()
    tapTid('sp-confirm')
    await waitFor(() => expect(navigations).toEqual([`redirectTo /pages/systemPay/order/details/index?payNo=${NO}`]))
    const made = sent('POST', '/api/merchant/customer/store/pay')
    expect(made).toHaveLength(1)
    expect(bodyOf(made[0])).toEqual({ shopId: 7, amount: 5000 })
  })

  test('the landing shows the paid payment', async () => {
    openWith({ payNo: NO })
    answer(`/api/merchant/customer/store/pay/order/${NO}`, ok(payment()))
    render(<SuccessPage />)
    await waitFor(() => expect(screen.getByText('Payment successful')).toBeTruthy())
    expect(screen.getAllByText('¥50.00').length).toBeGreaterThan(0)
    expect(screen.getByText(NO)).toBeTruthy()
  })
})
