// Orders as an inviter sees their team's (the invite module's team orders): amounts and items, never an address.
import { sql } from 'kysely'
import type { RequestCtx } from '../../core/context.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

/** A team member's order: who (their user id), its number, state, amount and item count; nothing about delivery. */
export interface TeamOrderRow {
  id: number
  orderNo: string
  userId: number
  state: string
  amount: number
  currency: string
  itemCount: number
  createdAt: Date
  paidAt: Date | null
}

/** The paid-or-later orders (never unpaid or cancelled ones) of `userIds`, newest first, one page; `orderNo` narrows to numbers that contain it. */
export async function ordersOfUsers(
  c: Ctx,
  userIds: number[],
  o: { orderNo?: string; offset: number; limit: number },
): Promise<{ rows: TeamOrderRow[]; total: number }> {
  if (!userIds.length) return { rows: [], total: 0 }
  let q = c.db
    .selectFrom('orders')
    .where('tenant_id', '=', c.tenantId)
    .where('user_id', 'in', userIds)
    .where('paid_at', 'is not', null)
    .where('deleted_at', 'is', null)
  if (o.orderNo) q = q.where('order_no', 'like', `%${o.orderNo.replace(/[%_\\]/g, (m) => `\\${m}`)}%`)
  const [rows, n] = await Promise.all([
    q
      .select(['id', 'order_no', 'user_id', 'state', 'pay_amount', 'currency', 'item_count', 'created_at', 'paid_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(o.offset)
      .limit(o.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: n.n,
    rows: rows.map((r) => ({
      id: Number(r.id),
      orderNo: r.order_no,
      userId: Number(r.user_id),
      state: r.state,
      amount: r.pay_amount,
      currency: r.currency,
      itemCount: r.item_count,
      createdAt: new Date(r.created_at),
      paidAt: r.paid_at ? new Date(r.paid_at) : null,
    })),
  }
}

/** One such order by number with its lines (title, picture, price, count), when its buyer is one of `userIds`. */
export async function orderOfUsers(c: Ctx, userIds: number[], orderNo: string) {
  if (!userIds.length) return undefined
  const o = await c.db
    .selectFrom('orders')
    .select(['id', 'order_no', 'user_id', 'state', 'pay_amount', 'goods_amount', 'shipping_fee', 'discount', 'currency', 'item_count', 'created_at', 'paid_at'])
    .where('tenant_id', '=', c.tenantId)
    .where('order_no', '=', orderNo)
    .where('user_id', 'in', userIds)
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
    id: Number(o.id),
    orderNo: o.order_no,
    userId: Number(o.user_id),
    state: o.state,
    amount: o.pay_amount,
    goodsAmount: o.goods_amount,
    shippingFee: o.shipping_fee,
    discount: o.discount,
    currency: o.currency,
    itemCount: o.item_count,
    createdAt: new Date(o.created_at),
    paidAt: o.paid_at ? new Date(o.paid_at) : null,
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
