import { ORDER_AUTO_COMPLETE_DAYS } from '../../../../types/review-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import type { Db } from '../../db/database.js'
import { catalogService } from '../catalog/index.js'
import { systemService } from '../system/index.js'
import { orderErrors as E } from './order.errors.js'
import { transit } from './order.machine.js'
import { orderRepo as repo } from './order.repository.js'

// The order's side of reviews (the review flow, server/src/flows/review.ts, writes the reviews): what
// the buyer may review, completing the reviewed order, and the timer that completes an order left in
// to_review (tenant setting "order", value autoCompleteDays).
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

/**
 * Demo data (order seed): the shopper has an order of the shop waiting for a review, and an earlier
 * completed one whose review has the merchant's reply (shown on the product's reviews).
 */
export async function seedReviewDemo(c: Pick<RequestCtx, 'db' | 'tenantId'>, userId: number, shopId: number, merchantId: number) {
  const skus = await catalogService.demoSkus(c, shopId, 3)
  if (skus.length < 3) return
  const address = JSON.stringify({
    name: 'Demo Shopper',
    phone: '13800138000',
    region: '北京市 北京市 东城区',
    regionIds: [110000, 110100, 110101],
    detail: '长安街 1 号',
  })
  const place = async (n: number, lines: typeof skus) => {
    const goods = lines.reduce((s, l) => s + l.price, 0)
    const payNo = `PDEMO${n}${Date.now()}`
    const [o] = await repo.place(
      c.db,
      c.tenantId,
      { userId, payNo, amount: goods, currency: 'CNY', idemKey: null, platformCouponId: null, expiresAt: new Date() },
      [
        {
          shopId,
          orderNo: `DEMO${n}${Date.now()}`,
          mode: 'delivery',
          address,
          pickupPointId: null,
          goods,
          fee: 0,
          discount: 0,
          pay: goods,
          items: lines.length,
          couponId: null,
          remark: '',
        },
      ],
      lines.map((l) => ({
        shopId,
        skuId: l.skuId,
        productId: l.productId,
        title: l.title,
        image: l.image,
        spec: JSON.stringify(l.spec),
        price: l.price,
        count: 1,
      })),
    )
    const main = await repo.mainByPayNo(c.db, c.tenantId, payNo)
    if (main) await repo.setMainState(c.db, main.id, { state: 'paid' })
    let state = await transit(c, { id: o.id, state: 'to_pay' }, 'pay', { actor: 'payment' }, { paid_at: new Date(), pay_channel: 'SYS' })
    state = await transit(
      c,
      { id: o.id, state },
      'ship',
      { actor: 'merchant', actorId: merchantId },
      { shipped_at: new Date(), carrier: 'SF', tracking_no: `SF${n}0000${o.id}` },
    )
    state = await transit(c, { id: o.id, state }, 'receive', { actor: 'user', actorId: userId }, { received_at: new Date() })
    return { id: o.id, state }
  }
  // the earlier order: reviewed (completed), the merchant replied
  const done = await place(1, [skus[0]])
  await transit(c, done, 'complete', { actor: 'user', actorId: userId, note: 'review' }, { finished_at: new Date() })
  const item = (await repo.items(c.db, [done.id]))[0]
  const [rid] = await catalogService.addReviews(c, [
    {
      orderId: done.id,
      orderItemId: item.id,
      productId: item.product_id,
      skuId: item.sku_id,
      shopId,
      userId,
      nickname: 'Demo Shopper',
      rating: 5,
      content: '包装很好，东西新鲜，下次还来买。',
      images: skus[0].image ? [skus[0].image] : [],
      anonymous: false,
    },
  ])
  await catalogService.setReply(c, rid, '感谢您的支持，期待再次光临！')
  // the order to review: two lines
  const open = await place(2, skus.slice(1, 3))
  await enqueueAutoComplete(c, c.db, open.id)
}
