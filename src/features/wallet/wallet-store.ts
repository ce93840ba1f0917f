import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { AccountItem as AccountItemSchema } from '~types/account'
import type { Static } from '@sinclair/typebox'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

export type AccountItem = Static<typeof AccountItemSchema>

export const WALLET_KEY = 'mall-wallet'
const initial = { accounts: [] as AccountItem[] }

/** The signed-in user's currency accounts; forgotten at logout. */
export const useWalletStore = create<{ accounts: AccountItem[]; setAccounts(list: AccountItem[]): void }>()(
  persist((set) => ({ ...initial, setAccounts: (accounts) => set({ accounts }) }), {
    name: WALLET_KEY,
    storage: createJSONStorage(() => storage),
    partialize: ({ accounts }) => ({ accounts }),
  }),
)

resetAtLogout(useWalletStore, WALLET_KEY, initial)
