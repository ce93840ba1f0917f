/**
 * The client's one cache of server data, keyed by a query key derived from an endpoint's name (./keys:
 * `keyOf('system.phonePrefix')`, `keyOf('catalog.productList', id, type, size)`). It deduplicates identical requests in flight, drops answers
 * that a newer request made stale, and lets a mutation invalidate every query under a key prefix.
 * React screens use it through `useQuery` / `useInfiniteQuery`; other code through `fetchQuery`.
 */
import { clearOnLogout } from '../stores/session'
import { useSettingsStore } from '../stores/settings'

export type QueryKey = readonly unknown[]

type Listener = () => void

export interface Entry<T = unknown> {
  data?: T
  error: string | null
  /** milliseconds since the epoch of the last successful answer (0: never) */
  updatedAt: number
  /** a request for this key is under way */
  fetching: boolean
  /** invalidated: the next reader fetches again */
  stale: boolean
  /** bumped by every new request: answers of an older request are dropped */
  generation: number
  promise: Promise<T> | null
  fetcher?: () => Promise<T>
  listeners: Set<Listener>
}

const cache = new Map<string, Entry>()

const hashKey = (key: QueryKey) => JSON.stringify(key)

export function entryOf<T>(key: QueryKey): Entry<T> {
  const h = hashKey(key)
  let e = cache.get(h) as Entry<T> | undefined
  if (!e) {
    e = { error: null, updatedAt: 0, fetching: false, stale: false, generation: 0, promise: null, listeners: new Set() }
    cache.set(h, e as Entry)
  }
  return e
}

export function notify(e: Entry<unknown>) {
  for (const l of [...e.listeners]) l()
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * The data for `key`: the cached answer when there is a fresh one, the request in flight when there is
 * one (identical requests are sent once), else a new request. `force` always sends a new request; an
 * answer to any earlier request of the key arriving after it is dropped (stale-response guard).
 */
export function fetchQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { force = false } = {}): Promise<T> {
  const e = entryOf<T>(key)
  e.fetcher = fetcher
  if (!force && e.promise) return e.promise
  if (!force && e.updatedAt && !e.stale) return Promise.resolve(e.data as T)
  const generation = ++e.generation
  e.fetching = true
  const current = () => generation === e.generation
  const p = fetcher().then(
    (data) => {
      if (current()) Object.assign(e, { data, error: null, updatedAt: Date.now(), stale: false })
      return data
    },
    (err: unknown) => {
      if (current()) e.error = messageOf(err)
      throw err
    },
  )
  e.promise = p
  p.catch(() => {}).finally(() => {
    if (!current()) return
    e.promise = null
    e.fetching = false
    notify(e as Entry)
  })
  notify(e as Entry)
  return p
}

export function getQueryData<T>(key: QueryKey): T | undefined {
  return cache.get(hashKey(key))?.data as T | undefined
}

/** Put data in the cache (after a mutation that returned the new state, or in tests). */
export function setQueryData<T>(key: QueryKey, data: T) {
  const e = entryOf<T>(key)
  e.generation++
  Object.assign(e, { data, error: null, updatedAt: Date.now(), stale: false, promise: null, fetching: false })
  notify(e as Entry)
}

const startsWith = (key: unknown[], prefix: QueryKey) => prefix.every((p, i) => JSON.stringify(key[i]) === JSON.stringify(p))

/**
 * After a mutation: every query whose key starts with one of `prefixes` is stale. Those on screen fetch
 * again now; the others are dropped and fetch when next read. Resolves when the refetches have settled.
 */
export async function invalidate(...prefixes: QueryKey[]): Promise<void> {
  const refetches: Array<Promise<unknown>> = []
  for (const [h, e] of cache) {
    const key = JSON.parse(h) as unknown[]
    if (!prefixes.some((p) => startsWith(key, p))) continue
    if (e.listeners.size && e.fetcher) {
      e.stale = true
      refetches.push(fetchQuery(JSON.parse(h) as QueryKey, e.fetcher, { force: true }).catch(() => {}))
    } else cache.delete(h)
  }
  await Promise.all(refetches)
}

/** Forget every cached answer (logout, tests). */
export function clearQueries() {
  const entries = [...cache.values()]
  cache.clear()
  for (const e of entries) {
    e.generation++
    notify(e)
  }
}

// Here, not in the barrel (./index): the app's modules are side-effect free for webpack (config/index.ts),
// so only a module whose exports are used is evaluated, and every reader of the cache uses this one.
// At logout every answer is stale: those on screen fetch again (as nobody), the rest are dropped.
clearOnLogout(() => void invalidate([]))
// Answers are in the language they were asked in (the `lang` header): at a language change those on
// screen fetch again in the new one (an answer still on its way in the old one is dropped), the rest are dropped.
useSettingsStore.subscribe((s, before) => {
  if (s.locale !== before.locale) void invalidate([])
})
