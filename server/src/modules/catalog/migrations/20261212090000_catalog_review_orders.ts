import { sql, type Kysely } from 'kysely'

/**
 * Reviews written from orders (ADR 0088): the order and the order line reviewed (one review per line:
 * unique), the shop (the merchant's list and reply), and whether the shopper chose to be anonymous.
 * Seeded reviews have no order; their shop is filled from their product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('order_id', 'bigint')
    .addColumn('order_item_id', 'bigint')
    .addColumn('shop_id', 'bigint', (c) => c.references('shops.id'))
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`update reviews r set shop_id = p.shop_id from products p where p.id = r.product_id`.execute(db)
  await db.schema.createIndex('reviews_order_item_uq').on('reviews').column('order_item_id').unique().execute()
  await db.schema.createIndex('reviews_shop_idx').on('reviews').columns(['tenant_id', 'shop_id', 'created_at']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
