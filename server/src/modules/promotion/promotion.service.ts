import type { Static } from '@sinclair/typebox'
import type { CenterCoupon, CenterTab, CouponBody, CouponState, ManagedCoupon, MineTab, MyCoupon } from '../../../../types/promotion.js'
import { COUPON_STRIP_MAX } from '../../../../types/promotion-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { pick } from '../../core/texts.js'
import { catalogService } from '../catalog/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { promotionErrors as E } from './promotion.errors.js'
import { promotionRepo as repo, type CouponRow } from './promotion.repository.js'

// Coupons: the centre (open ones, claimed under stock and per-person limits), the user's coupons, the
// merchant's and staff's management, and for checkout what a held coupon takes off, used and given back
// inside the caller's transaction ({...ctx, db: tx}).
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>
type LangCtx = Ctx & Pick<RequestCtx, 'lang'>

const iso = (d: Date | string) => new Date(d).toISOString()
const currencyOf = async (c: Ctx) => (await systemService.getSetting<{ currency?: string }>(c, 'system', {})).currency ?? 'CNY'

/** The terms every list shows, from a coupon row. */
function termsOf(c: LangCtx, r: CouponRow, shops: Map<number, { name: string }>, currency: string) {
  const shopId = r.shop_id === null ? null : Number(r.shop_id)
  return {
    couponId: Number(r.id),
    shopId,
    shopName: shopId === null ? null : (shops.get(shopId)?.name ?? ''),
    title: pick(r.title, c.lang),
    description: r.description ? pick(r.description, c.lang) : '',
    type: r.type as 'amount' | 'percent',
    threshold: r.threshold,
    discount: r.discount,
    maxOff: r.max_off,
    validFrom: iso(r.valid_from),
    validTo: iso(r.valid_to),
    currency,
  }
}

async function namesOf(c: LangCtx, rows: CouponRow[]) {
  return shopService.shopsBrief(
    c,
    rows
      .map((r) => r.shop_id)
      .filter((x): x is number => x !== null)
      .map(Number),
  )
}

function centerOf(c: LangCtx, r: CouponRow & { mine: number }, shops: Map<number, { name: string }>, currency: string): CenterCoupon {
  const left = r.total - r.claimed
  const mine = Number(r.mine)
  return { ...termsOf(c, r, shops, currency), total: r.total, left, perPerson: r.per_person, mine, claimable: left > 0 && mine < r.per_person }
}

/** The shop a product is sold by (404 for an unknown one). */
async function shopOfProduct(c: LangCtx, productId: number) {
  const p = (await catalogService.productsBrief(c, [productId])).get(productId)
  if (!p) throw E.notFound()
  return p.shopId
}

/** The centre: open coupons of a tab (store: of `shopId`, or of the product's shop), paged. */
export async function center(c: RequestCtx, q: { tab?: CenterTab; shopId?: number; productId?: number; pageNum?: number; pageSize?: number }) {
  const { limit, offset } = paging(q)
  const shopId = q.productId !== undefined ? await shopOfProduct(c, q.productId) : q.shopId
  const { rows, total } = await repo.open(c.db, c.tenantId, { platform: q.tab === 'platform', shopId, userId: c.userId ?? null, limit, offset })
  const [shops, currency] = await Promise.all([namesOf(c, rows), currencyOf(c)])
  return { rows: rows.map((r) => centerOf(c, r, shops, currency)), total }
}

/** What a product or shop page shows: its shop's open coupons and the platform's, claimable first. */
export async function available(c: RequestCtx, q: { shopId?: number; productId?: number }): Promise<CenterCoupon[]> {
  const shopId = q.productId !== undefined ? await shopOfProduct(c, q.productId) : q.shopId
  const { rows } = await repo.open(c.db, c.tenantId, {
    platform: false,
    alsoPlatform: true,
    shopId,
    userId: c.userId ?? null,
    limit: COUPON_STRIP_MAX,
    offset: 0,
  })
  const [shops, currency] = await Promise.all([namesOf(c, rows), currencyOf(c)])
  return rows.map((r) => centerOf(c, r, shops, currency)).sort((a, b) => Number(b.claimable) - Number(a.claimable))
}

