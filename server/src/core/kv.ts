import { Redis } from 'ioredis'

/**
 * Small shared key-value store for counters and short-lived values (rate limits, resend gates).
 * Redis when REDIS_URL is set (shared by every node), an in-process map otherwise.
 */
export interface Kv {
  /** Increment and return the counter; the first increment starts a `ttlSec` window. */
  incr(key: string, ttlSec: number): Promise<number>
  /** Take back one increment of a live counter (an absent key stays absent). */
  decr(key: string): Promise<void>
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlSec: number): Promise<void>
  /** Set only if absent; true when it was set. */
  setNx(key: string, value: string, ttlSec: number): Promise<boolean>
  /** Seconds left before `key` expires (0 when absent). */
  ttl(key: string): Promise<number>
  del(key: string): Promise<void>
  /** Take `n` from a live counter when it holds at least `n`, atomically: what is left, -1 when it holds less, null when absent. */
  take(key: string, n: number): Promise<number | null>
  /** Add `n` to a live counter (an absent key stays absent). */
  give(key: string, n: number): Promise<void>
  close(): Promise<void>
}

export class MemoryKv implements Kv {
  private map = new Map<string, { v: string; exp: number }>()
  private live(key: string) {
    const e = this.map.get(key)
    if (e && e.exp <= Date.now()) {
      this.map.delete(key)
      return undefined
    }
    return e
  }
  async incr(key: string, ttlSec: number) {
    const e = this.live(key)
    const n = (e ? Number(e.v) : 0) + 1
    this.map.set(key, { v: String(n), exp: e ? e.exp : Date.now() + ttlSec * 1000 })
    if (this.map.size > 100_000) this.sweep()
    return n
  }
  async decr(key: string) {
    const e = this.live(key)
    if (e) e.v = String(Number(e.v) - 1)
  }
  async get(key: string) {
    return this.live(key)?.v ?? null
  }
  async set(key: string, value: string, ttlSec: number) {
    this.map.set(key, { v: value, exp: Date.now() + ttlSec * 1000 })
  }
  async setNx(key: string, value: string, ttlSec: number) {
    if (this.live(key)) return false
    await this.set(key, value, ttlSec)
    return true
  }
  async ttl(key: string) {
    const e = this.live(key)
    return e ? Math.ceil((e.exp - Date.now()) / 1000) : 0
  }
  async del(key: string) {
    this.map.delete(key)
  }
  async take(key: string, n: number) {
    const e = this.live(key)
    if (!e) return null
    const v = Number(e.v)
    if (v < n) return -1
    e.v = String(v - n)
    return v - n
  }
  async give(key: string, n: number) {
    const e = this.live(key)
    if (e) e.v = String(Number(e.v) + n)
  }
  async close() {}
  private sweep() {
    const now = Date.now()
    for (const [k, e] of this.map) if (e.exp <= now) this.map.delete(k)
  }
}

export class RedisKv implements Kv {
  constructor(
    private redis: Redis,
    private prefix: string,
  ) {}
  private k(key: string) {
    return this.prefix + key
  }
  async incr(key: string, ttlSec: number) {
    const [[, n]] = (await this.redis.multi().incr(this.k(key)).expire(this.k(key), ttlSec, 'NX').exec()) as [[null, number]]
    return n
  }
  async decr(key: string) {
    await this.redis.eval("if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0", 1, this.k(key))
  }
  async get(key: string) {
    return this.redis.get(this.k(key))
  }
  async set(key: string, value: string, ttlSec: number) {
    await this.redis.set(this.k(key), value, 'EX', ttlSec)
  }
  async setNx(key: string, value: string, ttlSec: number) {
    return (await this.redis.set(this.k(key), value, 'EX', ttlSec, 'NX')) === 'OK'
  }
  async ttl(key: string) {
    return Math.max(await this.redis.ttl(this.k(key)), 0)
  }
  async del(key: string) {
    await this.redis.del(this.k(key))
  }
  async take(key: string, n: number) {
    const r = (await this.redis.eval(
      "local v = redis.call('get', KEYS[1]) if not v then return -2 end v = tonumber(v) if v < tonumber(ARGV[1]) then return -1 end return redis.call('decrby', KEYS[1], ARGV[1])",
      1,
      this.k(key),
      n,
    )) as number
    return r === -2 ? null : r
  }
  async give(key: string, n: number) {
    await this.redis.eval("if redis.call('exists', KEYS[1]) == 1 then return redis.call('incrby', KEYS[1], ARGV[1]) end return 0", 1, this.k(key), n)
  }
  async close() {
    await this.redis.quit()
  }
}

export async function openKv(redisUrl: string | undefined, prefix = 'mall:'): Promise<Kv> {
  if (!redisUrl) return new MemoryKv()
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
  await redis.connect()
  return new RedisKv(redis, prefix)
}

/**
 * Fixed-window limit: at most `max` hits per `windowSec` for `key`.
 * Returns 0 when allowed, else the seconds to wait.
 */
export async function hit(kv: Kv, key: string, max: number, windowSec: number): Promise<number> {
  const n = await kv.incr(`rl:${key}`, windowSec)
  if (n <= max) return 0
  return Math.max(await kv.ttl(`rl:${key}`), 1)
}
