// The chat connection's rules (spec section 4 "Chat socket"; ADR 0106) on a fake socket and fake timers, the
// HTTP side on the shared fake server: config, chat sign-in, HANDSHAKE, queue flushed after it, HEARTBEAT at
// the server's pace, reconnect 3000 ms after a drop (never after 1000 or an ERROR), two silent heartbeats drop
// the socket, tips, one new chat sign-in on 1002, resend with the same client id, SYNC after a reconnect,
// resume on app show, logout, every frame told to `onFrame`.
import { ChatApi, ChatError, ChatFrame, ChatMsgType, ChatTip, type ChatMessage } from '~types/chat'
import { AccountApi } from '~types/account'
import { useSessionStore } from '@/core/stores/session'
import { chat, onFrame } from '@/core/chat'
import * as conn from '@/core/chat/connection'
import { useChatStore } from '@/core/chat/session'
import { state } from '@/core/chat/state'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

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
const mockShow: Array<() => void> = []
jest.mock('@/core/chat/app-show', () => ({
  onAppShow: (fn: () => void) => {
    mockShow.push(fn)
    return () => mockShow.splice(mockShow.indexOf(fn), 1)
  },
}))

let api: FakeApi
let page: FakePage
let sessions: number

const tick = (ms = 0) => jest.advanceTimersByTimeAsync(ms)
const last = () => mockSockets[mockSockets.length - 1]
const say = (s: FakeSocket, t: number, d?: unknown) => s.on.message(JSON.stringify({ t, d }))
const sentOf = (s: FakeSocket, t: number) => s.sent.filter((f) => f.t === t)
const msg = (conversationId: number, seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: seq * 10,
  conversationId,
  seq,
  clientId: `c${conversationId}x${seq}xxxx`,
  senderId: 9,
  fromShop: true,
  senderName: 'Shop',
  senderAvatar: '',
  msgtype: ChatMsgType.TEXT,
  body: { text: `m${seq}` },
  sendtime: '2026-12-01T10:00:00.000Z',
  ...extra,
})

/** start, open the socket, answer the handshake: the connection is open */
async function open(heartbeat = 5000) {
  void chat.start()
  await tick()
  const s = last()
  s.on.open()
  say(s, ChatFrame.HANDSHAKE, { userId: 7, heartbeat })
  await tick()
  return s
}

beforeEach(() => {
  jest.useFakeTimers()
  mockSockets.length = 0
  page = fakePage({}, 'pages/public/msg/chat')
  useSessionStore.getState().setUser(userInfo({ imInfo: { loginname: 'u7', nick: 'Demo', pd5: 'secret7', sign: '', userThirdId: '7', userType: '1' } }))
  sessions = 0
  api = fakeApi()
    .on(ChatApi.imServer, () => ({ ssl: false, ip: '127.0.0.1', port: 10086, path: '/api/mytio/ws?tenant=default', timeout: 5000 }))
    .on(ChatApi.viewModel, () => ({ session_cookie_name: 'mytio', res_server: '/api/files' }))
    .on(ChatApi.login, () => ({ session: `S${++sessions}`, userId: 7, expiresAt: '2099-01-01T00:00:00.000Z' }))
    .on(ChatApi.current, () => ({ userId: 7, nick: 'Demo', avatar: '', shopIds: [], unread: 3 }))
    .on(ChatApi.history, ({ params }) => {
      const id = Number(params.conversationId)
      const n = id === 31 ? 5 : 2
      return {
        conversation: {
          conversationId: id,
          bizid: 'shop:2',
          kind: 'shop' as const,
          title: 'Shop',
          avatar: '',
          shopId: 2,
          notreadcount: 0,
          sendtime: '',
          msgtype: 1,
          msgresume: '',
          lastSeq: n,
        },
        messages: Array.from({ length: n }, (_, i) => msg(id, i + 1)),
        more: false,
      }
    })
    .install()
})
afterEach(async () => {
  chat.stop()
  jest.useRealTimers()
  expect(api.problems()).toEqual([])
})

