import { useEffect, useState } from 'react'

/** Spec section 9: input that asks the server waits this long after the last keystroke. */
const DEBOUNCE_MS = 500

/** `value` once it has stayed the same for `ms` (each change restarts the wait). */
export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
