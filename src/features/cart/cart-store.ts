import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

/**
 * Client state of the cart only: which baskets the shopper ticked and whether the list is in edit
 * mode. The baskets, the count (tab badge) and the money are server data (`['cart', ...]` queries).
 */
interface CartState {
  /** basket ids ticked (the screen keeps only those still valid in the list: see selection.ts) */
  selected: number[]
  editing: boolean
  setSelected(ids: number[]): void
  setEditing(editing: boolean): void
}

export const CART_KEY = 'mall-cart'
const initial = { selected: [] as number[], editing: false }

/** The signed-in user's cart selection; forgotten at logout. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...initial,
      setSelected: (selected) => set({ selected }),
      setEditing: (editing) => set({ editing }),
    }),
    { name: CART_KEY, storage: createJSONStorage(() => storage), partialize: ({ selected }) => ({ selected }) },
  ),
)

resetAtLogout(useCartStore, CART_KEY, initial)
