// Newcomer offers (issue 27): one SKU at a newcomer price within a window, bought once per user and only by a
// newcomer (ADR 0155); the coupon pack given once on registration through the promotion module's face.
import type { DeskNewcomers, DeskOffer, NewcomerOffer, NewcomerPage, NewcomerReason, OfferBody, OfferEdit, PackCoupon } from '../../../../types/newcomer.js'
import { NEWCOMER_COUNT, NEWCOMER_DAYS } from '../../../../types/newcomer-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { accountService } from '../account/index.js'
import { inventoryService } from '../inventory/index.js'
import { orderService } from '../order/index.js'
import { promotionService } from '../promotion/index.js'
import { systemService } from '../system/index.js'
import { newcomerErrors as E } from './newcomer.errors.js'
import { newcomerRepo as repo } from './newcomer.repository.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>
type OfferRow = Awaited<ReturnType<typeof repo.offers>>[number]
const iso = (d: Date | string | number) => new Date(d).toISOString()

/** Why the user may not buy newcomer offers, or null when they may (ADR 0155): registered within NEWCOMER_DAYS, no paid order. */
export async function notNewReason(c: Ctx, userId: number | undefined): Promise<NewcomerReason | null> {
  if (!userId) return 'guest'
  const card = await accountService.inviteCardOf(c, userId)
  if (!card || Date.now() - card.createdAt.getTime() >= NEWCOMER_DAYS * 86_400_000) return 'old'
  if (await orderService.hasPaidOrder(c, userId)) return 'paid'
  return null
}

async function toOffers(c: RequestCtx, rows: OfferRow[]) {
  const skus = await inventoryService.skuStates(
    c,
    rows.map((r) => Number(r.sku_id)),
  )
  return rows.flatMap((r) => {
    const s = skus.get(Number(r.sku_id))
    if (!s) return []
    return [
      {
        row: r,
        offer: {
          id: Number(r.id),
          skuId: s.id,
          productId: s.productId,
          shopId: s.shopId,
          title: s.title,
          image: s.image,
          specText: s.specText,
          price: r.price,
          skuPrice: s.price,
          stock: s.stock,
          startAt: iso(r.start_at),
          endAt: iso(r.end_at),
        },
        onSale: s.productOn && s.shopOpen,
      },
    ]
  })
}

async function packOf(c: RequestCtx): Promise<PackCoupon[]> {
  const ids = await repo.pack(c.db, c.tenantId)
  const coupons = await promotionService.couponsById(c, ids)
  return ids.flatMap((id) => {
    const cp = coupons.get(id)
    return cp ? [{ id, title: cp.title, type: cp.type, threshold: cp.threshold, discount: cp.discount, usable: cp.usable }] : []
  })
}

/** The newcomers page: the offers open now (on sale), whether I may buy them, which I bought, the pack. */
export async function page(c: RequestCtx & { userId?: number }): Promise<NewcomerPage> {
  const rows = await repo.offers(c.db, c.tenantId, true)
  const list = (await toOffers(c, rows)).filter((o) => o.onSale)
  const bought = c.userId
    ? new Set(
        (
          await repo.bought(
            c.db,
            c.tenantId,
            c.userId,
            list.map((o) => o.offer.id),
          )
        ).map((b) => Number(b.offer_id)),
      )
    : new Set<number>()
  const reason = await notNewReason(c, c.userId)
  const gift = c.userId ? await repo.gift(c.db, c.tenantId, c.userId) : undefined
  return {
    days: NEWCOMER_DAYS,
    eligible: reason === null,
    reason,
    currency: await systemService.tenantCurrency(c),
    offers: list.map((o): NewcomerOffer => ({ ...o.offer, bought: bought.has(o.offer.id) })),
    pack: await packOf(c),
    packGiven: !!gift,
  }
}

/**
 * The checkout's question (flows/newcomer.ts): the price per piece of `offerId` for this user buying `count` of
 * `skuId`, or the offer's error: unknown, another SKU, more than one piece, closed, not a newcomer, bought already.
 */
export async function quote(c: UserCtx, offerId: number, skuId: number, count: number): Promise<{ unitPrice: number }> {
  const o = await repo.offer(c.db, c.tenantId, offerId)
  if (!o) throw E.notFound()
  if (Number(o.sku_id) !== skuId) throw E.sku()
  if (count !== NEWCOMER_COUNT) throw E.count({ max: NEWCOMER_COUNT })
  if (!o.open) throw E.closed()
  if ((await notNewReason(c, c.userId)) !== null) throw E.notNew({ days: NEWCOMER_DAYS })
  if ((await repo.bought(c.db, c.tenantId, c.userId, [offerId])).length) throw E.once()
  return { unitPrice: o.price }
}

