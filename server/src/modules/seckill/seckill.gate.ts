// The admission gate in front of PostgreSQL (ADR 0146): counters in core/kv.ts (Redis when REDIS_URL is set,
// in-process otherwise) that turn away a buy attempt once an item's units or the shopper's limit are used up,
// before the checkout touches the database. PostgreSQL's conditional updates stay the truth.
import type { RequestCtx } from '../../core/context.js'
import { seckillRepo as repo } from './seckill.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'kv' | 'tenantId'>

/** How long a gate counter lives (seconds): past any session (24 h at most) and its unpaid orders. */
const GATE_TTL = 2 * 24 * 3600

const leftKey = (c: Scope, itemId: number) => `sk:${c.tenantId}:${itemId}:left`
const userKey = (c: Scope, itemId: number, userId: number) => `sk:${c.tenantId}:${itemId}:u:${userId}`

/** Take `n` from a counter, seeding it first from `seed()` (PostgreSQL) when it is absent. */
async function takeSeeded(c: Scope, key: string, n: number, seed: () => Promise<number>): Promise<boolean> {
  let v = await c.kv.take(key, n)
  if (v === null) {
    await c.kv.setNx(key, String(Math.max(await seed(), 0)), GATE_TTL)
    v = await c.kv.take(key, n)
  }
  return v !== null && v >= 0
}

export type Admission = 'ok' | 'soldOut' | 'limit'

/**
 * Admit `n` units of an item for a user: the user's counter first (limit minus what they hold: a shopper pressing
 * five times spends none of the item's units on the presses over the limit), then the item's (its `left`). A
 * refusal takes nothing; an admission is undone with `release` when the checkout then fails.
 */
export async function admit(c: Scope, itemId: number, userId: number, n: number, limit: number): Promise<Admission> {
  // sold out: answered from the counter alone (no user counter seeded, no database)
  if (await spent(c, itemId, n)) return 'soldOut'
  const mine = await takeSeeded(c, userKey(c, itemId, userId), n, async () => {
    const [r] = await repo.boughtOf(c.db, c.tenantId, userId, [itemId])
    return limit - (r?.bought ?? 0)
  })
  if (!mine) return 'limit'
  const left = await takeSeeded(c, leftKey(c, itemId), n, async () => (await repo.item(c.db, c.tenantId, itemId))?.left ?? 0)
  if (!left) {
    await c.kv.give(userKey(c, itemId, userId), n)
    return 'soldOut'
  }
  return 'ok'
}

/** True when the item's counter says fewer than `n` units are left (an absent counter says nothing: false). */
export async function spent(c: Scope, itemId: number, n: number): Promise<boolean> {
  const seen = await c.kv.get(leftKey(c, itemId))
  return seen !== null && Number(seen) < n
}

/** Units admitted (or taken and given back by a cancel) return to the gate's counters. */
export async function release(c: Scope, itemId: number, userId: number, n: number): Promise<void> {
  await c.kv.give(leftKey(c, itemId), n)
  await c.kv.give(userKey(c, itemId, userId), n)
}

/** The item is closed (its session ended): its counter is dropped so nothing more is admitted. */
export async function closeGate(c: Scope, itemId: number): Promise<void> {
  await c.kv.set(leftKey(c, itemId), '0', GATE_TTL)
}
