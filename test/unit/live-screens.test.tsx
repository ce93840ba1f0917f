// The live room page (`liveBroadcast/index`: the rooms; `?id=` a room: video, status, chat, pinned products bought
// in a sheet with the balance without leaving the page) and the workbench's live rooms (`merchant/live`). The chat
// connection is another area's (src/core/chat): here it stands in as its face, recording what the room asks of it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CatalogApi, type ProductDetail } from '~types/catalog'
import type { ChatMessage } from '~types/chat'
import { LiveApi, LiveCodes, type LiveRoom, type LiveRoomDetail } from '~types/live'
import { OrderApi, type CheckoutPreview } from '~types/order'
import { PaymentApi } from '~types/payment'
import { clearQueries } from '@/core/data'
import { useSessionStore } from '@/core/stores/session'
import { LiveScreen } from '@/features/live/live-screen'
import { MerchantLiveScreen } from '@/features/live/merchant-live-screen'
import { fakeApi, refuse, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

const chatCalls = { joined: [] as number[], sent: [] as Array<[number, Record<string, unknown>]>, started: 0, messages: [] as ChatMessage[] }
jest.mock('@/core/chat', () => ({
  chat: { start: async () => void chatCalls.started++, stop: () => undefined, status: () => 'open' },
  joinGroup: (id: number) => void chatCalls.joined.push(id),
  useChatConversation: (id: number | undefined) => ({
    messages: id ? chatCalls.messages : [],
    status: 'open',
    more: false,
    send: (msgtype: number, body: Record<string, unknown>) => void chatCalls.sent.push([msgtype, body]),
    loadEarlier: async () => undefined,
    markRead: () => undefined,
  }),
  useChatUnread: () => 0,
}))

jest.setTimeout(20_000)

const room = (id: number, extra: Partial<LiveRoom> = {}): LiveRoom => ({
  id,
  shopId: 3,
  shopName: 'FreshWay Market',
  title: `Room ${id}`,
  cover: `/api/files/default/c${id}.png`,
  status: 'live',
  startAt: '2026-11-27T08:00:00.000Z',
  startedAt: '2026-11-27T08:00:00.000Z',
  endedAt: null,
  viewers: 12,
  pinCount: 2,
  ...extra,
})
const detail = (id: number, extra: Partial<LiveRoomDetail> = {}): LiveRoomDetail => ({
  ...room(id),
  playbackUrl: '/api/files/default/2026/11/v.mp4',
  loop: true,
  conversationId: 77,
  pins: [
    { productId: 50, title: 'Green tea', image: '/api/files/t.png', price: 1234, originalPrice: 1500, inStock: true, onSale: true },
    { productId: 60, title: 'Black tea', image: '/api/files/b.png', price: 990, originalPrice: 990, inStock: false, onSale: true },
  ],
  ...extra,
})
const product: ProductDetail = {
  id: 50,
  title: 'Green tea',
  subtitle: '',
  images: ['/api/files/t.png'],
  price: 1234,
  originalPrice: 1500,
  sales: 0,
  stock: 8,
  specGroups: [],
  skus: [{ id: 501, spec: {}, price: 1234, originalPrice: 1500, stock: 8, image: '', available: true }],
  delivery: true,
  selfPickup: false,
  shop: { id: 3, name: 'FreshWay Market', logo: '', kind: 'retail', open: true, rating: 5, delivery: true, selfPickup: false, minDeliveryAmount: 0, hours: '' },
  reviews: { counts: { all: 0, pictures: 0, good: 0, medium: 0, bad: 0 }, rating: 5, first: [] },
  description: '',
  categoryId: 1,
  favourite: false,
  buyable: true,
  notBuyableReason: null,
}
// deliberately not price x count: the sheet shows the server's amount
const preview = (count: number): CheckoutPreview => ({
  currency: 'CNY',
  address: { id: 3, name: 'Li Lei', phone: '13800000000', region: 'Beijing', regionIds: [11], detail: 'No. 1 Road' },
  shops: [
    {
      shopId: 3,
      shopName: 'FreshWay Market',
      mode: 'delivery',
      modes: ['delivery'],
      pickupPoints: [],
      pickupPointId: null,
      lines: [{ skuId: 501, productId: 50, title: 'Green tea', image: '', spec: {}, specText: '', price: 1234, count, amount: 1234 * count }],
      goodsAmount: 1234 * count,
      shippingFee: 600,
      discount: 0,
      payAmount: 1234 * count + 600,
      minDeliveryAmount: 0,
      coupons: [],
      couponId: null,
      remark: '',
      problems: [],
    },
  ],
  platformCoupons: [],
  platformCouponId: null,
  goodsAmount: 1234 * count,
  shippingFee: 600,
  discount: 0,
  payAmount: 1234 * count + 600,
  ok: true,
})

let api: FakeApi
let page: FakePage
let rooms: LiveRoom[]
let now: LiveRoomDetail

const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
const inputOf = (id: string) => screen.getByTestId(id)

beforeEach(() => {
  chatCalls.joined = []
  chatCalls.sent = []
  chatCalls.started = 0
  chatCalls.messages = []
  page = fakePage({}, 'pages/liveBroadcast/index')
  rooms = [room(1), room(2, { status: 'scheduled', startAt: '2026-12-30T08:00:00.000Z' }), room(3, { status: 'ended', endedAt: '2026-11-20T09:00:00.000Z' })]
  now = detail(1)
  api = fakeApi()
    .on(LiveApi.list, () => ({ rows: rooms, total: rooms.length }))
    .on(LiveApi.detail, () => now)
    .on(LiveApi.enter, () => ({ conversationId: now.conversationId, viewers: 13 }))
    .on(CatalogApi.productDetail, () => product)
    .on(OrderApi.preview, ({ body }) => preview(Number(body.count)))
    .on(OrderApi.submit, ({ body }) => ({ payNo: 'P900', amount: 1234 * Number(body.count) + 600, currency: 'CNY', orderIds: [41], expiresAt: null }))
    .on(PaymentApi.channels, () => ({
      currency: 'CNY',
      channels: [{ code: 'SYS' as const, kind: 'balance' as const, billing: false }],
      balance: 100_000,
      hasPayPassword: true,
      amount: 3068,
      state: 'unpaid' as const,
      targetKind: 'order' as const,
    }))
    .on(PaymentApi.balance, ({ body }) =>
      body.payPassword === '246810'
        ? {
            id: 5,
            payNo: 'P900',
            channel: 'SYS' as const,
            amount: 3068,
            currency: 'CNY',
            status: 'paid' as const,
            createdAt: '2026-11-27T08:00:00.000Z',
            paidAt: '2026-11-27T08:00:01.000Z',
          }
        : refuse(400, 1301, 'Wrong pay password', 'payPassword'),
    )
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('the rooms (liveBroadcast/index)', () => {
  test('live, upcoming and ended rooms with their badges and times; a tap opens the room', async () => {
    render(<LiveScreen />)
    expect((await screen.findByTestId('lv-status-1')).textContent).toBe('LIVE')
    expect(screen.getByTestId('lv-status-2').textContent).toBe('Upcoming')
    expect(screen.getByTestId('lv-status-3').textContent).toBe('Ended')
    expect(screen.getByTestId('lv-room-1').textContent).toContain('12 viewers')
    expect(screen.getByTestId('lv-room-2').textContent).toMatch(/Starts (2026-)?12-30 \d\d:00/)
    fireEvent.click(screen.getByTestId('lv-room-2'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/liveBroadcast/index?id=2']))
  })

  test('no rooms: the empty state; an error: retry', async () => {
    rooms = []
    render(<LiveScreen />)
    expect(await screen.findByText('No live rooms yet')).toBeTruthy()
  })
})

describe('a room (liveBroadcast/index?id=)', () => {
  beforeEach(() => void (page.params = { id: '1' }))

  test('live: the video loops muted from the playback address, sound on by a tap; entering joins the chat; its lines show over the video', async () => {
    chatCalls.messages = [
      {
        id: 1,
        conversationId: 77,
        seq: 1,
        clientId: 'c1',
        senderId: 9,
        fromShop: true,
        senderName: 'FreshWay',
        senderAvatar: '',
        msgtype: 1,
        body: { text: 'Welcome!' },
        sendtime: '',
      },
      {
        id: 2,
        conversationId: 77,
        seq: 2,
        clientId: 'c2',
        senderId: 5,
        fromShop: false,
        senderName: 'Li',
        senderAvatar: '',
        msgtype: 2,
        body: { url: '/x.png' },
        sendtime: '',
      },
    ]
    render(<LiveScreen />)
    const video = await screen.findByTestId('lv-video')
    expect(video.getAttribute('src') ?? (video as unknown as { src: string }).src).toMatch(/\/api\/files\/default\/2026\/11\/v\.mp4$/)
    expect(screen.getByTestId('lv-status').textContent).toBe('LIVE')
    expect(screen.getByTestId('lv-mute').textContent).toBe('Sound on')
    fireEvent.click(screen.getByTestId('lv-mute'))
    expect(screen.getByTestId('lv-mute').textContent).toBe('Sound off')
    await waitFor(() => expect(chatCalls.joined).toEqual([77]))
    expect(api.calls(LiveApi.enter).map((c) => c.params.id)).toEqual(['1'])
    expect(chatCalls.started).toBe(1)
    const lines = screen.getAllByTestId('lv-chat-line').map((l) => l.textContent)
    expect(lines).toEqual(['FreshWay: Welcome!', 'Li: [Picture]'])
    typeInto(inputOf('lv-chat-input'), '  Hello shop  ')
    fireEvent.click(screen.getByTestId('lv-chat-send'))
    expect(chatCalls.sent).toEqual([[1, { text: 'Hello shop' }]])
    // the strip: the server's prices, a sold-out product marked
    expect(screen.getByTestId('lv-pin-price-50').textContent).toBe('¥12.34')
    expect(screen.getByTestId('lv-pin-60').textContent).toContain('Sold out')
  })

  test('scheduled: the cover with a countdown; ended: the end and the way to other rooms; neither enters the chat when ended', async () => {
    now = detail(1, { status: 'scheduled', playbackUrl: '', startAt: new Date(Date.now() + 3_725_000).toISOString() })
    const { unmount } = render(<LiveScreen />)
    expect(await screen.findByTestId('lv-over-scheduled')).toBeTruthy()
    expect(screen.getByTestId('lv-countdown').textContent).toMatch(/^01:02:0[0-5]$/)
    expect(screen.queryByTestId('lv-video')).toBeNull()
    unmount()
    clearQueries()
    now = detail(1, { status: 'ended', playbackUrl: '', endedAt: '2026-11-27T09:00:00.000Z' })
    chatCalls.joined = []
    render(<LiveScreen />)
    expect(await screen.findByTestId('lv-over-ended')).toBeTruthy()
    expect(screen.getByText('This live has ended')).toBeTruthy()
    expect(screen.queryByTestId('lv-chat-input')).toBeNull()
    fireEvent.click(screen.getByTestId('lv-more-rooms'))
    await waitFor(() => expect(page.navigations).toEqual(['redirectTo /pages/liveBroadcast/index']))
    expect(api.calls(LiveApi.enter).filter((c) => c.params.id === '1').length).toBe(1)
  })

  test('a guest is asked to sign in to chat and to buy; nothing enters', async () => {
    useSessionStore.getState().logout()
    render(<LiveScreen />)
    fireEvent.click(await screen.findByTestId('lv-chat-login'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/account/appLogin']))
    fireEvent.click(screen.getByTestId('lv-pin-50'))
    expect(screen.queryByTestId('lv-buy')).toBeNull()
    expect(api.calls(LiveApi.enter)).toEqual([])
  })

  test("a pinned product bought in the sheet: quantity, the checkout's amount, the order placed once, paid from the balance; the page never leaves", async () => {
    render(<LiveScreen />)
    fireEvent.click(await screen.findByTestId('lv-pin-50'))
    expect((await screen.findByTestId('sku-price')).textContent).toBe('¥12.34')
    expect(screen.getByTestId('sku-stock').textContent).toContain('8')
    fireEvent.click(screen.getByTestId('qty-plus'))
    fireEvent.click(screen.getByTestId('lv-buy-next'))
    const place = await screen.findByTestId('lv-place')
    await waitFor(() => expect(place.textContent).toBe('Pay ¥30.68'))
    expect(screen.getByTestId('lv-address').textContent).toContain('Li Lei')
    fireEvent.click(place)
    await screen.findByTestId('lv-pay')
    expect(api.calls(OrderApi.submit).map((c) => c.body)).toEqual([{ skuId: 501, count: 2 }])
    expect(api.calls(OrderApi.submit)[0].header['Idempotency-Key']).toMatch(/\S{8,}/)
    expect(screen.getByTestId('lv-pay-amount').textContent).toBe('¥30.68')
    // a wrong password: said, the boxes empty again, nothing paid
    typeInto(await waitFor(() => inputOf('pay-pwd-input')), '111111')
    await waitFor(() => expect(page.toasts).toContain('Wrong pay password'))
    typeInto(inputOf('pay-pwd-input'), '246810')
    await screen.findByTestId('lv-paid')
    expect(api.calls(PaymentApi.balance).map((c) => c.body)).toEqual([
      { payNo: 'P900', payPassword: '111111' },
      { payNo: 'P900', payPassword: '246810' },
    ])
    expect(page.navigations).toEqual([])
    fireEvent.click(screen.getByTestId('lv-keep-watching'))
    expect(screen.queryByTestId('lv-buy')).toBeNull()
    expect(screen.getByTestId('lv-room')).toBeTruthy()
  })
})

describe("the workbench's live rooms (merchant/live)", () => {
  beforeEach(() => {
    page = fakePage({}, 'pages/merchant/live')
    useSessionStore.getState().setUser({ userId: 1, nickname: 'M', merchant: true, roles: ['shopper'] } as never)
  })

  test('a shopper without a shop is refused without asking', async () => {
    useSessionStore.getState().setUser({ userId: 2, nickname: 'S', merchant: false, roles: ['shopper'] } as never)
    render(<MerchantLiveScreen />)
    expect(await screen.findByText('Only merchants can open live rooms')).toBeTruthy()
    expect(api.calls(LiveApi.mine)).toEqual([])
  })

  test('own rooms with their status; start and end (asked first); a new room names what is missing, then the server refusal under its field', async () => {
    let mine = [room(5, { status: 'scheduled', pinCount: 0 }), room(4, { status: 'live' })]
    api
      .on(LiveApi.mine, () => ({ rows: mine, total: mine.length }))
      .on(LiveApi.start, ({ params }) => {
        mine = mine.map((r) => (r.id === Number(params.id) ? { ...r, status: 'live' } : r))
        return detail(Number(params.id), { status: 'live' })
      })
      .on(LiveApi.end, ({ params }) => detail(Number(params.id), { status: 'ended' }))
      .on(LiveApi.create, () => refuse(400, LiveCodes.START_AT, 'The start time has passed', 'startAt'))
    render(<MerchantLiveScreen />)
    expect((await screen.findByTestId('lv-mstatus-5')).textContent).toBe('Upcoming')
    expect(screen.getByTestId('lv-mstatus-4').textContent).toBe('LIVE')
    expect(screen.queryByTestId('lv-start-4')).toBeNull()
    fireEvent.click(screen.getByTestId('lv-start-5'))
    await waitFor(() => expect(screen.getByTestId('lv-mstatus-5').textContent).toBe('LIVE'))
    expect(api.calls(LiveApi.start).map((c) => c.params.id)).toEqual(['5'])
    page.modalAnswer = false
    fireEvent.click(screen.getByTestId('lv-end-4'))
    await waitFor(() => expect(page.modals.length).toBe(1))
    expect(api.calls(LiveApi.end)).toEqual([])

    fireEvent.click(screen.getByTestId('lv-new'))
    fireEvent.click(await screen.findByTestId('lv-create'))
    expect((await screen.findByTestId('lv-error-title')).textContent).toBe('Enter a title')
    expect(screen.getByTestId('lv-error-coverId').textContent).toBe('Upload a cover picture')
    expect(screen.getByTestId('lv-error-videoId').textContent).toBe('Upload a video')
    expect(api.calls(LiveApi.create)).toEqual([])
  })
})
