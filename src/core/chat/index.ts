import { useEffect, useReducer } from 'react'
import { api } from '../request'
import { fileUrl } from '../request/client'
import { clearOnLogout } from '../stores/session'
import { loadConnection } from './load'
import { useChatStore } from './session'
import { resetState, state, subscribe, type ChatStatus, type ShownMessage } from './state'

/**
 * The chat face (ADR 0106): one connection per signed-in app, its code loaded on first use (connection.ts; on H5
 * its own chunk, load.h5.ts: nothing of it in the first screen). Screens and badges use the hooks; frames are told to
 * `onFrame` listeners (frames.ts).
 */
export { onFrame, emitFrame } from './frames'
export type { ChatStatus, ShownMessage } from './state'

type Connection = Awaited<ReturnType<typeof loadConnection>>
let conn: Connection | null = null
let loading: Promise<Connection> | null = null
// load.ts: in the bundle (mini-programs, RN); load.h5.ts: its own chunk on H5
const load = (): Promise<Connection> =>
  (loading ??= loadConnection().then((m) => {
    conn = m
    return m
  }))

export const chat = {
  /** open after sign-in (idempotent; without a session nothing happens) */
  start: (): Promise<void> => load().then((m) => m.start()),
  /** close (1000) and forget the chat session, the queue and the conversations (logout) */
  stop(): void {
    if (conn) return conn.stop()
    useChatStore.getState().setSession(null)
    resetState()
  },
  status: (): ChatStatus => state.status,
  /**
   * Sign out of chat (spec section 4, `mytio/logout`: the server ends this sign-in's chat sessions and closes their
   * sockets on every node), then stop. Called by the app's logout while its token still holds.
   */
  async logout(): Promise<void> {
    if (useChatStore.getState().session) await api.chat.logout(undefined, { silent: true }).catch(() => {})
    chat.stop()
  },
}

clearOnLogout(() => chat.stop())

/** Re-render on any change of the chat state. */
function useChatState() {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => subscribe(rerender), [])
}

const NONE: ShownMessage[] = []

export interface ChatConversation {
  /** in seq order; ours not acknowledged yet last (`pending`) */
  messages: ShownMessage[]
  status: 'connecting' | 'open' | 'closed'
  /** earlier messages exist (`loadEarlier`) */
  more: boolean
  send(msgtype: number, body: Record<string, unknown>): void
  loadEarlier(): Promise<void>
  markRead(): void
  /** the newest messages are here */
  loaded: boolean
  /** the newest messages could not be read (the request's message) */
  error: string | null
  /** a drop: waiting to connect again */
  reconnecting: boolean
  /** this app's chat user id (which messages are ours) */
  me: number | null
  /** the other side's name and the shop of the conversation, as the server said */
  title: string
  shopId: number | null
  /** read the newest messages again (after an error) */
  reload(): Promise<void>
}

/** A conversation: messages in seq order (resumed after reconnects), send with a client id (queued while offline). */
export function useChatConversation(conversationId: number | undefined): ChatConversation {
  useChatState()
  useEffect(() => {
    if (!conversationId) return
    let release: (() => void) | null = null
    let gone = false
    void load().then((m) => {
      if (!gone) release = m.watch(conversationId)
    })
    return () => {
      gone = true
      release?.()
    }
  }, [conversationId])
  const c = conversationId ? state.conversations.get(conversationId) : undefined
  const id = conversationId ?? 0
  return {
    messages: c?.messages ?? NONE,
    status: state.status === 'open' ? 'open' : state.status === 'closed' ? 'closed' : 'connecting',
    more: !!c?.more,
    loaded: !!c?.loaded,
    error: c?.error ?? null,
    reconnecting: state.reconnecting,
    me: state.me,
    title: c?.title ?? '',
    shopId: c?.shopId ?? null,
    send: (msgtype, body) => {
      if (id) void load().then((m) => m.send(id, msgtype, body))
    },
    loadEarlier: () => (id ? load().then((m) => m.loadEarlier(id)) : Promise.resolve()),
    markRead: () => {
      if (id) void load().then((m) => m.markRead(id))
    },
    reload: () => (id ? load().then((m) => m.loadNewest(id)) : Promise.resolve()),
  }
}

/** Join an open group (live room) before using useChatConversation on it. */
export function joinGroup(conversationId: number): void {
  void load().then((m) => m.join(conversationId))
}

/** Total chat unread, live (UNREAD frames; `mytio/user/curr` when first used and after each handshake). */
export function useChatUnread(): number {
  useChatState()
  useEffect(() => {
    void load().then((m) => {
      void m.start()
      if (state.unread === null) m.refreshUnread()
    })
  }, [])
  return state.unread ?? 0
}

/** A chat picture's address: as given when absolute, through the API's origin when a path, else under `res_server`. */
export function chatImageUrl(url: string): string {
  if (!url || /^(https?:|blob:|data:|wxfile:|file:)/.test(url) || url.startsWith('/')) return fileUrl(url)
  const base = state.resServer ?? ''
  return fileUrl(base ? `${base.replace(/\/+$/, '')}/${url}` : url)
}
