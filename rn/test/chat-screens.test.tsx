/**
 * The chat pages on React Native, resolved like the RN build (`*.rn.*` twins first: the socket is socket.rn.ts,
 * resuming is AppState's), with a fake socket in place of the WebSocket: the conversation shows the stored
 * messages on their sides, connects, sends text over the socket and shows a live answer; the workbench inbox
 * lists the shop's conversations with unread counts and opens one. No text outside a Text anywhere.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers } from './taro'
import { ok, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import ChatPage from '@/pages/public/msg/chat'
import InboxPage from '@/pages/merchant/chat'
import { chat } from '@/core/chat'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

interface FakeSocket {
  url: string
  on: { open(): void; message(t: string): void; close(code: number): void }
  sent: Array<{ t: number; d?: any }>
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
      send(t) {
        this.sent.push(JSON.parse(t))
      },
      close(code) {
        on.close(code)
      },
    }
    mockSockets.push(s)
    return s
  },
}))

const HANDSHAKE = 1
const SEND = 10
const MESSAGE = 12
const msg = (seq: number, extra = {}) => ({
  id: seq * 10,
  conversationId: 41,
  seq,
  clientId: `srv-${seq}-xxxxxx`,
  senderId: 9,
  fromShop: true,
  senderName: 'Tea House',
  senderAvatar: '',
  msgtype: 1,
  body: { text: `line ${seq}` },
  sendtime: '2026-12-01T10:00:00.000Z',
  ...extra,
})
const item = (id: number, extra = {}) => ({
  conversationId: id,
  bizid: 'shop:3',
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

function chatAnswers(shopIds: number[] = []) {
  answer('/api/mytio/im/imserver', ok({ ssl: false, ip: '10.0.2.2', port: 10086, path: '/api/mytio/ws?tenant=default', timeout: 5000 }))
  answer('/api/mytio/config/viewmodel', ok({ session_cookie_name: 'mytio', res_server: '/api/files' }))
  answer('/api/mytio/login/inner', ok({ session: 'S1', userId: 7, expiresAt: '2099-01-01T00:00:00.000Z' }))
  answer('/api/mytio/user/curr', ok({ userId: 7, nick: 'Demo', avatar: '', shopIds, unread: 2 }))
}

beforeEach(async () => {
  chat.stop()
  mockSockets.length = 0
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  useSessionStore.getState().setUser({
    userId: 7,
    nickname: 'Demo',
    merchant: true,
    roles: ['shopper'],
    imInfo: { loginname: 'u7', nick: 'Demo', pd5: 'secret7', sign: '', userThirdId: '7', userType: '1' },
  } as never)
  await act(() => setLocale('en'))
})
afterEach(() => chat.stop())

describe('chat pages', () => {
  // runs before the library's cleanup: the last screen is still mounted
  afterEach(expectNoLooseText)

  test('the conversation: stored messages, connecting until the handshake, text sent over the socket, a live answer', async () => {
    chatAnswers()
    openWith({ conversationId: '41' })
    answer(
      '/api/mytio/chat/history/41',
      ok({
        conversation: item(41, { title: 'Tea House' }),
        messages: [msg(1, { senderId: 7, fromShop: false, body: { text: 'hi there' } }), msg(2)],
        more: false,
      }),
    )
    render(<ChatPage />)
    await waitFor(() => expect(screen.getByText('line 2')).toBeTruthy())
    expect(screen.getByText('hi there')).toBeTruthy()
    expect(within(byTid('chat-state')).getByText('Connecting…')).toBeTruthy()
    await waitFor(() => expect(mockSockets.length).toBe(1))
    expect(last().url).toBe('ws://10.0.2.2:10086/api/mytio/ws?tenant=default')
    await act(async () => last().on.open())
    await act(async () => last().on.message(JSON.stringify({ t: HANDSHAKE, d: { userId: 7, heartbeat: 5000 } })))
    await waitFor(() => expect(queryTid('chat-state')).toBeNull())
    // ours on the right, the shop's on the left
    expect(within(byTid('chat-mine')).getByText('hi there')).toBeTruthy()
    expect(within(byTid('chat-mine')).queryByText('line 2')).toBeNull()
    expect(within(byTid('chat-theirs')).getByText('line 2')).toBeTruthy()
    fireEvent.changeText(hostOf(byTid('chat-input')), 'Is it in stock?')
    tapTid('chat-send')
    await waitFor(() => expect(last().sent.filter((f) => f.t === SEND).length).toBe(1))
    expect(last().sent.find((f) => f.t === SEND)!.d).toMatchObject({ conversationId: 41, msgtype: 1, body: { text: 'Is it in stock?' } })
    await act(async () => last().on.message(JSON.stringify({ t: MESSAGE, d: msg(3, { body: { text: 'Yes, 12 left' } }) })))
    await waitFor(() => expect(screen.getByText('Yes, 12 left')).toBeTruthy())
  })

  test("the inbox: the shop's conversations with unread counts; a tap opens one", async () => {
    chatAnswers([3])
    answer('/api/mytio/chat/list', { code: 200, msg: 'ok', ok: true, rows: [item(41, { notreadcount: 2 }), item(42)], total: 2 })
    render(<InboxPage />)
    await waitFor(() => expect(screen.getByText('hello from 41')).toBeTruthy())
    expect(within(byTid('ci-unread-41')).getByText('2')).toBeTruthy()
    expect(queryTid('ci-unread-42')).toBeNull()
    tapTid('ci-row-42')
    await waitFor(() => expect(navigations).toContain('navigateTo /pages/public/msg/chat?conversationId=42'))
  })
})
