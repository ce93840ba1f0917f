import type { MerchantReview } from '../../../../types/review.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { pick } from '../../core/texts.js'
import { shopService } from '../shop/index.js'
import { reviewErrors as E } from './catalog.errors.js'
import { catalogRepo as repo } from './catalog.repository.js'

// Review writes (ADR 0088): the catalog owns the reviews table and reads it for product pages; the
// review flow (server/src/flows/review.ts) writes an order's reviews through `catalogService.addReviews`,
// and the merchant lists their shops' reviews and replies once here.

/** "D***r": what an anonymous review shows instead of the name (first and last character). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length === 0) return '***'
  return chars.length === 1 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`
}

/** One review of an order line, as the review flow writes it. */
export interface NewReview {
  orderId: number
  orderItemId: number
  productId: number
  skuId: number
  shopId: number
  userId: number
  nickname: string
  rating: number
  content: string
  images: string[]
  anonymous: boolean
}

/** Write the reviews (in the caller's transaction); their ids in the given order. */
export async function addReviews(c: Pick<RequestCtx, 'db' | 'tenantId'>, rows: NewReview[]): Promise<number[]> {
  if (!rows.length) return []
  const ids = await repo.insertReviews(
    c.db,
    rows.map((r) => ({
      tenant_id: c.tenantId,
      product_id: r.productId,
      sku_id: r.skuId,
      shop_id: r.shopId,
      user_id: r.userId,
      order_id: r.orderId,
      order_item_id: r.orderItemId,
      nickname: r.nickname,
      avatar: null,
      rating: r.rating,
      content: r.content,
      images: JSON.stringify(r.images),
      anonymous: r.anonymous,
      reply: null,
      replied_at: null,
      created_at: new Date(),
    })),
  )
  return ids.map((r) => r.id)
}

/** The merchant's reply written directly (demo data); true when written. */
export async function setReply(c: Pick<RequestCtx, 'db' | 'tenantId'>, id: number, reply: string) {
  return !!(await repo.reply(c.db, c.tenantId, id, reply))
}

type ShopReviewRow = NonNullable<Awaited<ReturnType<typeof repo.shopReview>>>
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const toMerchantReview = (r: ShopReviewRow, lang: string): MerchantReview => ({
  id: r.id,
  productId: r.product_id,
  productTitle: pick(r.product_title, lang),
  productImage: (r.product_images as string[])[0] ?? '',
  rating: r.rating,
  content: r.content,
  images: r.images as string[],
  nickname: r.anonymous ? maskName(r.nickname) : r.nickname,
  reply: r.reply,
  repliedAt: iso(r.replied_at),
  createdAt: iso(r.created_at)!,
})

/** The shops the user owns; none: not a merchant (403). */
async function myShops(c: UserCtx) {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

/** The reviews of the merchant's shops, unreplied first. */
export async function merchantReviews(c: UserCtx, q: { unreplied?: boolean; pageNum?: number; pageSize?: number }) {
  const shops = await myShops(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.shopReviews(c.db, c.tenantId, shops, { unreplied: q.unreplied, limit, offset })
  return { rows: rows.map((r) => toMerchantReview(r, c.lang)), total }
}

/** The merchant replies once: another shop's review 404, a second reply 409. */
export async function replyReview(c: UserCtx, id: number, reply: string): Promise<MerchantReview> {
  const shops = await myShops(c)
  const r = await repo.shopReview(c.db, c.tenantId, shops, id)
  if (!r) throw E.notFound()
  if (r.reply !== null || !(await repo.reply(c.db, c.tenantId, id, reply.trim() || reply))) throw E.replied()
  return toMerchantReview((await repo.shopReview(c.db, c.tenantId, shops, id))!, c.lang)
}

/** The first on-shelf products of a shop, one SKU each, for the order seed's demo orders. */
export async function demoSkus(c: Pick<RequestCtx, 'db' | 'tenantId'>, shopId: number, n: number) {
  const rows = await repo.shopFirstSkus(c.db, c.tenantId, shopId, n)
  return rows.map((r) => ({
    productId: r.product_id,
    skuId: r.sku_id,
    title: pick(r.title, 'zh_CN'),
    image: (r.images as string[])[0] ?? '',
    spec: r.spec as Record<string, string>,
    price: r.price,
  }))
}
