// The nearby area's own bits beside its server calls (`api.nearby.*`, typed by types/nearby.ts; query keys
// `keyOf('nearby.list', ...)`, `areaKey('nearby')`): the search history on the device.
import { storage } from '@/core/storage'
import type { NearbyStore, NearbyStoreInfo } from '~types/nearby'

export type { NearbyStore, NearbyStoreInfo }
export { NEARBY_PAGE_SIZE } from '~types/nearby-codes'

/** Search history on the device (nothing leaves it), newest first, at most HISTORY_CAP. */
const HISTORY_KEY = 'nearby.searchHistory'
export const HISTORY_CAP = 10

export function readHistory(): string[] {
  try {
    const v = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string').slice(0, HISTORY_CAP) : []
  } catch {
    return []
  }
}

/** Puts `word` (trimmed) first; an earlier copy moves up; at most HISTORY_CAP kept. */
export function addHistory(word: string): string[] {
  const w = word.trim()
  if (!w) return readHistory()
  const next = [w, ...readHistory().filter((x) => x !== w)].slice(0, HISTORY_CAP)
  storage.setItem(HISTORY_KEY, JSON.stringify(next))
  return next
}

export function clearHistory(): string[] {
  storage.removeItem(HISTORY_KEY)
  return []
}
