import { sql, type Kysely } from 'kysely'

/**
 * Payments (one row per attempt to pay a target through a channel), idempotency keys of money
 * requests, and the payment log (notifications good and bad, refunds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('target_kind', 'text', (c) => c.notNull().defaultTo('order'))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created','pending','awaiting','paid','failed','rejected','cancelled','refunded')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('h5'))
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('gateway_ref', 'text')
    .addColumn('billing', 'jsonb')
    .addColumn('proof_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text')
    .addColumn('shop_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('payments_target').on('payments').columns(['tenant_id', 'target_kind', 'target_id']).execute()
  await db.schema.createIndex('payments_user').on('payments').columns(['tenant_id', 'user_id', 'id']).execute()
  await sql`create index payments_awaiting on payments (tenant_id, channel, id) where status = 'awaiting'`.execute(db)
  // at most one paid payment per target: a second channel's money is refunded, never counted twice
  await sql`create unique index payments_one_paid on payments (tenant_id, target_kind, target_id) where status = 'paid'`.execute(db)

  await db.schema
    .createTable('payment_requests')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_requests_pk', ['tenant_id', 'user_id', 'scope', 'key'])
    .execute()

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('payment_id', 'bigint')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('payment_events_payment').on('payment_events').columns(['payment_id', 'id']).execute()
}
