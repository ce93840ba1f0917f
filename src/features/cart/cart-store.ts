import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

export interface CartCounts {
  total: number
}

export const CART_KEY = 'mall-cart'
const initial = { counts: { total: 0 } as CartCounts }

/** The signed-in user's cart counts (tab badge); forgotten at logout. */
export const useCartStore = create<{ counts: CartCounts; setCounts(c: CartCounts): void }>()(
  persist((set) => ({ ...initial, setCounts: (counts) => set({ counts }) }), {
    name: CART_KEY,
    storage: createJSONStorage(() => storage),
    partialize: ({ counts }) => ({ counts }),
  }),
)

resetAtLogout(useCartStore, CART_KEY, initial)
