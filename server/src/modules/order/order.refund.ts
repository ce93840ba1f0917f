import type { OrderState } from '../../../../types/order.js'
import type { RequestCtx } from '../../core/context.js'
import { catalogService } from '../catalog/index.js'
import { pick } from '../../core/texts.js'
import { systemService } from '../system/index.js'
import { orderErrors as E } from './order.errors.js'
import { canDo, transit } from './order.machine.js'
import { orderRepo as repo, type OrderRow } from './order.repository.js'

// The order's side of after-sales (the refund flow calls these through orderService): what of an order can
// be refunded and what was paid for each line, the items' and the order's refund marks, the counts of what
// was refunded (conditional updates that never pass an item's count or what was paid), and the close after
// a full refund. The refund requests themselves are the refund module's.

type Ctx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'> & Partial<RequestCtx>

/** Refund request states in which an item's request is still open (types/refund.ts RefundState). */
export const OPEN_REFUND_STATES = ['requesting', 'to_return', 'returning', 'refunding', 'disputed'] as const
/** Order states a refund may be asked in: paid and not closed. */
export const REFUNDABLE_ORDER_STATES: OrderState[] = ['to_ship', 'to_receive', 'to_review', 'completed']

/** Whether the tenant offers refunds (`isRefund` of the home setting, on by default). */
export const refundOn = async (c: Pick<RequestCtx, 'db' | 'tenantId'>) =>
  (await systemService.getSetting<{ isRefund?: boolean }>(c, 'home', { isRefund: true })).isRefund !== false

/** One line of an order as a refund sees it. */
export interface RefundItem {
  itemId: number
  skuId: number
  title: string
  image: string
  specText: string
  price: number
  count: number
  amount: number
  /** what was paid for the whole line: its amount minus its share of the order's discount */
  paid: number
  refundedCount: number
  refundedAmount: number
  refundState: string | null
  /** units not refunded and in no open request */
  refundable: number
}
/** An order as a refund sees it. */
export interface RefundOrder {
  id: number
  orderNo: string
  userId: number
  shopId: number
  shopName: string
  ownerId: number
  state: OrderState
  mode: string
  currency: string
  payChannel: string | null
  paymentId: number | null
  payNo: string
  shippingFee: number
  payAmount: number
  refundedAmount: number
  /** handed to a carrier or made ready for pickup */
  shipped: boolean
  /** its money was settled to the merchant (the refund window closed): no new request */
  settled: boolean
  lines: RefundItem[]
}

/**
 * What was paid for each line: the order's discount (store coupon + its share of the platform coupon)
 * spread over the lines by amount, the last line taking the remainder (deterministic: lines by item id).
 */
export function paidShares(discount: number, lines: Array<{ amount: number }>): number[] {
  const goods = lines.reduce((n, l) => n + l.amount, 0)
  const d = Math.min(discount, goods)
  let left = d
  return lines.map((l, i) => {
    const share = i === lines.length - 1 ? left : Math.floor((d * l.amount) / Math.max(1, goods))
    left -= share
    return l.amount - share
  })
}

/**
 * The sales of offers of `kind` in the orders `orderIds`: per offer id (a line's `offer_id`), what was paid for the
 * lines bought under it (each line's amount less its share of its order's discount, as `paidShares` counts it for a
 * refund) less what was refunded of those lines. The orders' shipping fees and their other lines are not in it.
 */
export async function offerLineSales(c: Pick<Ctx, 'db' | 'tenantId'>, kind: string, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (!orderIds.length) return out
  const byOrder = new Map<number, Awaited<ReturnType<typeof repo.linesWithDiscount>>>()
  for (const l of await repo.linesWithDiscount(c.db, c.tenantId, [...new Set(orderIds)])) {
    const lines = byOrder.get(Number(l.order_id)) ?? []
    lines.push(l)
    byOrder.set(Number(l.order_id), lines)
  }
  for (const lines of byOrder.values()) {
    const paid = paidShares(lines[0].discount, lines)
    lines.forEach((l, n) => {
      if (l.offer_kind !== kind || l.offer_id === null) return
      const id = Number(l.offer_id)
      out.set(id, (out.get(id) ?? 0) + paid[n] - l.refunded_amount)
    })
  }
  return out
}