test('config, chat sign-in with the imInfo, connect, HANDSHAKE with the session; a message queued before is sent after the handshake', async () => {
  void chat.start()
  await tick()
  expect(chat.status()).toBe('connecting')
  expect(api.calls(ChatApi.imServer).length).toBe(1)
  expect(api.calls(ChatApi.viewModel).length).toBe(1)
  expect(api.calls(ChatApi.login)[0].body).toEqual({ loginname: 'u7', pd5: 'secret7' })
  expect(useChatStore.getState().session?.session).toBe('S1')
  const s = last()
  expect(s.url).toBe('ws://127.0.0.1:10086/api/mytio/ws?tenant=default')
  conn.send(31, ChatMsgType.TEXT, { text: 'hello' })
  expect(s.sent).toEqual([])
  s.on.open()
  expect(s.sent).toEqual([{ t: ChatFrame.HANDSHAKE, d: { session: 'S1' } }])
  expect(chat.status()).toBe('connecting')
  say(s, ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  expect(chat.status()).toBe('open')
  const sends = sentOf(s, ChatFrame.SEND)
  expect(sends.map((f) => f.d)).toEqual([{ conversationId: 31, clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), msgtype: 1, body: { text: 'hello' } }])
  // a second start is the same connection
  await chat.start()
  expect(mockSockets.length).toBe(1)
})

test('a stored valid chat session is used without signing in again', async () => {
  useChatStore.getState().setSession({ session: 'KEPT', userId: 7, expiresAt: '2099-01-01T00:00:00.000Z' })
  void chat.start()
  await tick()
  last().on.open()
  expect(api.calls(ChatApi.login)).toEqual([])
  expect(last().sent[0]).toEqual({ t: ChatFrame.HANDSHAKE, d: { session: 'KEPT' } })
})

test('no imInfo in the stored user info: the user info is read first', async () => {
  useSessionStore.getState().setUser(userInfo())
  api.on(AccountApi.info, () => userInfo({ imInfo: { loginname: 'u7', nick: 'Demo', pd5: 'fresh', sign: '', userThirdId: '7', userType: '1' } }))
  void chat.start()
  await tick()
  expect(api.calls(ChatApi.login)[0].body).toEqual({ loginname: 'u7', pd5: 'fresh' })
})

test('HEARTBEAT at the server-given timeout; frames keep the socket; two silent heartbeats drop it and it reconnects 3000 ms later', async () => {
  const s = await open(2000)
  await tick(1999)
  expect(sentOf(s, ChatFrame.HEARTBEAT).length).toBe(0)
  await tick(1)
  expect(sentOf(s, ChatFrame.HEARTBEAT)).toEqual([{ t: ChatFrame.HEARTBEAT }])
  say(s, ChatFrame.HEARTBEAT)
  await tick(3999)
  expect(sentOf(s, ChatFrame.HEARTBEAT).length).toBe(2)
  expect(s.closedWith).toBeNull()
  // nothing since the answer at 2000: dead at 2000 + 4000
  await tick(1)
  expect(s.closedWith).toBe(conn.STALE_CLOSE)
  expect(chat.status()).toBe('connecting')
  expect(state.reconnecting).toBe(true)
  await tick(2999)
  expect(mockSockets.length).toBe(1)
  await tick(1)
  expect(mockSockets.length).toBe(2)
})