/** The checkout's submit, in its transaction: record the purchase once (the unique key decides between parallel checkouts). */
export async function recordBuy(c: UserCtx, offerId: number, placed: { orderId: number; payNo: string }): Promise<void> {
  const ok = await repo.insertBuy(c.db, { tenant_id: c.tenantId, offer_id: offerId, user_id: c.userId, order_id: placed.orderId, pay_no: placed.payNo })
  if (!ok) throw E.once()
}

/** A cancelled unpaid checkout: its purchases are undone. */
export async function undoBuys(c: Ctx, userId: number, orderIds: number[]): Promise<void> {
  if (orderIds.length) await repo.deleteBuys(c.db, c.tenantId, userId, orderIds)
}

/** A new account (`user.created` of a sign-up, in its transaction): the pack's usable coupons, once. */
export async function givePack(c: RequestCtx, userId: number): Promise<number> {
  const ids = await repo.pack(c.db, c.tenantId)
  if (!ids.length) return 0
  let given = 0
  for (const id of ids) if (await promotionService.claimCoupon({ ...c, userId }, id)) given++
  if (!(await repo.insertGift(c.db, c.tenantId, userId, given))) throw new Error(`newcomer pack given twice to user ${userId}`)
  return given
}

// ---- the desk ----

function staff(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

async function deskOffers(c: RequestCtx, rows: OfferRow[]): Promise<DeskOffer[]> {
  const sold = await repo.soldCounts(c.db, c.tenantId)
  return (await toOffers(c, rows)).map(({ row, offer }) => ({
    ...offer,
    status: row.status as DeskOffer['status'],
    sold: sold.get(offer.id) ?? 0,
    open: row.open,
  }))
}

/** Desk: every offer (paused and past ones too) and the pack. */
export async function desk(c: UserCtx): Promise<DeskNewcomers> {
  staff(c)
  return { currency: await systemService.tenantCurrency(c), offers: await deskOffers(c, await repo.offers(c.db, c.tenantId, false)), pack: await packOf(c) }
}

async function checkTerms(c: UserCtx, skuId: number, b: { price: number; startAt: string; endAt: string }) {
  const sku = (await inventoryService.skuStates(c, [skuId])).get(skuId)
  if (!sku) throw E.sku()
  if (b.price >= sku.price) throw E.price({ max: sku.price })
  const start = new Date(b.startAt)
  const end = new Date(b.endAt)
  if (!(end.getTime() > start.getTime())) throw E.window()
  return { start, end }
}

async function oneDesk(c: UserCtx, id: number): Promise<DeskOffer> {
  const row = await repo.offer(c.db, c.tenantId, id)
  if (!row) throw E.notFound()
  const [o] = await deskOffers(c, [row])
  if (!o) throw E.notFound()
  return o
}

/** Desk: a new offer (price below the SKU's own, the window's end after its start). */
export async function create(c: UserCtx, b: OfferBody): Promise<DeskOffer> {
  staff(c)
  const { start, end } = await checkTerms(c, b.skuId, b)
  const id = await repo.insertOffer(c.db, {
    tenant_id: c.tenantId,
    sku_id: b.skuId,
    price: b.price,
    start_at: start,
    end_at: end,
    status: b.status ?? 'active',
  })
  return oneDesk(c, Number(id))
}

/** Desk: change an offer. */
export async function update(c: UserCtx, id: number, b: OfferEdit): Promise<DeskOffer> {
  staff(c)
  const row = await repo.offer(c.db, c.tenantId, id)
  if (!row) throw E.notFound()
  const { start, end } = await checkTerms(c, Number(row.sku_id), b)
  await repo.updateOffer(c.db, c.tenantId, id, { price: b.price, start_at: start, end_at: end, status: b.status })
  return oneDesk(c, id)
}

/** Desk: the pack's coupons (the tenant's platform coupons usable now). */
export async function setPack(c: UserCtx, couponIds: number[]): Promise<PackCoupon[]> {
  staff(c)
  const coupons = await promotionService.couponsById(c, couponIds)
  for (const id of couponIds) {
    const cp = coupons.get(id)
    if (!cp || cp.shopId !== null || !cp.usable) throw E.coupon({ id })
  }
  await repo.setPack(c.db, c.tenantId, couponIds)
  return packOf(c)
}

/** Demo data (the seed): an offer and the pack, written as they are. */
export async function seedOffer(c: Ctx, skuId: number, price: number, days: number) {
  const start = new Date(Date.now() - 86_400_000)
  return repo.insertOffer(c.db, {
    tenant_id: c.tenantId,
    sku_id: skuId,
    price,
    start_at: start,
    end_at: new Date(start.getTime() + days * 86_400_000),
    status: 'active',
  })
}
export const seedPack = (c: Ctx, couponIds: number[]) => repo.setPack(c.db, c.tenantId, couponIds)

/** What the newcomer flow calls. */
export const newcomerService = { quote, recordBuy, undoBuys, errors: E }
