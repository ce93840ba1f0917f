import { sql, type Insertable, type SqlBool } from 'kysely'
import type { InventoryTables } from './inventory.schema.js'
import type { Db } from '../../db/database.js'

/** `[skuId, count]` pairs as a VALUES list. */
const valuesOf = (pairs: Array<[number, number]>) => sql.join(pairs.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`))

/** All SQL of the inventory: SKU state reads, stock taken and given back (with the products' sales). */
export const inventoryRepo = {
  /** The SKU ids of a shop's products on sale, first product first (demo data). */
  skuIdsOfShop: (db: Db, tenantId: number, shopId: number, limit: number) =>
    db
      .selectFrom('product_skus as k')
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .where('k.tenant_id', '=', tenantId)
      .where('p.shop_id', '=', shopId)
      .where('k.stock', '>', 0)
      .select('k.id')
      .orderBy('p.id')
      .orderBy('k.id')
      .limit(limit)
      .execute(),

  /** SKUs by id with their product's and shop's state (tenant-scoped: another tenant's SKU is absent). */
  skusWithState: (db: Db, tenantId: number, skuIds: number[]) =>
    db
      .selectFrom('product_skus as k')
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('k.tenant_id', '=', tenantId)
      .where('k.id', 'in', skuIds)
      .select([
        'k.id',
        'k.product_id',
        'k.spec',
        'k.price',
        'k.original_price',
        'k.stock',
        'k.image as sku_image',
        'p.spec_groups',
        'p.title',
        'p.images',
        'p.status as product_status',
        'p.shop_id',
        's.name as shop_name',
        's.status as shop_status',
      ])
      .execute(),

  /**
   * Take stock by conditional update (`stock >= n`) and add the products' sales, in ONE statement.
   * Returns the ids of the SKUs taken.
   */
  async take(db: Db, tenantId: number, pairs: Array<[number, number]>): Promise<number[]> {
    const r = await sql<{ id: number }>`
      with s as (
        update product_skus s set stock = s.stock - v.n
        from (values ${valuesOf(pairs)}) as v(id, n)
        where s.id = v.id and s.tenant_id = ${tenantId} and s.stock >= v.n
        returning s.id, s.product_id, v.n
      ), p as (
        update products p set sales = p.sales + x.n
        from (select product_id, sum(n)::int as n from s group by product_id) as x
        where p.id = x.product_id
        returning p.id
      )
      select s.id, (select count(*) from p) as touched from s`.execute(db)
    return r.rows.map((x) => Number(x.id))
  },

  /** Give stock back; returns the products and counts given back. */
  async give(db: Db, tenantId: number, pairs: Array<[number, number]>) {
    const r = await sql<{ product_id: number; n: number }>`
      update product_skus s set stock = s.stock + v.n from (values ${valuesOf(pairs)}) as v(id, n)
      where s.id = v.id and s.tenant_id = ${tenantId} returning s.product_id, v.n`.execute(db)
    return r.rows.map((x) => ({ productId: Number(x.product_id), n: x.n }))
  },

  /** Add (or, negative, take back) products' sales, never below 0. */
  addSales: (db: Db, tenantId: number, pairs: Array<[number, number]>) =>
    sql`update products p set sales = greatest(0, p.sales + v.n) from (values ${valuesOf(pairs)}) as v(id, n) where p.id = v.id and p.tenant_id = ${tenantId}`.execute(
      db,
    ),

  // ---- the merchant's editor (flows/editor.ts) ----
  /** A product's SKUs locked in id order (the order checkout takes them in: no deadlock), with their stock now. */
  lockSkus: (db: Db, tenantId: number, productId: number) =>
    db
      .selectFrom('product_skus')
      .select(['id', 'stock'])
      .where('tenant_id', '=', tenantId)
      .where('product_id', '=', productId)
      .orderBy('id')
      .forUpdate()
      .execute(),

  insertSkus: (db: Db, rows: Array<Insertable<InventoryTables['product_skus']>>) => db.insertInto('product_skus').values(rows).execute(),

  /** One SKU's spec and prices, and `delta` added to its stock unless that goes below 0: whether it was written. */
  async updateSku(db: Db, tenantId: number, id: number, v: { spec: string; price: number; original_price: number; delta: number }) {
    const r = await db
      .updateTable('product_skus')
      .set((eb) => ({ spec: v.spec, price: v.price, original_price: v.original_price, stock: eb('stock', '+', v.delta) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where(sql<SqlBool>`stock + ${v.delta} >= 0`)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  deleteSkus: (db: Db, tenantId: number, ids: number[]) => db.deleteFrom('product_skus').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute(),
}
