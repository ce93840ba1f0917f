// Creates the __area__ module's first table.
import { sql, type Kysely } from 'kysely'

/** The __area__ area's items, one user's newest first. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('__area___items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('__area___items_user').on('__area___items').columns(['tenant_id', 'user_id', 'created_at']).execute()
}
