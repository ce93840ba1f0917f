import type { FeedVideo, LikeState, MerchantVideo, VideoBody, VideoShop, VideoState } from '../../../../types/video.js'
import { VIDEO_COVER_EXTS, VIDEO_FILE_EXTS, VIDEO_PRODUCTS_MAX } from '../../../../types/video-codes.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { catalogService } from '../catalog/index.js'
import { shopService } from '../shop/index.js'
import { uploadService } from '../upload/index.js'
import { videoErrors as E } from './video.errors.js'
import { videoRepo as repo, type VideoRow } from './video.repository.js'

// Short videos: the feed (published videos, newest first; ADR 0108), likes once per user, and a merchant's
// videos of the shops the user owns.
type Ctx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'>

/** Rows as the feed shows them: shop names and logos, the product's card with the server's price (null when not on sale). */
async function toFeed(c: Ctx, rows: VideoRow[], userId?: number): Promise<Array<FeedVideo & { productId: number | null; status: VideoState }>> {
  const productIds = rows.map((r) => r.product_id).filter((id): id is number => id !== null)
  const [shops, products, liked] = await Promise.all([
    shopService.shopsBrief(
      c,
      rows.map((r) => Number(r.shop_id)),
    ),
    catalogService.productsBrief(c, productIds.map(Number)),
    userId
      ? repo.likedOf(
          c.db,
          userId,
          rows.map((r) => Number(r.id)),
        )
      : Promise.resolve([] as number[]),
  ])
  const likedSet = new Set(liked)
  return rows.map((r) => {
    const shop = shops.get(Number(r.shop_id))
    const p = r.product_id === null ? undefined : products.get(Number(r.product_id))
    return {
      id: Number(r.id),
      title: r.title,
      url: r.video_url,
      cover: r.cover_url,
      shopId: Number(r.shop_id),
      shopName: shop?.name ?? '',
      shopLogo: shop?.logo ?? '',
      product:
        p && p.productOn && p.shopOpen
          ? { id: p.id, title: p.title, image: p.image, price: p.price, originalPrice: p.originalPrice, inStock: p.inStock }
          : null,
      likes: Number(r.likes),
      liked: likedSet.has(Number(r.id)),
      createdAt: new Date(r.created_at).toISOString(),
      productId: r.product_id === null ? null : Number(r.product_id),
      status: r.status as VideoState,
    }
  })
}

/** The feed: published videos of the tenant, newest first; `liked` for a signed-in user. */
export async function feed(c: RequestCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: FeedVideo[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, limit, offset)
  const out = await toFeed(c, rows, c.userId)
  return { rows: out.map(({ productId: _p, status: _s, ...v }) => v), total }
}

/** Like a published video; liking again changes nothing (one like per user). */
export async function like(c: UserCtx, id: number): Promise<LikeState> {
  const r = await repo.like(c.db, c.tenantId, id, c.userId)
  if (!r) throw E.notFound()
  return { id, liked: true, likes: Number(r.likes) }
}

/** Take the user's like back; without one nothing changes. */
export async function unlike(c: UserCtx, id: number): Promise<LikeState> {
  const r = await repo.unlike(c.db, c.tenantId, id, c.userId)
  if (!r) throw E.notFound()
  return { id, liked: false, likes: Number(r.likes) }
}

// ---------- the merchant's videos ----------

/** The shops the user owns (403 without one). */
async function scopeOf(c: UserCtx): Promise<number[]> {
  const ids = await shopService.shopIdsOfOwner(c, c.userId)
  if (!ids.length) throw E.notMerchant()
  return ids
}

export async function merchantList(c: UserCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: MerchantVideo[]; total: number }> {
  const scope = await scopeOf(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.page(c.db, c.tenantId, limit, offset, scope)
  return { rows: await toFeed(c, rows, c.userId), total }
}

/** The user's shops and their on-sale products, best sellers first (the merchant's form). */
export async function merchantShops(c: UserCtx): Promise<VideoShop[]> {
  const scope = await scopeOf(c)
  const shops = await shopService.shopsBrief(c, scope)
  return Promise.all(
    scope.map(async (shopId) => {
      const { rows } = await catalogService.productList(c, 3, { shopId, pageSize: VIDEO_PRODUCTS_MAX })
      return {
        shopId,
        shopName: shops.get(shopId)?.name ?? '',
        products: rows.map((p) => ({ id: p.id, title: p.title, image: p.image, price: p.price, originalPrice: p.originalPrice, inStock: p.inStock })),
      }
    }),
  )
}

/**
 * Publish a video of one of the user's shops. Rules, each refused naming its field: the shop is the user's;
 * the title is not blank; the video is the user's public MP4/MOV upload and the cover the user's public
 * picture; the product, when given, is an on-sale product of that shop.
 */
export async function merchantCreate(c: UserCtx, b: VideoBody): Promise<MerchantVideo> {
  const scope = await scopeOf(c)
  const shopId = b.shopId ?? scope[0]
  if (!scope.includes(shopId)) throw E.shop()
  const title = b.title.trim()
  if (!title) throw E.title()
  const [video] = (await uploadService.ownPublicImages(c, c.userId, [b.videoId], VIDEO_FILE_EXTS)) ?? []
  if (!video) throw E.file()
  const [cover] = (await uploadService.ownPublicImages(c, c.userId, [b.coverId], VIDEO_COVER_EXTS)) ?? []
  if (!cover) throw E.cover()
  if (b.productId !== undefined) {
    const p = (await catalogService.productsBrief(c, [b.productId])).get(b.productId)
    if (!p || p.shopId !== shopId || !p.productOn) throw E.product()
  }
  const { id } = await repo.insert(c.db, {
    tenant_id: c.tenantId,
    shop_id: shopId,
    user_id: c.userId,
    title,
    video_url: video,
    cover_url: cover,
    product_id: b.productId ?? null,
  })
  const row = await repo.one(c.db, c.tenantId, Number(id))
  return (await toFeed(c, [row!], c.userId))[0]
}

/** Delete one of the shops' published videos: it leaves the feed (its likes stay with it). Another shop's: 404. */
export async function merchantDelete(c: UserCtx, id: number): Promise<{ id: number }> {
  const scope = await scopeOf(c)
  if (!(await repo.remove(c.db, c.tenantId, id, scope))) throw E.notFound()
  return { id }
}
