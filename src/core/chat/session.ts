import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { ChatSession } from '~types/chat'
import { storage } from '../storage'
import { resetAtLogout } from '../stores/session'

export type { ChatSession } from '~types/chat'

export const CHAT_KEY = 'mall-chat'
const initial = { session: null as ChatSession | null }

/**
 * The signed-in user's chat session (`mytio/login/inner`: the HANDSHAKE's `session`), kept across app starts so
 * a restart does not sign in to chat again; forgotten at logout (spec section 4) and when the server says it is
 * unknown or expired (errors 1001, 1002). Core owns it: the connection (this folder) signs in and reads it.
 */
export const useChatStore = create<{ session: ChatSession | null; setSession(c: ChatSession | null): void }>()(
  persist((set) => ({ ...initial, setSession: (session) => set({ session }) }), {
    name: CHAT_KEY,
    storage: createJSONStorage(() => storage),
    partialize: ({ session }) => ({ session }),
  }),
)

resetAtLogout(useChatStore, CHAT_KEY, initial)

/** The stored session when it is the user's and not expired (a minute of margin). */
export function validSession(userId: number | undefined, now = Date.now()): ChatSession | null {
  const s = useChatStore.getState().session
  if (!s || !s.session || (userId !== undefined && s.userId !== userId)) return null
  const ends = Date.parse(s.expiresAt)
  return Number.isFinite(ends) && ends - 60_000 > now ? s : null
}
