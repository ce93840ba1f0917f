import { CHAT_LIMITS, ChatCodes, ChatError, ChatFrame, ChatMsgType, ChatTip } from '~types/chat-codes'
import type { ChatMessage, ChatSession, ImServer } from '~types/chat'
import { api, newIdempotencyKey, RequestError } from '../request'
import { useSessionStore } from '../stores/session'
import { toast } from '../ui/toast'
import { onAppShow } from './app-show'
import { emitFrame } from './frames'
import { useChatStore, validSession } from './session'
import { openSocket, type ChatSocket } from './socket'
import { changed, conversation, merge, resetState, state, type ShownMessage } from './state'

/**
 * THE chat connection of the signed-in app (spec section 4, "Chat socket"; ADR 0106): loaded on first use by
 * index.ts (its own chunk on H5). Fetch the config (`mytio/im/imserver`, `config/viewmodel`), sign in to chat
 * (`mytio/login/inner` with the user info's imInfo), connect, HANDSHAKE, then flush what was queued; HEARTBEAT
 * at the server's pace; reconnect 3000 ms after a drop unless closed with 1000, and when nothing arrived in two
 * heartbeats; ERROR closes and quits (1002: one new chat sign-in first); TIP 1 closes, TIP 2 and 99 are shown.
 * After each handshake: SYNC for every open conversation from its last seq, every unacknowledged message sent
 * again with its client id (the server stores a client id once per conversation). Every frame read goes to
 * `emitFrame`.
 */

interface Outgoing {
  conversationId: number
  clientId: string
  msgtype: number
  body: Record<string, unknown>
}

/** close code the client uses when it drops a socket itself to reconnect (no frame in two heartbeats) */
export const STALE_CLOSE = 4000

let socket: ChatSocket | null = null
let server: ImServer | null = null
let heartbeatMs: number = CHAT_LIMITS.heartbeatMs
let heartbeatTimer: ReturnType<typeof setInterval> | null = null
let watchdogTimer: ReturnType<typeof setTimeout> | null = null
let reconnectTimer: ReturnType<typeof setTimeout> | null = null
/** bumped by stop(): answers of requests started before are dropped */
let generation = 0
/** between start() and stop() or a quit */
let running = false
/** the current socket finished its handshake */
let handshaken = false
/** a new chat sign-in after error 1002 was used since the last successful handshake */
let reloginUsed = false
let starting: Promise<void> | null = null
let offShow: (() => void) | null = null
let handshakeWaiters: Array<() => void> = []
/** SEND frames not acknowledged yet, in the order written: sent again after every handshake */
const outbox: Outgoing[] = []
/** conversations on screen (count of screens showing each) */
const watched = new Map<number, number>()
/** open groups joined (a live room): JOIN again after every handshake */
const joins = new Set<number>()

const signedIn = () => !!useSessionStore.getState().token

function setStatus(s: typeof state.status) {
  if (state.status === s) return
  state.status = s
  changed()
}

function sendFrame(t: number, d: unknown): boolean {
  if (!socket) return false
  socket.send(JSON.stringify(d === undefined ? { t } : { t, d }))
  return true
}

function clearTimers() {
  if (heartbeatTimer) clearInterval(heartbeatTimer)
  if (watchdogTimer) clearTimeout(watchdogTimer)
  if (reconnectTimer) clearTimeout(reconnectTimer)
  heartbeatTimer = watchdogTimer = reconnectTimer = null
}

/** Nothing read within two heartbeats: the socket is dead even if no close came (a phone's screen went off). */
function armWatchdog() {
  if (watchdogTimer) clearTimeout(watchdogTimer)
  watchdogTimer = setTimeout(() => {
    watchdogTimer = null
    socket?.close(STALE_CLOSE, 'no frame in two heartbeats')
  }, 2 * heartbeatMs)
}

function scheduleReconnect() {
  if (!running) return
  if (reconnectTimer) clearTimeout(reconnectTimer)
  state.reconnecting = true
  setStatus('connecting')
  changed()
  const gen = generation
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null
    if (gen === generation && running) void connect(gen)
  }, CHAT_LIMITS.reconnectMs)
}

/** Close with 1000 and do not reconnect (errors, tip 1, a refused chat sign-in). */
function quit(forgetSession: boolean) {
  running = false
  clearTimers()
  const s = socket
  socket = null
  handshaken = false
  s?.close(1000, 'quit')
  if (forgetSession) useChatStore.getState().setSession(null)
  state.reconnecting = false
  setStatus('closed')
  changed()
}