async function toRefundOrder(c: Ctx, r: OrderRow & { payment_id: number | null }): Promise<RefundOrder> {
  const items = await repo.items(c.db, [r.id])
  const texts = await catalogService.specTexts(
    c as RequestCtx,
    items.map((i) => ({ productId: i.product_id, spec: i.spec as Record<string, string> })),
  )
  const paid = paidShares(
    r.discount,
    items.map((i) => ({ amount: i.amount })),
  )
  const open = (s: string | null) => s !== null && (OPEN_REFUND_STATES as readonly string[]).includes(s)
  return {
    id: r.id,
    orderNo: r.order_no,
    userId: r.user_id,
    shopId: r.shop_id,
    shopName: pick(r.shop_name, c.lang),
    ownerId: r.owner_id,
    state: r.state as OrderState,
    mode: r.mode,
    currency: r.currency,
    payChannel: r.pay_channel,
    paymentId: r.payment_id,
    payNo: r.pay_no,
    shippingFee: r.shipping_fee,
    payAmount: r.pay_amount,
    refundedAmount: r.refunded_amount,
    shipped: r.state !== 'to_ship',
    settled: r.settled_at !== null,
    lines: items.map((i, n) => ({
      itemId: i.id,
      skuId: i.sku_id,
      title: i.title,
      image: i.image,
      specText: texts[n],
      price: i.price,
      count: i.count,
      amount: i.amount,
      paid: paid[n],
      refundedCount: i.refunded_count,
      refundedAmount: i.refunded_amount,
      refundState: i.refund_state,
      refundable: open(i.refund_state) ? 0 : i.count - i.refunded_count,
    })),
  }
}

/** An order for a refund: the buyer's own (`userId`; another's is 404), or any of the tenant's (a flow acting for a merchant or staff). */
export async function refundOrder(c: Ctx, id: number, userId?: number): Promise<RefundOrder> {
  const r = await repo.refundOrder(c.db, c.tenantId, id, userId)
  if (!r) throw E.notFound()
  return toRefundOrder(c, r)
}

/**
 * The default (and highest) amount of a selection: per line what was paid for those units (the rest of
 * the line's paid amount when they are all that is left of it, else its share by count, rounded down), and
 * the shipping fee when the selection is the whole order, nothing refunded before, not shipped yet.
 */
export function refundQuote(o: RefundOrder, sel: Array<{ itemId: number; count: number }>) {
  const lines = sel.map((s) => {
    const l = o.lines.find((x) => x.itemId === s.itemId)!
    const last = s.count === l.count - l.refundedCount
    return { itemId: l.itemId, count: s.count, paid: l.paid, amount: last ? l.paid - l.refundedAmount : Math.floor((l.paid * s.count) / l.count) }
  })
  const whole = o.lines.every((l) => l.refundedCount === 0 && sel.filter((s) => s.itemId === l.itemId).reduce((n, s) => n + s.count, 0) === l.count)
  const goods = lines.reduce((n, l) => n + l.amount, 0)
  const shipping = whole && !o.shipped ? o.shippingFee : 0
  return { goods, shipping, max: goods + shipping, whole, lines }
}

/** Mark items as in a new request (`state`): only items with no open request and enough units left; false when any did not move (the caller rolls back). */
export async function openRefundItems(c: Ctx, orderId: number, lines: Array<{ itemId: number; count: number }>, state: string): Promise<boolean> {
  const moved = await repo.openItems(c.db, orderId, lines, state, OPEN_REFUND_STATES)
  await repo.refundSummary(c.db, orderId, OPEN_REFUND_STATES)
  return moved === lines.length
}

/** A request's items follow it from `from` to `to` (items a newer request took are left alone); how many moved. */
export async function moveRefundItems(c: Ctx, orderId: number, itemIds: number[], from: string, to: string): Promise<number> {
  const n = await repo.itemsState(c.db, orderId, itemIds, from, to)
  await repo.refundSummary(c.db, orderId, OPEN_REFUND_STATES)
  return n
}

/**
 * Count a refund on the order: units and money per item and on the order, never past an item's count,
 * what was paid for it, or the order's pay amount (409 and nothing counted otherwise). When every item is
 * fully refunded the order closes (order machine `close`). Answers whether it closed.
 */
export async function countRefunded(
  c: Ctx,
  orderId: number,
  lines: Array<{ itemId: number; count: number; amount: number }>,
  total: number,
  who: { actor: 'merchant' | 'staff' | 'system' | 'user' | 'payment'; actorId?: number | null },
): Promise<boolean> {
  const o = await refundOrder(c, orderId)
  const withPaid = lines.map((l) => ({ ...l, paid: o.lines.find((x) => x.itemId === l.itemId)?.paid ?? 0 }))
  const moved = await repo.addRefunded(c.db, orderId, withPaid, total)
  if (moved.items !== lines.length || moved.order !== 1) throw E.state({ state: o.state, event: 'refund' })
  const summary = await repo.refundSummary(c.db, orderId, OPEN_REFUND_STATES)
  const full = (await repo.items(c.db, [orderId])).every((i) => i.refunded_count === i.count)
  if (full && canDo(o.state, 'close')) {
    await transit(c as RequestCtx, o, 'close', { ...who, note: 'refunded' }, { finished_at: new Date() })
    return true
  }
  return summary === 'full'
}
