import { sql, type Kysely } from 'kysely'

/** Favourites; the unique index makes a repeated or parallel add one row. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('collections_user_target').unique().on('collections').columns(['tenant_id', 'user_id', 'type', 'target_id']).execute()
  await db.schema.createIndex('collections_user_list').on('collections').columns(['tenant_id', 'user_id', 'type', 'created_at']).execute()
}
