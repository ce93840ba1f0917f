// The chat pages on the shared fakes and a fake chat socket: the conversation (`public/msg/chat`: opened with a
// shop from a product, bubbles on their sides, the stored card, text and picture sent over the socket, live
// messages read when shown, earlier messages, the connection's state, tips) and the workbench inbox
// (`merchant/chat`: rows with unread counts, live, refused without a shop) with the workbench tile.
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ChatApi, ChatFrame, ChatMsgType, ChatTip, type ChatListItem, type ChatMessage } from '~types/chat'
import { OrderApi } from '~types/order'
import { SystemApi } from '~types/system'
import { CatalogApi } from '~types/catalog'
import { RefundApi } from '~types/refund'
import { SettlementApi } from '~types/settlement'
import { chat } from '@/core/chat'
import { useSessionStore } from '@/core/stores/session'
import { ChatScreen } from '@/features/chat/chat-screen'
import { InboxScreen } from '@/features/chat/inbox-screen'
import { WorkbenchScreen } from '@/features/merchant/workbench-screen'
import { nav } from '@/core/navigation'
import { OrderDetailScreen } from '@/features/order/order-detail-screen'
import { DICTS, detail } from './order-fixtures'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

interface FakeSocket {
  url: string
  on: { open(): void; message(t: string): void; close(code: number): void }
  sent: Array<{ t: number; d?: any }>
  closedWith: number | null
  send(t: string): void
  close(code: number): void
}
const mockSockets: FakeSocket[] = []
jest.mock('@/core/chat/socket', () => ({
  openSocket: (url: string, on: FakeSocket['on']) => {
    const s: FakeSocket = {
      url,
      on,
      sent: [],
      closedWith: null,
      send(t) {
        this.sent.push(JSON.parse(t))
      },
      close(code) {
        if (this.closedWith !== null) return
        this.closedWith = code
        on.close(code)
      },
    }
    mockSockets.push(s)
    return s
  },
}))
jest.mock('@/core/chat/app-show', () => ({ onAppShow: () => () => {} }))

let api: FakeApi
let page: FakePage
let history: ChatMessage[]
let more: boolean
let inbox: ChatListItem[]
let shopIds: number[]

const ME = 7
const SHOP_OWNER = 9
const msg = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: seq * 10,
  conversationId: 41,
  seq,
  clientId: `srv-${seq}-xxxxxx`,
  senderId: SHOP_OWNER,
  fromShop: true,
  senderName: 'Tea House',
  senderAvatar: '',
  msgtype: ChatMsgType.TEXT,
  body: { text: `line ${seq}` },
  sendtime: '2026-12-01T10:00:00.000Z',
  ...extra,
})
const row = (id: number, extra: Partial<ChatListItem> = {}): ChatListItem => ({
  conversationId: id,
  bizid: `shop:3`,
  kind: 'shop',
  title: `Buyer ${id}`,
  avatar: '',
  shopId: 3,
  notreadcount: 0,
  sendtime: '2026-12-01T10:00:00.000Z',
  msgtype: 1,
  msgresume: `hello from ${id}`,
  lastSeq: 3,
  ...extra,
})
const last = () => mockSockets[mockSockets.length - 1]
const say = (t: number, d?: unknown) => act(async () => last().on.message(JSON.stringify({ t, d })))
const sentOf = (t: number) => last().sent.filter((f) => f.t === t)
/** the socket opens and the server accepts the handshake */
async function connect() {
  await waitFor(() => expect(mockSockets.length).toBeGreaterThan(0))
  await act(async () => last().on.open())
  await say(ChatFrame.HANDSHAKE, { userId: ME, heartbeat: 5000 })
}
const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))