test('a drop reconnects after 3000 ms with the same session; a close with 1000 never reconnects', async () => {
  const s = await open()
  s.on.close(1006)
  expect(chat.status()).toBe('connecting')
  await tick(2999)
  expect(mockSockets.length).toBe(1)
  await tick(1)
  expect(mockSockets.length).toBe(2)
  const s2 = last()
  s2.on.open()
  expect(s2.sent[0]).toEqual({ t: ChatFrame.HANDSHAKE, d: { session: 'S1' } })
  expect(api.calls(ChatApi.login).length).toBe(1)
  say(s2, ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  s2.on.close(1000)
  expect(chat.status()).toBe('closed')
  await tick(60_000)
  expect(mockSockets.length).toBe(2)
})

test.each([ChatError.NOT_SIGNED_IN, ChatError.BAD_FRAME, ChatError.ACCOUNT_CLOSED])('error %i closes with 1000 and quits: no reconnect', async (code) => {
  const s = await open()
  say(s, ChatFrame.ERROR, { code, msg: 'no' })
  expect(s.closedWith).toBe(1000)
  expect(chat.status()).toBe('closed')
  await tick(60_000)
  expect(mockSockets.length).toBe(1)
  expect(sentOf(s, ChatFrame.HEARTBEAT).length).toBe(0)
  // the session the server does not know (1001) or a closed account (1010) is forgotten
  expect(useChatStore.getState().session === null).toBe(code !== ChatError.BAD_FRAME)
})

test('error 1002: one new chat sign-in and a new socket with the new session; 1002 again before a handshake quits', async () => {
  const s = await open()
  say(s, ChatFrame.ERROR, { code: ChatError.SESSION_EXPIRED, msg: 'expired' })
  expect(s.closedWith).toBe(1000)
  await tick()
  expect(api.calls(ChatApi.login).length).toBe(2)
  const s2 = last()
  expect(mockSockets.length).toBe(2)
  s2.on.open()
  expect(s2.sent[0]).toEqual({ t: ChatFrame.HANDSHAKE, d: { session: 'S2' } })
  say(s2, ChatFrame.ERROR, { code: ChatError.SESSION_EXPIRED, msg: 'expired' })
  expect(s2.closedWith).toBe(1000)
  expect(chat.status()).toBe('closed')
  await tick(60_000)
  expect(api.calls(ChatApi.login).length).toBe(2)
  expect(mockSockets.length).toBe(2)
})

test('a refused chat sign-in is not tried again (401: the request client signs the user out, spec section 8)', async () => {
  api.on(ChatApi.login, () => refuse(401, 1901, 'pd5: does not match', 'pd5'))
  void chat.start()
  await tick()
  await tick(60_000)
  expect(mockSockets.length).toBe(0)
  expect(api.calls(ChatApi.login).length).toBe(1)
  expect(useSessionStore.getState().token).toBeNull()
  expect(chat.status()).toBe('idle')
})

test('no answer from the config: tried again after 3000 ms', async () => {
  let down = true
  api.on(ChatApi.imServer, () =>
    down ? refuse(502, 502, 'Bad gateway') : { ssl: true, ip: 'shop.example', port: 443, path: '/api/mytio/ws?tenant=default', timeout: 5000 },
  )
  void chat.start()
  await tick()
  expect(mockSockets.length).toBe(0)
  down = false
  await tick(2999)
  expect(api.calls(ChatApi.imServer).length).toBe(1)
  await tick(1)
  expect(api.calls(ChatApi.imServer).length).toBe(2)
  expect(last().url).toBe('wss://shop.example:443/api/mytio/ws?tenant=default')
})

test('tips: 2 and 99 show their text; 1 closes with 1000 and does not reconnect', async () => {
  const s = await open()
  say(s, ChatFrame.TIP, { code: ChatTip.REFUSED, text: 'Too many messages' })
  say(s, ChatFrame.TIP, { code: ChatTip.INFO, text: 'Shop is away' })
  expect(page.toasts).toEqual(['Too many messages', 'Shop is away'])
  expect(chat.status()).toBe('open')
  say(s, ChatFrame.TIP, { code: ChatTip.CLOSE, text: 'Signed out elsewhere' })
  expect(s.closedWith).toBe(1000)
  expect(chat.status()).toBe('closed')
  await tick(60_000)
  expect(mockSockets.length).toBe(1)
  expect(page.toasts.length).toBe(2)
})

test('an unacknowledged message is sent again with the same client id after a reconnect, shown once when acknowledged', async () => {
  const release = conn.watch(31)
  const s = await open()
  conn.send(31, ChatMsgType.TEXT, { text: 'are you there?' })
  const first = sentOf(s, ChatFrame.SEND)[0].d
  expect(state.conversations.get(31)!.messages.filter((m) => m.pending).length).toBe(1)
  s.on.close(1006)
  await tick(3000)
  const s2 = last()
  s2.on.open()
  say(s2, ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  expect(sentOf(s2, ChatFrame.SEND).map((f) => f.d)).toEqual([first])
  say(s2, ChatFrame.ACK, { conversationId: 31, clientId: first.clientId, seq: 6, id: 60, sendtime: '2026-12-01T10:01:00.000Z' })
  const c = state.conversations.get(31)!
  expect(c.messages.map((m) => [m.seq, !!m.pending])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, false]))
  expect(c.messages[5]).toMatchObject({ clientId: first.clientId, body: { text: 'are you there?' }, id: 60 })
  // acknowledged: not sent again on the next reconnect
  s2.on.close(1006)
  await tick(3000)
  last().on.open()
  say(last(), ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  expect(sentOf(last(), ChatFrame.SEND)).toEqual([])
  release()
})

test('a SEND the server refuses (TIP 2 naming it) leaves the screen and is not sent again after a reconnect', async () => {
  const release = conn.watch(31)
  const s = await open()
  conn.send(31, ChatMsgType.TEXT, { text: 'too fast' })
  const sent = sentOf(s, ChatFrame.SEND)[0].d
  say(s, ChatFrame.TIP, { code: ChatTip.REFUSED, text: 'Too many messages', conversationId: 31, clientId: sent.clientId })
  expect(page.toasts).toEqual(['Too many messages'])
  expect(state.conversations.get(31)!.messages.some((m) => m.clientId === sent.clientId)).toBe(false)
  s.on.close(1006)
  await tick(3000)
  last().on.open()
  say(last(), ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  expect(sentOf(last(), ChatFrame.SEND)).toEqual([])
  release()
})

test('after a reconnect: SYNC for each open conversation from its last seq; SYNCED is merged in seq order, once', async () => {
  const a = conn.watch(31)
  const b = conn.watch(32)
  const s = await open()
  await tick()
  expect(state.conversations.get(31)!.lastSeq).toBe(5)
  expect(state.conversations.get(32)!.lastSeq).toBe(2)
  say(s, ChatFrame.MESSAGE, msg(32, 3))
  s.on.close(1006)
  await tick(3000)
  const s2 = last()
  s2.on.open()
  say(s2, ChatFrame.HANDSHAKE, { userId: 7, heartbeat: 5000 })
  expect(sentOf(s2, ChatFrame.SYNC).map((f) => f.d)).toEqual([
    { conversationId: 31, afterSeq: 5 },
    { conversationId: 32, afterSeq: 3 },
  ])
  say(s2, ChatFrame.SYNCED, { conversationId: 32, messages: [msg(32, 4), msg(32, 3)], more: true })
  // more: the next SYNC from the new last seq
  expect(sentOf(s2, ChatFrame.SYNC).map((f) => f.d)[2]).toEqual({ conversationId: 32, afterSeq: 4 })
  say(s2, ChatFrame.SYNCED, { conversationId: 32, messages: [msg(32, 5)], more: false })
  expect(state.conversations.get(32)!.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5])
  a()
  b()
})

test('mark read sends READ up to the last seq once; UNREAD sets the total', async () => {
  const release = conn.watch(31)
  const s = await open()
  await tick()
  expect(state.unread).toBe(3)
  conn.markRead(31)
  conn.markRead(31)
  expect(sentOf(s, ChatFrame.READ).map((f) => f.d)).toEqual([{ conversationId: 31, seq: 5 }])
  say(s, ChatFrame.UNREAD, { conversationId: 31, notreadcount: 0, total: 1 })
  expect(state.unread).toBe(1)
  release()
})

test('mini-programs: back on screen after a drop, it reconnects at once', async () => {
  const s = await open()
  s.on.close(1006)
  expect(mockShow.length).toBe(1)
  mockShow[0]()
  await tick()
  expect(mockSockets.length).toBe(2)
})

test('logout closes the socket with 1000, forgets the chat session and does not reconnect', async () => {
  const s = await open()
  expect(useChatStore.getState().session).not.toBeNull()
  useSessionStore.getState().logout()
  expect(s.closedWith).toBe(1000)
  expect(useChatStore.getState().session).toBeNull()
  expect(chat.status()).toBe('idle')
  await tick(60_000)
  expect(mockSockets.length).toBe(1)
})

test('the app’s logout signs out of chat first (mytio/logout with the token still set), then closes with 1000', async () => {
  const s = await open()
  let token: string | null = 'none'
  api.on(ChatApi.logout, () => {
    token = useSessionStore.getState().token
    return {}
  })
  await chat.logout()
  expect(api.calls(ChatApi.logout)).toHaveLength(1)
  expect(token).not.toBeNull()
  expect(s.closedWith).toBe(1000)
  expect(useChatStore.getState().session).toBeNull()
  // without a chat session nothing is asked
  await chat.logout()
  expect(api.calls(ChatApi.logout)).toHaveLength(1)
})

test('every frame read is told to onFrame listeners', async () => {
  const seen: unknown[] = []
  const off = onFrame(ChatFrame.NOTICE, (d) => seen.push(d))
  const s = await open()
  say(s, ChatFrame.NOTICE, { group: 'order', unread: 2, total: 5 })
  off()
  expect(seen).toEqual([{ group: 'order', unread: 2, total: 5 }])
})
