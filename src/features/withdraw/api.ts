import type { WithdrawState } from '~types/withdraw-codes'
import { areaKey, invalidate } from '@/core/data'

/* The withdrawal calls are `api.withdraw.*` (@/core/request, typed by types/withdraw.ts); here what the area adds to them. */

export const PAGE_SIZE = 10
/** States after which nothing changes any more. */
export const FINAL: readonly WithdrawState[] = ['paid', 'rejected', 'failed']
/** States where the money went back to the balance. */
export const RETURNED: readonly WithdrawState[] = ['rejected', 'failed']

/** A withdrawal changed: withdrawals and the wallet's balances (available and held) are fetched again. */
export const invalidateWithdrawals = () => invalidate(areaKey('withdraw'), areaKey('ledger'))

/** Typed amount (major units, at most two decimals) -> minor units; null when it is not one. */
export function toMinor(text: string): number | null {
  const s = text.trim()
  if (!/^\d{1,10}(\.\d{0,2})?$/.test(s)) return null
  const [a, b = ''] = s.split('.')
  return Number(a) * 100 + Number(b.padEnd(2, '0'))
}
/** Minor units -> the input's text (`1234` -> `12.34`). */
export const fromMinor = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

/** ISO time -> `YYYY-MM-DD HH:mm` in the device's zone. */
export function when(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/**
 * Signing happens on the provider's page (the web page); when the withdraw screen shows again it waits for the
 * provider's callback to reach the server. This remembers that a signature was started.
 */
let signingSince = 0
export const signing = {
  start: () => void (signingSince = Date.now()),
  /** a signature was started in the last 10 minutes */
  pending: () => signingSince > 0 && Date.now() - signingSince < 600_000,
  done: () => void (signingSince = 0),
}
