// The map module's tables: demo places of the local map service and the daily use of its keys.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('map_places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addCheckConstraint('map_places_position', sql`lat between -90 and 90 and lng between -180 and 180`)
    .execute()
  // a place search is a bounding box of one tenant: latitude first (ADR 0129)
  await db.schema.createIndex('map_places_box').on('map_places').columns(['tenant_id', 'lat', 'lng']).execute()

  await db.schema
    .createTable('map_key_use')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('map_key_use_pk', ['tenant_id', 'key', 'day'])
    .execute()
}
