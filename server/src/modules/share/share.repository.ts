// The share module's SQL, all of it, so the service holds rules only.
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the share area: `shares` and `share_claims`. */
export const shareRepo = {
  insert: (db: Db, v: { tenantId: number; userId: number; userCouponId: number; couponId: number; code: string; quota: number }) =>
    db
      .insertInto('shares')
      .values({ tenant_id: v.tenantId, user_id: v.userId, user_coupon_id: v.userCouponId, coupon_id: v.couponId, code: v.code, quota: v.quota })
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** A share of the tenant by its code. */
  byCode: (db: Db, tenantId: number, code: string) =>
    db.selectFrom('shares').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst(),

  /** How many of the user's shares have vouchers left. */
  async openCount(db: Db, tenantId: number, userId: number) {
    const r = await db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where(sql<boolean>`claimed < quota`)
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },

  async pageOfUser(db: Db, tenantId: number, userId: number, limit: number, offset: number) {
    const q = db.selectFrom('shares').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    const [rows, n] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  /** Whether the user claimed from the share. */
  claimedBy: async (db: Db, shareId: number, userId: number) =>
    !!(await db.selectFrom('share_claims').select('id').where('share_id', '=', shareId).where('user_id', '=', userId).executeTakeFirst()),

  /**
   * The recipient's claim row; undefined when they have one already (the unique (share_id, user_id)
   * index: a second claim in parallel waits for the first's transaction, then finds it).
   */
  insertClaim: (db: Db, tenantId: number, shareId: number, userId: number) =>
    db
      .insertInto('share_claims')
      .values({ tenant_id: tenantId, share_id: shareId, user_id: userId })
      .onConflict((oc) => oc.columns(['share_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst(),

  /** One more claimed, only while below the quota (the row lock orders parallel claims); false when none is left. */
  async takeOne(db: Db, shareId: number) {
    const r = await db
      .updateTable('shares')
      .set({ claimed: sql`claimed + 1` })
      .where('id', '=', shareId)
      .where(sql<boolean>`claimed < quota`)
      .returning('claimed')
      .executeTakeFirst()
    return r
  },

  async claimsOfShare(db: Db, shareId: number, limit: number, offset: number) {
    const q = db.selectFrom('share_claims').where('share_id', '=', shareId)
    const [rows, n] = await Promise.all([
      q.select(['id', 'user_id', 'created_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  async claimsOfUser(db: Db, tenantId: number, userId: number, limit: number, offset: number) {
    const q = db
      .selectFrom('share_claims as sc')
      .innerJoin('shares as s', 's.id', 'sc.share_id')
      .where('sc.tenant_id', '=', tenantId)
      .where('sc.user_id', '=', userId)
    const [rows, n] = await Promise.all([
      q.select(['sc.id', 'sc.created_at', 's.code', 's.coupon_id', 's.user_id as sharer_id']).orderBy('sc.id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },
}
