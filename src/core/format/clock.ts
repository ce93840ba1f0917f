import { useEffect, useState } from 'react'

/**
 * Seconds left until `iso` (0 when past or unknown), ticking every second. Computed on every render, so the
 * first render that knows `iso` already has it (a state set by an effect left it 0 for a frame: the cashier's
 * pay button was disabled and the detail's countdown missing until the next render).
 */
export function useSecondsLeft(iso: string | null | undefined): number {
  const until = iso ? Date.parse(iso) : NaN
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!Number.isFinite(until)) return
    const h = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(h)
  }, [until])
  return Number.isFinite(until) ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0
}

/** 90061 -> "25:01:01" */
export const hhmmss = (s: number) => [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':')

/** 1805 -> "30:05" */
export const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
