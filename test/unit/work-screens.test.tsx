// The merchant workbench (`merchant/*`), the platform desk (`platform/*`) and their entries on the user
// tab: each refused without a request to accounts without the role; today's numbers, orders to ship or to
// hand over, cash to confirm and offline proofs to review, each action calling its endpoint.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { OrderApi, OrderCodes } from '~types/order'
import { ChatApi } from '~types/chat'
import { RefundApi } from '~types/refund'
import { PaymentApi, type Payment, type PaymentStatus, type ReviewItem } from '~types/payment'
import { SettlementApi } from '~types/settlement'
import { ApprovalApi } from '~types/approval'
import { UploadApi } from '~types/upload'
import { CashScreen } from '@/features/merchant/cash-screen'
import { MerchantOrderScreen } from '@/features/merchant/order-screen'
import { MerchantOrdersScreen } from '@/features/merchant/orders-screen'
import { WorkbenchScreen } from '@/features/merchant/workbench-screen'
import { DeskScreen } from '@/features/platform/desk-screen'
import { OfflineReviewScreen } from '@/features/platform/offline-screen'
import { WorkEntries } from '@/features/shell/work-entries'
import { clearQueries } from '@/core/data'
import { useSessionStore } from '@/core/stores/session'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { detail, order } from './order-fixtures'

// the first render of a file loads Taro's components: slow on a busy shared machine
jest.setTimeout(20_000)

// an order of the merchant's shop, paid and to ship
const toShip = { state: 'to_ship', status: 'to_ship', shopId: 1, payChannel: 'SYS', payTime: '2026-11-23T10:01:00.000Z', payAmount: 3000 } as const
const review = (id: number, extra: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  payNo: `P${id}`,
  channel: 'CASH',
  amount: 4200,
  currency: 'CNY',
  userId: 5,
  userPhone: '13800138000',
  proofIds: [],
  remark: '',
  shopIds: [1],
  createdAt: '2026-11-23T10:00:00.000Z',
  ...extra,
})
/** What a confirm or reject answers: the payment, reviewed. */
const reviewed = (r: ReviewItem, status: PaymentStatus, extra: Partial<Payment> = {}): Payment => ({
  id: r.id,
  payNo: r.payNo,
  channel: r.channel,
  status,
  amount: r.amount,
  currency: r.currency,
  createdAt: r.createdAt,
  paidAt: null,
  ...extra,
})
const PROOF = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'

let api: FakeApi
let page: FakePage
let cash: ReviewItem[] = []
let offline: ReviewItem[] = []

