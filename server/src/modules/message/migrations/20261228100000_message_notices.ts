// The message centre: a user's notices (what other modules tell them), read or not.
import { sql, type Kysely } from 'kysely'

/** `user_notices`: one row per notice; the text is a key and parameters, rendered when read (the reader's language). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint('user_notices_grp', sql`grp in ('order', 'refund', 'wallet', 'system')`)
    .execute()
  await db.schema.createIndex('user_notices_reader').on('user_notices').columns(['tenant_id', 'user_id', 'grp', 'created_at', 'id']).execute()
  await sql`create index user_notices_unread on user_notices (tenant_id, user_id, grp) where read_at is null`.execute(db)
}