beforeEach(() => {
  chat.stop()
  mockSockets.length = 0
  page = fakePage({ shopId: '3', ref: 'product:12' }, 'pages/public/msg/chat')
  useSessionStore
    .getState()
    .setUser(userInfo({ userId: ME, imInfo: { loginname: 'u7', nick: 'Demo', pd5: 'secret7', sign: '', userThirdId: '7', userType: '1' } }))
  history = [
    msg(1, {
      msgtype: ChatMsgType.PRODUCT,
      senderId: ME,
      fromShop: false,
      senderName: 'Demo',
      body: { productId: 12, name: 'Oolong 250 g', price: 4_800, image: '' },
    }),
    msg(2, { sendtime: '2026-12-01T10:20:00.000Z' }),
  ]
  more = false
  inbox = [row(41, { notreadcount: 2 }), row(42)]
  shopIds = []
  api = fakeApi()
    .on(ChatApi.addMerchant, () => ({ conversationId: 41, bizid: 'shop:3', title: 'Tea House', avatar: '' }))
    .on(ChatApi.imServer, () => ({ ssl: false, ip: '127.0.0.1', port: 10086, path: '/api/mytio/ws?tenant=default', timeout: 5000 }))
    .on(ChatApi.viewModel, () => ({ session_cookie_name: 'mytio', res_server: '/api/files' }))
    .on(ChatApi.login, () => ({ session: 'S1', userId: ME, expiresAt: '2099-01-01T00:00:00.000Z' }))
    .on(ChatApi.current, () => ({ userId: ME, nick: 'Demo', avatar: '', shopIds, unread: 2 }))
    .on(ChatApi.history, ({ query }) => {
      const before = Number(query.beforeSeq ?? 0)
      if (before)
        return {
          conversation: row(41, { title: 'Tea House' }),
          messages: [msg(-1 + before, { body: { text: 'an earlier line' } })].filter((m) => m.seq > 0),
          more: false,
        }
      return { conversation: row(41, { title: 'Tea House' }), messages: history, more }
    })
    .on(ChatApi.image, () => ({ url: '/api/files/chat/p1.jpg', width: 800, height: 600 }))
    .on(ChatApi.list, ({ query }) => (Number(query.shopId) === 3 ? { rows: inbox, total: inbox.length } : { rows: [], total: 0 }))
    .install()
})
afterEach(() => {
  chat.stop()
  expect(api.problems()).toEqual([])
})

