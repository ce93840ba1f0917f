import { sql, type Kysely } from 'kysely'

/**
 * Settlement lines (the settlement module's table): an order's money moved from `order_clearing` to its
 * shop's merchant account ('settle', once per order: a partial unique index), and money taken back from
 * it for a refund after settlement ('takeback', once per refund ref).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settlement_lines')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('settle', 'takeback')`))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('gross', 'bigint', (c) => c.notNull().check(sql`gross >= 0`))
    .addColumn('commission', 'bigint', (c) => c.notNull().check(sql`commission >= 0`))
    .addColumn('net', 'bigint', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('settlement_lines_net', sql`net = gross - commission`)
    .execute()
  await sql`create unique index settlement_lines_settle_once on settlement_lines (tenant_id, order_id) where kind = 'settle'`.execute(db)
  await sql`create unique index settlement_lines_ref on settlement_lines (tenant_id, kind, ref)`.execute(db)
  await sql`create index settlement_lines_shop on settlement_lines (tenant_id, shop_id, id desc)`.execute(db)
  await sql`create index settlement_lines_tenant on settlement_lines (tenant_id, id desc)`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
