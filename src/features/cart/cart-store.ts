import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

/**
 * Client state of the cart only: which baskets the shopper UNticked and whether the list is in edit mode.
 * The cart keeps what was taken out of the selection, not what is in it, so a basket the shopper just added
 * (an id never seen here) is ticked, as in every mall app (selection.ts `selectedOf`). The baskets, the count
 * (tab badge) and the money are server data (`['cart', ...]` queries).
 */
interface CartState {
  /** basket ids the shopper unticked (only those the list still holds matter: see selection.ts) */
  unticked: number[]
  editing: boolean
  setUnticked(ids: number[]): void
  setEditing(editing: boolean): void
}

export const CART_KEY = 'mall-cart'
const initial = { unticked: [] as number[], editing: false }

/** The signed-in user's cart selection; forgotten at logout. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...initial,
      setUnticked: (unticked) => set({ unticked }),
      setEditing: (editing) => set({ editing }),
    }),
    {
      name: CART_KEY,
      storage: createJSONStorage(() => storage),
      partialize: ({ unticked }) => ({ unticked }),
      // version 0 kept the ticked ids: start again with everything ticked
      version: 1,
      migrate: () => ({ unticked: [] }),
    },
  ),
)

resetAtLogout(useCartStore, CART_KEY, initial)
