import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the footprints: the `footprints` table. */
export const footprintRepo = {
  /** Record a view (a revisit moves it to the top), then drop what is beyond `cap`, oldest first. */
  async record(db: Db, tenantId: number, userId: number, productId: number, cap: number) {
    await db
      .insertInto('footprints')
      .values({ tenant_id: tenantId, user_id: userId, product_id: productId })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'product_id']).doUpdateSet({ viewed_at: sql`clock_timestamp()` }))
      .execute()
    await db
      .deleteFrom('footprints')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('footprints')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .orderBy('viewed_at', 'desc')
          .orderBy('id', 'desc')
          .offset(cap),
      )
      .execute()
  },

  async page(db: Db, tenantId: number, userId: number, limit: number, offset: number) {
    const q = db.selectFrom('footprints').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    const [rows, n] = await Promise.all([
      q.select(['id', 'product_id', 'viewed_at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  async remove(db: Db, tenantId: number, userId: number, id?: number) {
    let q = db.deleteFrom('footprints').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    if (id !== undefined) q = q.where('id', '=', id)
    return Number((await q.executeTakeFirst()).numDeletedRows)
  },
}
