import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CashScreen } from '@/features/merchant/cash-screen'
import { MerchantOrderScreen } from '@/features/merchant/order-screen'
import { MerchantOrdersScreen } from '@/features/merchant/orders-screen'
import { WorkbenchScreen } from '@/features/merchant/workbench-screen'
import { DeskScreen } from '@/features/platform/desk-screen'
import { OfflineReviewScreen } from '@/features/platform/offline-screen'
import { WorkEntries } from '@/features/shell/work-entries'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

type Reply = { statusCode: number; data: unknown }
const ok = (data: unknown): Reply => ({ statusCode: 200, data: { code: 200, ok: true, msg: 'ok', data } })
const page = (rows: unknown[]): Reply => ({ statusCode: 200, data: { code: 200, ok: true, msg: 'ok', rows, total: rows.length } })
const forbidden: Reply = { statusCode: 403, data: { code: 403, ok: false, msg: 'You do not own a shop' } }

const order = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  orderNo: `O${id}`,
  payNo: `P${id}`,
  state: 'to_ship',
  shopId: 1,
  shopName: 'Tea House',
  mode: 'delivery',
  lines: [{ skuId: 9, productId: 3, title: 'Green tea', image: '', spec: { size: 'L' }, price: 1250, count: 2, amount: 2500 }],
  count: 2,
  goodsAmount: 2500,
  shippingFee: 800,
  discount: 300,
  payAmount: 3000,
  currency: 'CNY',
  payChannel: 'SYS',
  expiresAt: null,
  createTime: '2026-11-23T10:00:00.000Z',
  payTime: '2026-11-23T10:01:00.000Z',
  shipTime: null,
  receiveTime: null,
  finishTime: null,
  cancelTime: null,
  address: { name: 'Li Lei', phone: '13800138000', region: '北京市 北京市 海淀区', regionIds: [110000, 110100, 110108], detail: 'Road 1' },
  pickupPoint: null,
  pickupCode: null,
  remark: '',
  cancelReason: null,
  carrier: null,
  trackingNo: null,
  history: [],
  actions: [],
  ...extra,
})
const review = (id: number, extra: Record<string, unknown> = {}) => ({ id, payNo: `P${id}`, channel: 'CASH', amount: 4200, currency: 'CNY', userId: 5, userPhone: '13800138000', proofIds: [], remark: '', shopIds: [1], createdAt: '2026-11-23T10:00:00.000Z', ...extra })

let routes: Record<string, (data: any, url: string) => Reply> = {}
let sent: Array<{ key: string; data: any; header: Record<string, string> }> = []
let toasts: string[] = []
let routerParams: Record<string, string> = {}

beforeEach(() => {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper', 'staff'] } as any)
  routes = {}
  sent = []
  toasts = []
  routerParams = {}
  ;(Taro as any).useDidShow = () => {}
  ;(Taro as any).usePullDownRefresh = () => {}
  ;(Taro as any).useReachBottom = () => {}
  ;(Taro as any).useRouter = () => ({ params: routerParams })
  ;(Taro as any).showToast = jest.fn(async (o: { title: string }) => {
    toasts.push(o.title)
  })
  ;(Taro as any).showModal = jest.fn(async () => ({ confirm: true }))
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'reLaunch'] as const) (Taro as any)[k] = jest.fn(async () => {})
  ;(Taro as any).getCurrentPages = () => [{ route: 'pages/tabbar/user' }]
  ;(Taro as any).downloadFile = jest.fn(async (o: { url: string; header: Record<string, string> }) => ({ statusCode: o.header.Authorization || o.header.authorization ? 200 : 401, tempFilePath: `blob:${o.url.split('/').pop()}` }))
  ;(Taro as any).request = jest.fn(async (o: { url: string; method: string; data: any; header: Record<string, string> }) => {
    const path = o.url.replace(/^.*?\/api\//, '/').split('?')[0]
    const key = `${o.method} ${path}`
    if (o.method !== 'GET') sent.push({ key, data: o.data, header: o.header })
    const h = routes[key]
    return h ? h(o.data, o.url) : { statusCode: 404, data: { code: 404, ok: false, msg: `no stub for ${key}` } }
  })
})