describe('the conversation (public/msg/chat)', () => {
  test('from a product: the conversation opened with its card, bubbles on their sides, a time line after a gap, connecting until the handshake', async () => {
    render(<ChatScreen />)
    expect(await screen.findByText('line 2')).toBeTruthy()
    expect(api.calls(ChatApi.addMerchant)[0].body).toEqual({ shopId: 3, ref: { kind: 'product', id: 12 } })
    expect(api.calls(ChatApi.history)[0].params).toEqual({ conversationId: '41' })
    // the card as the server stored it, ours: on the right; the shop's line on the left with its avatar letter
    expect(screen.getByTestId('chat-product').textContent).toContain('Oolong 250 g')
    expect(screen.getByTestId('chat-product').textContent).toContain('¥48.00')
    expect(screen.getAllByTestId('chat-theirs').map((e) => e.textContent)).toEqual(['TTea Houseline 2'])
    // two time lines: the first message and after the 20 minutes' gap
    expect(document.querySelectorAll('.ct-time').length).toBe(2)
    expect(screen.getByTestId('chat-state').textContent).toBe('Connecting…')
    await connect()
    expect(mockSockets[0].url).toBe('ws://127.0.0.1:10086/api/mytio/ws?tenant=default')
    await waitFor(() => expect(screen.queryByTestId('chat-state')).toBeNull())
    // mine: the card of the product came from our side
    await waitFor(() => expect(screen.getAllByTestId('chat-mine').length).toBe(1))
    fireEvent.click(screen.getByTestId('chat-product'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/classify/goods/info/index?id=12']))
  })

  test('text goes over the socket with a client id, shown as sending until acknowledged; a live message arrives and is read', async () => {
    render(<ChatScreen />)
    await screen.findByText('line 2')
    await connect()
    await waitFor(() => expect(sentOf(ChatFrame.READ).map((f) => f.d)).toEqual([{ conversationId: 41, seq: 2 }]))
    await typeInto(screen.getByTestId('chat-input'), '  Is it in stock?  ')
    fireEvent.click(screen.getByTestId('chat-send'))
    await waitFor(() => expect(sentOf(ChatFrame.SEND).length).toBe(1))
    const sent = sentOf(ChatFrame.SEND)[0].d
    expect(sent).toEqual({
      conversationId: 41,
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      msgtype: ChatMsgType.TEXT,
      body: { text: 'Is it in stock?' },
    })
    expect(await screen.findByText('Is it in stock?')).toBeTruthy()
    expect(screen.getByText('Sending')).toBeTruthy()
    await say(ChatFrame.ACK, { conversationId: 41, clientId: sent.clientId, seq: 3, id: 30, sendtime: '2026-12-01T10:21:00.000Z' })
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull())
    await say(ChatFrame.MESSAGE, msg(4, { body: { text: 'Yes, 12 left' }, sendtime: '2026-12-01T10:22:00.000Z' }))
    expect(await screen.findByText('Yes, 12 left')).toBeTruthy()
    await waitFor(() => expect(sentOf(ChatFrame.READ).map((f) => f.d.seq)).toEqual([2, 3, 4]))
    // nothing typed: nothing sent
    fireEvent.click(screen.getByTestId('chat-send'))
    expect(sentOf(ChatFrame.SEND).length).toBe(1)
  })

  test('a picture is uploaded as `uploadFile` to the chat picture endpoint and sent as a picture message', async () => {
    render(<ChatScreen />)
    await screen.findByText('line 2')
    await connect()
    page.chosen = ['/tmp/tea.jpg']
    fireEvent.click(screen.getByTestId('chat-picture-button'))
    await waitFor(() => expect(sentOf(ChatFrame.SEND).length).toBe(1))
    expect((Taro.uploadFile as jest.Mock).mock.calls[0][0]).toMatchObject({ name: 'uploadFile', filePath: '/tmp/tea.jpg' })
    expect(api.calls(ChatApi.image).length).toBe(1)
    expect(sentOf(ChatFrame.SEND)[0].d).toMatchObject({ msgtype: ChatMsgType.IMAGE, body: { url: '/api/files/chat/p1.jpg', width: 800, height: 600 } })
    const img = (await screen.findByTestId('chat-picture')).querySelector('img, taro-image-core')
    expect(img?.getAttribute('src')).toBe('/api/files/chat/p1.jpg')
  })

  test('earlier messages on request; a drop shows reconnecting; a tip is shown; a merchant opens an order card in the workbench', async () => {
    page.params = { conversationId: '41' }
    more = true
    shopIds = [3]
    history = [
      msg(2, {
        msgtype: ChatMsgType.ORDER,
        senderId: 5,
        fromShop: false,
        body: { orderId: 70, orderNo: 'O2026', amount: 2_640, status: 'to_ship', image: '' },
      }),
    ]
    render(<ChatScreen />)
    await screen.findByTestId('chat-order')
    expect(api.calls(ChatApi.addMerchant)).toEqual([])
    fireEvent.click(screen.getByTestId('chat-earlier'))
    expect(await screen.findByText('an earlier line')).toBeTruthy()
    expect(api.calls(ChatApi.history)[1].query).toEqual({ beforeSeq: 2, size: 20 })
    await waitFor(() => expect(screen.queryByTestId('chat-earlier')).toBeNull())
    await connect()
    await say(ChatFrame.TIP, { code: ChatTip.REFUSED, text: 'Too many messages, wait a moment' })
    expect(page.toasts).toEqual(['Too many messages, wait a moment'])
    await act(async () => last().on.close(1006))
    expect((await screen.findByTestId('chat-state')).textContent).toBe('Connection lost, reconnecting…')
    fireEvent.click(screen.getByTestId('chat-order'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/order?id=70']))
  })

  test('the shop refuses: the reason and a retry; no conversation given: said so', async () => {
    api.on(ChatApi.addMerchant, () => refuse(404, 1902, 'shopId: the shop is closed', 'shopId'))
    const { unmount } = render(<ChatScreen />)
    expect(await screen.findByText('shopId: the shop is closed')).toBeTruthy()
    expect(screen.getByText('Retry')).toBeTruthy()
    unmount()
    page.params = {}
    render(<ChatScreen />)
    expect(await screen.findByText('No conversation was given')).toBeTruthy()
  })
})

describe('the workbench inbox (merchant/chat) and tile', () => {
  beforeEach(() => {
    shopIds = [3]
    useSessionStore
      .getState()
      .setUser(userInfo({ userId: ME, merchant: true, imInfo: { loginname: 'u7', nick: 'M', pd5: 'secret7', sign: '', userThirdId: '7', userType: '1' } }))
  })

  test("the shop's conversations with unread counts; a live message fetches the list again; a tap opens the conversation", async () => {
    render(<InboxScreen />)
    expect((await screen.findByTestId('ci-row-41')).textContent).toContain('hello from 41')
    expect(screen.getByTestId('ci-unread-41').textContent).toBe('2')
    expect(screen.queryByTestId('ci-unread-42')).toBeNull()
    expect(api.calls(ChatApi.list)[0].query).toMatchObject({ shopId: 3, pageNum: 1 })
    await connect()
    inbox = [row(42, { notreadcount: 1, msgresume: 'new question' }), row(41, { notreadcount: 2 })]
    const before = api.calls(ChatApi.list).length
    await say(ChatFrame.MESSAGE, msg(5, { conversationId: 42 }))
    await waitFor(() => expect(api.calls(ChatApi.list).length).toBe(before + 1))
    expect((await screen.findByTestId('ci-unread-42')).textContent).toBe('1')
    fireEvent.click(screen.getByTestId('ci-row-42'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/msg/chat?conversationId=42']))
  })

  test("several shops: one chip each with the shop's name; a chip shows that shop's conversations", async () => {
    shopIds = [3, 4]
    const shop = (id: number, name: string) => ({
      id,
      name,
      logo: '',
      kind: 'store',
      open: true,
      rating: 5,
      delivery: true,
      selfPickup: false,
      minDeliveryAmount: 0,
      hours: '09:00-21:00',
      banner: '',
      notice: '',
      intro: '',
      phone: '',
      address: '',
      licenceImages: [],
      photos: [],
      categories: [],
      productCount: 0,
    })
    api.on(CatalogApi.shop, ({ params }) => (Number(params.id) === 3 ? shop(3, 'Tea House') : shop(4, 'Noodle Bar')))
    render(<InboxScreen />)
    await screen.findByTestId('ci-row-41')
    await waitFor(() => expect(screen.getByTestId('ci-shop-4').textContent).toBe('Noodle Bar'))
    expect(screen.getByTestId('ci-shop-3').textContent).toBe('Tea House')
    fireEvent.click(screen.getByTestId('ci-shop-4'))
    expect(await screen.findByText('No customer chats yet')).toBeTruthy()
    expect(api.calls(ChatApi.list).pop()!.query).toMatchObject({ shopId: 4 })
  })

  test('no conversations: the empty state; not a merchant: refused without asking', async () => {
    inbox = []
    const { unmount } = render(<InboxScreen />)
    expect(await screen.findByText('No customer chats yet')).toBeTruthy()
    unmount()
    useSessionStore.getState().setUser(userInfo({ merchant: false }))
    const before = api.calls(ChatApi.list).length
    render(<InboxScreen />)
    expect(await screen.findByText('Only shop owners have a customer inbox')).toBeTruthy()
    expect(api.calls(ChatApi.list).length).toBe(before)
  })

  test("the workbench's tile shows the unread total, live, and opens the inbox", async () => {
    api
      .on(OrderApi.merchantToday, () => ({ shopIds: [3], orders: 1, sales: 100, toShip: 0, toConfirm: 0, currency: 'CNY' }))
      .on(RefundApi.merchantList, () => ({ rows: [], total: 0 }))
      .on(SettlementApi.merchantSummary, () => ({ windowDays: 7, totals: [], shops: [] }))
    render(<WorkbenchScreen />)
    await waitFor(() => expect(screen.getByTestId('tile-chat-unread').textContent).toBe('2'))
    await connect()
    await say(ChatFrame.UNREAD, { conversationId: 41, notreadcount: 0, total: 0 })
    await waitFor(() => expect(screen.getByTestId('tile-chat-unread').textContent).toBe('›'))
    await say(ChatFrame.UNREAD, { conversationId: 41, notreadcount: 1, total: 1 })
    await waitFor(() => expect(screen.getByTestId('tile-chat-unread').textContent).toBe('1'))
    fireEvent.click(screen.getByTestId('tile-chat'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/merchant/chat']))
  })
})

describe('contact buttons', () => {
  test("the order detail opens the chat with the shop and the order's card", async () => {
    page.params = { id: '7' }
    api.on(OrderApi.detail, () => detail(7)).on(SystemApi.dict, ({ params }) => DICTS[params.type] ?? [])
    render(<OrderDetailScreen />)
    fireEvent.click(await screen.findByTestId('od-contact'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/msg/chat?shopId=5&ref=order%3A7']))
  })

  test('a guest who asks for the chat goes through login and comes back to it', async () => {
    useSessionStore.getState().logout()
    await nav.to('public/msg/chat', { shopId: 3, ref: 'product:12' })
    expect(page.navigations).toEqual(['navigateTo /pages/public/account/appLogin'])
    expect(nav.pendingTarget()).toEqual({ name: 'public/msg/chat', params: { shopId: 3, ref: 'product:12' } })
  })
})
