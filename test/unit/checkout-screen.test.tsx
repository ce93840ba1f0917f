// Checkout (`systemPay/goods/previewOrder?ids=`): every amount is the server's preview; problems, address
// and pickup choices; submit once per intent with an Idempotency-Key, then the cashier.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi, type CheckoutPreview, type CheckoutShop, type SubmitResult } from '~types/order'
import { CheckoutScreen, sourceOf } from '@/features/order/checkout-screen'
import { getQueryData, keyOf, setQueryData } from '@/core/data'
import { nav } from '@/core/navigation'
import { fakeApi, refuse, type FakeApi, type Refusal } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

const shop = (extra: Partial<CheckoutShop> = {}): CheckoutShop => ({
  shopId: 5,
  shopName: 'Tea House',
  mode: 'delivery',
  modes: ['delivery', 'pickup'],
  pickupPoints: [],
  pickupPointId: null,
  lines: [
    { skuId: 51, productId: 50, title: 'Green tea', image: '/api/files/t.png', spec: { size: 'M' }, specText: 'Medium', price: 1000, count: 2, amount: 2000 },
  ],
  goodsAmount: 2000,
  shippingFee: 800,
  discount: 0,
  payAmount: 2800,
  minDeliveryAmount: 0,
  coupons: [],
  couponId: null,
  remark: '',
  problems: [],
  ...extra,
})
// deliberately not sums of the lines: the screen shows the server's numbers
const preview = (extra: Partial<CheckoutPreview> = {}): CheckoutPreview => ({
  currency: 'CNY',
  address: { id: 3, name: 'Li Lei', phone: '13800000000', region: 'Beijing Dongcheng', regionIds: [11, 1101], detail: 'No. 1 Road' },
  shops: [shop()],
  platformCoupons: [],
  platformCouponId: null,
  goodsAmount: 4321,
  shippingFee: 765,
  discount: 12,
  payAmount: 5074,
  ok: true,
  ...extra,
})

let api: FakeApi
let page: FakePage
let answer: () => CheckoutPreview
let submitReply: () => Promise<SubmitResult | Refusal>
const submitted: SubmitResult = { payNo: 'P123456', amount: 5074, currency: 'CNY', orderIds: [1], expiresAt: null }

beforeEach(() => {
  page = fakePage({ ids: '3,5' }, 'pages/systemPay/goods/previewOrder')
  answer = () => preview()
  submitReply = async () => submitted
  api = fakeApi()
    .on(OrderApi.preview, () => answer())
    .on(OrderApi.submit, () => submitReply())
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const previews = () => api.calls(OrderApi.preview).map((c) => c.body)
const submits = () => api.calls(OrderApi.submit).map((c) => ({ body: c.body, key: c.header['Idempotency-Key'] }))

test('the page query becomes the order source: cart baskets or buy now', () => {
  expect(sourceOf({ ids: '3,5' })).toEqual({ basketIds: [3, 5] })
  expect(sourceOf({ skuId: '51', count: '2' })).toEqual({ skuId: 51, count: 2 })
  // an offer rides along with buy-now (ADR 0157); an unknown kind or a bad id is left out (the plain price)
  expect(sourceOf({ skuId: '51', count: '1', offer: 'flash:12' })).toEqual({ skuId: 51, count: 1, offer: { kind: 'flash', id: 12 } })
  expect(sourceOf({ skuId: '51', count: '1', offer: 'raffle:12' })).toEqual({ skuId: 51, count: 1 })
  expect(sourceOf({ skuId: '51', count: '1', offer: 'group:x' })).toEqual({ skuId: 51, count: 1 })
})

test('a cart of several baskets: the query as nav.to writes it (`ids=3%2C5`) reaches the server as both baskets', async () => {
  await nav.to('systemPay/goods/previewOrder', { ids: '3,5' })
  const url = page.navigations.pop()!
  expect(url).toMatch(/ids=3%2C5/)
  // the router hands the page its query still encoded, as on H5 and the mini-program hosts
  page.params = { ids: url.split('ids=')[1] }
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  expect(previews()[0]).toEqual({ basketIds: [3, 5], choices: [] })
})

test('loading, then the server totals exactly as the preview returns them', async () => {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  api.on(OrderApi.preview, async () => (await gate, preview()))
  render(<CheckoutScreen />)
  expect(screen.getByTestId('skeleton')).toBeTruthy()
  release()
  await screen.findByTestId('co-total')
  expect(previews()[0]).toEqual({ basketIds: [3, 5], choices: [] })
  expect(screen.getByTestId('co-total').textContent).toBe('¥50.74')
  expect(screen.getByTestId('co-goods').textContent).toBe('¥43.21')
  expect(screen.getByTestId('co-shipping').textContent).toBe('¥7.65')
  expect(screen.getByTestId('co-discount').textContent).toBe('-¥0.12')
  expect(screen.getByTestId('co-fee-5').textContent).toBe('¥8.00')
  expect(screen.getByTestId('co-address').textContent).toContain('Li Lei')
})

test('no address: "add shipping address before payment" opens the address form; submit is refused on the client', async () => {
  answer = () => preview({ address: null, ok: false, shops: [shop({ problems: ['addressRequired'] })] })
  render(<CheckoutScreen />)
  const none = await screen.findByTestId('co-no-address')
  expect(none.textContent).toContain('Add a shipping address before payment')
  await act(async () => {
    fireEvent.click(none)
  })
  expect(page.navigations).toEqual(['navigateTo /pages/user/receivingAddress/binding?pick=p1'])
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  expect(submits()).toHaveLength(0)
  // the address saved on the form answers the pick: this checkout uses it
  answer = () => preview()
  await act(async () => {
    await nav.pickDone(page.pickId(), { id: 42, name: 'Han Meimei' })
  })
  await waitFor(() => expect(previews().at(-1)).toEqual({ basketIds: [3, 5], addressId: 42, choices: [] }))
  expect((await screen.findByTestId('co-address')).textContent).toContain('Change address')
})

test('delivery minimum and region problems show the spec messages with the shop minimum', async () => {
  answer = () => preview({ ok: false, shops: [shop({ minDeliveryAmount: 5000, problems: ['deliveryMinimum', 'region'] })] })
  render(<CheckoutScreen />)
  expect((await screen.findByTestId('co-problem-5-deliveryMinimum')).textContent).toBe('Not meeting the delivery minimum (¥50.00)')
  expect(screen.getByTestId('co-problem-5-region').textContent).toBe('Not supported in this region')
})

test('choosing self pickup asks for a point; the choice goes to the server and its answer is shown', async () => {
  const point = { id: 9, shopId: 5, name: 'Front desk', address: 'No. 2 Road', hours: '9-18', phone: null, lat: null, lng: null, distance: 120 }
  answer = () =>
    previews().length > 1
      ? preview({ shops: [shop({ mode: 'pickup', pickupPoints: [point], pickupPointId: 9, shippingFee: 0, payAmount: 2000 })], payAmount: 2000 })
      : preview({ shops: [shop({ pickupPoints: [point] })] })
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-mode-5-pickup'))
  })
  expect(page.navigations).toEqual([`navigateTo /pages/classify/self-point?shopId=5&pick=${page.pickId()}`])
  await act(async () => {
    await nav.pickDone(page.pickId(), point)
  })
  await waitFor(() => expect(screen.getByTestId('co-total').textContent).toBe('¥20.00'))
  expect(previews().at(-1).choices).toEqual([{ shopId: 5, mode: 'pickup', pickupPointId: 9 }])
  expect(screen.getByTestId('co-point-5').textContent).toContain('Front desk')
})

