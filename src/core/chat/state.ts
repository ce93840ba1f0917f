import type { ChatMessage } from '~types/chat'

/**
 * What the chat connection knows, kept apart from the connection's code so the hooks of index.ts (and the
 * screens importing them) do not load it: the connection (connection.ts) writes here, the hooks read and listen.
 * No Taro, no request: plain objects and listeners.
 */
export type ChatStatus = 'idle' | 'connecting' | 'open' | 'closed'

/** A message on screen: the server's, or one of ours not acknowledged yet (`pending`, seq 0). */
export type ShownMessage = ChatMessage & { pending?: boolean }

export interface ConversationState {
  messages: ShownMessage[]
  /** highest seq received (0: none) */
  lastSeq: number
  /** earlier messages exist on the server */
  more: boolean
  /** the newest page was loaded */
  loaded: boolean
  /** the history request failed (its message) */
  error: string | null
  /** highest seq we sent READ for */
  readSeq: number
  /** highest seq a screen marked read (sent when the socket is open) */
  wantRead: number
  /** the other side as the reader sees it (history's conversation) */
  title: string
  shopId: number | null
}

export const state = {
  status: 'idle' as ChatStatus,
  /** the connection is waiting to reconnect (a drop, not the first connect) */
  reconnecting: false,
  /** total unread over the user's conversations (`UNREAD.total`, `mytio/user/curr`); null: not known yet */
  unread: null as number | null,
  /** the chat user id of this app (HANDSHAKE, chat session): which messages are ours */
  me: null as number | null,
  /** base address of chat pictures (`config/viewmodel` res_server) */
  resServer: null as string | null,
  conversations: new Map<number, ConversationState>(),
}

const listeners = new Set<() => void>()

/** Listen to any change; returns the unsubscribe. */
export function subscribe(fn: () => void): () => void {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

export function changed(): void {
  for (const fn of [...listeners]) fn()
}

export function conversation(id: number): ConversationState {
  let c = state.conversations.get(id)
  if (!c)
    state.conversations.set(id, (c = { messages: [], lastSeq: 0, more: false, loaded: false, error: null, readSeq: 0, wantRead: 0, title: '', shopId: null }))
  return c
}

/**
 * Put messages into a conversation: one row per seq (a resend the server stored once comes back with the
 * same seq), our pending message replaced by the stored one with its client id, seq order, pending last.
 */
export function merge(id: number, incoming: ChatMessage[]): ConversationState {
  const c = conversation(id)
  if (!incoming.length) return c
  const bySeq = new Map<number, ShownMessage>()
  const pending: ShownMessage[] = []
  for (const m of c.messages) {
    if (m.pending) pending.push(m)
    else bySeq.set(m.seq, m)
  }
  for (const m of incoming) bySeq.set(m.seq, m)
  const stored = [...bySeq.values()].sort((a, b) => a.seq - b.seq)
  const ids = new Set(stored.map((m) => m.clientId))
  c.messages = [...stored, ...pending.filter((m) => !ids.has(m.clientId))]
  c.lastSeq = Math.max(c.lastSeq, stored.length ? stored[stored.length - 1].seq : 0)
  return c
}

/** Forget everything (logout, stop). */
export function resetState(): void {
  state.status = 'idle'
  state.reconnecting = false
  state.unread = null
  state.me = null
  state.resServer = null
  state.conversations.clear()
  changed()
}
