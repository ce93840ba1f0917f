// Orders on hold (ADR 0150): an order placed under a group buy waits, paid, in `held` until its group succeeds.
import { sql, type Kysely } from 'kysely'

/**
 * `orders.hold`: who holds the order after payment ('group' for a group buy's order; null for none). The state
 * check gains `held`: paid, waiting for its holder to release it to `to_ship` (or to close it with a refund).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('hold', 'text').execute()
  await sql`alter table orders drop constraint if exists orders_state_check`.execute(db)
  await sql`alter table orders add constraint orders_state_check check (state in ('to_pay', 'pending_platform_review', 'waiting_merchant_confirmation', 'to_ship', 'to_receive', 'to_review', 'completed', 'cancelled', 'closed', 'held'))`.execute(
    db,
  )
  await sql`create index orders_held on orders (tenant_id, hold) where state = 'held'`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
