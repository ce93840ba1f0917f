// The share module's rules (voucher sharing): a shopper shares one of their held vouchers with a quota under an
// unguessable code; each friend claims one copy of the same coupon from the promotion module, in one transaction
// with the share's conditional counter and the recipient's unique claim row.
import { randomBytes } from 'node:crypto'
import type { Static } from '@sinclair/typebox'
import { SHARE_OPEN_MAX } from '../../../../types/share-codes.js'
import type { CreateShareBody, HeldVoucher, MyClaim, RecordsQuery, ShareClaim, ShareDetail, ShareItem, SharePageQuery } from '../../../../types/share.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { maskName } from '../../core/mask.js'
import { accountService } from '../account/index.js'
import { promotionService, type CouponTerms } from '../promotion/index.js'
import { shareErrors as E } from './share.errors.js'
import { shareRepo as repo } from './share.repository.js'

type ShareRow = NonNullable<Awaited<ReturnType<typeof repo.byCode>>>

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

/** A share code: 16 bytes from the system's CSPRNG (128 bits), URL-safe base64 without padding: 22 characters. */
export const newShareCode = () => randomBytes(16).toString('base64url')

/** A name shown to others (core/mask.ts, shared with the transfer's recipient). */
export { maskName }

/** My held vouchers that can be shared (unused and valid now). */
export async function coupons(c: UserCtx): Promise<HeldVoucher[]> {
  return promotionService.heldCoupons(c, c.userId)
}

/** Share one of my held vouchers (unused, valid) with a quota. */
export async function create(c: UserCtx, b: Static<typeof CreateShareBody>): Promise<ShareItem> {
  const held = await promotionService.heldCouponState(c, c.userId, b.userCouponId)
  if (!held) throw E.voucherNotFound()
  if (held.state === 'used') throw E.voucherUsed()
  if (held.state === 'expired') throw E.voucherExpired()
  if ((await repo.openCount(c.db, c.tenantId, c.userId)) >= SHARE_OPEN_MAX) throw E.tooMany({ max: SHARE_OPEN_MAX })
  const terms = (await promotionService.couponsById(c, [held.couponId])).get(held.couponId)
  const row = await repo.insert(c.db, {
    tenantId: c.tenantId,
    userId: c.userId,
    userCouponId: b.userCouponId,
    couponId: held.couponId,
    code: newShareCode(),
    quota: b.quota,
  })
  return toItem(row, terms)
}

const toItem = (r: ShareRow, terms: CouponTerms | undefined): ShareItem => ({
  id: Number(r.id),
  code: r.code,
  title: terms?.title ?? '',
  quota: r.quota,
  claimed: r.claimed,
  createTime: iso(r.created_at),
})

async function shareOf(c: RequestCtx, code: string) {
  const s = await repo.byCode(c.db, c.tenantId, code)
  if (!s) throw E.notFound()
  return s
}

/** A share as its page shows it: to guests too; `mine` / `claimedByMe` for a logged-in viewer. */
export async function detail(c: RequestCtx, code: string): Promise<ShareDetail> {
  const s = await shareOf(c, code)
  const [terms, names, claimedByMe] = await Promise.all([
    promotionService.couponsById(c, [s.coupon_id]),
    accountService.nicknames(c, [s.user_id]),
    c.userId ? repo.claimedBy(c.db, s.id, c.userId) : Promise.resolve(false),
  ])
  const t = terms.get(s.coupon_id)
  if (!t) throw E.notFound()
  return {
    code: s.code,
    coupon: { couponId: t.id, shopId: t.shopId, title: t.title, type: t.type, threshold: t.threshold, discount: t.discount, validTo: iso(t.validTo) },
    sharer: maskName(names.get(s.user_id) ?? ''),
    quota: s.quota,
    claimed: s.claimed,
    left: s.quota - s.claimed,
    expired: !t.usable,
    mine: c.userId === s.user_id,
    claimedByMe,
    createTime: iso(s.created_at),
  }
}

/**
 * Claim one voucher from a share, in ONE transaction: the recipient's claim row (unique per share and user: a
 * second claim finds it), the share's counter moved only while `claimed < quota`, and the coupon given through
 * the promotion module (its stock, its per-person limit). Any refusal rolls all three back.
 */
export async function claim(c: UserCtx, code: string): Promise<{ claimed: boolean; left: number }> {
  const s = await shareOf(c, code)
  if (s.user_id === c.userId) throw E.ownShare()
  // an expired or closed coupon is not given (promotion's claim checks its stock and state, not its dates)
  if (!(await promotionService.couponsById(c, [s.coupon_id])).get(s.coupon_id)?.usable) throw E.unable()
  const run = async (tx: typeof c.db) => {
    if (!(await repo.insertClaim(tx, c.tenantId, s.id, c.userId))) throw E.alreadyClaimed()
    const taken = await repo.takeOne(tx, s.id)
    if (!taken) throw E.allClaimed()
    const ok = await promotionService.claimCoupon({ db: tx, tenantId: c.tenantId, userId: c.userId }, s.coupon_id)
    if (!ok) throw E.unable()
    return { claimed: true, left: s.quota - taken.claimed }
  }
  // inside a caller's transaction (the demo seed) the steps join it
  return c.db.isTransaction ? run(c.db) : c.db.transaction().execute(run)
}

/** My shares, newest first. */
export async function list(c: UserCtx, q: Static<typeof SharePageQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.pageOfUser(c.db, c.tenantId, c.userId, limit, offset)
  const terms = await promotionService.couponsById(c, [...new Set(rows.map((r) => r.coupon_id))])
  return { rows: rows.map((r) => toItem(r, terms.get(r.coupon_id))), total }
}

/** Who claimed from one of my shares (another's share: 404). */
export async function records(c: UserCtx, q: Static<typeof RecordsQuery>): Promise<{ rows: ShareClaim[]; total: number }> {
  const s = await shareOf(c, q.code)
  if (s.user_id !== c.userId) throw E.notFound()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.claimsOfShare(c.db, s.id, limit, offset)
  const names = await accountService.nicknames(
    c,
    rows.map((r) => r.user_id),
  )
  return { rows: rows.map((r) => ({ id: Number(r.id), user: maskName(names.get(r.user_id) ?? ''), createTime: iso(r.created_at) })), total }
}

/** What I claimed from friends' shares. */
export async function claimed(c: UserCtx, q: Static<typeof SharePageQuery>): Promise<{ rows: MyClaim[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.claimsOfUser(c.db, c.tenantId, c.userId, limit, offset)
  const [terms, names] = await Promise.all([
    promotionService.couponsById(c, [...new Set(rows.map((r) => r.coupon_id))]),
    accountService.nicknames(c, [...new Set(rows.map((r) => r.sharer_id))]),
  ])
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      title: terms.get(r.coupon_id)?.title ?? '',
      sharer: maskName(names.get(r.sharer_id) ?? ''),
      createTime: iso(r.created_at),
    })),
    total,
  }
}

/** What other modules may ask of the share area (through `index.ts`). `ctx.db` may be a transaction. */
export const shareService = {
  /** Share a held voucher for a user (the demo seed): as `POST share/pre`. */
  create: (c: UserCtx, b: Static<typeof CreateShareBody>) => create(c, b),
  /** Claim from a share for a user (the demo seed): as `POST share/claim`. */
  claim: (c: UserCtx, code: string) => claim(c, code),
}
