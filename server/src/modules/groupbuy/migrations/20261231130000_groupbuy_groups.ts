// The group-buy module's tables: offers, groups and their members (issue 27, ADR 0149-0152).
import { sql, type Kysely } from 'kysely'

/**
 * `group_buy_offers`: one SKU at a group price, a size and a time limit; at most one active offer per SKU.
 * `group_buy_groups`: a leader's group of an offer: forming -> success | failed (checks keep `paid_count <= size`).
 * `group_buy_members`: one row per member's order; at most one live membership (joined or paid) per user and group.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_buy_offers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull().references('product_skus.id'))
    .addColumn('group_price', 'integer', (c) => c.notNull().check(sql`group_price > 0`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size between 2 and 20`))
    .addColumn('hours', 'integer', (c) => c.notNull().check(sql`hours between 1 and 168`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index group_buy_offers_sku_uq on group_buy_offers (tenant_id, sku_id) where active`.execute(db)
  await sql`create index group_buy_offers_shop on group_buy_offers (tenant_id, shop_id, id desc)`.execute(db)

  await db.schema
    .createTable('group_buy_groups')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('offer_id', 'bigint', (c) => c.notNull().references('group_buy_offers.id'))
    .addColumn('leader_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('forming')
        .check(sql`state in ('forming', 'success', 'failed')`),
    )
    .addColumn('paid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('arrivals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_buy_groups_count', sql`paid_count between 0 and size`)
    .addCheckConstraint('group_buy_groups_success', sql`state <> 'success' or paid_count = size`)
    .execute()
  await sql`create index group_buy_groups_offer on group_buy_groups (tenant_id, offer_id, expires_at) where state = 'forming'`.execute(db)
  await sql`create index group_buy_groups_leader on group_buy_groups (tenant_id, leader_id, offer_id)`.execute(db)

  await db.schema
    .createTable('group_buy_members')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('group_id', 'bigint', (c) => c.notNull().references('group_buy_groups.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('pay_no', 'text', (c) => c.notNull())
    .addColumn('leader', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('joined')
        .check(sql`state in ('joined', 'paid', 'late', 'cancelled')`),
    )
    .addColumn('arrival', 'integer')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index group_buy_members_live_uq on group_buy_members (group_id, user_id) where state in ('joined', 'paid')`.execute(db)
  await sql`create index group_buy_members_user on group_buy_members (tenant_id, user_id, id desc)`.execute(db)
  await sql`create index group_buy_members_group on group_buy_members (group_id, id)`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
