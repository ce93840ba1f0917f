import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { keyOf, useQuery, type QueryKey } from '../data'
import { api } from '../request'
import { useSessionStore } from '../stores'

/**
 * The cart's count (total quantity): ONE key (`keyOf('cart.count')`), ONE answer shape (a number) for every
 * screen that shows it (the cart tab's badge on tab pages, the product page's cart icon). Whoever changes
 * the cart calls `invalidate(areaKey('cart'))`. Two fetchers under one key with different shapes left the
 * product page's badge empty when a tab page had filled the key first.
 */
const CART_COUNT_KEY = keyOf('cart.count')
/** The count's one fetcher (callers ask only with a session: `useTabBadge`, `useCartCount`). */
export const fetchCartCount = (): Promise<number> => api.cart.count(undefined, { silent: true }).then((c) => c.count)

/** The signed-in shopper's cart count (0 for a guest). */
export function useCartCount(): number {
  const token = useSessionStore((s) => s.token)
  const q = useQuery(CART_COUNT_KEY, fetchCartCount, { enabled: !!token, staleMs: 10_000 })
  return token ? (q.data ?? 0) : 0
}

/** The badge text of a count: nothing at 0, "99+" above 99. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

function apply(index: number, n: number) {
  // optional calls: a host without a tab bar API (or a test double) simply shows no badge
  if (n > 0) void Taro.setTabBarBadge?.({ index, text: badgeText(n) })?.catch(() => {})
  else void Taro.removeTabBarBadge?.({ index })?.catch(() => {})
}

/**
 * Keep tab `index`'s badge equal to a count from the server, kept in the query cache under `key` (the
 * cart tab: `keyOf('cart.count')`). Whoever changes what it counts calls `invalidate` on the key (or a
 * prefix of it): mounted tab pages hold this hook, so the count is fetched again and the badge follows.
 * It is fetched again when the session changes (login) and is 0 without one (logout clears the badge).
 * core knows no feature: the caller (the shell's tab pages) passes the key and the fetcher.
 */
export function useTabBadge(index: number, key: QueryKey, fetchCount: () => Promise<number>, staleMs = 10_000) {
  const token = useSessionStore((s) => s.token)
  const q = useQuery(key, () => (useSessionStore.getState().token ? fetchCount() : Promise.resolve(0)), { staleMs })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void q.reload()
  }, [token])
  const n = token ? (q.data ?? 0) : 0
  useEffect(() => apply(index, n), [index, n])
  // the host may have rebuilt its tab bar (H5 after a language change, weapp after setTabBarItem)
  useDidShow(() => apply(index, n))
  return n
}
