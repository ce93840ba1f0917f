/**
 * One statement for the same small read of many requests (ADR 0161). The keys asked for while this process handles
 * the requests that are ready now are read together, in one statement sent when they have all been handled
 * (`setImmediate`: after this turn of the event loop's I/O). Each read is sent after every request that waits on it
 * arrived, so a write committed before a request came is seen by that request: the freshness of a statement per
 * request, at the cost of one statement per turn. A key is never answered from an earlier read.
 *
 * `read` answers the keys it was given, by their `id` (a key it leaves out is answered `undefined`); a failed read
 * fails every request waiting on it. One batcher per database handle: two apps in one process never share a read.
 * Never for reads inside a transaction (they must see its own writes): callers read directly there.
 */
export interface Batcher<K, V> {
  (key: K): Promise<V | undefined>
}

/** keys in one statement at most; more start another read in the same turn */
const MAX_KEYS = 500

export function batcher<K, V>(read: (keys: K[]) => Promise<Map<string, V>>, id: (key: K) => string = String): Batcher<K, V> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }
  let pending: Map<string, { key: K; waiters: Waiter[] }> | undefined
  const flush = (batch: NonNullable<typeof pending>) => {
    let asked: Promise<Map<string, V>>
    try {
      asked = read([...batch.values()].map((e) => e.key))
    } catch (err) {
      asked = Promise.reject(err)
    }
    asked.then(
      (found) => {
        for (const [k, e] of batch) for (const w of e.waiters) w.resolve(found.get(k))
      },
      (err) => {
        for (const e of batch.values()) for (const w of e.waiters) w.reject(err)
      },
    )
  }
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending || pending.size >= MAX_KEYS) {
        const batch = (pending = new Map())
        setImmediate(() => {
          if (pending === batch) pending = undefined
          flush(batch)
        })
      }
      const k = id(key)
      const e = pending.get(k)
      if (e) e.waiters.push({ resolve, reject })
      else pending.set(k, { key, waiters: [{ resolve, reject }] })
    })
}

/** A batcher per database handle (or any object), made on first use. */
export function batcherPer<H extends object, K, V>(
  read: (handle: H, keys: K[]) => Promise<Map<string, V>>,
  id: (key: K) => string = String,
): (handle: H, key: K) => Promise<V | undefined> {
  const byHandle = new WeakMap<H, Batcher<K, V>>()
  return (handle, key) => {
    let b = byHandle.get(handle)
    if (!b) byHandle.set(handle, (b = batcher((keys) => read(handle, keys), id)))
    return b(key)
  }
}
