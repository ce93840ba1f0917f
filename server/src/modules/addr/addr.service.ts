import { ADDR_MAX } from '../../../../types/addr-codes.js'
import type { Address, AddrBody, AddrEditBody } from '../../../../types/addr.js'
import { phonePattern } from '../../../../types/rules.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { fail } from '../../core/errors.js'
import { systemService } from '../system/index.js'
import { addrErrors as E } from './addr.errors.js'
import { addrRepo as repo, type AddrRow, type AddrValues } from './addr.repository.js'

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

const rowToAddress = (r: AddrRow): Address => ({
  id: Number(r.id),
  name: r.name,
  phone: r.phone,
  countryArea: r.country_area,
  regionIds: r.region_ids.map(Number),
  regionNames: r.region_names,
  region: r.region_names.join(' '),
  detail: r.detail,
  label: (r.label as Address['label']) ?? null,
  latitude: r.lat === null ? null : Number(r.lat),
  longitude: r.lng === null ? null : Number(r.lng),
  isDefault: r.is_default,
  createTime: iso(r.created_at),
  updateTime: iso(r.updated_at),
})

/** The body's values after the rules: trimmed texts, the phone rule of the country area, a real region path. */
async function values(c: RequestCtx, b: AddrBody): Promise<AddrValues> {
  const name = b.name.trim()
  const detail = b.detail.trim()
  if (!name) throw fail.invalid('name', 'required')
  if (detail.length < 2) throw fail.invalid('detail', 'minLength', { limit: 2 })
  const area = b.countryArea ?? '86'
  if (!new RegExp(phonePattern(area)).test(b.phone)) throw E.phone()
  // a position comes as a pair (the place picked on the map, ADR 0159)
  if ((b.latitude === undefined) !== (b.longitude === undefined)) throw fail.invalid(b.latitude === undefined ? 'latitude' : 'longitude', 'pair')
  const names = await systemService.regionPath(c, b.regionIds)
  if (!names) throw E.region()
  return {
    name,
    phone: b.phone,
    country_area: area,
    region_ids: b.regionIds,
    region_names: names,
    detail,
    label: b.label || null,
    lat: b.latitude ?? null,
    lng: b.longitude ?? null,
  }
}

/** The user's addresses, the default first, then newest first. */
export async function list(c: UserCtx): Promise<Address[]> {
  return (await repo.list(c.db, c.tenantId, c.userId)).map(rowToAddress)
}

/** One of the user's addresses; another user's or tenant's is 404. */
export async function getOne(c: UserCtx, id: number): Promise<Address> {
  const r = await repo.get(c.db, c.tenantId, c.userId, id)
  if (!r) throw E.notFound()
  return rowToAddress(r)
}

/** The default address; 404 (AddrCodes.NONE) when the user has none. */
export async function getDefaultOne(c: UserCtx): Promise<Address> {
  const r = await repo.getDefault(c.db, c.tenantId, c.userId)
  if (!r) throw E.none()
  return rowToAddress(r)
}

/** Every write takes the user's address lock in a transaction: the count limit and the one default hold under parallel requests. */
const locked = <T>(c: UserCtx, fn: (tx: UserCtx) => Promise<T>) =>
  c.db.transaction().execute(async (db) => {
    await repo.lockUser(db, c.tenantId, c.userId)
    return fn({ ...c, db })
  })

export async function add(c: UserCtx, b: AddrBody): Promise<Address> {
  const v = await values(c, b)
  return locked(c, async (tx) => {
    const n = await repo.count(tx.db, tx.tenantId, tx.userId)
    if (n >= ADDR_MAX) throw E.full({ max: ADDR_MAX })
    const first = n === 0
    const row = await repo.insert(tx.db, tx.tenantId, tx.userId, v, first)
    if (!first && b.isDefault) return rowToAddress((await repo.setDefault(tx.db, tx.tenantId, tx.userId, row.id))!)
    return rowToAddress(row)
  })
}

export async function edit(c: UserCtx, b: AddrEditBody): Promise<Address> {
  const { id, ...rest } = b
  const v = await values(c, rest)
  return locked(c, async (tx) => {
    const row = await repo.update(tx.db, tx.tenantId, tx.userId, id, v)
    if (!row) throw E.notFound()
    if (b.isDefault && !row.is_default) return rowToAddress((await repo.setDefault(tx.db, tx.tenantId, tx.userId, id))!)
    return rowToAddress(row)
  })
}

export async function setDefault(c: UserCtx, id: number): Promise<Address> {
  return locked(c, async (tx) => {
    const row = await repo.setDefault(tx.db, tx.tenantId, tx.userId, id)
    if (!row) throw E.notFound()
    return rowToAddress(row)
  })
}

/** Delete one; the newest remaining address inherits the default flag. */
export async function remove(c: UserCtx, id: number): Promise<{ count: number }> {
  return locked(c, async (tx) => {
    const gone = await repo.remove(tx.db, tx.tenantId, tx.userId, id)
    if (!gone) throw E.notFound()
    if (gone.is_default) {
      const next = await repo.newest(tx.db, tx.tenantId, tx.userId)
      if (next) await repo.setDefault(tx.db, tx.tenantId, tx.userId, Number(next.id))
    }
    return { count: 1 }
  })
}

/**
 * The addresses as other modules see them (the order module: checkout's address). `ctx.db` may be a
 * transaction; undefined when the user has no such address in the ctx's tenant.
 */
export const addrService = {
  async get(c: RequestCtx, userId: number, id: number): Promise<Address | undefined> {
    const r = await repo.get(c.db, c.tenantId, userId, id)
    return r && rowToAddress(r)
  },
  async getDefault(c: RequestCtx, userId: number): Promise<Address | undefined> {
    const r = await repo.getDefault(c.db, c.tenantId, userId)
    return r && rowToAddress(r)
  },
}
