import { sql, type Kysely } from 'kysely'

/**
 * Partial refunds of a payment (after-sales): what of a payment was given back (`payments.refunded_amount`,
 * never above its amount: a conditional update and a check) and one row per refund asked of a payment
 * (`payment_refunds`: its channel's way back, pending until the gateway's notification or a person's record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('payments')
    .addCheckConstraint('payments_refunded_le_amount', sql`refunded_amount >= 0 and refunded_amount <= amount`)
    .execute()
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payments.id'))
    /** the business event's id (a refund request: `refund:<refundNo>`), once per tenant */
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded')`))
    .addColumn('note', 'text')
    .addColumn('gateway_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute()
  await sql`create unique index payment_refunds_ref on payment_refunds (tenant_id, ref)`.execute(db)
  await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').columns(['payment_id']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
