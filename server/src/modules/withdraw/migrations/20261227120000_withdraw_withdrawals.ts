import { sql, type Kysely } from 'kysely'

/**
 * Withdrawals (one machine: withdraw.machine.ts) and their history; the local bank-payout provider's own
 * storage (`payout_local_orders`: what a bank keeps of the payouts it was asked for, one per payout number).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('withdraw_no', 'text', (c) => c.notNull().unique())
    /** the applicant */
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** a merchant withdrawal: the shop whose settled money it takes (null: the applicant's own balance) */
    .addColumn('shop_id', 'bigint')
    .addColumn('currency', 'text', (c) => c.notNull())
    /** what reaches the card */
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('card_masked', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('requested', 'approved', 'paying', 'paid', 'rejected', 'failed')`))
    .addColumn('reason', 'text')
    .addColumn('payout_ref', 'text')
    .addColumn('idem_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['tenant_id', 'user_id', 'id']).execute()
  await db.schema.createIndex('withdrawals_shop').on('withdrawals').columns(['tenant_id', 'shop_id', 'id']).execute()
  await sql`create unique index withdrawals_idem on withdrawals (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)

  await db.schema
    .createTable('withdraw_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawals.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('withdraw_history_withdrawal').on('withdraw_history').columns(['withdrawal_id', 'id']).execute()

  await db.schema
    .createTable('payout_local_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('payout_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('SUCCESS', 'FAILED')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
