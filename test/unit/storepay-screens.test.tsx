// Paying at a store: the pay page (store, amount rules, remark), the confirmation (the server's quote, one
// Idempotency-Key, then the cashier), the landings, the workbench's stores and payments, and what a scanned code opens.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StorepayApi, type MerchantStores, type PayStore, type StorePayment, type TakenPayment } from '~types/storepay'
import { pageOfCode, storeOfCode } from '@/core/scan'
import { useSessionStore } from '@/core/stores/session'
import { StorePayConfirmScreen } from '@/features/storepay/confirm-screen'
import { MerchantStorePayScreen } from '@/features/storepay/merchant-screen'
import { checkAmount, StorePayScreen } from '@/features/storepay/pay-screen'
import { StorePaySuccessScreen } from '@/features/storepay/result-screen'
import { fakeApi, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(30_000)

const NO = 'S26123012000012345678'
let api: FakeApi
let page: FakePage

const store: PayStore = {
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
const payment = (extra: Partial<StorePayment> = {}): StorePayment => ({
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
const zero = { count: 0, amount: 0, discount: 0, payable: 0, commission: 0, net: 0 }

const typeInto = (testId: string, value: string) => {
  const input = screen.getByTestId(testId)
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

afterEach(() => expect(api?.problems() ?? []).toEqual([]))

test('codes: a store pay code (H5 address or mini-program path) names its store; app pages are found; others nothing', () => {
  expect(storeOfCode('https://mall.example/app/#/pages/nearby/pay?shopId=12')).toBe(12)
  expect(storeOfCode('pages/nearby/pay?shopId=3')).toBe(3)
  expect(storeOfCode('/pages/nearby/pay?x=1&shopId=44')).toBe(44)
  expect(storeOfCode('https://other.example/?shopId=12')).toBeNull()
  expect(pageOfCode('https://mall.example/#/pages/store/index?id=5')).toEqual({ name: 'store/index', query: { id: '5' } })
  expect(pageOfCode('hello')).toBeUndefined()
  expect(checkAmount('', 1, 100)).toEqual({ error: 'needAmount' })
  expect(checkAmount('1.234', 1, 100000)).toEqual({ error: 'badAmount' })
  expect(checkAmount('2000', 1, 100000)).toEqual({ error: 'limits' })
  expect(checkAmount('50', 1, 5000000)).toEqual({ amount: 5000 })
})

test('the pay page: the store and its member offer; the amount checked, then the confirmation with it in minor units', async () => {
  page = fakePage({ shopId: '7' }, 'pages/nearby/pay')
  api = fakeApi()
    .on(StorepayApi.store, () => store)
    .install()
  render(<StorePayScreen />)
  expect((await screen.findByTestId('sp-store-name')).textContent).toBe('Moments Café')
  expect(screen.getByTestId('sp-member').textContent).toContain('Members pay 5% less')
  typeInto('sp-amount', '1.234')
  fireEvent.click(screen.getByTestId('sp-next'))
  await waitFor(() => expect(page.toasts).toEqual(['Enter an amount with at most two decimals']))
  typeInto('sp-amount', '50')
  typeInto('sp-remark', 'table 4')
  fireEvent.click(screen.getByTestId('sp-next'))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/nearby/pay?shopId=7&amount=5000&remark=table%204']))
})

test("the confirmation shows the server's numbers; confirm makes one payment (one key) and opens the cashier", async () => {
  page = fakePage({ shopId: '7', amount: '3333', remark: 'a' }, 'pages/systemPay/nearby/pay')
  api = fakeApi()
    .on(StorepayApi.quote, ({ body }) => ({
      shopId: 7,
      shopName: 'Moments Café',
      currency: 'CNY',
      amount: body.amount,
      discount: 166,
      payable: 3167,
      member: true,
      memberRateBp: 500,
    }))
    .on(StorepayApi.create, () => payment({ state: 'unpaid', amount: 3333, discount: 166, payable: 3167, paidAt: null, channel: null }))
    .install()
  render(<StorePayConfirmScreen />)
  expect((await screen.findByTestId('sp-q-payable')).textContent).toBe('¥31.67')
  expect(screen.getByTestId('sp-q-discount').textContent).toBe('-¥1.66')
  await act(async () => {
    fireEvent.click(screen.getByTestId('sp-confirm'))
  })
  await waitFor(() => expect(page.navigations).toEqual([`redirectTo /pages/systemPay/order/details/index?payNo=${NO}`]))
  const [call] = api.calls(StorepayApi.create)
  expect(call.body).toEqual({ shopId: 7, amount: 3333, remark: 'a' })
  expect(call.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
})

test('the success landing reads the payment from the server', async () => {
  page = fakePage({ payNo: NO }, 'pages/nearby/order/success')
  api = fakeApi()
    .on(StorepayApi.get, () => payment())
    .install()
  render(<StorePaySuccessScreen />)
  expect((await screen.findByTestId('sp-result-title')).textContent).toBe('Payment successful')
  expect(screen.getByTestId('sp-result-payable').textContent).toBe('¥50.00')
})

test("the workbench: each store's QR code and totals, the payments taken", async () => {
  page = fakePage({}, 'pages/merchant/store-pay')
  useSessionStore.getState().setUser(userInfo({ merchant: true }))
  const stores: MerchantStores = {
    stores: [
      {
        shopId: 7,
        name: 'Moments Café',
        logo: '',
        kind: 'nearby_store',
        open: true,
        path: '/pages/nearby/pay?shopId=7',
        currency: 'CNY',
        memberRateBp: 500,
        memberAfter: 1,
        total: { ...zero, count: 1, amount: 5000, payable: 5000, commission: 250, net: 4750 },
        today: { ...zero, count: 1, amount: 5000, payable: 5000, commission: 250, net: 4750 },
      },
    ],
    total: { ...zero, count: 1, amount: 5000, payable: 5000, commission: 250, net: 4750 },
  }
  const taken: TakenPayment = { ...payment(), buyer: '138****8000', commission: 250, net: 4750 }
  api = fakeApi()
    .on(StorepayApi.stores, () => stores)
    .on(StorepayApi.taken, () => ({ rows: [taken], total: 1 }))
    .install()
  render(<MerchantStorePayScreen />)
  expect((await screen.findByTestId('sp-total')).textContent).toBe('¥50.00')
  expect(screen.getByTestId('sp-url').textContent).toMatch(/#\/pages\/nearby\/pay\?shopId=7$/)
  expect(screen.getByTestId('sp-qr').getAttribute('src') ?? '').toMatch(/^data:image\/gif;base64,/)
  expect((await screen.findAllByTestId('sp-payment'))[0].textContent).toContain('138****8000')
})
