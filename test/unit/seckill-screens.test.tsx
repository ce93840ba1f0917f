// Flash sales: the sale page (sessions as tabs, the countdown from the SERVER's clock, the server's prices and
// states, buy -> the checkout of the offer), the workbench's items, the desk's sessions, and the helpers.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { EditorApi, type MyProduct } from '~types/editor'
import { OrderApi, type CheckoutPreview } from '~types/order'
import { SeckillApi, type FlashItem, type FlashSession, type FlashToday, type MerchantFlashItem } from '~types/seckill'
import { useSessionStore } from '@/core/stores/session'
import { CheckoutScreen } from '@/features/order/checkout-screen'
import { clockOffset, parseLocal, phaseOf, pickSession } from '@/features/seckill/api'
import { FlashSessionsScreen } from '@/features/seckill/desk-screen'
import { MerchantFlashSalesScreen } from '@/features/seckill/merchant-screen'
import { SeckillScreen } from '@/features/seckill/sale-screen'
import { fakeApi, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'
import { typeInto as typeOn } from './taro-input'

jest.setTimeout(30_000)

const MIN = 60_000
let api: FakeApi
let page: FakePage
afterEach(() => expect(api?.problems() ?? []).toEqual([]))

const item = (id: number, extra: Partial<FlashItem> = {}): FlashItem => ({
  id,
  sessionId: 1,
  skuId: 100 + id,
  productId: 200 + id,
  shopId: 5,
  shopName: 'Tea House',
  title: `Tea ${id}`,
  image: '',
  specText: '',
  currency: 'CNY',
  price: 990,
  originalPrice: 2500,
  quantity: 20,
  left: 7,
  soldPct: 65,
  limit: 2,
  mine: 0,
  state: 'running',
  ...extra,
})
const session = (id: number, startsAt: number, endsAt: number, items: FlashItem[], extra: Partial<FlashSession> = {}): FlashSession => ({
  id,
  title: `Session ${id}`,
  startsAt: new Date(startsAt).toISOString(),
  endsAt: new Date(endsAt).toISOString(),
  state: 'running',
  items,
  ...extra,
})
const typeInto = (testId: string, value: string) => typeOn(screen.getByTestId(testId), value)

test('helpers: the phase at a time, the session a page opens on, the clock offset, a typed start', () => {
  const s = { startsAt: '2026-01-01T10:00:00.000Z', endsAt: '2026-01-01T12:00:00.000Z' }
  expect(phaseOf(s, Date.parse('2026-01-01T09:59:59.000Z'))).toBe('upcoming')
  expect(phaseOf(s, Date.parse('2026-01-01T10:00:00.000Z'))).toBe('running')
  expect(phaseOf(s, Date.parse('2026-01-01T12:00:00.000Z'))).toBe('ended')
  const list = [
    { id: 1, startsAt: '2026-01-01T06:00:00.000Z', endsAt: '2026-01-01T08:00:00.000Z' },
    { id: 2, ...s },
    { id: 3, startsAt: '2026-01-01T14:00:00.000Z', endsAt: '2026-01-01T15:00:00.000Z' },
  ]
  expect(pickSession(list, Date.parse('2026-01-01T11:00:00.000Z'))?.id).toBe(2)
  expect(pickSession(list, Date.parse('2026-01-01T13:00:00.000Z'))?.id).toBe(3)
  expect(pickSession(list, Date.parse('2026-01-01T16:00:00.000Z'))?.id).toBe(1)
  expect(pickSession(list, Date.parse('2026-01-01T11:00:00.000Z'), 3)?.id).toBe(3)
  expect(clockOffset('2026-01-01T10:00:05.000Z', Date.parse('2026-01-01T10:00:00.000Z'))).toBe(5000)
  expect(parseLocal('2026-02-30 10:00')).toBeNull()
  expect(parseLocal('2026-01-31 24:00')).toBeNull()
  expect(parseLocal('tomorrow')).toBeNull()
  expect(parseLocal('2026-01-31 10:05')).toBe(new Date(2026, 0, 31, 10, 5).toISOString())
})

test("the countdown runs from the server's clock: a device three hours behind still sees the session running", async () => {
  page = fakePage({}, 'pages/seckill/seckill')
  const server = Date.now() + 180 * MIN
  const today: FlashToday = {
    serverTime: new Date(server).toISOString(),
    sessions: [
      session(1, server - 10 * MIN, server + 50 * MIN, [item(1)]),
      session(2, server + 120 * MIN, server + 180 * MIN, [item(2, { sessionId: 2, state: 'upcoming' })], { state: 'upcoming' }),
    ],
  }
  api = fakeApi()
    .on(SeckillApi.today, () => today)
    .install()
  render(<SeckillScreen />)
  expect((await screen.findByTestId('sk-countdown')).textContent).toMatch(/^00:(49|50):\d\d$/)
  expect(screen.getByText('Ends in')).toBeTruthy()
  expect(screen.getByTestId('sk-price').textContent).toBe('¥9.90')
  expect(screen.getByTestId('sk-left').textContent).toBe('7 left')
  expect(screen.getByTestId('sk-pct').textContent).toBe('65% sold')
  // the later session's tab: not started, and its countdown to the start
  fireEvent.click(screen.getByTestId('sk-tab-2'))
  expect(await screen.findByText('Starts in')).toBeTruthy()
  expect(screen.getByTestId('sk-countdown').textContent).toMatch(/^0(1:59|2:00):\d\d$/)
  expect(screen.getByTestId('sk-buy').textContent).toBe('Not started')
})

test('buy opens the checkout of the offer; sold out and limit reached cannot be pressed', async () => {
  page = fakePage({}, 'pages/seckill/seckill')
  const now = Date.now()
  api = fakeApi()
    .on(SeckillApi.today, () => ({
      serverTime: new Date(now).toISOString(),
      sessions: [
        session(1, now - 10 * MIN, now + 50 * MIN, [item(1), item(2, { left: 0, soldPct: 100, state: 'soldOut' }), item(3, { mine: 2, state: 'limit' })]),
      ],
    }))
    .install()
  render(<SeckillScreen />)
  const buy = (id: number) => screen.getByTestId(`sk-item-${id}`).querySelector('[data-testid="sk-buy"]') as HTMLElement
  await screen.findByTestId('sk-item-1')
  expect(buy(2).textContent).toBe('Sold out')
  expect(buy(3).textContent).toBe('Limit reached')
  fireEvent.click(buy(2))
  fireEvent.click(buy(3))
  fireEvent.click(buy(1))
  await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/systemPay/goods/previewOrder?skuId=101&count=1&offer=flash%3A1']))
})

test('`sessionId` opens that session', async () => {
  page = fakePage({ sessionId: '2' }, 'pages/seckill/seckill')
  const now = Date.now()
  api = fakeApi()
    .on(SeckillApi.today, () => ({
      serverTime: new Date(now).toISOString(),
      sessions: [
        session(1, now - 10 * MIN, now + 50 * MIN, [item(1)]),
        session(2, now + 60 * MIN, now + 90 * MIN, [item(2, { sessionId: 2, state: 'upcoming' })], { state: 'upcoming' }),
      ],
    }))
    .install()
  render(<SeckillScreen />)
  expect(await screen.findByTestId('sk-item-2')).toBeTruthy()
  expect(screen.queryByTestId('sk-item-1')).toBeNull()
  expect(screen.getByText('Starts in')).toBeTruthy()
})

test('no sessions today: the empty state', async () => {
  page = fakePage({}, 'pages/spellGroup/seckill')
  api = fakeApi()
    .on(SeckillApi.today, () => ({ serverTime: new Date().toISOString(), sessions: [] }))
    .install()
  render(<SeckillScreen />)
  expect(await screen.findByText('No flash sales today')).toBeTruthy()
})

test('the workbench: a session and one of my products SKUs picked (searched, paged), the item sent in minor units; my items with sold and left', async () => {
  page = fakePage({}, 'pages/merchant/flash-sales')
  useSessionStore.getState().setUser(userInfo({ merchant: true }))
  const now = Date.now()
  const mine: MerchantFlashItem = {
    id: 9,
    sessionId: 4,
    sessionTitle: 'Noon',
    startsAt: new Date(now).toISOString(),
    endsAt: new Date(now + 60 * MIN).toISOString(),
    state: 'running',
    skuId: 77,
    shopId: 5,
    title: 'Oolong',
    image: '',
    specText: '',
    currency: 'CNY',
    price: 990,
    originalPrice: 2500,
    quantity: 20,
    sold: 13,
    left: 7,
    returned: 0,
    limit: 2,
  }
  // my products on the shelf, newest first: 20 green teas, then the oolong on the second page
  const products: MyProduct[] = Array.from({ length: 21 }, (_, i) => ({
    id: i + 1,
    shopId: 5,
    title: i === 20 ? 'Oolong' : `Green tea ${i + 1}`,
    image: '',
    price: 2500,
    stock: 70,
    sales: 0,
    status: 'on' as const,
  }))
  api = fakeApi()
    .on(SeckillApi.openSessions, () => [{ id: 4, title: 'Noon', startsAt: mine.startsAt, endsAt: mine.endsAt, state: 'running' as const, items: 1 }])
    .on(SeckillApi.items, () => ({ rows: [mine], total: 1 }))
    .on(EditorApi.products, ({ query }) => {
      const q = query as { keyword?: string; pageNum?: number; pageSize?: number }
      const found = products.filter((p) => !q.keyword || p.title.toLowerCase().includes(q.keyword.toLowerCase()))
      const size = q.pageSize ?? 10
      const from = ((q.pageNum ?? 1) - 1) * size
      return { rows: found.slice(from, from + size), total: found.length }
    })
    .on(EditorApi.product, () => ({
      id: 21,
      shopId: 5,
      title: 'Oolong',
      categoryId: 1,
      images: [],
      description: '',
      status: 'on' as const,
      specGroups: [],
      skus: [
        { id: 76, spec: ['250 g'], price: 2500, originalPrice: 0, stock: 40 },
        { id: 77, spec: ['1 kg'], price: 8800, originalPrice: 0, stock: 30 },
      ],
    }))
    .on(SeckillApi.createItem, ({ body }) => ({ ...mine, id: 10, ...body, sold: 0, left: body.quantity }))
    .install()
  render(<MerchantFlashSalesScreen />)
  expect((await screen.findByTestId('sk-sold-left')).textContent).toBe('Sold 13 · Left 7')
  fireEvent.click(screen.getByTestId('sk-create'))
  await waitFor(() => expect(page.toasts).toEqual(['Choose a session and an item, and fill in every field (price like 9.90)']))
  page.sheetAnswer = 0
  await act(async () => {
    fireEvent.click(screen.getByTestId('sk-session'))
  })
  // the first page of my products; "more" brings the next
  await screen.findByTestId('sku-pick-product-1')
  expect(screen.queryByTestId('sku-pick-product-21')).toBeNull()
  fireEvent.click(screen.getByTestId('sku-pick-more'))
  await screen.findByTestId('sku-pick-product-21')
  expect(screen.queryByTestId('sku-pick-more')).toBeNull()
  // a search asks the server for the word
  typeInto('sku-pick-search', ' oolong ')
  await waitFor(() => expect(screen.queryByTestId('sku-pick-product-1')).toBeNull())
  expect(api.calls(EditorApi.products).at(-1)?.query).toEqual({ status: 'on', keyword: 'oolong', pageNum: 1, pageSize: 20 })
  typeInto('sku-pick-search', 'no such tea')
  await waitFor(() => expect(screen.queryByTestId('sku-pick-state')?.textContent).toBe('No product matches'))
  typeInto('sku-pick-search', 'oolong')
  fireEvent.click(await screen.findByTestId('sku-pick-product-21'))
  // its SKUs with spec, price and stock
  const sku = await screen.findByTestId('sku-pick-sku-77')
  expect(sku.textContent).toBe('1 kg¥88.00Stock 30')
  fireEvent.click(sku)
  expect(api.calls(EditorApi.product).map((c) => Number(c.params.id))).toEqual([21])
  typeInto('sk-flash-price', '9.9')
  typeInto('sk-quantity', '30')
  typeInto('sk-limit', '2')
  await act(async () => {
    fireEvent.click(screen.getByTestId('sk-create'))
  })
  await waitFor(() => expect(api.calls(SeckillApi.createItem).map((c) => c.body)).toEqual([{ sessionId: 4, skuId: 77, price: 990, quantity: 30, limit: 2 }]))
})

test('the desk: a session from a typed start and hours; staff only', async () => {
  page = fakePage({}, 'pages/platform/flash-sessions')
  useSessionStore.getState().setUser(userInfo({ roles: ['shopper', 'staff'] }))
  api = fakeApi()
    .on(SeckillApi.sessions, () => ({ rows: [], total: 0 }))
    .on(SeckillApi.createSession, ({ body }) => ({
      id: 1,
      title: body.title,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      state: 'upcoming' as const,
      items: 0,
    }))
    .install()
  render(<FlashSessionsScreen />)
  await screen.findByTestId('sk-create-session')
  typeInto('sk-session-title', 'Evening')
  typeInto('sk-starts', '2030-05-01 20:00')
  typeInto('sk-hours', '3')
  await act(async () => {
    fireEvent.click(screen.getByTestId('sk-create-session'))
  })
  const start = new Date(2030, 4, 1, 20, 0).getTime()
  await waitFor(() =>
    expect(api.calls(SeckillApi.createSession).map((c) => c.body)).toEqual([
      { title: 'Evening', startsAt: new Date(start).toISOString(), endsAt: new Date(start + 180 * MIN).toISOString() },
    ]),
  )
})

test('the checkout of a flash offer buys through the gate (seckill buy, with its key), then opens the cashier', async () => {
  page = fakePage({ skuId: '101', count: '1', offer: 'flash:1' }, 'pages/systemPay/goods/previewOrder')
  const pv: CheckoutPreview = {
    currency: 'CNY',
    address: { id: 3, name: 'Li Lei', phone: '13800000000', region: 'Beijing', regionIds: [11], detail: 'No. 1 Road' },
    shops: [
      {
        shopId: 5,
        shopName: 'Tea House',
        mode: 'delivery',
        modes: ['delivery'],
        pickupPoints: [],
        pickupPointId: null,
        lines: [{ skuId: 101, productId: 201, title: 'Tea 1', image: '', spec: {}, specText: '', price: 990, count: 1, amount: 990 }],
        goodsAmount: 990,
        shippingFee: 0,
        discount: 0,
        payAmount: 990,
        minDeliveryAmount: 0,
        coupons: [],
        couponId: null,
        remark: '',
        problems: [],
      },
    ],
    platformCoupons: [],
    platformCouponId: null,
    goodsAmount: 990,
    shippingFee: 0,
    discount: 0,
    payAmount: 990,
    ok: true,
  }
  api = fakeApi()
    .on(OrderApi.preview, () => pv)
    .on(SeckillApi.buy, () => ({ payNo: 'P777', amount: 990, currency: 'CNY', orderIds: [8], expiresAt: null }))
    .install()
  render(<CheckoutScreen />)
  await screen.findByTestId('co-submit')
  expect(api.calls(OrderApi.preview)[0].body).toMatchObject({ skuId: 101, count: 1, offer: { kind: 'flash', id: 1 } })
  await act(async () => {
    fireEvent.click(screen.getByTestId('co-submit'))
  })
  await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/systemPay/order/details/index?payNo=P777']))
  const [call] = api.calls(SeckillApi.buy)
  expect(call.body).toMatchObject({ itemId: 1, count: 1 })
  expect(call.header['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
  expect(api.calls(OrderApi.submit)).toHaveLength(0)
})
