import { sql, type Kysely } from 'kysely'

/**
 * Idempotency keys for every money request (core/idempotency.ts): one row per (tenant, user, scope, key) with the
 * request's hash and, once answered, the answer. Payment's own `payment_requests` had the same shape and is
 * carried over (scope `payment:<scope>`), then dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'user_id', 'scope', 'key'])
    .execute()
  await sql`insert into idempotency_keys (tenant_id, user_id, scope, key, request_hash, response, created_at)
    select tenant_id, user_id, 'payment:' || scope, key, request_hash, response, created_at from payment_requests`.execute(db)
  await db.schema.dropTable('payment_requests').execute()
}
