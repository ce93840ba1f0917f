// The flash-sale module's tables: sessions, their items (a SKU's units set aside at a flash price) and the buyers' counts.
import { sql, type Kysely } from 'kysely'

/**
 * `seckill_sessions`: a tenant's time windows. `seckill_items`: one SKU per session at a flash price, `quantity`
 * taken out of the SKU's stock when created, `left` unsold (the hot row: a conditional update `left >= n` is the
 * truth of what sells), `per_limit` units per person, `returned` given back to stock at the session's end.
 * `seckill_buyers`: units per item and user, never above the limit (a conditional upsert).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seckill_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seckill_sessions_times', sql`ends_at > starts_at`)
    .execute()
  await sql`create index seckill_sessions_time on seckill_sessions (tenant_id, starts_at)`.execute(db)

  await db.schema
    .createTable('seckill_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('seckill_sessions.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('left', 'integer', (c) => c.notNull())
    .addColumn('per_limit', 'integer', (c) => c.notNull().check(sql`per_limit > 0`))
    .addColumn('returned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seckill_items_left', sql`"left" >= 0 and "left" + returned <= quantity`)
    .addUniqueConstraint('seckill_items_sku_once', ['session_id', 'sku_id'])
    .execute()
  await sql`create index seckill_items_shop on seckill_items (tenant_id, shop_id, session_id desc)`.execute(db)

  await db.schema
    .createTable('seckill_buyers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('seckill_items.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('bought', 'integer', (c) => c.notNull().check(sql`bought >= 0`))
    .addPrimaryKeyConstraint('seckill_buyers_pk', ['item_id', 'user_id'])
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
