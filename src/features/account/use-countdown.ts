import { useEffect, useRef, useState } from 'react'

/** Seconds left before a new code may be asked for (spec: 60 s). */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()
  useEffect(() => () => clearInterval(timer.current), [])
  const start = (secs = 60) => {
    clearInterval(timer.current)
    setLeft(secs)
    timer.current = setInterval(() => setLeft((n) => (n <= 1 ? (clearInterval(timer.current), 0) : n - 1)), 1000)
  }
  return { left, start }
}
