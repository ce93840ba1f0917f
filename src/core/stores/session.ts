import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { UserInfo } from '~types/account'
import { onStorageLoaded, storage } from '../storage'

export interface AccountItem {
  currency: string
  balance: number
  frozen: number
  isDefault: 'Y' | 'N'
}

export interface CartCounts {
  total: number
}

export interface ChatSession {
  cookie?: string
  userId?: string
}

interface SessionState {
  token: string | null
  userInfo: UserInfo | null
  accounts: AccountItem[]
  cart: CartCounts
  chat: ChatSession | null
  setToken(token: string | null): void
  setUser(user: UserInfo | null): void
  setAccounts(list: AccountItem[]): void
  setCart(c: CartCounts): void
  setChat(c: ChatSession | null): void
  /** Forget everything of the signed-in user: token, user info, account list, cart counts, chat session. */
  logout(): void
}

export const SESSION_KEY = 'mall-session'

const empty = { token: null, userInfo: null, accounts: [], cart: { total: 0 }, chat: null }

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setToken: (token) => set({ token }),
      setUser: (userInfo) => set({ userInfo }),
      setAccounts: (accounts) => set({ accounts }),
      setCart: (cart) => set({ cart }),
      setChat: (chat) => set({ chat }),
      logout: () => {
        set({ ...empty })
        storage.removeItem(SESSION_KEY)
      },
    }),
    { name: SESSION_KEY, storage: createJSONStorage(() => storage), partialize: ({ token, userInfo, accounts, cart, chat }) => ({ token, userInfo, accounts, cart, chat }) },
  ),
)

export const isLoggedIn = () => !!useSessionStore.getState().token

// React Native reads the device storage asynchronously: re-read once it is in (no-op elsewhere)
onStorageLoaded(() => void useSessionStore.persist.rehydrate())