/** Claim one for the user: 404 unknown, 409 "unable to claim voucher" when gone, at its limit, paused or expired. */
export async function claim(c: UserCtx, couponId: number) {
  const r = await repo.claim(c.db, c.tenantId, couponId, c.userId)
  if (!r.ok) throw r.reason === 'notFound' ? E.notFound() : E.claim()
  return { id: r.userCouponId, couponId, mine: r.mine, left: r.left, claimable: r.left > 0 && r.mine < r.perPerson }
}

/** The user's coupons of a tab (unused past their end are marked expired first), newest first. */
export async function mine(c: UserCtx, q: { tab?: MineTab; pageNum?: number; pageSize?: number }) {
  const { limit, offset } = paging(q)
  await repo.markExpired(c.db, c.tenantId, c.userId)
  const tab = q.tab ?? 'unused'
  const { rows, total } = await repo.mine(c.db, c.tenantId, c.userId, tab, limit, offset)
  const [shops, currency] = await Promise.all([namesOf(c, rows), currencyOf(c)])
  const out: MyCoupon[] = rows.map((r) => ({
    id: Number(r.uc_id),
    ...termsOf(c, r, shops, currency),
    state: r.uc_status as MineTab,
    claimedAt: iso(r.claimed_at),
    usedAt: r.used_at ? iso(r.used_at) : null,
  }))
  return { rows: out, total }
}

// ---------- merchant and staff ----------

/** Whose coupons the user manages: the shops it owns (merchant) or the platform's (`null`, staff). */
async function scopeOf(c: UserCtx, as: 'merchant' | 'staff'): Promise<number[] | null> {
  if (as === 'staff') {
    if (!hasRole(c, 'staff')) throw E.notStaff()
    return null
  }
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

function managedOf(c: LangCtx, r: CouponRow & { used: number }, shops: Map<number, { name: string }>, currency: string): ManagedCoupon {
  return {
    ...termsOf(c, r, shops, currency),
    total: r.total,
    claimed: r.claimed,
    used: Number(r.used),
    perPerson: r.per_person,
    status: r.status === 'active' ? 'active' : 'paused',
    ended: new Date(r.valid_to).getTime() <= Date.now(),
  }
}

export async function manageList(c: UserCtx, as: 'merchant' | 'staff', q: { pageNum?: number; pageSize?: number }) {
  const scope = await scopeOf(c, as)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.managed(c.db, c.tenantId, scope, limit, offset)
  const [shops, currency] = await Promise.all([namesOf(c, rows), currencyOf(c)])
  return { rows: rows.map((r) => managedOf(c, r, shops, currency)), total }
}

async function managedCoupon(c: UserCtx, scope: number[] | null, id: number) {
  const r = await repo.managedOne(c.db, c.tenantId, scope, id)
  if (!r) throw E.notFound()
  const [shops, currency] = await Promise.all([namesOf(c, [r]), currencyOf(c)])
  return managedOf(c, r, shops, currency)
}

/** The same text in every language the tenant shows (a merchant writes one). */
const allLangs = (text: string) => JSON.stringify({ zh_CN: text, zh_TW: text, en: text, ja: text, ko: text, fil: text })

export async function manageCreate(c: UserCtx, as: 'merchant' | 'staff', b: Static<typeof CouponBody>) {
  const scope = await scopeOf(c, as)
  let shopId: number | null = null
  if (scope !== null) {
    shopId = b.shopId ?? scope[0]
    if (!scope.includes(shopId)) throw E.notFound()
  }
  if (b.type === 'percent' && (b.discount < 1 || b.discount > 99)) throw E.percent()
  if (b.type === 'amount' && b.maxOff !== undefined) throw E.maxOff()
  const from = b.validFrom ? new Date(b.validFrom) : new Date()
  const to = new Date(b.validTo)
  if (!(to.getTime() > from.getTime()) || to.getTime() <= Date.now()) throw E.validTo()
  const { id } = await repo.create(c.db, {
    tenant_id: c.tenantId,
    shop_id: shopId,
    title: allLangs(b.title.trim()),
    description: b.description?.trim() ? allLangs(b.description.trim()) : null,
    type: b.type,
    threshold: b.threshold,
    discount: b.discount,
    max_off: b.maxOff ?? null,
    total: b.total,
    per_person: b.perPerson,
    valid_from: from,
    valid_to: to,
  })
  return managedCoupon(c, scope, Number(id))
}

export async function manageStatus(c: UserCtx, as: 'merchant' | 'staff', id: number, status: CouponState) {
  const scope = await scopeOf(c, as)
  await managedCoupon(c, scope, id)
  await repo.setStatus(c.db, c.tenantId, id, status)
  return managedCoupon(c, scope, id)
}

// ---------- the face: checkout, cancel, voucher sharing ----------

/** Claim one coupon for the user (stock, per-person limit, status and validity enforced); false when refused. */
export const claimCoupon = async (c: Ctx & { userId: number }, couponId: number): Promise<boolean> =>
  (await repo.claim(c.db, c.tenantId, couponId, c.userId)).ok

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
  /** percent: the most it takes off (minor units); null = no cap */
  maxOff: number | null
}

