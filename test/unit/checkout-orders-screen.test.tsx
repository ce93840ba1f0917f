// The orders of one checkout (`order/form/index?payNo=`): its total and state (time left to pay while
// unpaid), one card per shop order opening its detail, pay, and the error state with retry.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi, type MainOrder } from '~types/order'
import { SystemApi } from '~types/system'
import { CheckoutOrdersScreen } from '@/features/order/checkout-orders-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { DICTS, order } from './order-fixtures'

jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let main: MainOrder
let fail = 0

beforeEach(() => {
  page = fakePage({ payNo: 'P123456' }, 'pages/order/form/index')
  fail = 0
  main = {
    payNo: 'P123456',
    amount: 3500,
    currency: 'CNY',
    state: 'unpaid',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    orders: [order(1, { payNo: 'P123456', shopName: 'Tea House', payAmount: 1500 }), order(2, { payNo: 'P123456', shopName: 'Shirt Shop', payAmount: 2000 })],
  }
  api = fakeApi()
    .on(SystemApi.dict, ({ params }) => DICTS[params.type] ?? [])
    .on(OrderApi.main, () => (fail > 0 ? (fail--, refuse(500, 500, 'Server busy, try again')) : main))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))

test('the checkout: its total, the time left to pay, one card per shop order, each opening its detail; pay opens the cashier', async () => {
  render(<CheckoutOrdersScreen />)
  await waitFor(() => expect(screen.getByTestId('co-amount').textContent).toBe('¥35.00'))
  expect(screen.getByTestId('co-state').textContent).toMatch(/Pay within (09|10):/)
  expect(screen.getByTestId('co-count').textContent).toBe('2 shop orders paid together')
  expect(screen.getByTestId('order-1').textContent).toContain('Tea House')
  expect(screen.getByTestId('order-2').textContent).toContain('¥20.00')
  await tap('order-2')
  expect(page.navigations).toEqual(['navigateTo /pages/order/form/info?id=2'])
  await tap('co-pay')
  expect(page.navigations[1]).toBe('navigateTo /pages/systemPay/order/details/index?payNo=P123456')
})

test('a paid checkout shows its state and no pay button', async () => {
  main = { ...main, state: 'paid', expiresAt: null, orders: [order(1, { state: 'to_ship', status: 'to_ship' })] }
  render(<CheckoutOrdersScreen />)
  await waitFor(() => expect(screen.getByTestId('co-state').textContent).toBe('Paid'))
  expect(screen.queryByTestId('co-pay')).toBeNull()
  // no dictionary entry for to_ship: our own text
  expect(screen.getByTestId('order-state-1').textContent).toBe('To ship')
})

test('a failed load offers a retry that loads it', async () => {
  fail = 1
  render(<CheckoutOrdersScreen />)
  const retry = await screen.findByText('Retry')
  await act(async () => void fireEvent.click(retry))
  await waitFor(() => expect(screen.getByTestId('co-amount').textContent).toBe('¥35.00'))
})
