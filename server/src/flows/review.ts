import type { ReviewSubmitBody, ReviewSubmitResult } from '../../../types/review.js'
import { REVIEW_IMAGE_TYPES } from '../../../types/review-codes.js'
import type { UserCtx } from '../core/context.js'
import { accountService } from '../modules/account/index.js'
import { catalogService } from '../modules/catalog/index.js'
import { orderService } from '../modules/order/index.js'
import { uploadService } from '../modules/upload/index.js'

/**
 * The review flow (ADR 0088): the buyer reviews every line of an order waiting for a review, and the
 * order becomes completed, in ONE transaction: the order is locked first (order), its lines checked
 * against the body, the pictures resolved (upload), the reviews written (catalog, which owns the
 * reviews table; one per order line, unique), then to_review -> completed (order). A parallel second
 * submit waits on the lock and then meets a completed order: 409, one set of reviews.
 */
export async function submitReview(c: UserCtx, orderId: number, b: ReviewSubmitBody): Promise<ReviewSubmitResult> {
  return c.db.transaction().execute(async (tx) => {
    const t = { ...c, db: tx }
    const o = await orderService.reviewTarget(t, c.userId, orderId)
    const byItem = new Map(o.lines.map((l) => [l.itemId, l]))
    const named = new Set(b.items.map((i) => i.itemId))
    // every line still to review, each once, none of another order
    if (named.size !== b.items.length || named.size !== byItem.size || b.items.some((i) => !byItem.has(i.itemId))) throw catalogService.reviewErrors.items()
    const images = await Promise.all(b.items.map((i) => uploadService.ownPublicImages(t, c.userId, i.images ?? [], REVIEW_IMAGE_TYPES)))
    if (images.some((u) => u === null)) throw catalogService.reviewErrors.image()
    const nickname = await accountService.nicknameOf(t, c.userId)
    const reviewIds = await catalogService.addReviews(
      t,
      b.items.map((i, n) => {
        const line = byItem.get(i.itemId)!
        return {
          orderId: o.id,
          orderItemId: line.itemId,
          productId: line.productId,
          skuId: line.skuId,
          shopId: o.shopId,
          userId: c.userId,
          nickname,
          rating: i.rating,
          content: (i.content ?? '').trim(),
          images: images[n]!,
          anonymous: b.anonymous ?? false,
        }
      }),
    )
    const state = await orderService.completeReviewed(t, o, c.userId)
    return { id: o.id, state, reviewIds }
  })
}