test('a double tap submits once with an Idempotency-Key, then opens the cashier', async () => {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  submitReply = async () => (await gate, submitted)
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  expect(submits()).toHaveLength(1)
  expect(submits()[0].key).toMatch(/^[0-9a-f]{32}$/)
  expect(submits()[0].body).toEqual({ basketIds: [3, 5], choices: [] })
  await act(async () => {
    release()
  })
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=P123456']))
})

test('after the order is placed, the preview of its (now gone) baskets is not asked again', async () => {
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=P123456']))
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50))
  })
  expect(previews()).toHaveLength(1)
})

test('a failed submit tried again sends the same key (the server answers the first result)', async () => {
  let n = 0
  submitReply = async () => (++n === 1 ? refuse(500, 500, 'boom') : submitted)
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  await waitFor(() => expect(page.toasts).toEqual(['boom']))
  expect(page.navigations).toEqual([])
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  await waitFor(() => expect(submits()).toHaveLength(2))
  expect(submits()[1].key).toBe(submits()[0].key)
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=P123456']))
})

test('a placed order forgets what the pages of its products showed (their stock moved); other products keep theirs', async () => {
  setQueryData(keyOf('catalog.productDetail', 50), { id: 50, stock: 9 })
  setQueryData(keyOf('catalog.productDetail', 77), { id: 77, stock: 4 })
  render(<CheckoutScreen />)
  await screen.findByTestId('co-total')
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  await waitFor(() => expect(page.navigations).toHaveLength(1))
  expect(getQueryData(keyOf('catalog.productDetail', 50))).toBeUndefined()
  expect(getQueryData(keyOf('catalog.productDetail', 77))).toEqual({ id: 77, stock: 4 })
})

test('the coupons the server applied by default are shown by title and amount; picking none sends 0', async () => {
  const cp = { id: 71, couponId: 7, title: '10 off 99', threshold: 0, discount: 1000, usable: true }
  const pcp = { id: 72, couponId: 8, title: '5% off', threshold: 0, discount: 250, usable: true }
  answer = () => preview({ shops: [shop({ coupons: [cp], couponId: 71, discount: 1100 })], platformCoupons: [pcp], platformCouponId: 72 })
  render(<CheckoutScreen />)
  expect((await screen.findByTestId('co-coupon-5')).textContent).toContain('10 off 99 -¥10.00')
  expect(screen.getByTestId('co-platform-coupon').textContent).toContain('5% off -¥2.50')
  expect(previews()[0]).toEqual({ basketIds: [3, 5], choices: [] })
  page.sheetAnswer = 0
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-coupon-5'))
  })
  await waitFor(() => expect(previews().at(-1)).toEqual({ basketIds: [3, 5], choices: [{ shopId: 5, couponId: 0 }] }))
  expect(page.sheets.at(-1)).toEqual(['No coupon', '10 off 99 -¥10.00'])
})