describe('merchant workbench', () => {
  test("today's numbers are the server's; tiles open the orders to ship and the cash to confirm", async () => {
    routes['GET /order/merchant/today'] = () => ok({ shopIds: [1], orders: 7, sales: 123456, toShip: 3, toConfirm: 2, currency: 'CNY' })
    render(<WorkbenchScreen />)
    expect((await screen.findByTestId('today-sales')).textContent).toBe('¥1234.56')
    expect(screen.getByTestId('today-orders').textContent).toBe('7')
    expect(screen.getByTestId('tile-ship').textContent).toContain('3')
    expect(screen.getByTestId('tile-cash').textContent).toContain('2')
    fireEvent.click(screen.getByTestId('tile-ship'))
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/merchant/orders?state=to_ship'))
  })

  test('an account without a shop is refused without asking the server (its 403 would log out)', async () => {
    useSessionStore.getState().setUser({ userId: 1, nickname: 'S', merchant: false, roles: ['shopper'] } as any)
    routes['GET /order/merchant/today'] = () => forbidden
    render(<WorkbenchScreen />)
    expect(await screen.findByText('This account owns no shop')).toBeTruthy()
    expect(screen.queryByTestId('today-sales')).toBeNull()
    expect(Taro.request).not.toHaveBeenCalled()
    expect(useSessionStore.getState().token).toBe('tok')
  })

  test('orders list: tab from the query, rows with state and amount, empty tab, a tap opens the order', async () => {
    routes['GET /order/merchant/list'] = (d) => (d.state === 'to_receive' ? page([]) : page([order(11), order(12, { mode: 'pickup', payAmount: 990 })]))
    routerParams = { state: 'to_ship' }
    render(<MerchantOrdersScreen />)
    await screen.findByTestId('order-11')
    expect(screen.getByTestId('order-12').textContent).toContain('¥9.90')
    expect(screen.getByTestId('order-12').textContent).toContain('Self pickup')
    fireEvent.click(screen.getByTestId('order-11'))
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/merchant/order?id=11'))
    fireEvent.click(screen.getByTestId('tab-to_receive'))
    expect(await screen.findByText('No orders here')).toBeTruthy()
  })

  test('order to ship: carrier and tracking number are required, then shipped with them', async () => {
    routerParams = { id: '11' }
    routes['GET /order/merchant/11'] = () => ok(order(11))
    routes['GET /order/api/carriers'] = () => ok([{ value: 'SF', label: 'SF Express' }, { value: 'YTO', label: 'YTO' }])
    routes['POST /order/merchant/11/ship'] = () => ok({ id: 11, state: 'to_receive' })
    const { container } = render(<MerchantOrderScreen />)
    expect((await screen.findByTestId('order-pay-amount')).textContent).toBe('¥30.00')
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(toasts).toEqual(['Choose the carrier'])
    fireEvent.click(await screen.findByTestId('carrier-SF'))
    const input = container.querySelector('[data-testid="tracking-input"]') ?? container.querySelector('.mch-input')
    act(() => {
      input!.dispatchEvent(new CustomEvent('input', { detail: { value: '12' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(toasts[1]).toBe('The tracking number is 6-32 letters, digits or dashes')
    act(() => {
      input!.dispatchEvent(new CustomEvent('input', { detail: { value: 'SF1234567890' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Ship', { selector: '.nut-button-children' }))
    })
    expect(sent).toHaveLength(1)
    expect(sent[0].key).toBe('POST /order/merchant/11/ship')
    expect(sent[0].data).toMatchObject({ carrier: 'SF', trackingNo: 'SF1234567890' })
    expect(toasts).toContain('Shipped')
  })

  test('pickup orders: ready when to ship; the 6-digit code is verified when to receive; a wrong code shows the server message', async () => {
    routerParams = { id: '12' }
    routes['GET /order/merchant/12'] = () => ok(order(12, { mode: 'pickup', state: 'to_receive', address: null, pickupPoint: { id: 1, shopId: 1, name: 'Front desk', address: 'Road 2', hours: '9-18', phone: null, lat: null, lng: null, distance: null } }))
    routes['POST /order/merchant/12/pickup'] = (d) => (d.code === '123456' ? ok({ id: 12, state: 'to_review' }) : { statusCode: 409, data: { code: 1310, ok: false, msg: 'Wrong pickup code' } })
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
    expect(toasts).toContain('Wrong pickup code')
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: '123456' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByText('Verify the pickup code', { selector: '.nut-button-children' }))
    })
    expect(sent.map((s) => s.data.code)).toEqual(['654321', '123456'])
    expect(toasts).toContain('Picked up')
  })

  test('cash to confirm: confirm asks first and sends an idempotency key; refuse needs a reason', async () => {
    let rows = [review(31), review(32)]
    routes['GET /merchant/api/pay/cash/list'] = () => page(rows)
    routes['POST /merchant/api/pay/cash/31/confirm'] = () => {
      rows = rows.filter((r) => r.id !== 31)
      return ok({ id: 31 })
    }
    routes['POST /merchant/api/pay/cash/32/reject'] = () => ok({ id: 32 })
    const { container } = render(<CashScreen />)
    const confirmBtn = await screen.findByTestId('confirm-31')
    expect(screen.getByTestId('cash-31').textContent).toContain('¥42.00')
    await act(async () => {
      fireEvent.click(confirmBtn)
    })
    expect(Taro.showModal).toHaveBeenCalledWith({ content: 'Confirm that you received ¥42.00 in cash?' })
    await waitFor(() => expect(sent.map((s) => s.key)).toEqual(['POST /merchant/api/pay/cash/31/confirm']))
    expect(sent[0].header['Idempotency-Key']).toMatch(/^m-/)
    await waitFor(() => expect(screen.queryByTestId('cash-31')).toBeNull())
    fireEvent.click(screen.getByTestId('reject-32'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-32'))
    })
    expect(toasts).toContain('Give a reason')
    act(() => {
      container.querySelector('.mch-input')!.dispatchEvent(new CustomEvent('input', { detail: { value: 'Not paid' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-32'))
    })
    expect(sent.at(-1)).toMatchObject({ key: 'POST /merchant/api/pay/cash/32/reject', data: { reason: 'Not paid' } })
  })

  test('empty cash list', async () => {
    routes['GET /merchant/api/pay/cash/list'] = () => page([])
    render(<CashScreen />)
    expect(await screen.findByText('No cash payments to confirm')).toBeTruthy()
  })
})

describe('platform desk', () => {
  test('the desk counts the offline payments waiting; non-staff are refused', async () => {
    routes['GET /platform/api/pay/offline/list'] = () => ({ statusCode: 200, data: { code: 200, ok: true, msg: 'ok', rows: [review(1)], total: 4 } })
    const { unmount } = render(<DeskScreen />)
    expect((await screen.findByTestId('tile-offline')).textContent).toContain('4')
    unmount()
    clearQueries()
    ;(Taro.request as jest.Mock).mockClear()
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as any)
    render(<DeskScreen />)
    expect(await screen.findByText('Only platform staff can open the desk')).toBeTruthy()
    expect(Taro.request).not.toHaveBeenCalled()
  })

  test('offline proofs: private images fetched with the session, confirm or reject with a reason', async () => {
    routes['GET /platform/api/pay/offline/list'] = () => page([review(41, { channel: 'OFFLINE', proofIds: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'], remark: 'Paid at 10:00' })])
    routes['POST /platform/api/pay/offline/41/confirm'] = () => ok({ id: 41 })
    routes['POST /platform/api/pay/offline/41/reject'] = () => ok({ id: 41 })
    const { container } = render(<OfflineReviewScreen />)
    const img = await screen.findByTestId('proof-3f2504e0-4f89-41d3-9a0c-0305e82c3301')
    expect(img.getAttribute('src')).toBe('blob:3f2504e0-4f89-41d3-9a0c-0305e82c3301')
    const dl = (Taro.downloadFile as jest.Mock).mock.calls[0][0]
    expect(dl.url).toMatch(/\/system\/api\/upload\/3f2504e0-4f89-41d3-9a0c-0305e82c3301$/)
    expect(dl.header.Authorization ?? dl.header.authorization).toMatch(/tok/)
    expect(screen.getByText('Paid at 10:00')).toBeTruthy()
    fireEvent.click(screen.getByTestId('reject-41'))
    act(() => {
      container.querySelector('.plt-input')!.dispatchEvent(new CustomEvent('input', { detail: { value: 'Blurry' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('reject-send-41'))
    })
    expect(sent[0]).toMatchObject({ key: 'POST /platform/api/pay/offline/41/reject', data: { reason: 'Blurry' } })
    await act(async () => {
      fireEvent.click(await screen.findByTestId('confirm-41'))
    })
    await waitFor(() => expect(sent.map((s) => s.key)).toContain('POST /platform/api/pay/offline/41/confirm'))
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
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls[0][0].url).toBe('/pages/merchant/index'))
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
    expect(Taro.request).not.toHaveBeenCalled()
  })
})
