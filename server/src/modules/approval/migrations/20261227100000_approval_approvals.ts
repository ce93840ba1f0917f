// The desk's one review queue: what a person must approve, whatever module it belongs to.
import { sql, type Kysely } from 'kysely'

/** `approvals`: one row per submission; at most one pending per (tenant, kind, ref). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('approvals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('summary', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('approvals_state', sql`state in ('pending', 'approved', 'rejected', 'cancelled')`)
    .execute()
  await sql`create unique index approvals_one_pending on approvals (tenant_id, kind, ref) where state = 'pending'`.execute(db)
  await db.schema.createIndex('approvals_queue').on('approvals').columns(['tenant_id', 'state', 'kind', 'id']).execute()
  await db.schema.createIndex('approvals_ref').on('approvals').columns(['tenant_id', 'kind', 'ref', 'id']).execute()
}
