import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

export interface ChatSession {
  cookie?: string
  userId?: string
}

export const CHAT_KEY = 'mall-chat'
const initial = { session: null as ChatSession | null }

/** The signed-in user's customer-service chat session; forgotten at logout. */
export const useChatStore = create<{ session: ChatSession | null; setSession(c: ChatSession | null): void }>()(
  persist((set) => ({ ...initial, setSession: (session) => set({ session }) }), {
    name: CHAT_KEY,
    storage: createJSONStorage(() => storage),
    partialize: ({ session }) => ({ session }),
  }),
)

resetAtLogout(useChatStore, CHAT_KEY, initial)
