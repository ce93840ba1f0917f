import { sql, type Kysely } from 'kysely'

/** Baskets: one row per user and SKU; the unique index is what concurrent adds of one SKU meet on. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('baskets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('baskets_user_sku').unique().on('baskets').columns(['tenant_id', 'user_id', 'sku_id']).execute()
}
