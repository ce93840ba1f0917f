import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { AddressesTable } from './addr.schema.js'

export type AddrRow = { [K in keyof AddressesTable]: AddressesTable[K] extends { __select__: infer S } ? S : AddressesTable[K] }
export type AddrValues = {
  name: string
  phone: string
  country_area: string
  region_ids: number[]
  region_names: string[]
  detail: string
  label: string | null
  lat: number | null
  lng: number | null
}

/** All SQL of the receiving addresses: the `addresses` table. */
export const addrRepo = {
  /** Serialises one user's address writes (count limit, the one default) until the transaction ends. */
  lockUser: (db: Db, tenantId: number, userId: number) => sql`select pg_advisory_xact_lock(hashtextextended(${`addr:${tenantId}:${userId}`}, 0))`.execute(db),

  list: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute() as Promise<AddrRow[]>,

  get: (db: Db, tenantId: number, userId: number, id: number) =>
    db.selectFrom('addresses').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst() as Promise<
      AddrRow | undefined
    >,

  getDefault: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .executeTakeFirst() as Promise<AddrRow | undefined>,

  async count(db: Db, tenantId: number, userId: number) {
    const r = await db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },

  insert: (db: Db, tenantId: number, userId: number, v: AddrValues, isDefault: boolean) =>
    db
      .insertInto('addresses')
      .values({ tenant_id: tenantId, user_id: userId, ...v, is_default: isDefault })
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<AddrRow>,

  update: (db: Db, tenantId: number, userId: number, id: number, v: AddrValues) =>
    db
      .updateTable('addresses')
      .set({ ...v, updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<AddrRow | undefined>,

  /** Make `id` the user's only default (clear the old one first: the partial unique index). */
  async setDefault(db: Db, tenantId: number, userId: number, id: number) {
    await db
      .updateTable('addresses')
      .set({ is_default: false })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('id', '!=', id)
      .execute()
    return db
      .updateTable('addresses')
      .set({ is_default: true, updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<AddrRow | undefined>
  },

  async remove(db: Db, tenantId: number, userId: number, id: number) {
    return db
      .deleteFrom('addresses')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning(['is_default'])
      .executeTakeFirst()
  },

  /** The newest address of the user (the default's successor). */
  newest: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('addresses')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Every row of the user (log off, ADR 0091). */
  removeAllOf: (db: Db, tenantId: number, userId: number) =>
    db.deleteFrom('addresses').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute(),
}
