import { useEffect, useState } from 'react'

/** Seconds left until `iso` (0 when past or unknown), ticking every second. */
export function useSecondsLeft(iso: string | null | undefined): number {
  const until = iso ? Date.parse(iso) : NaN
  const left = () => (Number.isFinite(until) ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0)
  const [s, setS] = useState(left)
  useEffect(() => {
    setS(left())
    if (!Number.isFinite(until)) return
    const h = setInterval(() => setS(left()), 1000)
    return () => clearInterval(h)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return s
}

/** 1805 -> "30:05" */
export const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
