import type { Kv } from './kv.js'

/**
 * Guessing limits for secrets (login password or code, the old password of a password change).
 *
 * Every attempt is counted BEFORE the expensive check (argon2), by an atomic increment in the kv store
 * (Redis INCR across nodes, one process's map otherwise), so a burst of simultaneous guesses gets
 * exactly `max` checks, never more.
 *
 * Lockout policy (login):
 * - per phone AND client address: 5 attempts in 15 minutes, then that address is refused for that
 *   phone until the window ends. A stranger locks out only himself, never the owner at another address.
 * - per client address: 30 attempts in 15 minutes over all phones (one address spraying many phones).
 * - per phone, all addresses together (password logins only): after 20 attempts in an hour the phone is
 *   slowed, not locked: one password check per 10 seconds for it, whoever asks. Guessing from many
 *   addresses stays at 360 guesses an hour at most; the owner still gets in (a retry, or a code login,
 *   which this throttle does not touch: a code has its own 5 tries).
 * A successful login clears its phone+address counter and takes its attempt back from the others, so
 * only failures stay counted (many people behind one address who log in fine are never locked).
 */
export const LOGIN_LIMITS = {
  pairMax: 5,
  pairWindowSec: 15 * 60,
  ipMax: 30,
  ipWindowSec: 15 * 60,
  phoneMax: 20,
  phoneWindowSec: 60 * 60,
  phoneSlowSec: 10,
}

/** Old-password guesses of a logged-in user (a stolen session must not guess without limit). */
export const OLD_PASSWORD_LIMITS = { max: 5, windowSec: 15 * 60 }

/** How many checks the limits let through (an observable count; tests read it). */
export const limitStats = { loginChecks: 0, oldPasswordChecks: 0 }

export type Grant = { ok: true; succeeded(): Promise<void> } | { ok: false; seconds: number }

async function over(kv: Kv, key: string, max: number, windowSec: number): Promise<number> {
  const n = await kv.incr(key, windowSec)
  return n > max ? Math.max(await kv.ttl(key), 1) : 0
}

/**
 * Take one login attempt for `phone` from `ip`, before any password or code is checked. Counters are
 * taken in order (phone+address, address, phone) so a refused attempt never counts against the next,
 * wider one: an address over its own limit cannot push the phone's shared counter.
 */
export async function takeLoginAttempt(kv: Kv, a: { tenantId: number; area: string; phone: string; ip: string; byCode: boolean }): Promise<Grant> {
  const L = LOGIN_LIMITS
  const pairKey = `login:pair:${a.tenantId}:${a.area}:${a.phone}:${a.ip}`
  const ipKey = `login:ip:${a.tenantId}:${a.ip}`
  const phoneKey = `login:phone:${a.tenantId}:${a.area}:${a.phone}`
  const taken: string[] = []
  let wait = await over(kv, pairKey, L.pairMax, L.pairWindowSec)
  if (!wait) {
    taken.push(ipKey)
    wait = await over(kv, ipKey, L.ipMax, L.ipWindowSec)
  }
  if (!wait && !a.byCode) {
    taken.push(phoneKey)
    if (await over(kv, phoneKey, L.phoneMax, L.phoneWindowSec)) {
      const slot = `login:slow:${a.tenantId}:${a.area}:${a.phone}`
      if (!(await kv.setNx(slot, '1', L.phoneSlowSec))) wait = Math.max(await kv.ttl(slot), 1)
    }
  }
  if (wait) return { ok: false, seconds: wait }
  limitStats.loginChecks++
  return {
    ok: true,
    succeeded: async () => {
      await Promise.all([kv.del(pairKey), ...taken.map((k) => kv.decr(k))])
    },
  }
}

/** Take one old-password guess for a logged-in user. */
export async function takeOldPasswordAttempt(kv: Kv, tenantId: number, userId: number): Promise<Grant> {
  const key = `pwd:old:${tenantId}:${userId}`
  const wait = await over(kv, key, OLD_PASSWORD_LIMITS.max, OLD_PASSWORD_LIMITS.windowSec)
  if (wait) return { ok: false, seconds: wait }
  limitStats.oldPasswordChecks++
  return { ok: true, succeeded: () => kv.del(key) }
}
