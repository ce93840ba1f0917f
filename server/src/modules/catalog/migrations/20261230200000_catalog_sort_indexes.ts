import { sql, type Kysely } from 'kysely'

/**
 * Lists whose cost does not grow with the catalogue (ADR 0144): one index per scope (the tenant, a category,
 * a shop) and sort order, holding only products on the shelf, so a page of any sort is read in order from an
 * index and stops after offset + limit rows instead of sorting every match. The orders (catalog.repository.ts
 * `SORTS`): recommended `(sales * 0.3 + id % 17) desc, id`; sales `sales desc, id desc`; price
 * `min_price, id` both ways; new `created_at desc, id desc`; discount `(min_original_price - min_price) desc,
 * id` over the discounted products. A btree is read backwards as well as forwards, so one index serves a
 * column's two directions. The two older tenant-wide indexes (status + created_at, status + sales) are
 * replaced by these. The search text gets a larger statistics sample: the planner estimates how many titles
 * hold a keyword from it, and chooses between walking a sort index (a common word) and the trigram index
 * followed by a sort of the few matches (a rare word).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const on = sql`where status = 'on'`
  const keys = {
    rank: sql`(sales * 0.3 + id % 17) desc, id`,
    sales: sql`sales, id`,
    price: sql`min_price, id`,
    new: sql`created_at, id`,
  }
  for (const [name, key] of Object.entries(keys)) {
    await sql`create index ${sql.raw(`products_on_${name}_idx`)} on products (tenant_id, ${key}) ${on}`.execute(db)
    await sql`create index ${sql.raw(`products_on_category_${name}_idx`)} on products (category_id, ${key}) ${on}`.execute(db)
    await sql`create index ${sql.raw(`products_on_shop_${name}_idx`)} on products (shop_id, ${key}) ${on}`.execute(db)
  }
  await sql`create index products_on_discount_idx on products (tenant_id, (min_original_price - min_price) desc, id) where status = 'on' and min_price < min_original_price`.execute(
    db,
  )
  await sql`drop index if exists products_list_idx`.execute(db)
  await sql`drop index if exists products_sales_idx`.execute(db)
  await sql`alter table products alter column search_text set statistics 1000`.execute(db)
  await sql`analyze products`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
