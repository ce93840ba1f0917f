import { sql, type Kysely } from 'kysely'

/**
 * The job queue (core/jobs.ts): timers that must survive a restart and run once across nodes
 * (auto-cancel, auto-receipt, payment notification retries). A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute()
  // the worker's scan: due pending jobs in run_at order
  await sql`create index jobs_due_idx on jobs (run_at) where status = 'pending'`.execute(db)
  // one pending job per kind + key (enqueue of a duplicate does nothing)
  await sql`create unique index jobs_pending_key_uq on jobs (kind, key) where status = 'pending' and key is not null`.execute(db)
}
