// The store payment module's tables: payments at a store (what a payment pays, `S...`) and each store's member terms.
import { sql, type Kysely } from 'kysely'

/**
 * `store_payments`: one row per payment at a store, numbered `S...`: the amount the shopper typed, the member
 * discount and the payable the server computed; unpaid -> paid (then credited to the shop at once: `commission`
 * and `net` written with the settlement line) or cancelled when it expires; `idem_key` makes a repeated create one row.
 * `store_pay_terms`: a store's member discount (basis points) and how many paid payments make a member (ADR 0136).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('pay_no', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0`))
    .addColumn('payable', 'integer', (c) => c.notNull().check(sql`payable > 0`))
    .addColumn('member', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`state in ('unpaid', 'awaiting', 'paid', 'cancelled')`),
    )
    .addColumn('idem_key', 'text')
    .addColumn('payment_id', 'bigint')
    .addColumn('pay_channel', 'text')
    .addColumn('commission', 'integer')
    .addColumn('net', 'integer')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('store_payments_payable', sql`payable = amount - discount`)
    .execute()
  await sql`create unique index store_payments_idem_uq on store_payments (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)
  await sql`create index store_payments_user on store_payments (tenant_id, user_id, shop_id) where state = 'paid'`.execute(db)
  await sql`create index store_payments_shop_paid on store_payments (tenant_id, shop_id, paid_at desc) where state = 'paid'`.execute(db)

  await db.schema
    .createTable('store_pay_terms')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('member_rate_bp', 'integer', (c) => c.notNull().check(sql`member_rate_bp between 0 and 5000`))
    .addColumn('member_after', 'integer', (c) => c.notNull().check(sql`member_after between 1 and 100`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('store_pay_terms_pk', ['tenant_id', 'shop_id'])
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
