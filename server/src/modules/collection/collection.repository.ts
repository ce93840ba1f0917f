import type { Db } from '../../db/database.js'

/** All SQL of the favourites: the `collections` table. */
export const collectionRepo = {
  /** Add favourites; ones already there stay as they are (the unique index decides under parallel adds). */
  async add(db: Db, tenantId: number, userId: number, type: number, targetIds: number[]) {
    if (!targetIds.length) return
    await db
      .insertInto('collections')
      .values(targetIds.map((target_id) => ({ tenant_id: tenantId, user_id: userId, type, target_id })))
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'type', 'target_id']).doNothing())
      .execute()
  },

  async remove(db: Db, tenantId: number, userId: number, type: number, targetIds: number[]) {
    const r = await db
      .deleteFrom('collections')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('target_id', 'in', targetIds)
      .executeTakeFirst()
    return Number(r.numDeletedRows)
  },

  async has(db: Db, tenantId: number, userId: number, type: number, targetId: number) {
    const r = await db
      .selectFrom('collections')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('target_id', '=', targetId)
      .executeTakeFirst()
    return Boolean(r)
  },

  async count(db: Db, tenantId: number, userId: number, type: number) {
    const r = await db
      .selectFrom('collections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },

  async page(db: Db, tenantId: number, userId: number, type: number, limit: number, offset: number) {
    const q = db.selectFrom('collections').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('type', '=', type)
    const [rows, n] = await Promise.all([
      q.select(['id', 'target_id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  /** Every row of the user (log off, ADR 0091). */
  removeAllOf: (db: Db, tenantId: number, userId: number) =>
    db.deleteFrom('collections').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute(),
}