/** The chat session: the stored one while valid, else a new chat sign-in with the user info's imInfo. */
async function chatSession(fresh: boolean): Promise<ChatSession> {
  const user = useSessionStore.getState().userInfo
  if (!fresh) {
    const s = validSession(undefined)
    if (s) return s
  }
  let im = user?.imInfo
  if (!im?.loginname || !im.pd5) {
    const u = await api.account.info({ body: {} }, { silent: true })
    if (signedIn()) useSessionStore.getState().setUser(u)
    im = u.imInfo
  }
  const s = await api.chat.login({ body: { loginname: im.loginname, pd5: im.pd5 } }, { silent: true })
  useChatStore.getState().setSession(s)
  return s
}

async function connect(gen: number, fresh = false): Promise<void> {
  if (reconnectTimer) clearTimeout(reconnectTimer)
  reconnectTimer = null
  try {
    if (!server) server = await api.chat.imServer(undefined, { silent: true })
    if (state.resServer === null) state.resServer = (await api.chat.viewModel(undefined, { silent: true })).res_server
    const s = await chatSession(fresh)
    if (gen !== generation || !running) return
    state.me = s.userId
    openNow(server, s.session)
  } catch (e) {
    if (gen !== generation || !running) return
    // a 401 logged the user out (the request client) and logout stopped us; a refused chat sign-in (wrong
    // imInfo, closed account) will not succeed by trying again: quit. No answer or a server error: try again.
    if (!signedIn()) return quit(true)
    if (e instanceof RequestError && e.status && e.status >= 400 && e.status < 500) return quit(e.code === ChatCodes.LOGIN)
    scheduleReconnect()
  }
}

function openNow(at: ImServer, session: string) {
  const url = `${at.ssl ? 'wss' : 'ws'}://${at.ip}:${at.port}${at.path}`
  handshaken = false
  heartbeatMs = at.timeout > 0 ? at.timeout : CHAT_LIMITS.heartbeatMs
  const sock: ChatSocket = openSocket(url, {
    open: () => {
      if (sock !== socket) return
      sendFrame(ChatFrame.HANDSHAKE, { session })
      armWatchdog()
    },
    message: (text) => {
      if (sock === socket) read(text)
    },
    close: (code) => {
      if (sock !== socket) return
      socket = null
      closed(code)
    },
  })
  socket = sock
  armWatchdog()
}

function closed(code: number) {
  handshaken = false
  clearTimers()
  if (!running) return
  // closed deliberately by the server: stay closed (spec)
  if (code === 1000) {
    running = false
    state.reconnecting = false
    setStatus('closed')
    return
  }
  scheduleReconnect()
}

function read(text: string) {
  armWatchdog()
  let f: { t?: unknown; d?: unknown }
  try {
    f = JSON.parse(text)
  } catch {
    return
  }
  if (!f || typeof f.t !== 'number') return
  const d = (f.d ?? {}) as Record<string, unknown>
  try {
    handle(f.t, d)
  } finally {
    emitFrame(f.t, f.d)
  }
}

function handle(t: number, d: Record<string, unknown>) {
  switch (t) {
    case ChatFrame.HANDSHAKE:
      return handshake(d as { userId?: number; heartbeat?: number })
    case ChatFrame.ERROR:
      return error(Number(d.code))
    case ChatFrame.TIP:
      if (Number(d.code) === ChatTip.CLOSE) return quit(true)
      if (typeof d.clientId === 'string') refused(Number(d.conversationId), d.clientId)
      return toast(String(d.text ?? ''))
    case ChatFrame.ACK:
      return ack(d as { conversationId: number; clientId: string; seq: number; id: number; sendtime: string })
    case ChatFrame.MESSAGE: {
      const m = d as unknown as ChatMessage
      const i = outbox.findIndex((o) => o.clientId === m.clientId && o.conversationId === m.conversationId)
      if (i >= 0) outbox.splice(i, 1)
      if (state.conversations.has(m.conversationId)) {
        merge(m.conversationId, [m])
        changed()
      }
      return
    }
    case ChatFrame.SYNCED: {
      const s = d as { conversationId: number; messages: ChatMessage[]; more: boolean }
      if (!state.conversations.has(s.conversationId)) return
      const c = merge(s.conversationId, s.messages ?? [])
      changed()
      if (s.more && s.messages?.length) sendFrame(ChatFrame.SYNC, { conversationId: s.conversationId, afterSeq: c.lastSeq })
      return
    }
    case ChatFrame.UNREAD:
      if (typeof d.total === 'number') {
        state.unread = d.total
        changed()
      }
      return
    default:
      return
  }
}

