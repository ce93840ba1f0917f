// Order detail (`order/form/info?id=`): the state's text, address or pickup point with its code, the
// server's amounts, and only the actions the server lists, each calling its endpoint.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CartApi } from '~types/cart'
import { OrderApi, OrderCodes, type OrderDetail } from '~types/order'
import { PaymentApi } from '~types/payment'
import { SystemApi } from '~types/system'
import { OrderDetailScreen } from '@/features/order/order-detail-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { DICTS, detail } from './order-fixtures'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let current: OrderDetail

const ALL = ['pay', 'payOther', 'cancel', 'remind', 'confirm', 'buyAgain', 'delete', 'refund', 'review'] as const

beforeEach(() => {
  page = fakePage({ id: '7' }, 'pages/order/form/info')
  current = detail(7)
  api = fakeApi()
    .on(OrderApi.detail, ({ params }) => (Number(params.id) === 7 ? current : refuse(404, 404, 'Order not found')))
    .on(SystemApi.dict, ({ params }) => DICTS[params.type] ?? [])
    .on(
      OrderApi.cancel,
      () => ((current = { ...current, state: 'cancelled', status: 'cancelled', actions: ['delete', 'buyAgain'] }), { id: 7, state: 'cancelled' as const }),
    )
    .on(OrderApi.remind, () => ({ id: 7, state: 'to_ship' as const }))
    .on(
      OrderApi.confirm,
      () => ((current = { ...current, state: 'to_review', status: 'to_review', actions: ['buyAgain'] }), { id: 7, state: 'to_review' as const }),
    )
    .on(OrderApi.remove, () => ({ id: 7, state: 'completed' as const }))
    .on(CartApi.add, ({ body }) => ({ id: 100 + body.skuId, basketCount: body.count }))
    .on(OrderApi.logistics, () => ({
      carrier: 'SF',
      carrierName: 'SF Express',
      trackingNo: 'SF1234567890',
      shippedAt: '2026-11-23T09:00:00.000Z',
      delivered: false,
      events: [
        { time: '2026-11-24T10:00:00.000Z', status: 'in_transit', text: 'Arrived at Beijing hub' },
        { time: '2026-11-23T09:00:00.000Z', status: 'picked_up', text: 'Picked up by the courier' },
      ],
    }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

const tap = (id: string) => act(async () => void fireEvent.click(screen.getByTestId(id)))
const shown = () => ALL.filter((a) => screen.queryByTestId(`od-${a}`))

test("to pay, delivery: the dictionary's state text, the address, the server's amounts, pay and cancel only", async () => {
  current = detail(7, {
    state: 'to_pay',
    status: 'to_pay',
    actions: ['pay', 'cancel'],
    remark: 'Ring twice',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('Waiting for payment'))
  // on the same render as the state: no frame without the countdown
  expect(screen.getByTestId('order-detail').textContent).toMatch(/Pay within (09:5\d|10:00)/)
  expect(screen.getByTestId('od-address').textContent).toContain('Li Lei')
  expect(screen.getByTestId('od-address').textContent).toContain('Beijing Dongcheng No. 1 Road')
  expect(screen.queryByTestId('od-pickup')).toBeNull()
  const text = screen.getByTestId('order-detail').textContent!
  for (const s of ['¥21.00', '¥8.00', '-¥1.50', 'Ring twice']) expect(text).toContain(s)
  // a line's options as the server named them in the language, not their keys
  expect(text).toContain('Medium')
  expect(screen.getByTestId('od-no').textContent).toBe('O20261123007')
  expect(screen.getByTestId('od-amount').textContent).toBe('¥26.40')
  expect(shown()).toEqual(['pay', 'cancel'])
  expect(screen.queryByTestId('od-tracking')).toBeNull()
  await tap('od-pay')
  expect(page.navigations).toEqual(['navigateTo /pages/systemPay/order/details/index?payNo=P90007'])
})

test('cash waiting for the merchant: "pay another way" asks first, takes the cash choice back through the server, then opens the cashier', async () => {
  current = detail(7, { state: 'waiting_merchant_confirmation', status: 'waiting_merchant_confirmation', actions: ['payOther'] })
  api.on(
    PaymentApi.withdraw,
    ({ body }) => ((current = { ...current, state: 'to_pay', status: 'to_pay', actions: ['pay', 'cancel'] }), { payNo: body.payNo, withdrawn: 1 }),
  )
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-payOther')
  expect(shown()).toEqual(['payOther'])
  expect(screen.getByTestId('od-payOther').textContent).toBe('Pay another way')
  page.modalAnswer = false
  await tap('od-payOther')
  expect(api.calls(PaymentApi.withdraw)).toHaveLength(0)
  page.modalAnswer = true
  await tap('od-payOther')
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/order/details/index?payNo=P90007']))
  expect(page.modals).toEqual(['Take back the cash or transfer payment and pay another way?', 'Take back the cash or transfer payment and pay another way?'])
  expect(api.calls(PaymentApi.withdraw).map((c) => c.body)).toEqual([{ payNo: 'P90007' }])
})

test('cancel: a reason from the dictionary goes to the cancel endpoint, then the detail shows the new state', async () => {
  current = detail(7, { state: 'to_pay', status: 'to_pay', actions: ['pay', 'cancel'] })
  page.sheetAnswer = 1
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-cancel')
  await tap('od-cancel')
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('Cancelled'))
  expect(page.sheets).toEqual([['Ordered by mistake', 'Found it cheaper']])
  expect(api.calls(OrderApi.cancel).map((c) => [c.params.id, c.body])).toEqual([['7', { reason: 'Found it cheaper' }]])
  expect(page.toasts).toContain('Order cancelled')
  expect(shown()).toEqual(['buyAgain', 'delete'])
})

test('cancel: closing the reason sheet cancels nothing', async () => {
  current = detail(7, { state: 'to_pay', status: 'to_pay', actions: ['pay', 'cancel'] })
  page.sheetAnswer = null
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-cancel')
  await tap('od-cancel')
  expect(api.calls(OrderApi.cancel)).toHaveLength(0)
})

test('self pickup, paid: the pickup point, its hours, the pickup code and its QR; remind to ship', async () => {
  current = detail(7, {
    state: 'to_ship',
    status: 'to_ship',
    mode: 'pickup',
    address: null,
    pickupPoint: {
      id: 3,
      shopId: 5,
      name: 'Tea House Chaoyang',
      address: '8 Park Road',
      hours: '09:00-21:00',
      phone: null,
      lat: null,
      lng: null,
      distance: null,
    },
    pickupCode: '482916',
    payTime: '2026-11-23T08:05:00.000Z',
    payChannel: 'SYS',
    actions: ['remind'],
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('To ship'))
  const pickup = screen.getByTestId('od-pickup').textContent
  for (const s of ['Tea House Chaoyang', '8 Park Road', 'Hours 09:00-21:00']) expect(pickup).toContain(s)
  expect(screen.getByTestId('od-pickup-code').textContent).toBe('Pickup code 482916')
  expect(screen.getByTestId('pickup-qr').getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  expect(screen.queryByTestId('od-address')).toBeNull()
  expect(screen.getByTestId('order-detail').textContent).toContain('Balance')
  expect(shown()).toEqual(['remind'])
  await tap('od-remind')
  await waitFor(() => expect(page.toasts).toEqual(['The shop was reminded']))
  expect(api.calls(OrderApi.remind).map((c) => c.params.id)).toEqual(['7'])
})

test("remind too soon: the server's refusal is shown", async () => {
  current = detail(7, { state: 'to_ship', status: 'to_ship', actions: ['remind'] })
  api.on(OrderApi.remind, () => refuse(429, OrderCodes.REMIND_TOO_SOON, 'You reminded the shop less than 24 hours ago'))
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-remind')
  await tap('od-remind')
  await waitFor(() => expect(page.toasts).toEqual(['You reminded the shop less than 24 hours ago']))
})

test('to receive: the tracking timeline, newest first; confirm receipt asks, then confirms with an Idempotency-Key', async () => {
  current = detail(7, {
    state: 'to_receive',
    status: 'to_receive',
    carrier: 'SF',
    trackingNo: 'SF1234567890',
    shipTime: '2026-11-23T09:00:00.000Z',
    actions: ['logistics', 'confirm'],
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('On its way'))
  await waitFor(() => expect(screen.getByTestId('od-tracking').textContent).toContain('SF Express SF1234567890'))
  const events = [...screen.getByTestId('od-tracking').querySelectorAll('.od-ev__text')].map((e) => e.textContent)
  expect(events).toEqual(['Arrived at Beijing hub', 'Picked up by the courier'])
  expect(shown()).toEqual(['confirm'])

  page.modalAnswer = false
  await tap('od-confirm')
  expect(page.modals).toEqual(['Confirm that you received the goods?'])
  expect(api.calls(OrderApi.confirm)).toHaveLength(0)

  page.modalAnswer = true
  await tap('od-confirm')
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('To review'))
  const [c] = api.calls(OrderApi.confirm)
  expect(c.params.id).toBe('7')
  expect(c.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  expect(page.toasts).toContain('Receipt confirmed')
})

test('no tracking asked when the server does not offer it', async () => {
  current = detail(7, { state: 'to_ship', status: 'to_ship', actions: ['remind'] })
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-remind')
  expect(api.calls(OrderApi.logistics)).toHaveLength(0)
})

test('finished: buy again puts every line back into the cart and opens it; delete asks, deletes and goes back', async () => {
  current = detail(7, {
    state: 'completed',
    status: 'completed',
    lines: [
      {
        skuId: 51,
        productId: 50,
        title: 'Green tea',
        image: '/t.png',
        spec: {},
        specText: '',
        price: 1000,
        count: 2,
        amount: 2000,
        itemId: 71,
        refundState: null,
        refundedCount: 0,
      },
      {
        skuId: 61,
        productId: 60,
        title: 'Oolong',
        image: '/o.png',
        spec: {},
        specText: '',
        price: 1500,
        count: 1,
        amount: 1500,
        itemId: 72,
        refundState: null,
        refundedCount: 0,
      },
    ],
    actions: ['buyAgain', 'delete'],
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('Completed'))
  expect(shown()).toEqual(['buyAgain', 'delete'])
  await tap('od-buyAgain')
  await waitFor(() => expect(page.navigations).toEqual(['switchTab /pages/tabbar/shoppingCart']))
  expect(api.calls(CartApi.add).map((c) => c.body)).toEqual([
    { skuId: 51, count: 2 },
    { skuId: 61, count: 1 },
  ])
  await tap('od-delete')
  await waitFor(() => expect(page.navigations.at(-1)).toBe('navigateBack'))
  expect(page.modals).toEqual(['Delete this order?'])
  expect(api.calls(OrderApi.remove).map((c) => c.params.id)).toEqual(['7'])
})

test('cancelled: the reason and the time are shown', async () => {
  current = detail(7, {
    state: 'cancelled',
    status: 'cancelled',
    cancelReason: 'Found it cheaper',
    cancelTime: '2026-11-23T08:30:00.000Z',
    actions: ['delete'],
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('od-state').textContent).toBe('Cancelled'))
  expect(screen.getByTestId('order-detail').textContent).toContain('Cancelled: Found it cheaper')
  expect(shown()).toEqual(['delete'])
})

test("another user's order is the server's 404 on the screen, with no actions", async () => {
  page.params = { id: '8' }
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Order not found'))
  expect(shown()).toEqual([])
})

test('a double tap on an action runs it once (buy again puts the lines in the cart once)', async () => {
  current = detail(7, { state: 'completed', status: 'completed', actions: ['buyAgain', 'delete'] })
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  api.on(CartApi.add, async ({ body }) => (await gate, { id: 100, basketCount: body.count }))
  render(<OrderDetailScreen />)
  await screen.findByTestId('od-buyAgain')
  await tap('od-buyAgain')
  await tap('od-buyAgain')
  await act(async () => release())
  await waitFor(() => expect(page.navigations).toEqual(['switchTab /pages/tabbar/shoppingCart']))
  expect(api.calls(CartApi.add)).toHaveLength(1)
})

test("received: each line's refund state; refund opens the form for the order, a line's link preselects it; review opens the order's review", async () => {
  const base = detail(7).lines[0]
  current = detail(7, {
    state: 'to_review',
    status: 'to_review',
    lines: [
      { ...base, itemId: 71, refundState: 'requesting' },
      { ...base, skuId: 61, itemId: 72, title: 'Oolong', refundState: null },
    ],
    actions: ['refund', 'review'],
  })
  render(<OrderDetailScreen />)
  await waitFor(() => expect(screen.getByTestId('line-refund-71').textContent).toBe('Refund requested'))
  expect(shown()).toEqual(['refund', 'review'])
  // a line with an open request has no link; the other has one
  expect(screen.queryByTestId('line-refund-link-71')).toBeNull()
  await tap('line-refund-link-72')
  expect(page.navigations).toEqual(['navigateTo /pages/order/refund/apply?orderId=7&itemId=72'])
  await tap('od-refund')
  expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/refund/apply?orderId=7')
  await tap('od-review')
  expect(page.navigations.at(-1)).toBe('navigateTo /pages/order/comment?id=7')
})