beforeEach(() => {
  page = fakePage({}, 'pages/merchant/index')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper', 'staff'] } as any)
  cash = [review(31), review(32)]
  offline = [review(41, { channel: 'OFFLINE', proofIds: [PROOF], remark: 'Paid at 10:00' })]
  api = fakeApi()
    .on(OrderApi.merchantToday, () => ({ shopIds: [1], orders: 7, sales: 123456, toShip: 3, toConfirm: 2, currency: 'CNY' }))
    .on(OrderApi.merchantList, ({ query }) =>
      query.state === 'to_receive' ? { rows: [], total: 0 } : { rows: [order(11, toShip), order(12, { ...toShip, mode: 'pickup', payAmount: 990 })], total: 2 },
    )
    .on(OrderApi.merchantDetail, () => refuse(404, 404, 'Order not found'))
    .on(OrderApi.carriers, () => [
      { value: 'SF', label: 'SF Express' },
      { value: 'YTO', label: 'YTO' },
    ])
    .on(OrderApi.ship, ({ params }) => ({ id: Number(params.id), state: 'to_receive' as const }))
    .on(OrderApi.verifyPickup, ({ params, body }) =>
      body.code === '123456' ? { id: Number(params.id), state: 'to_review' as const } : refuse(409, OrderCodes.PICKUP_CODE, 'Wrong pickup code'),
    )
    .on(PaymentApi.merchantCashList, () => ({ rows: cash, total: cash.length }))
    .on(PaymentApi.merchantCashConfirm, ({ params }) => {
      const r = cash.find((x) => x.id === Number(params.id))!
      cash = cash.filter((x) => x !== r)
      return reviewed(r, 'paid', { paidAt: '2026-11-23T11:00:00.000Z' })
    })
    .on(PaymentApi.merchantCashReject, ({ params, body }) =>
      reviewed(
        cash.find((x) => x.id === Number(params.id))!,
        'rejected',
        { reason: body.reason },
      ),
    )
    .on(PaymentApi.staffOfflineList, () => ({ rows: offline, total: offline.length }))
    .on(PaymentApi.staffOfflineConfirm, () => reviewed(offline[0], 'paid', { paidAt: '2026-11-23T11:00:00.000Z' }))
    .on(PaymentApi.staffOfflineReject, ({ body }) => reviewed(offline[0], 'rejected', { reason: body.reason }))
    .on(UploadApi.privateFile, ({ params }) => `blob:${params.id}`)
    .on(RefundApi.merchantList, ({ query }) => ({ rows: [], total: query.state === 'open' ? 5 : 0 }))
    .on(RefundApi.staffList, ({ query }) => ({ rows: [], total: query.state === 'disputed' ? 6 : 0 }))
    .on(ApprovalApi.list, ({ query }) => ({ rows: [], total: query.state === 'pending' ? 3 : 0 }))
    .on(SettlementApi.merchantSummary, () => ({ windowDays: 7, totals: [{ currency: 'CNY', balance: 5000, pending: 0, settled: 5000 }], shops: [] }))
    // the workbench's chat tile (core/chat): the total unread; no chat socket in these tests
    .on(ChatApi.current, () => ({ userId: 1, nick: 'M', avatar: '', shopIds: [], unread: 0 }))
    .on(ChatApi.imServer, () => refuse(404, 404, 'Not found'))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

/** What the screens sent (every request but a read), as `METHOD /path`. */
const sent = () => api.keys().filter((k) => !k.startsWith('GET '))

describe('merchant workbench', () => {
  test("today's numbers are the server's; tiles open the orders to ship and the cash to confirm", async () => {
    render(<WorkbenchScreen />)
    expect((await screen.findByTestId('today-sales')).textContent).toBe('¥1234.56')
    expect(screen.getByTestId('today-orders').textContent).toBe('7')
    expect(screen.getByTestId('tile-ship').textContent).toContain('3')
    expect(screen.getByTestId('tile-cash').textContent).toContain('2')
    fireEvent.click(screen.getByTestId('tile-ship'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/orders?state=to_ship']))
    // the open refund requests of my shops
    await waitFor(() => expect(screen.getByTestId('tile-refunds').textContent).toContain('5'))
    fireEvent.click(screen.getByTestId('tile-refunds'))
    await waitFor(() => expect(page.navigations.at(-1)).toBe('navigateTo /pages/merchant/refunds?state=open'))
  })

  test('an account without a shop is refused without asking the server (its 403 would log out)', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    api.on(OrderApi.merchantToday, () => refuse(403, OrderCodes.NOT_MERCHANT, 'You do not own a shop'))
    render(<WorkbenchScreen />)
    expect(await screen.findByText('This account owns no shop')).toBeTruthy()
    expect(screen.queryByTestId('today-sales')).toBeNull()
    expect(api.keys()).toEqual([])
    expect(useSessionStore.getState().token).toBe('tok')
  })

  test('orders list: tab from the query, rows with state and amount, empty tab, a tap opens the order', async () => {
    page.params = { state: 'to_ship' }
    render(<MerchantOrdersScreen />)
    await screen.findByTestId('order-11')
    expect(api.calls(OrderApi.merchantList).map((c) => c.query.state)).toEqual(['to_ship'])
    expect(screen.getByTestId('order-12').textContent).toContain('¥9.90')
    expect(screen.getByTestId('order-12').textContent).toContain('Self pickup')
    fireEvent.click(screen.getByTestId('order-11'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/order?id=11']))
    fireEvent.click(screen.getByTestId('tab-to_receive'))
    expect(await screen.findByText('No orders here')).toBeTruthy()
    expect(api.calls(OrderApi.merchantList).map((c) => c.query.state)).toEqual(['to_ship', 'to_receive'])
  })

  test('order to ship: carrier and tracking number are required, then shipped with them', async () => {
    page.params = { id: '11' }
    api.on(OrderApi.merchantDetail, ({ params }) => (params.id === '11' ? detail(11, toShip) : refuse(404, 404, 'Order not found')))
    const { container } = render(<MerchantOrderScreen />)
    expect((await screen.findByTestId('order-pay-amount')).textContent).toBe('¥30.00')
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(page.toasts).toEqual(['Choose the carrier'])
    fireEvent.click(await screen.findByTestId('carrier-SF'))
    const input = container.querySelector('[data-testid="tracking-input"]') ?? container.querySelector('.mch-input')
    act(() => {
      input!.dispatchEvent(new CustomEvent('input', { detail: { value: '12' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(page.toasts[1]).toBe('The tracking number is 6-32 letters, digits or dashes')
    act(() => {
      input!.dispatchEvent(new CustomEvent('input', { detail: { value: 'SF1234567890' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(sent()).toEqual(['POST /order/merchant/11/ship'])
    expect(api.calls(OrderApi.ship)[0].body).toEqual({ carrier: 'SF', trackingNo: 'SF1234567890' })
    expect(page.toasts).toContain('Shipped')
  })

  test('order history: who did it in words ("System", "Buyer"), the pay channel by its name, never a raw code', async () => {
    page.params = { id: '13' }
    const history = [
      { from: null, to: 'to_pay', event: 'submit', actor: 'user', note: null, time: '2026-11-23T10:00:00.000Z' },
      { from: 'to_pay', to: 'to_ship', event: 'pay', actor: 'payment', note: 'SYS', time: '2026-11-23T10:01:00.000Z' },
      { from: 'to_ship', to: 'to_receive', event: 'ship', actor: 'merchant', note: 'SF SF1234567890', time: '2026-11-23T11:00:00.000Z' },
    ]
    api.on(OrderApi.merchantDetail, () => detail(13, { ...toShip, history }))
    render(<MerchantOrderScreen />)
    await screen.findByTestId('order-pay-amount')
    const lines = screen.getAllByTestId('mch-history').map((e) => e.textContent)
    expect(lines).toHaveLength(3)
    expect(lines.join('\n')).not.toContain('SYS')
    expect(lines[0]).toContain('Buyer')
    expect(lines[1]).toContain('System')
    expect(lines[1]).toContain('paid by Balance')
    expect(lines[2]).toContain('Merchant')
    expect(lines[2]).toContain('(SF SF1234567890)')
  })

  test('pickup orders: ready when to ship; the 6-digit code is verified when to receive; a wrong code shows the server message', async () => {
    page.params = { id: '12' }
    const point = { id: 1, shopId: 1, name: 'Front desk', address: 'Road 2', hours: '9-18', phone: null, lat: null, lng: null, distance: null }
    api.on(OrderApi.merchantDetail, () =>
      detail(12, { ...toShip, mode: 'pickup', state: 'to_receive', status: 'to_receive', address: null, pickupPoint: point }),
    )
    const { container } = render(<MerchantOrderScreen />)
    await screen.findByText('Front desk')
    expect(screen.queryByTestId('ship-form')).toBeNull()
    const input = container.querySelector('.mch-input')!
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: '654321' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Verify the pickup code', { selector: '.nut-button-children' }))
    })
    expect(page.toasts).toContain('Wrong pickup code')
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: '123456' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Verify the pickup code', { selector: '.nut-button-children' }))
    })
    expect(sent()).toEqual(['POST /order/merchant/12/pickup', 'POST /order/merchant/12/pickup'])
    expect(api.calls(OrderApi.verifyPickup).map((c) => c.body.code)).toEqual(['654321', '123456'])
    expect(page.toasts).toContain('Picked up')
  })

  test('cash to confirm: confirm asks first and sends an idempotency key; refuse needs a reason', async () => {
    const { container } = render(<CashScreen />)
    const confirmBtn = await screen.findByTestId('confirm-31')
    expect(screen.getByTestId('cash-31').textContent).toContain('¥42.00')
    await act(async () => {
      fireEvent.click(confirmBtn)
    })
    expect(page.modals).toEqual(['Confirm that you received ¥42.00 in cash?'])
    await waitFor(() => expect(sent()).toEqual(['POST /merchant/api/pay/cash/31/confirm']))
    expect(api.calls(PaymentApi.merchantCashConfirm)[0].header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    await waitFor(() => expect(screen.queryByTestId('cash-31')).toBeNull())
    fireEvent.click(screen.getByTestId('reject-32'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-32'))
    })
    expect(page.toasts).toContain('Give a reason')
    expect(sent()).toEqual(['POST /merchant/api/pay/cash/31/confirm'])
    act(() => {
      container.querySelector('.mch-input')!.dispatchEvent(new CustomEvent('input', { detail: { value: 'Not paid' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-32'))
    })
    expect(sent().at(-1)).toBe('POST /merchant/api/pay/cash/32/reject')
    expect(api.calls(PaymentApi.merchantCashReject).map((c) => [c.params.id, c.body])).toEqual([['32', { reason: 'Not paid' }]])
  })

  test('empty cash list', async () => {
    cash = []
    render(<CashScreen />)
    expect(await screen.findByText('No cash payments to confirm')).toBeTruthy()
  })
})

describe('platform desk', () => {
  test('the desk counts the offline payments waiting; non-staff are refused', async () => {
    api.on(PaymentApi.staffOfflineList, () => ({ rows: [review(1)], total: 4 }))
    const { unmount } = render(<DeskScreen />)
    expect((await screen.findByTestId('tile-offline')).textContent).toContain('4')
    await waitFor(() => expect(screen.getByTestId('tile-refunds').textContent).toContain('6'))
    fireEvent.click(screen.getByTestId('tile-refunds'))
    await waitFor(() => expect(page.navigations.at(-1)).toBe('navigateTo /pages/platform/refunds?state=disputed'))
    // the review queue's tile: what waits for a decision, of every kind
    await waitFor(() => expect(screen.getByTestId('tile-reviews').textContent).toContain('3'))
    fireEvent.click(screen.getByTestId('tile-reviews'))
    await waitFor(() => expect(page.navigations.at(-1)).toBe('navigateTo /pages/platform/reviews'))
    unmount()
    clearQueries()
    const asked = api.keys().length
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    render(<DeskScreen />)
    expect(await screen.findByText('Only platform staff can open the desk')).toBeTruthy()
    expect(api.keys()).toHaveLength(asked)
  })

  test('offline proofs: private images fetched with the session, confirm or reject with a reason', async () => {
    const { container } = render(<OfflineReviewScreen />)
    const img = await screen.findByTestId(`proof-${PROOF}`)
    expect(img.getAttribute('src')).toBe(`blob:${PROOF}`)
    const [dl] = api.calls(UploadApi.privateFile)
    expect(dl.params.id).toBe(PROOF)
    expect(dl.header.Authorization).toMatch(/tok/)
    expect(screen.getByText('Paid at 10:00')).toBeTruthy()
    fireEvent.click(screen.getByTestId('reject-41'))
    act(() => {
      container.querySelector('.plt-input')!.dispatchEvent(new CustomEvent('input', { detail: { value: 'Blurry' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-41'))
    })
    expect(sent()).toEqual(['POST /platform/api/pay/offline/41/reject'])
    expect(api.calls(PaymentApi.staffOfflineReject)[0].body).toEqual({ reason: 'Blurry' })
    await act(async () => {
      fireEvent.click(await screen.findByTestId('confirm-41'))
    })
    await waitFor(() => expect(sent()).toContain('POST /platform/api/pay/offline/41/confirm'))
  })
})

describe('user tab entries', () => {
  test('a merchant sees the workbench entry, staff the desk, a shopper neither, a guest neither; nothing is asked of the server', async () => {
    const set = (u: object) => useSessionStore.getState().setUser({ userId: 1, nickname: 'U', ...u } as any)
    set({ merchant: true, roles: ['shopper'] })
    const a = render(<WorkEntries />)
    expect(screen.getByTestId('entry-merchant')).toBeTruthy()
    expect(screen.queryByTestId('entry-platform')).toBeNull()
    fireEvent.click(screen.getByTestId('entry-merchant'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/index']))
    a.unmount()
    set({ merchant: false, roles: ['staff'] })
    const b = render(<WorkEntries />)
    expect(screen.getByTestId('entry-platform')).toBeTruthy()
    expect(screen.queryByTestId('entry-merchant')).toBeNull()
    b.unmount()
    set({ merchant: false, roles: ['shopper'] })
    const c = render(<WorkEntries />)
    expect(c.container.textContent).toBe('')
    c.unmount()
    set({ merchant: true, roles: ['staff'] })
    useSessionStore.getState().setToken(null)
    const d = render(<WorkEntries />)
    expect(d.container.textContent).toBe('')
    expect(api.keys()).toEqual([])
  })
})
