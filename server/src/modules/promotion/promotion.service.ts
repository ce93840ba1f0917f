import type { RequestCtx } from '../../core/context.js'
import { pick } from '../../core/texts.js'
import { promotionRepo as repo } from './promotion.repository.js'

// Coupons: claimed by users, held, applied by checkout (what a coupon takes off), used and given back
// inside the caller's transaction ({...ctx, db: tx}).
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

/** Claim one coupon for the user; false when none is left. */
export const claimCoupon = (c: Ctx & { userId: number }, couponId: number) => repo.claimCoupon(c.db, c.tenantId, couponId, c.userId)

/** A coupon a user holds, as checkout applies it. */
export interface HeldCoupon {
  id: number
  couponId: number
  shopId: number | null
  title: string
  type: 'amount' | 'percent'
  threshold: number
  /** amount: minor units; percent: percent off */
  discount: number
}

/** The user's unused coupons valid now (store and platform ones). */
export async function heldCoupons(c: Ctx & Pick<RequestCtx, 'lang'>, userId: number): Promise<HeldCoupon[]> {
  const rows = await repo.held(c.db, c.tenantId, userId)
  return rows.map((r) => ({
    id: r.id,
    couponId: r.coupon_id,
    shopId: r.shop_id,
    title: pick(r.title, c.lang),
    type: r.type as 'amount' | 'percent',
    threshold: r.threshold,
    discount: r.discount,
  }))
}

/** What a coupon takes off `goods` (never more than `goods`; 0 under the threshold). */
export function couponDiscount(cp: Pick<HeldCoupon, 'type' | 'threshold' | 'discount'>, goods: number) {
  if (goods < cp.threshold) return 0
  return cp.type === 'percent' ? Math.floor((goods * cp.discount) / 100) : cp.discount
}

/** Mark held coupons used (only unused ones of the user); returns how many were marked. */
export async function useCoupons(c: Ctx, userId: number, userCouponIds: number[]): Promise<number> {
  if (!userCouponIds.length) return 0
  return repo.use(c.db, c.tenantId, userId, userCouponIds)
}

/** Give used coupons back (a cancelled order). */
export async function returnCoupons(c: Ctx, userId: number, userCouponIds: number[]): Promise<void> {
  if (userCouponIds.length) await repo.giveBack(c.db, c.tenantId, userId, userCouponIds)
}

/** A coupon's terms and whether it can be used now. */
export interface CouponTerms extends Omit<HeldCoupon, 'id' | 'couponId'> {
  id: number
  validTo: Date
  /** active and inside its validity now */
  usable: boolean
}

/** Coupons' terms by id (a share shows the coupon it gives); unknown ids are left out. */
export async function couponsById(c: Ctx & Pick<RequestCtx, 'lang'>, ids: number[]): Promise<Map<number, CouponTerms>> {
  if (!ids.length) return new Map()
  const now = Date.now()
  const rows = await repo.coupons(c.db, c.tenantId, ids)
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        shopId: r.shop_id,
        title: pick(r.title, c.lang),
        type: r.type as 'amount' | 'percent',
        threshold: r.threshold,
        discount: r.discount,
        validTo: new Date(r.valid_to),
        usable: r.status === 'active' && new Date(r.valid_from).getTime() <= now && new Date(r.valid_to).getTime() > now,
      },
    ]),
  )
}

/** One coupon the user holds, by its held id, with what sharing asks: 'unused' | 'used' | 'expired'; undefined when not the user's. */
export async function heldCouponState(
  c: Ctx,
  userId: number,
  userCouponId: number,
): Promise<{ couponId: number; state: 'unused' | 'used' | 'expired' } | undefined> {
  const r = await repo.userCoupon(c.db, c.tenantId, userId, userCouponId)
  if (!r) return undefined
  const now = Date.now()
  const valid = r.coupon_status === 'active' && new Date(r.valid_from).getTime() <= now && new Date(r.valid_to).getTime() > now
  return { couponId: r.coupon_id, state: r.status !== 'unused' ? 'used' : valid ? 'unused' : 'expired' }
}

/** Ids of the tenant's active coupons valid now, oldest first (demo seeds pick from them). */
export const activeCouponIds = async (c: Ctx) => (await repo.activeIds(c.db, c.tenantId)).map((r) => r.id)

/** Promotion as the flows and other modules see it (its face, re-exported by index.ts): claim, held coupons, what one takes off, use and give back. */
export const promotionService = { claimCoupon, heldCoupons, couponDiscount, useCoupons, returnCoupons, couponsById, heldCouponState, activeCouponIds }
