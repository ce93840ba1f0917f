import { sql } from 'kysely'
import { batcherPer } from '../../core/batch.js'
import type { Db } from '../../db/database.js'

/**
 * Read cache of the catalogue's shared answers (product list pages, the shared part of a product's
 * page), in this process, keyed by tenant + language + query and stamped with the tenant's catalogue
 * version (table `catalog_versions`, raised by a trigger on every committed write to products, SKUs,
 * shops, categories and reviews, whoever makes it: services, the order module taking stock, raw SQL).
 *
 * Every read asks the database for the version first and serves the entry only when its stamp equals it: a
 * write committed before the request is always seen, on this node and on every other node (the version lives
 * in the shared database; nothing to broadcast, nothing a caller must remember). The requests handled in one
 * turn of the event loop share one version statement sent after them (core/batch.ts, ADR 0161). The version is read BEFORE the data, so an entry is never older than its stamp.
 * Inside a transaction nothing is cached (its own uncommitted writes would stamp a version that a
 * rollback gives back). Personal parts (favourite, footprint, cart) are never in here.
 */
const MAX = 5000
type Entries = Map<string, { v: number; value: Promise<unknown> }>
/** per database handle: two apps in one process (tests) on two databases never share entries */
const caches = new WeakMap<Db, Entries>()

/** The versions of these tenants, by tenant id (a tenant without any write yet is left out: 0). */
async function readVersions(db: Db, tenantIds: number[]): Promise<Map<string, number>> {
  const r = await sql<{ t: number; v: string | number }>`
    select tenant_id as t, sum(v) as v from catalog_versions where tenant_id = any(${tenantIds}::int[]) group by tenant_id`.execute(db)
  return new Map(r.rows.map((x) => [String(x.t), Number(x.v)]))
}
const versions = batcherPer(readVersions)

/** The tenant's catalogue version: the sum of its counters (0 before any write). */
export async function catalogVersion(db: Db, tenantId: number): Promise<number> {
  // a transaction reads its own (uncommitted) version; outside one, requests of one turn share the statement
  return (db.isTransaction ? (await readVersions(db, [tenantId])).get(String(tenantId)) : await versions(db, tenantId)) ?? 0
}

/**
 * `load()` answered from the cache when the tenant's catalogue has not changed since it was stored.
 * Concurrent misses of one key share one load. The value is shared: callers must not mutate it.
 */
export async function cached<T>(db: Db, tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
  if (db.isTransaction) return load()
  let entries = caches.get(db)
  if (!entries) caches.set(db, (entries = new Map()))
  const v = await catalogVersion(db, tenantId)
  const k = `${tenantId}|${key}`
  const hit = entries.get(k)
  if (hit && hit.v === v) return hit.value as Promise<T>
  const value = load()
  entries.delete(k)
  if (entries.size >= MAX) entries.delete(entries.keys().next().value!)
  entries.set(k, { v, value })
  value.catch(() => {
    if (entries!.get(k)?.value === value) entries!.delete(k)
  })
  return value
}
