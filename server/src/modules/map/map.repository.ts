import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** A latitude/longitude box (degrees). */
export interface Box {
  south: number
  north: number
  west: number
  east: number
}

/** All SQL of the map module: demo places, the keys' daily use. */
export const mapRepo = {
  /** Places of the tenant inside the box (the index's range), whose name or address in any language holds the keyword. */
  places: (db: Db, tenantId: number, o: { box?: Box; keyword?: string; limit: number }) => {
    let q = db.selectFrom('map_places').select(['id', 'name', 'address', 'category', 'region_id', 'lat', 'lng']).where('tenant_id', '=', tenantId)
    if (o.box) q = q.where('lat', '>=', o.box.south).where('lat', '<=', o.box.north).where('lng', '>=', o.box.west).where('lng', '<=', o.box.east)
    if (o.keyword) {
      const like = `%${o.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      q = q.where((eb) => eb.or([eb(sql`name::text`, 'ilike', like), eb(sql`address::text`, 'ilike', like)]))
    }
    return q.orderBy('id').limit(o.limit).execute()
  },

  place: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('map_places')
      .select(['id', 'name', 'address', 'category', 'region_id', 'lat', 'lng'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),

  addPlaces: (db: Db, rows: Array<{ tenant_id: number; name: string; address: string; category: string; region_id: number; lat: number; lng: number }>) =>
    db.insertInto('map_places').values(rows).execute(),

  /** One more use of a key today (one statement: parallel calls each count); the day's count after it. */
  useKey: async (db: Db, tenantId: number, key: string) =>
    (
      await db
        .insertInto('map_key_use')
        .values({ tenant_id: tenantId, key, day: sql<string>`current_date`, count: 1 })
        .onConflict((oc) => oc.columns(['tenant_id', 'key', 'day']).doUpdateSet({ count: sql<number>`map_key_use.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow()
    ).count,
}
