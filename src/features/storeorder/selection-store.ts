import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { CheckoutLineIn } from '~types/order'
import { CART_LINE_MAX } from '~types/cart-codes'
import { STORE_ORDER_LINES_MAX } from '~types/storeorder-codes'
import { storage } from '@/core/storage'
import { resetAtLogout } from '@/core/stores'

/** One chosen SKU of a store's menu; `productId` only for the menu's per-product counts. */
export interface Chosen extends CheckoutLineIn {
  productId: number
}

/**
 * What the shopper picked from each store's menu (ADR 0142): kept apart from the cart, per store, on this device
 * (so the menu still holds it after the checkout page or a restart), forgotten at logout and once ordered. Only
 * SKU ids and counts: names, prices and totals are always the server's (the checkout's preview).
 */
interface SelectionState {
  byShop: Record<string, Chosen[]>
  /** add `count` of a SKU (to its line when chosen); false when the selection already holds the most lines */
  add(shopId: number, c: Chosen): boolean
  /** set a SKU's count; 0 or less removes the line */
  setCount(shopId: number, skuId: number, count: number): void
  clear(shopId: number): void
}

export const STORE_SELECTION_KEY = 'mall-store-selection'
const initial = { byShop: {} as Record<string, Chosen[]> }

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set, get) => ({
      ...initial,
      add: (shopId, c) => {
        const list = get().byShop[shopId] ?? []
        const had = list.find((x) => x.skuId === c.skuId)
        if (!had && list.length >= STORE_ORDER_LINES_MAX) return false
        const next = had
          ? list.map((x) => (x.skuId === c.skuId ? { ...x, count: Math.min(CART_LINE_MAX, x.count + c.count) } : x))
          : [...list, { ...c, count: Math.min(CART_LINE_MAX, c.count) }]
        set({ byShop: { ...get().byShop, [shopId]: next } })
        return true
      },
      setCount: (shopId, skuId, count) => {
        const list = get().byShop[shopId] ?? []
        const next =
          count > 0 ? list.map((x) => (x.skuId === skuId ? { ...x, count: Math.min(CART_LINE_MAX, count) } : x)) : list.filter((x) => x.skuId !== skuId)
        set({ byShop: { ...get().byShop, [shopId]: next } })
      },
      clear: (shopId) => {
        const rest = { ...get().byShop }
        delete rest[shopId]
        set({ byShop: rest })
      },
    }),
    { name: STORE_SELECTION_KEY, storage: createJSONStorage(() => storage), partialize: ({ byShop }) => ({ byShop }) },
  ),
)

resetAtLogout(useSelectionStore, STORE_SELECTION_KEY, initial)

const NONE: Chosen[] = []
/** The selection of one store (a stable empty list when none). */
export const useSelection = (shopId: number) => useSelectionStore((s) => s.byShop[shopId] ?? NONE)

/** The checkout page's `items` query: `skuId:count,skuId:count`. */
export const itemsParam = (lines: CheckoutLineIn[]) => lines.map((l) => `${l.skuId}:${l.count}`).join(',')

/** `items` back to lines; a malformed or repeated entry is dropped (the server judges the rest). */
export function linesOf(items: string | undefined): CheckoutLineIn[] {
  const seen = new Set<number>()
  const out: CheckoutLineIn[] = []
  for (const part of (items ?? '').split(',')) {
    const [a, b] = part.split(':')
    const skuId = Number(a)
    const count = Number(b)
    if (!Number.isInteger(skuId) || skuId < 1 || !Number.isInteger(count) || count < 1 || seen.has(skuId)) continue
    seen.add(skuId)
    out.push({ skuId, count })
  }
  return out
}
