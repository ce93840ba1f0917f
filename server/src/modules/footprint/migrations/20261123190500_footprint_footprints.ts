import { sql, type Kysely } from 'kysely'

/** Footprints: one row per user and product, listed by the latest view. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('footprints')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('footprints_user_product').unique().on('footprints').columns(['tenant_id', 'user_id', 'product_id']).execute()
  await db.schema.createIndex('footprints_user_viewed').on('footprints').columns(['tenant_id', 'user_id', 'viewed_at']).execute()
}
