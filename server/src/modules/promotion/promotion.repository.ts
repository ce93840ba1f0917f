import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the promotion area: coupons and the coupons users hold. */
export const promotionRepo = {
  /**
   * Claim one coupon: the counter moves only by a conditional update inside the transaction that
   * writes the claim, so concurrent claims never exceed `total`. Returns false when none is left.
   */
  async claimCoupon(db: Db, tenantId: number, couponId: number, userId: number): Promise<boolean> {
    const run = async (tx: Db) => {
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
    }
    return db.isTransaction ? run(db) : db.transaction().execute(run)
  },

  /** The user's unused coupons valid now, with their terms. */
  held: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('user_coupons as uc')
      .innerJoin('coupons as cp', 'cp.id', 'uc.coupon_id')
      .select(['uc.id', 'uc.coupon_id', 'cp.shop_id', 'cp.title', 'cp.type', 'cp.threshold', 'cp.discount'])
      .where('uc.tenant_id', '=', tenantId)
      .where('uc.user_id', '=', userId)
      .where('uc.status', '=', 'unused')
      .where('cp.status', '=', 'active')
      .where('cp.valid_from', '<=', sql<Date>`now()`)
      .where('cp.valid_to', '>', sql<Date>`now()`)
      .orderBy('uc.id')
      .execute(),

  /** Mark the user's unused ones among `ids` used; how many were marked. */
  async use(db: Db, tenantId: number, userId: number, ids: number[]) {
    const r = await db
      .updateTable('user_coupons')
      .set({ status: 'used', used_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('status', '=', 'unused')
      .executeTakeFirst()
    return Number(r.numUpdatedRows)
  },

  /** Give the user's used ones among `ids` back. */
  giveBack: (db: Db, tenantId: number, userId: number, ids: number[]) =>
    db
      .updateTable('user_coupons')
      .set({ status: 'unused', used_at: null })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('status', '=', 'used')
      .execute(),

  /** One held coupon row of the user with its coupon's state (sharing checks it); undefined when not the user's. */
  userCoupon: (db: Db, tenantId: number, userId: number, id: number) =>
    db
      .selectFrom('user_coupons as uc')
      .innerJoin('coupons as cp', 'cp.id', 'uc.coupon_id')
      .select(['uc.id', 'uc.coupon_id', 'uc.status', 'cp.status as coupon_status', 'cp.valid_from', 'cp.valid_to'])
      .where('uc.tenant_id', '=', tenantId)
      .where('uc.user_id', '=', userId)
      .where('uc.id', '=', id)
      .executeTakeFirst(),

  /** Coupons' terms by id. */
  coupons: (db: Db, tenantId: number, ids: number[]) =>
    db
      .selectFrom('coupons')
      .select(['id', 'shop_id', 'title', 'type', 'threshold', 'discount', 'valid_from', 'valid_to', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute(),

  /** Ids of the tenant's active coupons valid now, oldest first. */
  activeIds: (db: Db, tenantId: number) =>
    db
      .selectFrom('coupons')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'active')
      .where('valid_from', '<=', sql<Date>`now()`)
      .where('valid_to', '>', sql<Date>`now()`)
      .orderBy('id')
      .execute(),
}
