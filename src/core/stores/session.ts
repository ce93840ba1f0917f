import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { UserInfo } from '~types/account'
import { onStorageLoaded, storage } from '../storage'

/**
 * The signed-in user: token and user info. A feature keeps its own per-user state (cart counts, chat
 * session, wallet accounts) in its own store and registers it with `clearOnLogout`, so this store
 * knows no feature and logout still forgets everything of the user.
 */
interface SessionState {
  token: string | null
  userInfo: UserInfo | null
  setToken(token: string | null): void
  setUser(user: UserInfo | null): void
  /** Forget everything of the signed-in user: token, user info and every registered feature store. */
  logout(): void
}

export const SESSION_KEY = 'mall-session'

const resets = new Set<() => void>()

/** Register a reset run at logout (a feature's per-user store); returns the unregister function. */
export function clearOnLogout(reset: () => void): () => void {
  resets.add(reset)
  return () => resets.delete(reset)
}

const empty = { token: null, userInfo: null }

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setToken: (token) => set({ token }),
      setUser: (userInfo) => set({ userInfo }),
      logout: () => {
        set({ ...empty })
        storage.removeItem(SESSION_KEY)
        for (const reset of resets) reset()
      },
    }),
    { name: SESSION_KEY, storage: createJSONStorage(() => storage), partialize: ({ token, userInfo }) => ({ token, userInfo }) },
  ),
)

export const isLoggedIn = () => !!useSessionStore.getState().token

/** At logout: put a feature's per-user store back to `initial` and drop its persisted copy under `key`. */
export function resetAtLogout<S>(store: { setState(s: Partial<S>): void }, key: string, initial: Partial<S>) {
  return clearOnLogout(() => {
    store.setState(initial)
    storage.removeItem(key)
  })
}

// React Native reads the device storage asynchronously: re-read once it is in (no-op elsewhere)
onStorageLoaded(() => void useSessionStore.persist.rehydrate())
