// What the group-buy area adds to its calls: page size, the countdown from the server's clock, the offer param.
import { useEffect, useState } from 'react'

/** Rows a page. */
export const PAGE_SIZE = 10

/** The checkout's offer for a group (ADR 0149: the offer id of kind 'group' is the group's id): `group:<id>`. */
export const groupOfferParam = (groupId: number) => `group:${groupId}`

/** Milliseconds as `H:MM:SS` (days as `Dd H:MM:SS`); 0 and below as `0:00:00`. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  const d = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d ? `${d}d ` : ''}${h}:${pad(m)}:${pad(s % 60)}`
}

/**
 * The time left until `expiresAt`, counted from the server's clock `now` (both ISO, as the server answered them) and
 * then by the device's clock since the answer arrived: the device's own time of day never moves it.
 */
export function useCountdown(expiresAt: string | undefined, now: string | undefined): number {
  const [left, setLeft] = useState(() => (expiresAt && now ? Date.parse(expiresAt) - Date.parse(now) : 0))
  useEffect(() => {
    if (!expiresAt || !now) return undefined
    const start = Date.now()
    const total = Date.parse(expiresAt) - Date.parse(now)
    setLeft(total)
    const id = setInterval(() => setLeft(total - (Date.now() - start)), 1000)
    return () => clearInterval(id)
  }, [expiresAt, now])
  return left
}
