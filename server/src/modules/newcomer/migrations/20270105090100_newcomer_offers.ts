// The newcomer area's tables: offers, who bought which, the coupon pack and who was given it.
import { sql, type Kysely } from 'kysely'

/**
 * `newcomer_offers`: one SKU at a newcomer price within a window (paused by the desk). `newcomer_buys`: a user's
 * purchase of an offer, one row per user and offer (the unique key is what keeps it once under parallel checkouts;
 * a cancelled unpaid order deletes its row). `newcomer_pack`: the coupons a new account gets; `newcomer_gifts`:
 * the accounts that got it (once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newcomer_offers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'paused')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('newcomer_offers_window', sql`end_at > start_at`)
    .execute()
  await sql`create index newcomer_offers_tenant on newcomer_offers (tenant_id, end_at)`.execute(db)

  await db.schema
    .createTable('newcomer_buys')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('offer_id', 'bigint', (c) => c.notNull().references('newcomer_offers.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('pay_no', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('newcomer_buys_pk', ['tenant_id', 'offer_id', 'user_id'])
    .execute()
  await sql`create index newcomer_buys_user on newcomer_buys (tenant_id, user_id)`.execute(db)

  await db.schema
    .createTable('newcomer_pack')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('newcomer_pack_pk', ['tenant_id', 'coupon_id'])
    .execute()

  await db.schema
    .createTable('newcomer_gifts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('coupons', 'integer', (c) => c.notNull())
    .addColumn('given_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('newcomer_gifts_pk', ['tenant_id', 'user_id'])
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