function handshake(d: { userId?: number; heartbeat?: number }) {
  handshaken = true
  reloginUsed = false
  if (typeof d.userId === 'number') state.me = d.userId
  if (typeof d.heartbeat === 'number' && d.heartbeat > 0) heartbeatMs = d.heartbeat
  if (heartbeatTimer) clearInterval(heartbeatTimer)
  heartbeatTimer = setInterval(() => sendFrame(ChatFrame.HEARTBEAT, undefined), heartbeatMs)
  armWatchdog()
  state.reconnecting = false
  setStatus('open')
  for (const id of joins) sendFrame(ChatFrame.JOIN, { conversationId: id })
  // what this socket missed, for every conversation on screen
  for (const id of watched.keys()) {
    const c = state.conversations.get(id)
    if (c?.loaded) sendFrame(ChatFrame.SYNC, { conversationId: id, afterSeq: c.lastSeq })
  }
  // the queue: never sent, or sent and not acknowledged (same client id: stored once)
  for (const o of outbox) sendFrame(ChatFrame.SEND, o)
  for (const id of watched.keys()) sendRead(id)
  const waiters = handshakeWaiters
  handshakeWaiters = []
  for (const w of waiters) w()
  // the total may have moved while this socket was away
  refreshUnread()
}

/** The total unread from the server (`mytio/user/curr`). */
export function refreshUnread(): void {
  if (!signedIn()) return
  const gen = generation
  api.chat
    .current(undefined, { silent: true })
    .then((u) => {
      if (gen !== generation) return
      state.me ??= u.userId
      state.unread = u.unread
      changed()
    })
    .catch(() => undefined)
}

function error(code: number) {
  const gen = generation
  if (code === ChatError.SESSION_EXPIRED && !reloginUsed) {
    // sign in to chat again, once, then connect again (ADR 0106)
    reloginUsed = true
    clearTimers()
    const s = socket
    socket = null
    handshaken = false
    s?.close(1000, 'session expired')
    useChatStore.getState().setSession(null)
    setStatus('connecting')
    void connect(gen, true)
    return
  }
  // 1001 (session unknown), 1002 twice, 1003, 1010 and any other error: close and quit
  quit(code === ChatError.NOT_SIGNED_IN || code === ChatError.SESSION_EXPIRED || code === ChatError.ACCOUNT_CLOSED)
}

/** A SEND the server refused (TIP 2 naming it): not stored, so it leaves the queue and the screen (the tip says why). */
function refused(conversationId: number, clientId: string) {
  const i = outbox.findIndex((o) => o.clientId === clientId && o.conversationId === conversationId)
  if (i >= 0) outbox.splice(i, 1)
  const c = state.conversations.get(conversationId)
  if (!c) return
  c.messages = c.messages.filter((m) => !(m.pending && m.clientId === clientId))
  changed()
}

function ack(a: { conversationId: number; clientId: string; seq: number; id: number; sendtime: string }) {
  const i = outbox.findIndex((o) => o.clientId === a.clientId && o.conversationId === a.conversationId)
  const sent = i >= 0 ? outbox.splice(i, 1)[0] : undefined
  const c = state.conversations.get(a.conversationId)
  if (!c) return
  const mine = c.messages.find((m) => m.pending && m.clientId === a.clientId)
  if (mine) {
    merge(a.conversationId, [{ ...mine, pending: false, id: a.id, seq: a.seq, sendtime: a.sendtime } as ChatMessage])
    changed()
  }
  // a card is stored with the server's numbers (name, price, ...): read it back as stored
  if (sent && sent.msgtype !== ChatMsgType.TEXT && sent.msgtype !== ChatMsgType.IMAGE)
    sendFrame(ChatFrame.SYNC, { conversationId: a.conversationId, afterSeq: Math.max(0, a.seq - 1) })
}

function sendRead(id: number) {
  const c = state.conversations.get(id)
  if (!c || !handshaken || c.wantRead <= c.readSeq) return
  if (sendFrame(ChatFrame.READ, { conversationId: id, seq: c.wantRead })) c.readSeq = c.wantRead
}

/** Back on screen (mini-programs drop sockets when the screen goes off): reconnect now rather than after the delay. */
function resume() {
  if (!running) return
  if (!socket) {
    void connect(generation)
    return
  }
  // a socket that went quiet while the app was away is dropped; `closed` reconnects
  if (handshaken) sendFrame(ChatFrame.HEARTBEAT, undefined)
}

// ---- the face (index.ts) ----

export function start(): Promise<void> {
  if (!signedIn()) return Promise.resolve()
  if (running) return starting ?? Promise.resolve()
  running = true
  reloginUsed = false
  offShow ??= onAppShow(resume)
  setStatus('connecting')
  const p = connect(generation).finally(() => {
    if (starting === p) starting = null
  })
  starting = p
  return p
}

