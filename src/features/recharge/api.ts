// The recharge area's own bits beside its server calls. The calls are `api.recharge.*` (@/core/request, built from
// the records of types/recharge.ts by `npm run gen:api`), their query keys `keyOf('recharge.options')`,
// `keyOf('recharge.check', id)` and `areaKey('recharge')` (@/core/data): nothing here retypes a URL or a key.
import type { Recharge } from '~types/recharge'

/** How often the state page asks `check/{id}` while the money is on its way, and how many times before "check again" (2 minutes). */
export const CHECK_POLL_MS = 1500
export const CHECK_MAX_POLLS = 80

/** A recharge that changes no more: paid (credited) or cancelled (expired). */
export const isFinal = (r: Pick<Recharge, 'state'>) => r.state === 'paid' || r.state === 'cancelled'

/** An amount as typed ("100", "99.5", "0.01") in minor units; NaN for anything else (the server checks the limits again). */
export function toMinor(s: string): number {
  const m = /^\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(s)
  if (!m) return NaN
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
