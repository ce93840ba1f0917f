import { sql, type Kysely } from 'kysely'

/**
 * `team_orders` (ADR 0162): the invitation area's own record of its users' teams' paid orders, one row per order and
 * referrer (the buyer's level-1 and level-2 referrers), written in the payment's transaction from the order module's
 * `order.paid`, gone on `order.removed` (an order's state is read from the order module for the page's rows). A page of a referrer's team orders
 * reads only this table through an index in the page's order (newest paid first), whatever the team's size; the
 * number search has a trigram index. Existing paid orders of existing teams are copied in (the links as they are).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await db.schema
    .createTable('team_orders')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level in (1, 2)`))
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    // one row per order and referrer; its prefix finds an order's rows when it is removed
    .addPrimaryKeyConstraint('team_orders_pk', ['tenant_id', 'order_id', 'referrer_id'])
    .execute()
  // the pages: all levels, or one level, newest paid first
  await sql`create index team_orders_page on team_orders (tenant_id, referrer_id, paid_at desc, order_id desc)`.execute(db)
  await sql`create index team_orders_level_page on team_orders (tenant_id, referrer_id, level, paid_at desc, order_id desc)`.execute(db)
  // one order by its number (the detail), and numbers containing a part (the search)
  await sql`create index team_orders_no on team_orders (tenant_id, order_no)`.execute(db)
  await sql`create index team_orders_no_trgm on team_orders using gin (order_no gin_trgm_ops)`.execute(db)
  await backfillTeamOrders(db)
}

/** Every paid order still in its buyer's list, for the buyer's referrer (level 1) and theirs (level 2); rows already there stay. */
export async function backfillTeamOrders(db: Kysely<any>): Promise<void> {
  await sql`insert into team_orders (tenant_id, order_id, referrer_id, level, order_no, buyer_id, amount, currency, item_count, created_at, paid_at)
    select o.tenant_id, o.id, l.referrer_id, 1, o.order_no, o.user_id, o.pay_amount, o.currency, o.item_count, o.created_at, o.paid_at
    from invite_links l join orders o on o.tenant_id = l.tenant_id and o.user_id = l.user_id
    where o.paid_at is not null and o.deleted_at is null
    union all
    select o.tenant_id, o.id, up.referrer_id, 2, o.order_no, o.user_id, o.pay_amount, o.currency, o.item_count, o.created_at, o.paid_at
    from invite_links l join invite_links up on up.tenant_id = l.tenant_id and up.user_id = l.referrer_id
    join orders o on o.tenant_id = l.tenant_id and o.user_id = l.user_id
    where o.paid_at is not null and o.deleted_at is null
    on conflict do nothing`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
