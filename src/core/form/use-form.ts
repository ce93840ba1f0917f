import { useRef, useState } from 'react'
import { t as translate } from '../i18n'
import { toast } from '../ui/toast'
import type { Check } from '../validators'

/** A form's text fields: `f.phone`, and `set('phone')` for a Field's onInput. */
export function useFields<F extends Record<string, string>>(initial: F) {
  const [f, setF] = useState(initial)
  const set = (k: keyof F) => (value: string) => setF((o) => ({ ...o, [k]: value }))
  return { f, set }
}

/**
 * A form's submit: runs `action` once at a time (`busy` drives the button's spinner). `action` returns
 * early when its checks fail; a failed request was already shown by the request client.
 */
export function useSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action()
    } catch {
      /* the request client showed the server's message */
    } finally {
      running.current = false
      setBusy(false)
    }
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
