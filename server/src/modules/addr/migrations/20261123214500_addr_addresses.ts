import { sql, type Kysely } from 'kysely'

/** Receiving addresses; the partial unique index allows one default per user. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('country_area', 'text', (c) => c.notNull().defaultTo('86'))
    .addColumn('region_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('region_names', sql`text[]`, (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.check(sql`label in ('home', 'company', 'school')`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('addresses_user').on('addresses').columns(['tenant_id', 'user_id']).execute()
  await sql`create unique index addresses_one_default on addresses (tenant_id, user_id) where is_default`.execute(db)
}
