import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CheckoutOrdersScreen } from '@/features/order/checkout-orders-screen'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

const ok = (data: unknown) => ({ statusCode: 200, data: { code: 200, ok: true, data } })
const order = (id: number, shopName: string, payAmount: number) => ({
  id, orderNo: `O${id}`, payNo: 'P123456', state: 'to_pay', status: '0', shopId: id, shopName, mode: 'delivery',
  lines: [{ skuId: id * 10, productId: id, title: `Cup ${id}`, image: '', spec: { colour: 'White' }, price: payAmount, count: 1 }],
  count: 1, goodsAmount: payAmount, shippingFee: 0, discount: 0, payAmount, currency: 'CNY', payChannel: null, expiresAt: null,
  createTime: '2026-11-23T00:00:00Z', payTime: null, shipTime: null, receiveTime: null, finishTime: null, cancelTime: null,
})

let main: () => object
let navigations: string[] = []

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  navigations = []
  main = () => ok({ payNo: 'P123456', amount: 3500, currency: 'CNY', state: 'unpaid', expiresAt: new Date(Date.now() + 600_000).toISOString(), orders: [order(1, 'Tea House', 1500), order(2, 'Shirt Shop', 2000)] })
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).useRouter = () => ({ params: { payNo: 'P123456' } })
  ;(Taro as any).navigateTo = jest.fn(async (o: { url: string }) => void navigations.push(o.url))
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/order/form/index' }]
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string }) => {
    const path = o.url.replace(/^.*?\/api\/order/, '/order').split('?')[0]
    const key = `${o.method} ${path}`
    if (key === 'GET /order/api/main') return main()
    if (key.startsWith('GET /system/dict')) return ok([])
    return { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${key}` } }
  })
})

test('the checkout: its total, the time left to pay, one card per shop order, each opening its detail', async () => {
  render(<CheckoutOrdersScreen />)
  await waitFor(() => expect(screen.getByTestId('co-amount').textContent).toBe('¥35.00'))
  expect(screen.getByTestId('co-state').textContent).toMatch(/Pay within (09|10):/)
  expect(screen.getByTestId('co-count').textContent).toBe('2 shop orders paid together')
  expect(screen.getByTestId('order-1').textContent).toContain('Tea House')
  expect(screen.getByTestId('order-2').textContent).toContain('¥20.00')
  await act(async () => {
    fireEvent.click(screen.getByTestId('order-2'))
  })
  expect(navigations).toEqual(['/pages/order/form/info?id=2'])
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-pay'))
  })
  expect(navigations[1]).toBe('/pages/systemPay/order/details/index?payNo=P123456')
})

test('a paid checkout shows its state and no pay button; a failed load offers a retry', async () => {
  main = () => ok({ payNo: 'P123456', amount: 3500, currency: 'CNY', state: 'paid', expiresAt: null, orders: [{ ...order(1, 'Tea House', 1500), state: 'to_ship' }] })
  const first = render(<CheckoutOrdersScreen />)
  await waitFor(() => expect(screen.getByTestId('co-state').textContent).toBe('Paid'))
  expect(screen.queryByTestId('co-pay')).toBeNull()
  expect(screen.getByTestId('order-state-1').textContent).toBe('To ship')
  first.unmount()
  clearQueries()
  let calls = 0
  main = () => (++calls === 1 ? { statusCode: 500, data: { code: 500, ok: false, msg: 'down' } } : ok({ payNo: 'P123456', amount: 1500, currency: 'CNY', state: 'paid', expiresAt: null, orders: [order(1, 'Tea House', 1500)] }))
  render(<CheckoutOrdersScreen />)
  const retry = await screen.findByText('Retry')
  await act(async () => {
    fireEvent.click(retry)
  })
  await waitFor(() => expect(screen.getByTestId('co-amount').textContent).toBe('¥15.00'))
})
