import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

const cols = ['id', 'sku_id', 'product_id', 'count'] as const

/** All SQL of the cart: the `baskets` table. */
export const cartRepo = {
  /**
   * Add `count` of a SKU in ONE statement: a new basket, or the existing one's quantity raised, but only
   * while the sum stays within `stock` (the conflict's row lock makes parallel adds queue on the row and
   * each sees the sum before it). No row back: the sum would exceed the stock.
   */
  add: (db: Db, tenantId: number, userId: number, v: { skuId: number; productId: number; count: number; stock: number }) =>
    db
      .insertInto('baskets')
      .values({ tenant_id: tenantId, user_id: userId, sku_id: v.skuId, product_id: v.productId, count: v.count })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'user_id', 'sku_id'])
          .doUpdateSet({ count: sql`baskets.count + excluded.count`, updated_at: sql`now()` })
          .where(sql<boolean>`baskets.count + excluded.count <= ${v.stock}`),
      )
      .returning(['id', 'count'])
      .executeTakeFirst(),

  get: (db: Db, tenantId: number, userId: number, id: number) =>
    db.selectFrom('baskets').select(cols).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

  bySku: (db: Db, tenantId: number, userId: number, skuId: number) =>
    db.selectFrom('baskets').select(cols).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('sku_id', '=', skuId).executeTakeFirst(),

  byIds: (db: Db, tenantId: number, userId: number, ids: number[]) =>
    db.selectFrom('baskets').select(cols).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', 'in', ids).execute(),

  /** The user's baskets, most recently changed first. */
  list: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('baskets')
      .select(cols)
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  /**
   * The user's baskets with their SKU's state (inventoryRepo.skusWithState's columns, null when the SKU
   * is gone or another tenant's) in ONE statement: the cart list's hot path reads the catalogue's
   * tables here instead of asking the inventory in a second round trip (issue 10 "Speed").
   */
  listWithSkus: async (db: Db, tenantId: number, userIds: number[]) =>
    db
      .selectFrom('baskets as b')
      .leftJoin('product_skus as k', (j) => j.onRef('k.id', '=', 'b.sku_id').on('k.tenant_id', '=', tenantId))
      .leftJoin('products as p', 'p.id', 'k.product_id')
      .leftJoin('shops as s', 's.id', 'p.shop_id')
      .select(['b.user_id', 'b.id', 'b.sku_id', 'b.product_id', 'b.count'])
      .select([
        'k.id as k_id',
        'k.product_id as k_product_id',
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
      .where('b.tenant_id', '=', tenantId)
      .where('b.user_id', '=', sql<number>`any(${userIds}::bigint[])`)
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute(),

  /** Total quantity and number of lines. */
  async count(db: Db, tenantId: number, userId: number) {
    const r = await db
      .selectFrom('baskets')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('count'), eb.fn.countAll<number>().as('lines')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return { count: Number(r.count), lines: Number(r.lines) }
  },

  hasSku: (db: Db, tenantId: number, userId: number, skuId: number) =>
    db.selectFrom('baskets').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('sku_id', '=', skuId).executeTakeFirst(),

  /** Set a basket's SKU and/or quantity; the number of rows changed (0: not the user's). */
  async update(db: Db, tenantId: number, userId: number, id: number, v: { skuId?: number; productId?: number; count: number }) {
    const r = await db
      .updateTable('baskets')
      .set({ count: v.count, ...(v.skuId ? { sku_id: v.skuId, product_id: v.productId } : {}), updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(r.numUpdatedRows)
  },

  async remove(db: Db, tenantId: number, userId: number, ids: number[]) {
    if (!ids.length) return 0
    const r = await db.deleteFrom('baskets').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst()
    return Number(r.numDeletedRows)
  },

  /** Every row of the user (log off, ADR 0091). */
  removeAllOf: (db: Db, tenantId: number, userId: number) => db.deleteFrom('baskets').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute(),
}
