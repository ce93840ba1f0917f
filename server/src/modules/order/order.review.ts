import { ORDER_AUTO_COMPLETE_DAYS } from '../../../../types/review-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import type { Db } from '../../db/database.js'
import { systemService } from '../system/index.js'
import { orderErrors as E } from './order.errors.js'
import { transit } from './order.machine.js'
import { orderRepo as repo } from './order.repository.js'

// The order's side of reviews (the review flow, server/src/flows/review.ts, writes the reviews): what
// the buyer may review, completing the reviewed order, and the timer that completes an order left in
// to_review (tenant setting `order.autoCompleteDays`).
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

/** A line the buyer reviews: the order item, its product and SKU. */
export interface ReviewLine {
  itemId: number
  productId: number
  skuId: number
}

/**
 * The buyer's order to review, LOCKED in the caller's transaction (a parallel submit waits, then sees
 * it completed): another user's or a deleted order 404, any state but to_review 409; the lines still
 * to review (fully refunded lines are not).
 */
export async function reviewTarget(c: Ctx, userId: number, orderId: number) {
  const o = await repo.lockUserOrder(c.db, c.tenantId, userId, orderId)
  if (!o) throw E.notFound()
  if (o.state !== 'to_review') throw E.state({ state: o.state, event: 'complete' })
  const items = await repo.items(c.db, [o.id])
  const lines: ReviewLine[] = items.filter((i) => i.refunded_count < i.count).map((i) => ({ itemId: i.id, productId: i.product_id, skuId: i.sku_id }))
  return { id: o.id, state: o.state, shopId: o.shop_id, lines }
}

/** to_review -> completed by the buyer's review; the auto-complete timer is dropped. */
export async function completeReviewed(c: Ctx, o: { id: number; state: string }, userId: number) {
  const to = await transit(c, o, 'complete', { actor: 'user', actorId: userId, note: 'review' }, { finished_at: new Date() })
  await cancelJob(c.db, 'order:autoComplete', `complete:${o.id}`)
  return to
}

/**
 * Days an order waits in to_review before it completes by itself. The setting `order` is cached with
 * the defaults of its first reader (order.service.ts `orderSettings`), so the default is applied here.
 */
export const autoCompleteDays = async (c: Ctx) => {
  const v = Number((await systemService.getSetting<{ autoCompleteDays?: number }>(c, 'order', {})).autoCompleteDays)
  return Number.isFinite(v) && v > 0 ? v : ORDER_AUTO_COMPLETE_DAYS
}

/** Queued when an order enters to_review (order.service.ts `receive`), in that transaction. */
export async function enqueueAutoComplete(c: Ctx, db: Db, orderId: number) {
  const days = await autoCompleteDays(c)
  await enqueueJob(db, {
    tenantId: c.tenantId,
    kind: 'order:autoComplete',
    payload: { orderId },
    runAt: new Date(Date.now() + days * 86_400_000),
    key: `complete:${orderId}`,
  })
}

/** An order still in to_review when its timer runs completes (no review written). */
export async function autoComplete(c: Ctx, p: { orderId: number }) {
  const o = await repo.state(c.db, c.tenantId, p.orderId)
  if (o?.state === 'to_review') await transit(c, o, 'complete', { actor: 'system' }, { finished_at: new Date() })
}
registerJob('order:autoComplete', autoComplete)
