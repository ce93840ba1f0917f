// Orders as an inviter sees their team's (the invite module keeps its own record, ADR 0162): amounts and items, never an address.
import type { RequestCtx } from '../../core/context.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

/** A paid order as an inviter's team record keeps it (ADR 0162): number, amount, item count; nothing about delivery. */
export interface TeamOrderFacts {
  orderId: number
  orderNo: string
  amount: number
  currency: string
  itemCount: number
  createdAt: Date
  paidAt: Date
}

/** Every paid-or-later order of one user still in their list (a user bound to a referrer after buying: ADR 0162). */
export async function paidOrdersOfUser(c: Ctx, userId: number): Promise<TeamOrderFacts[]> {
  const rows = await c.db
    .selectFrom('orders')
    .select(['id', 'order_no', 'pay_amount', 'currency', 'item_count', 'created_at', 'paid_at'])
    .where('tenant_id', '=', c.tenantId)
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    orderId: Number(r.id),
    orderNo: r.order_no,
    amount: r.pay_amount,
    currency: r.currency,
    itemCount: r.item_count,
    createdAt: new Date(r.created_at),
    paidAt: new Date(r.paid_at!),
  }))
}

/** The states of these orders now, by id (a page of an inviter's team orders: one statement for the page). */
export async function statesOf(c: Ctx, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map()
  const rows = await c.db.selectFrom('orders').select(['id', 'state']).where('tenant_id', '=', c.tenantId).where('id', 'in', orderIds).execute()
  return new Map(rows.map((r) => [Number(r.id), r.state]))
}

/** ONE paid order's money split and lines (title, picture, price, count), by id; nothing about delivery. */
export async function teamOrderLines(c: Ctx, orderId: number) {
  const o = await c.db
    .selectFrom('orders')
    .select(['id', 'goods_amount', 'shipping_fee', 'discount'])
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', orderId)
    .where('paid_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!o) return undefined
  const items = await c.db
    .selectFrom('order_items')
    .select(['title', 'image', 'price', 'count', 'amount'])
    .where('tenant_id', '=', c.tenantId)
    .where('order_id', '=', o.id)
    .orderBy('id')
    .execute()
  return {
    goodsAmount: o.goods_amount,
    shippingFee: o.shipping_fee,
    discount: o.discount,
    items: items.map((i) => ({ title: i.title, image: i.image, price: i.price, count: i.count, amount: i.amount })),
  }
}

/** Whether the user ever paid an order (a newcomer is one who has not). */
export async function hasPaidOrder(c: Ctx, userId: number): Promise<boolean> {
  const r = await c.db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', c.tenantId)
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .limit(1)
    .executeTakeFirst()
  return !!r
}
