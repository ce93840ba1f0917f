import { useRef, useState } from 'react'
import { invalidate, type QueryKey } from '../data'
import { t as translate } from '../i18n'
import { toast } from '../ui/toast'
import type { Check } from '../validators'

/** A form's text fields: `f.phone`, and `set('phone')` for a Field's onInput. */
export function useFields<F extends Record<string, string>>(initial: F) {
  const [f, setF] = useState(initial)
  const set = (k: keyof F) => (value: string) => setF((o) => ({ ...o, [k]: value }))
  return { f, set }
}

interface SubmitOptions {
  /**
   * Query prefixes fetched again after every attempt, whether it worked or not (a refused action may
   * still mean the server's state moved on: someone else confirmed it, a price changed).
   */
  invalidate?: QueryKey[]
}

/**
 * A submit or an action: runs `action(...args)` once at a time (a second `run` while one is running is
 * ignored; `busy` drives the button's spinner). `action` returns early when its checks fail and shows its
 * own success toast; a failed request was already shown by the request client, so errors stop here.
 * `run(...args)` passes its arguments on: one hook serves a list's rows (`run(row.id)`).
 */
export function useSubmit<A extends unknown[] = []>(action: (...args: A) => Promise<unknown>, opts: SubmitOptions = {}) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async (...args: A): Promise<void> => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action(...args)
    } catch {
      /* the request client showed the server's message */
    } finally {
      running.current = false
      setBusy(false)
    }
    if (opts.invalidate) await Promise.all(opts.invalidate.map((k) => invalidate(k)))
  }
  return { busy, run }
}

type Translate = (k: string, o?: Record<string, unknown>) => string

/** Show the first failing check as a toast (texts of the `validation` namespace); true when all pass. */
export function checkAll(checks: Check[], t: Translate = translate as Translate): boolean {
  const bad = checks.find((c) => !c.ok) as Extract<Check, { ok: false }> | undefined
  if (!bad) return true
  toast(t(`validation:${bad.key}`, bad.params))
  return false
}
