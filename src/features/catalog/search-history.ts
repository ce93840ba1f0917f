import { storage } from '@/core/storage'

/** Search history on the device (not per user: nothing leaves the device), newest first. */
const HISTORY_KEY = 'catalog.searchHistory'
export const HISTORY_CAP = 10

export function readHistory(): string[] {
  try {
    const v = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string').slice(0, HISTORY_CAP) : []
  } catch {
    return []
  }
}

/** Puts `word` (trimmed) first; an earlier copy moves up rather than repeating; at most HISTORY_CAP kept. */
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
