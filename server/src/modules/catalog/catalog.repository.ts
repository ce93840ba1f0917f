import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the catalog area. */
export const catalogRepo = {
  async list(db: Db, tenantId: number, o: { type: number; limit: number; offset: number; categoryId?: number; shopId?: number; keyword?: string }) {
    let q = db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('p.tenant_id', '=', tenantId)
      .where('p.status', '=', 'on')
      .where('s.status', '=', 'open')
    if (o.categoryId) q = q.where((eb) => eb.or([eb('p.category_id', '=', o.categoryId!), eb('p.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', o.categoryId!))]))
    if (o.shopId) q = q.where('p.shop_id', '=', o.shopId)
    if (o.type === 4) q = q.whereRef('p.min_price', '<', 'p.min_original_price')
    if (o.keyword) {
      const like = `%${o.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      q = q.where(sql<boolean>`p.title::text ilike ${like}`)
    }
    const order = o.type === 2 ? sql`p.created_at desc, p.id desc` : o.type === 3 ? sql`p.sales desc, p.id desc` : o.type === 4 ? sql`(p.min_original_price - p.min_price) desc, p.id` : sql`(p.sales * 0.3 + p.id % 17) desc, p.id`
    const [rows, count] = await Promise.all([
      q
        .select(['p.id', 'p.title', 'p.images', 'p.min_price', 'p.min_original_price', 'p.sales', 'p.shop_id', 's.name as shop_name'])
        .select((eb) => eb.exists(eb.selectFrom('product_skus as k').select('k.id').whereRef('k.product_id', '=', 'p.id').where('k.stock', '>', 0)).as('in_stock'))
        .orderBy(order)
        .limit(o.limit)
        .offset(o.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(count.n) }
  },

  /**
   * Claim one coupon: the counter moves only by a conditional update inside the transaction that
   * writes the claim, so concurrent claims never exceed `total`. Returns false when none is left.
   */
  async claimCoupon(db: Db, tenantId: number, couponId: number, userId: number): Promise<boolean> {
    return db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('coupons')
        .set({ claimed: sql`claimed + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', couponId)
        .where('status', '=', 'active')
        .where(sql<boolean>`claimed < total`)
        .executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await tx.insertInto('user_coupons').values({ tenant_id: tenantId, coupon_id: couponId, user_id: userId }).execute()
      return true
    })
  },

  // ---- reads for the cart, collection and footprint modules (through catalogService) ----
  /** SKUs by id with their product's and shop's state (tenant-scoped: another tenant's SKU is absent). */
  skusWithState: (db: Db, tenantId: number, skuIds: number[]) =>
    db
      .selectFrom('product_skus as k')
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('k.tenant_id', '=', tenantId)
      .where('k.id', 'in', skuIds)
      .select(['k.id', 'k.product_id', 'k.spec', 'k.price', 'k.original_price', 'k.stock', 'p.title', 'p.images', 'p.status as product_status', 'p.shop_id', 's.name as shop_name', 's.status as shop_status'])
      .execute(),

  /** Products by id with their shop's state and the in-stock flag. */
  productsWithState: (db: Db, tenantId: number, productIds: number[]) =>
    db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('p.tenant_id', '=', tenantId)
      .where('p.id', 'in', productIds)
      .select(['p.id', 'p.title', 'p.images', 'p.min_price', 'p.min_original_price', 'p.status as product_status', 'p.shop_id', 's.name as shop_name', 's.status as shop_status'])
      .select((eb) => eb.exists(eb.selectFrom('product_skus as k').select('k.id').whereRef('k.product_id', '=', 'p.id').where('k.stock', '>', 0)).as('in_stock'))
      .execute(),

  /** Shops by id. */
  shopsByIds: (db: Db, tenantId: number, shopIds: number[]) =>
    db.selectFrom('shops').where('tenant_id', '=', tenantId).where('id', 'in', shopIds).select(['id', 'name', 'logo', 'status']).execute(),
}
