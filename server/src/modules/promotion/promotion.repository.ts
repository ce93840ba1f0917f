import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { PromotionTables } from './promotion.schema.js'

export type CouponRow = Selectable<PromotionTables['coupons']>
/** Why a claim was refused. */
export type ClaimRefusal = 'notFound' | 'closed' | 'gone' | 'limit'
export type ClaimResult = { ok: true; userCouponId: number; mine: number; left: number; perPerson: number } | { ok: false; reason: ClaimRefusal }

/** How many of the coupon the user holds or held (any state). */
const mineOf = (userId: number | null) =>
  userId === null
    ? sql<number>`0`
    : sql<number>`(select count(*)::int from user_coupons uc where uc.tenant_id = cp.tenant_id and uc.coupon_id = cp.id and uc.user_id = ${userId})`

/** All SQL of the promotion area: coupons and the coupons users hold. */
export const promotionRepo = {
  /**
   * Claim one coupon. The coupon's row is locked (`for update`) for the rest of the transaction, so the
   * stock check, the user's count against `per_person`, the counter and the claim row are one step:
   * parallel claims (many users or one user) wait for each other on that row and never exceed `total`
   * nor the per-person limit. Paused coupons and those outside their validity are refused.
   */
  async claim(db: Db, tenantId: number, couponId: number, userId: number): Promise<ClaimResult> {
    const run = async (tx: Db): Promise<ClaimResult> => {
      const cp = await tx
        .selectFrom('coupons')
        .select(['id', 'status', 'claimed', 'total', 'per_person', sql<boolean>`valid_from <= now() and valid_to > now()`.as('valid')])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', couponId)
        .forUpdate()
        .executeTakeFirst()
      if (!cp) return { ok: false, reason: 'notFound' }
      if (cp.status !== 'active' || !cp.valid) return { ok: false, reason: 'closed' }
      if (cp.claimed >= cp.total) return { ok: false, reason: 'gone' }
      const { n } = await tx
        .selectFrom('user_coupons')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenant_id', '=', tenantId)
        .where('coupon_id', '=', couponId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      if (n >= cp.per_person) return { ok: false, reason: 'limit' }
      const r = await tx
        .updateTable('coupons')
        .set({ claimed: sql`claimed + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', couponId)
        .where(sql<boolean>`claimed < total`)
        .executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return { ok: false, reason: 'gone' }
      const uc = await tx
        .insertInto('user_coupons')
        .values({ tenant_id: tenantId, coupon_id: couponId, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { ok: true, userCouponId: Number(uc.id), mine: n + 1, left: cp.total - cp.claimed - 1, perPerson: cp.per_person }
    }
    return db.isTransaction ? run(db) : db.transaction().execute(run)
  },

  /** Claim one coupon: true when the user got it (the older form, kept for its callers). */
  async claimCoupon(db: Db, tenantId: number, couponId: number, userId: number): Promise<boolean> {
    return (await promotionRepo.claim(db, tenantId, couponId, userId)).ok
  },

  /**
   * Coupons open for claiming (active, valid now): store ones (of `shopId` when given) or platform ones;
   * with stock left first, newest first; `mine` = the user's claims of each.
   */
  async open(
    db: Db,
    tenantId: number,
    q: { platform: boolean; shopId?: number; alsoPlatform?: boolean; userId: number | null; limit: number; offset: number },
  ) {
    let qb = db
      .selectFrom('coupons as cp')
      .selectAll('cp')
      .select([mineOf(q.userId).as('mine'), sql<number>`count(*) over ()`.as('full_count')])
      .where('cp.tenant_id', '=', tenantId)
      .where('cp.status', '=', 'active')
      .where('cp.valid_from', '<=', sql<Date>`now()`)
      .where('cp.valid_to', '>', sql<Date>`now()`)
    if (q.alsoPlatform) qb = qb.where((eb) => eb.or([eb('cp.shop_id', 'is', null), eb('cp.shop_id', '=', q.shopId ?? -1)]))
    else if (q.platform) qb = qb.where('cp.shop_id', 'is', null)
    else {
      qb = qb.where('cp.shop_id', 'is not', null)
      if (q.shopId !== undefined) qb = qb.where('cp.shop_id', '=', q.shopId)
    }
    const rows = await qb
      .orderBy(sql`cp.claimed < cp.total`, 'desc')
      .orderBy('cp.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute()
    return { rows, total: Number(rows[0]?.full_count ?? 0) }
  },

  /** Mark the user's unused coupons past their end `expired`. */
  markExpired: (db: Db, tenantId: number, userId: number) =>
    db
      .updateTable('user_coupons')
      .set({ status: 'expired' })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '=', 'unused')
      .where('coupon_id', 'in', (eb) =>
        eb
          .selectFrom('coupons')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('valid_to', '<=', sql<Date>`now()`),
      )
      .execute(),

  /** The user's coupons in one state, newest claim first. */
  async mine(db: Db, tenantId: number, userId: number, state: string, limit: number, offset: number) {
    const rows = await db
      .selectFrom('user_coupons as uc')
      .innerJoin('coupons as cp', 'cp.id', 'uc.coupon_id')
      .selectAll('cp')
      .select(['uc.id as uc_id', 'uc.status as uc_status', 'uc.claimed_at', 'uc.used_at', sql<number>`count(*) over ()`.as('full_count')])
      .where('uc.tenant_id', '=', tenantId)
      .where('uc.user_id', '=', userId)
      .where('uc.status', '=', state)
      .orderBy('uc.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
    return { rows, total: Number(rows[0]?.full_count ?? 0) }
  },

  /** Coupons of some shops (`shopIds`) or the platform's (`null`) with their uses, newest first. */
  async managed(db: Db, tenantId: number, shopIds: number[] | null, limit: number, offset: number) {
    let qb = db
      .selectFrom('coupons as cp')
      .selectAll('cp')
      .select([
        sql<number>`(select count(*)::int from user_coupons uc where uc.tenant_id = cp.tenant_id and uc.coupon_id = cp.id and uc.status = 'used')`.as('used'),
        sql<number>`count(*) over ()`.as('full_count'),
      ])
      .where('cp.tenant_id', '=', tenantId)
    qb = shopIds === null ? qb.where('cp.shop_id', 'is', null) : qb.where('cp.shop_id', 'in', shopIds.length ? shopIds : [-1])
    const rows = await qb.orderBy('cp.id', 'desc').limit(limit).offset(offset).execute()
    return { rows, total: Number(rows[0]?.full_count ?? 0) }
  },

  /** One coupon of some shops or of the platform, with its uses. */
  managedOne: (db: Db, tenantId: number, shopIds: number[] | null, id: number) => {
    let qb = db
      .selectFrom('coupons as cp')
      .selectAll('cp')
      .select(
        sql<number>`(select count(*)::int from user_coupons uc where uc.tenant_id = cp.tenant_id and uc.coupon_id = cp.id and uc.status = 'used')`.as('used'),
      )
      .where('cp.tenant_id', '=', tenantId)
      .where('cp.id', '=', id)
    qb = shopIds === null ? qb.where('cp.shop_id', 'is', null) : qb.where('cp.shop_id', 'in', shopIds.length ? shopIds : [-1])
    return qb.executeTakeFirst()
  },

  create: (db: Db, row: Insertable<PromotionTables['coupons']>) => db.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow(),

  setStatus: (db: Db, tenantId: number, id: number, status: string) =>
    db.updateTable('coupons').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  /** The user's unused coupons valid now, with their terms (a paused coupon stops claims, not the ones held). */
  held: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('user_coupons as uc')
      .innerJoin('coupons as cp', 'cp.id', 'uc.coupon_id')
      .select(['uc.id', 'uc.coupon_id', 'cp.shop_id', 'cp.title', 'cp.type', 'cp.threshold', 'cp.discount', 'cp.max_off'])
      .where('uc.tenant_id', '=', tenantId)
      .where('uc.user_id', '=', userId)
      .where('uc.status', '=', 'unused')
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
      .select(['id', 'shop_id', 'title', 'type', 'threshold', 'discount', 'max_off', 'valid_from', 'valid_to', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute(),
}
