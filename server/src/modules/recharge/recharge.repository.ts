// The recharge module's SQL, all of it, so the service holds rules only.
import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { RechargePackagesTable, RechargesTable } from './recharge.schema.js'

export type RechargeRow = Selectable<RechargesTable>
export type PackageRow = Selectable<RechargePackagesTable>

/** All SQL of the recharge area: `recharges` and `recharge_packages`. */
export const rechargeRepo = {
  /** A new recharge; undefined when the user's Idempotency-Key already made one (nothing written). */
  insert: (db: Db, r: Insertable<RechargesTable>) =>
    db
      .insertInto('recharges')
      .values(r)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'idem_key']).where('idem_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst(),

  byKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db.selectFrom('recharges').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst(),

  byNo(db: Db, tenantId: number, no: string, forUpdate = false) {
    const q = db.selectFrom('recharges').selectAll().where('tenant_id', '=', tenantId).where('recharge_no', '=', no)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },

  /**
   * Move a recharge from one of `from` to `to` in one conditional statement (the state machine's step): the row
   * when it moved, undefined when it was in another state (a parallel step won).
   */
  move: (db: Db, tenantId: number, no: string, from: readonly string[], set: Updateable<RechargesTable> & { state: string }) =>
    db
      .updateTable('recharges')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('recharge_no', '=', no)
      .where('state', 'in', from as string[])
      .returningAll()
      .executeTakeFirst(),

  packages(db: Db, tenantId: number, o: { activeOnly?: boolean; currencies?: string[] } = {}) {
    let q = db.selectFrom('recharge_packages').selectAll().where('tenant_id', '=', tenantId)
    if (o.activeOnly) q = q.where('active', '=', true)
    if (o.currencies) q = q.where('currency', 'in', o.currencies.length ? o.currencies : [''])
    return q.orderBy('currency').orderBy('sort').orderBy('amount').orderBy('id').execute()
  },

  packageById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('recharge_packages').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  countPackages: async (db: Db, tenantId: number) =>
    Number(
      (
        await db
          .selectFrom('recharge_packages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  insertPackage: (db: Db, p: Insertable<RechargePackagesTable>) => db.insertInto('recharge_packages').values(p).returningAll().executeTakeFirstOrThrow(),

  updatePackage: (db: Db, tenantId: number, id: number, set: Updateable<RechargePackagesTable>) =>
    db
      .updateTable('recharge_packages')
      .set({ ...set, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
}