/** The user's unused coupons valid now (store and platform ones). */
export async function heldCoupons(c: Ctx & Pick<RequestCtx, 'lang'>, userId: number): Promise<HeldCoupon[]> {
  const rows = await repo.held(c.db, c.tenantId, userId)
  return rows.map((r) => ({
    id: Number(r.id),
    couponId: Number(r.coupon_id),
    shopId: r.shop_id === null ? null : Number(r.shop_id),
    title: pick(r.title, c.lang),
    type: r.type as 'amount' | 'percent',
    threshold: r.threshold,
    discount: r.discount,
    maxOff: r.max_off,
  }))
}

/** What a coupon takes off `goods`: 0 under the threshold; percent ones at most `maxOff`; never more than `goods`. */
export function couponDiscount(cp: Pick<HeldCoupon, 'type' | 'threshold' | 'discount'> & { maxOff?: number | null }, goods: number) {
  if (goods < cp.threshold) return 0
  const off = cp.type === 'percent' ? Math.floor((goods * cp.discount) / 100) : cp.discount
  const capped = cp.type === 'percent' && cp.maxOff ? Math.min(off, cp.maxOff) : off
  return Math.min(capped, goods)
}

/**
 * The best of `held` for `goods`: the largest discount among those reaching their threshold (ties: the
 * older claim); null when none takes anything off.
 */
export function bestCoupon<T extends Pick<HeldCoupon, 'id' | 'type' | 'threshold' | 'discount' | 'maxOff'>>(held: T[], goods: number): T | null {
  let best: T | null = null
  let bestOff = 0
  for (const h of held) {
    const off = couponDiscount(h, goods)
    if (off > bestOff) {
      best = h
      bestOff = off
    }
  }
  return best
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
        maxOff: r.max_off,
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

/** Promotion as the flows and other modules see it (its face, re-exported by index.ts): claim, held coupons, what one takes off, the best one, use and give back, coupons' terms for sharing. */
/** A platform coupon made by another module's demo data (the newcomer pack): valid from now for `days`, title in every language. */
async function createPlatformCoupon(
  c: Ctx,
  r: { title: Record<string, string>; type: 'amount' | 'percent'; threshold: number; discount: number; total: number; perPerson: number; days: number },
): Promise<number> {
  const row = await repo.create(c.db, {
    tenant_id: c.tenantId,
    shop_id: null,
    title: JSON.stringify(r.title),
    type: r.type,
    threshold: r.threshold,
    discount: r.discount,
    total: r.total,
    per_person: r.perPerson,
    valid_from: new Date(Date.now() - 60_000),
    valid_to: new Date(Date.now() + r.days * 86_400_000),
  })
  return Number(row.id)
}

export const promotionService = {
  createPlatformCoupon,
  claimCoupon,
  heldCoupons,
  couponDiscount,
  bestCoupon,
  useCoupons,
  returnCoupons,
  couponsById,
  heldCouponState,
}
