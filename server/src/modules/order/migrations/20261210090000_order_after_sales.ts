import { sql, type Kysely } from 'kysely'

/**
 * After-sales columns of the order area, written only by the order module (called by the refund and
 * settle flows): per order the refund summary and when its money was settled to the merchant; per item
 * what of it was refunded and the state of its latest refund request (for the order detail).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refund_state', 'text', (c) => c.check(sql`refund_state in ('open', 'part', 'full')`))
    .addColumn('refunded_amount', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_amount >= 0`),
    )
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_refunded_le_paid', sql`refunded_amount <= pay_amount`)
    .execute()
  await db.schema
    .alterTable('order_items')
    .addColumn('refund_state', 'text')
    .addColumn('refunded_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_count >= 0`),
    )
    .addColumn('refunded_amount', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_amount >= 0`),
    )
    .execute()
  await db.schema
    .alterTable('order_items')
    .addCheckConstraint('order_items_refunded_le_count', sql`refunded_count <= count`)
    .execute()
  await sql`create index orders_settle_due on orders (tenant_id, received_at) where settled_at is null and state in ('to_review', 'completed')`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