/** Close (1000), forget the queue, the conversations and the chat session (logout). */
export function stop(): void {
  generation++
  running = false
  clearTimers()
  const s = socket
  socket = null
  handshaken = false
  s?.close(1000, 'stop')
  outbox.length = 0
  watched.clear()
  joins.clear()
  handshakeWaiters = []
  server = null
  offShow?.()
  offShow = null
  useChatStore.getState().setSession(null)
  resetState()
}

/** Queue a message (sent now when the socket is open, else after the next handshake); shown at once as pending. */
export function send(conversationId: number, msgtype: number, body: Record<string, unknown>): string {
  const clientId = newIdempotencyKey()
  const user = useSessionStore.getState().userInfo
  const c = conversation(conversationId)
  const pending: ShownMessage = {
    id: 0,
    conversationId,
    seq: 0,
    clientId,
    senderId: state.me ?? user?.userId ?? 0,
    fromShop: false,
    senderName: user?.nickname ?? '',
    senderAvatar: user?.photo ?? '',
    msgtype,
    body,
    sendtime: new Date().toISOString(),
    pending: true,
  }
  c.messages = [...c.messages, pending]
  const o: Outgoing = { conversationId, clientId, msgtype, body }
  outbox.push(o)
  changed()
  if (handshaken) sendFrame(ChatFrame.SEND, o)
  else void start()
  return clientId
}

/** Read up to the last message shown (sent now, or after the next handshake). */
export function markRead(conversationId: number): void {
  const c = state.conversations.get(conversationId)
  if (!c || !c.lastSeq) return
  c.wantRead = Math.max(c.wantRead, c.lastSeq)
  sendRead(conversationId)
}

export function join(conversationId: number): void {
  joins.add(conversationId)
  if (handshaken) sendFrame(ChatFrame.JOIN, { conversationId })
  else void start()
}

const HISTORY_SIZE = 20

function waitHandshake(): Promise<void> {
  return handshaken ? Promise.resolve() : new Promise((res) => handshakeWaiters.push(res))
}

/** A screen shows a conversation: its newest messages (history), kept live by the socket until released. */
export function watch(conversationId: number): () => void {
  watched.set(conversationId, (watched.get(conversationId) ?? 0) + 1)
  const c = conversation(conversationId)
  if (!c.loaded) void loadNewest(conversationId)
  void start()
  return () => {
    const n = (watched.get(conversationId) ?? 1) - 1
    if (n > 0) return void watched.set(conversationId, n)
    watched.delete(conversationId)
    if (!outbox.some((o) => o.conversationId === conversationId)) state.conversations.delete(conversationId)
  }
}

export async function loadNewest(conversationId: number): Promise<void> {
  const gen = generation
  const c = conversation(conversationId)
  c.error = null
  changed()
  // a group joined just now: the server makes us a member when it reads JOIN, after the handshake
  if (joins.has(conversationId)) await waitHandshake()
  for (let attempt = 0; ; attempt++) {
    try {
      const h = await api.chat.history({ params: { conversationId }, query: { size: HISTORY_SIZE } }, { silent: true })
      if (gen !== generation) return
      const now = conversation(conversationId)
      merge(conversationId, h.messages)
      now.more = h.more
      now.loaded = true
      now.title = h.conversation.title
      now.shopId = h.conversation.shopId
      changed()
      // what arrived between the page and the socket
      if (handshaken) sendFrame(ChatFrame.SYNC, { conversationId, afterSeq: now.lastSeq })
      return
    } catch (e) {
      if (gen !== generation) return
      if (joins.has(conversationId) && attempt < 3 && e instanceof RequestError && e.code === ChatCodes.NOT_MEMBER) {
        await new Promise((r) => setTimeout(r, 500))
        continue
      }
      conversation(conversationId).error = e instanceof Error ? e.message : String(e)
      changed()
      return
    }
  }
}

export async function loadEarlier(conversationId: number): Promise<void> {
  const c = state.conversations.get(conversationId)
  if (!c || !c.more) return
  const first = c.messages.find((m) => !m.pending)
  if (!first) return
  const gen = generation
  const h = await api.chat.history({ params: { conversationId }, query: { beforeSeq: first.seq, size: HISTORY_SIZE } }, { silent: true })
  if (gen !== generation) return
  const now = merge(conversationId, h.messages)
  now.more = h.more
  changed()
}

/** Test hook: what is queued. */
export const queued = () => outbox.map((o) => ({ ...o }))
