import { sql, type RawBuilder, type SqlBool, type Updateable } from 'kysely'
import type { OrderState } from '../../../../types/order.js'
import type { Db } from '../../db/database.js'
import type { OrderTables } from './order.schema.js'

// All SQL of the order area (main orders, orders, items, history), in the Kysely example's shape:
// functions of (db, tenantId, ...) that return rows; the services map rows to the contract.

/** The base select of orders with their main order's pay number and the shop. */
const base = (db: Db, tenantId: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('main_orders as m', 'm.id', 'o.main_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .selectAll('o')
    .select(['m.pay_no', 'm.expires_at', 's.name as shop_name', 's.owner_id'])
    .where('o.tenant_id', '=', tenantId)

/** An order row as lists and details read it (with pay number, expiry and shop). */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>
type BaseQuery = ReturnType<typeof base>

/** A page of `q` and its total, in parallel. */
async function pageOf(q: BaseQuery, order: 'asc' | 'desc', limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    q.orderBy('o.id', order).limit(limit).offset(offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** One shop's order as checkout writes it (one VALUES row). */
export interface NewOrder {
  shopId: number
  orderNo: string
  mode: string
  address: string | null
  pickupPointId: number | null
  goods: number
  fee: number
  discount: number
  pay: number
  items: number
  couponId: number | null
  remark: string
}
export interface NewItem {
  shopId: number
  skuId: number
  productId: number
  title: string
  image: string
  spec: string
  price: number
  count: number
  /** the offer the line is bought under (ADR 0157); absent or null for a plain line */
  offer?: { kind: string; id: number } | null
}
export interface NewMain {
  userId: number
  payNo: string
  amount: number
  currency: string
  idemKey: string | null
  platformCouponId: number | null
  expiresAt: Date
}

export const orderRepo = {
  /** Paid orders of shops by shop and currency: how many and what they came to, refunds taken off. */
  shopSales: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('orders')
      .select(['shop_id', 'currency'])
      .select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(pay_amount - refunded_amount), 0)`.as('amount')])
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds)
      .where('paid_at', 'is not', null)
      .groupBy(['shop_id', 'currency'])
      .execute(),

  // ---- reads of orders (shopper and merchant) ----
  /** The user's orders of a tab (states; empty = all) whose items' titles match `like`, a page and the total. */
  userPage: (db: Db, tenantId: number, userId: number, o: { states: OrderState[]; refund?: boolean; like?: string; limit: number; offset: number }) => {
    let q = base(db, tenantId).where('o.user_id', '=', userId).where('o.deleted_at', 'is', null)
    if (o.states.length) q = q.where('o.state', 'in', o.states)
    if (o.refund) q = q.where('o.refund_state', 'is not', null)
    if (o.like)
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('order_items as i')
            .select(sql`1`.as('x'))
            .whereRef('i.order_id', '=', 'o.id')
            .where(sql<boolean>`lower(i.title) like ${o.like}`),
        ),
      )
    return pageOf(q, 'desc', o.limit, o.offset)
  },
  /** The shops' orders in a state (or all), a page and the total; to_ship oldest first. */
  shopPage: (db: Db, tenantId: number, shopIds: number[], o: { state: OrderState | 'all'; limit: number; offset: number }) => {
    let q = base(db, tenantId).where('o.shop_id', 'in', shopIds)
    if (o.state !== 'all') q = q.where('o.state', '=', o.state)
    return pageOf(q, o.state === 'to_ship' ? 'asc' : 'desc', o.limit, o.offset)
  },
  /** The user's order (not deleted). */
  userOrder: (db: Db, tenantId: number, userId: number, id: number) =>
    base(db, tenantId).where('o.id', '=', id).where('o.user_id', '=', userId).where('o.deleted_at', 'is', null).executeTakeFirst(),
  /** The user's order (not deleted) locked for the review flow: id, state, shop. */
  lockUserOrder: (db: Db, tenantId: number, userId: number, id: number) =>
    db
      .selectFrom('orders')
      .select(['id', 'state', 'shop_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst(),
  /** An order of one of the shops. */
  shopOrder: (db: Db, tenantId: number, shopIds: number[], id: number) =>
    base(db, tenantId).where('o.id', '=', id).where('o.shop_id', 'in', shopIds).executeTakeFirst(),
  /** The orders of a main order, by id. */
  ofMain: (db: Db, tenantId: number, mainId: number) => base(db, tenantId).where('o.main_id', '=', mainId).orderBy('o.id').execute(),
  items: (db: Db, orderIds: number[]) => db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
  /** Every line of the orders with its order's discount, by order then item id (the order `paidShares` spreads the discount in). */
  linesWithDiscount: (db: Db, tenantId: number, orderIds: number[]) =>
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.order_id', 'i.amount', 'i.refunded_amount', 'i.offer_kind', 'i.offer_id', 'o.discount'])
      .where('o.tenant_id', '=', tenantId)
      .where(sql<SqlBool>`i.order_id = any(${sql.val(orderIds)}::bigint[])`)
      .orderBy('i.order_id')
      .orderBy('i.id')
      .execute(),
  history: (db: Db, orderId: number) => db.selectFrom('order_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  /** The user's orders counted per state. */
  countByState: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('orders')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`count(*) filter (where refund_state = 'open')`.as('refund_open')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .groupBy('state')
      .execute(),
  /** A merchant's day: orders and sales paid today, orders to ship and cash to confirm. */
  shopToday: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('orders')
      .select([
        sql<number>`count(*) filter (where paid_at >= date_trunc('day', now()))`.as('orders'),
        sql<number>`coalesce(sum(pay_amount) filter (where paid_at >= date_trunc('day', now())), 0)`.as('sales'),
        sql<number>`count(*) filter (where state = 'to_ship')`.as('to_ship'),
        sql<number>`count(*) filter (where state = 'waiting_merchant_confirmation')`.as('to_confirm'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds)
      .executeTakeFirstOrThrow(),
  /** An order's id and state (the auto-receipt job). */
  state: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('orders').select(['id', 'state', 'user_id', 'order_no']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** Carriers: the system's dictionary `order_carrier` (read here until the system module offers dictionaries on its face). */

  // ---- main orders ----
  /** The user's main order by pay number. */
  userMain: (db: Db, tenantId: number, userId: number, payNo: string) =>
    db.selectFrom('main_orders').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('pay_no', '=', payNo).executeTakeFirst(),
  /** A main order by pay number, locked when `forUpdate`. */
  mainByPayNo: (db: Db, tenantId: number, payNo: string, forUpdate = false) => {
    const q = db.selectFrom('main_orders').selectAll().where('tenant_id', '=', tenantId).where('pay_no', '=', payNo)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },
  /** A main order by id, locked. */
  lockMain: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('main_orders').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).forUpdate().executeTakeFirst(),
  /** The user's main order of an Idempotency-Key. */
  mainByKey: (db: Db, tenantId: number, userId: number, key: string) =>
    db
      .selectFrom('main_orders')
      .select(['id', 'pay_no', 'amount', 'currency', 'expires_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('idem_key', '=', key)
      .executeTakeFirst(),
  /** The orders (id, state, coupon) of a main order, by id. */
  ordersOfMain: (db: Db, mainId: number) => db.selectFrom('orders').select(['id', 'state', 'coupon_id']).where('main_id', '=', mainId).orderBy('id').execute(),
  /** The SKUs and counts of orders' items. */
  itemCounts: (db: Db, orderIds: number[]) =>
    db.selectFrom('order_items').select(['order_id', 'sku_id', 'count', 'offer_kind', 'offer_id']).where('order_id', 'in', orderIds).orderBy('id').execute(),
  setMainState: (db: Db, id: number, v: { state: string; expires_at?: Date }) => db.updateTable('main_orders').set(v).where('id', '=', id).execute(),
  /** The pay target: a main order and its orders' shops in one statement (`forUpdate` locks the main order). */
  payTarget: (db: Db, tenantId: number, payNo: string, forUpdate = false) => {
    const q = db
      .selectFrom('main_orders as m')
      .selectAll('m')
      .select(sql<number[]>`array(select o.shop_id from orders o where o.main_id = m.id order by o.id)`.as('shop_ids'))
      .select(sql<string[]>`array(select o.mode from orders o where o.main_id = m.id order by o.id)`.as('modes'))
      .where('m.tenant_id', '=', tenantId)
      .where('m.pay_no', '=', payNo)
    return (forUpdate ? q.forUpdate() : q).executeTakeFirst()
  },
  /** Mark an unpaid or awaiting main order paid; its orders (id, state, mode, number, amounts) in the same statement, none when it did not move. */
  async markMainPaid(
    db: Db,
    tenantId: number,
    payNo: string,
    p: { at: Date; paymentId: number; channel: string },
    also: (moved: RawBuilder<unknown>) => RawBuilder<unknown>,
  ) {
    // each order's lines come along (the `order.paid` event names them) in the same statement, and `also` (a job's
    // write, core/jobs.ts) when the main order moved
    const r = await sql<{
      main_id: number
      user_id: number
      id: number
      state: string
      mode: string
      hold: string | null
      order_no: string
      pay_amount: number
      currency: string
      item_count: number
      created_at: Date
      items: Array<{ itemId: number; productId: number; skuId: number; count: number; offerKind: string | null; offerId: number | null }>
    }>`
      with m as (
        update main_orders set state = 'paid', paid_at = ${p.at}, payment_id = ${p.paymentId}, pay_channel = ${p.channel}
        where tenant_id = ${tenantId} and pay_no = ${payNo} and state in ('unpaid', 'awaiting')
        returning id, user_id
      ), j as (${also(sql`exists (select 1 from m)`)})
      select m.id as main_id, m.user_id, o.id, o.state, o.mode, o.hold, o.order_no, o.pay_amount, o.currency, o.item_count, o.created_at,
        (select coalesce(json_agg(json_build_object('itemId', i.id, 'productId', i.product_id, 'skuId', i.sku_id, 'count', i.count,
           'offerKind', i.offer_kind, 'offerId', i.offer_id) order by i.id), '[]'::json)
           from order_items i where i.order_id = o.id) as items
      from m join orders o on o.main_id = m.id order by o.id`.execute(db)
    return r.rows
  },

  /**
   * A checkout's main order, its orders, items and their history rows in ONE statement; the main order's
   * insert goes first (its idempotency key: a parallel duplicate waits on the unique index, then inserts
   * nothing at all), and `also` (the auto-cancel job's insert, core/jobs.ts) when the main order was inserted.
   * Returns the orders inserted (none for a duplicate).
   */
  async place(db: Db, tenantId: number, m: NewMain, orders: NewOrder[], items: NewItem[], also?: (placed: RawBuilder<unknown>) => RawBuilder<unknown>) {
    const orderRows = sql.join(
      orders.map(
        (s) =>
          sql`(${s.shopId}::bigint, ${s.orderNo}::text, ${s.mode}::text, ${s.address}::jsonb, ${s.pickupPointId}::bigint, ${s.goods}::int, ${s.fee}::int, ${s.discount}::int, ${s.pay}::int, ${s.items}::int, ${s.couponId}::bigint, ${s.remark}::text)`,
      ),
    )
    const itemRows = sql.join(
      items.map(
        (l) =>
          sql`(${l.shopId}::bigint, ${l.skuId}::bigint, ${l.productId}::bigint, ${l.title}::text, ${l.image}::text, ${l.spec}::jsonb, ${l.price}::int, ${l.count}::int, ${l.price * l.count}::int, ${l.offer?.kind ?? null}::text, ${l.offer?.id ?? null}::bigint)`,
      ),
    )
    const r = await sql<{ id: number; shop_id: number }>`
      with m as (
        insert into main_orders (tenant_id, user_id, pay_no, amount, currency, idem_key, platform_coupon_id, expires_at)
        values (${tenantId}, ${m.userId}, ${m.payNo}, ${m.amount}, ${m.currency}, ${m.idemKey}, ${m.platformCouponId}, ${m.expiresAt})
        on conflict (tenant_id, user_id, idem_key) where idem_key is not null do nothing
        returning id
      ), o as (
        insert into orders (tenant_id, main_id, user_id, shop_id, order_no, state, mode, address, pickup_point_id, goods_amount, shipping_fee, discount, pay_amount, currency, item_count, coupon_id, remark)
        select ${tenantId}, m.id, ${m.userId}, v.shop_id, v.order_no, 'to_pay', v.mode, v.address, v.pickup_point_id, v.goods, v.fee, v.discount, v.pay, ${m.currency}, v.items, v.coupon_id, v.remark
        from m, (values ${orderRows}) as v(shop_id, order_no, mode, address, pickup_point_id, goods, fee, discount, pay, items, coupon_id, remark)
        returning id, shop_id
      ), i as (
        insert into order_items (tenant_id, order_id, sku_id, product_id, title, image, spec, price, count, amount, offer_kind, offer_id)
        select ${tenantId}, o.id, v.sku_id, v.product_id, v.title, v.image, v.spec, v.price, v.count, v.amount, v.offer_kind, v.offer_id
        from o join (values ${itemRows}) as v(shop_id, sku_id, product_id, title, image, spec, price, count, amount, offer_kind, offer_id) on v.shop_id = o.shop_id
      ), h as (
        insert into order_history (tenant_id, order_id, from_state, to_state, event, actor, actor_id, note)
        select ${tenantId}, o.id, null, 'to_pay', 'submit', 'user', ${m.userId}, null from o
      )${also ? sql`, j as (${also(sql`exists (select 1 from m)`)})` : sql``}
      select id, shop_id from o`.execute(db)
    return r.rows
  },

  // ---- writes of orders ----
  /**
   * Move an order from the state it was read in and write its history row, in ONE statement (the
   * history row only when the update matched). Returns whether it moved (order.machine.ts `transit`).
   */
  async transit(
    db: Db,
    tenantId: number,
    o: { id: number; from: string; to: string; set: Updateable<OrderTables['orders']> },
    h: { event: string; actor: string; actorId: number | null; note: string | null },
  ) {
    const r = await db
      .with('u', (w) =>
        w
          .updateTable('orders')
          .set({ state: o.to, ...o.set })
          .where('id', '=', o.id)
          .where('tenant_id', '=', tenantId)
          .where('state', '=', o.from)
          .returning('id'),
      )
      .insertInto('order_history')
      .columns(['tenant_id', 'order_id', 'from_state', 'to_state', 'event', 'actor', 'actor_id', 'note'])
      .expression((eb) =>
        eb
          .selectFrom('u')
          .select([
            sql<number>`${tenantId}::bigint`.as('tenant_id'),
            'u.id as order_id',
            sql<string>`${o.from}::text`.as('from_state'),
            sql<string>`${o.to}::text`.as('to_state'),
            sql<string>`${h.event}::text`.as('event'),
            sql<string>`${h.actor}::text`.as('actor'),
            sql<number | null>`${h.actorId}::bigint`.as('actor_id'),
            sql<string | null>`${h.note}::text`.as('note'),
          ]),
      )
      .executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows) === 1
  },
  /** Stamp a reminder on a to_ship order not reminded since `before`; whether it was stamped. */
  async remind(db: Db, id: number, before: Date) {
    const u = await db
      .updateTable('orders')
      .set({ reminded_at: new Date() })
      .where('id', '=', id)
      .where('state', '=', 'to_ship')
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', before)]))
      .executeTakeFirst()
    return Number(u.numUpdatedRows) === 1
  },
  /** Hide an order from the shopper's lists. */
  remove: (db: Db, id: number) => db.updateTable('orders').set({ deleted_at: new Date() }).where('id', '=', id).execute(),

  // ---- after-sales (order.refund.ts; the refund flow calls them)
  /** An order with what paid it (its main order's payment), by id (and its buyer when `userId`). */
  refundOrder: (db: Db, tenantId: number, id: number, userId?: number) => {
    let q = base(db, tenantId).select('m.payment_id').where('o.id', '=', id)
    if (userId !== undefined) q = q.where('o.user_id', '=', userId).where('o.deleted_at', 'is', null)
    return q.executeTakeFirst()
  },
  /**
   * Open a request on items: each line's item takes `state` only when no request of it is open (its state not
   * in `open`) and its count is still there to refund; all or none (the caller rolls back when fewer moved).
   */
  async openItems(db: Db, orderId: number, lines: Array<{ itemId: number; count: number }>, state: string, open: readonly string[]) {
    const v = sql.join(lines.map((l) => sql`(${l.itemId}::bigint, ${l.count}::int)`))
    const r = await sql<{ id: number }>`
      update order_items i set refund_state = ${state}
      from (values ${v}) as v(item_id, n)
      where i.id = v.item_id and i.order_id = ${orderId} and i.refunded_count + v.n <= i.count
        and (i.refund_state is null or i.refund_state <> all(${sql.val([...open])}::text[]))
      returning i.id`.execute(db)
    return r.rows.length
  },
  /** Items of a request move on with it (only those still in `from`: a newer request's items are left alone). */
  async itemsState(db: Db, orderId: number, itemIds: number[], from: string, to: string) {
    const u = await db
      .updateTable('order_items')
      .set({ refund_state: to })
      .where('order_id', '=', orderId)
      .where('id', 'in', itemIds)
      .where('refund_state', '=', from)
      .executeTakeFirst()
    return Number(u.numUpdatedRows)
  },
  /**
   * Count money and units refunded on items and their order, by conditional updates that never pass an
   * item's count, what was paid for it (`paid`), or the order's pay amount; all or none (the caller rolls
   * back when fewer rows moved). Returns the items and the order that moved.
   */
  async addRefunded(db: Db, orderId: number, lines: Array<{ itemId: number; count: number; amount: number; paid: number }>, total: number) {
    const v = sql.join(lines.map((l) => sql`(${l.itemId}::bigint, ${l.count}::int, ${l.amount}::int, ${l.paid}::int)`))
    const items = await sql<{ id: number }>`
      update order_items i set refunded_count = i.refunded_count + v.n, refunded_amount = i.refunded_amount + v.amount
      from (values ${v}) as v(item_id, n, amount, paid)
      where i.id = v.item_id and i.order_id = ${orderId}
        and i.refunded_count + v.n <= i.count and i.refunded_amount + v.amount <= v.paid
      returning i.id`.execute(db)
    const order = await sql<{ id: number }>`
      update orders set refunded_amount = refunded_amount + ${total}
      where id = ${orderId} and refunded_amount + ${total} <= pay_amount
      returning id`.execute(db)
    return { items: items.rows.length, order: order.rows.length }
  },
  /** The order's refund summary from its items: 'open' a request in progress, 'full' all refunded, 'part' some, else null. Whether all is refunded. */
  async refundSummary(db: Db, orderId: number, open: readonly string[]) {
    const r = await sql<{ refund_state: string | null }>`
      update orders o set refund_state = (
        select case when bool_or(i.refund_state = any(${sql.val([...open])}::text[])) then 'open'
                    when bool_and(i.refunded_count = i.count) then 'full'
                    when bool_or(i.refunded_count > 0) then 'part' end
        from order_items i where i.order_id = o.id)
      where o.id = ${orderId}
      returning o.refund_state`.execute(db)
    return r.rows[0]?.refund_state ?? null
  },
  /** How many of the user's orders are not yet received (unpaid, awaiting a review of payment, paid, shipped): a log off waits for them. */
  /** an order's card for a chat message (chat module): its parties, number, amount, state and first item's picture */
  chatCard: (db: Db, tenantId: number, orderId: number) =>
    db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.id',
        'o.user_id',
        'o.shop_id',
        'o.order_no',
        'o.pay_amount',
        'o.state',
        eb.selectFrom('order_items as i').select('i.image').whereRef('i.order_id', '=', 'o.id').orderBy('i.id').limit(1).as('image'),
      ])
      .where('o.tenant_id', '=', tenantId)
      .where('o.id', '=', orderId)
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst(),

  openOrderCount: async (db: Db, tenantId: number, userId: number) =>
    Number(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('state', 'in', ['to_pay', 'pending_platform_review', 'waiting_merchant_confirmation', 'to_ship', 'to_receive', 'held'])
          .executeTakeFirstOrThrow()
      ).n,
    ),
  /** Put unpaid orders on hold for `holder` (ADR 0150); how many were marked. */
  setHold: async (db: Db, tenantId: number, ids: number[], holder: string) =>
    Number(
      (
        await db
          .updateTable('orders')
          .set({ hold: holder })
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .where('state', '=', 'to_pay')
          .executeTakeFirst()
      ).numUpdatedRows,
    ),
  /** The orders among `ids` that are held, paid, for `holder`, locked (id order). */
  heldOrders: (db: Db, tenantId: number, ids: number[], holder: string) =>
    ids.length
      ? db
          .selectFrom('orders')
          .select(['id', 'state', 'mode'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .where('hold', '=', holder)
          .where('state', '=', 'held')
          .orderBy('id')
          .forUpdate()
          .execute()
      : Promise.resolve([]),
}

/** The settlement's SQL of the order area (order.settle.ts): orders due, settled marks, unsettled sums. */
export const orderSettleRepo = {
  /**
   * Orders whose money may settle: received before `cutoff` and reviewed/completed, or closed after a full
   * refund (paid before `cutoff`); not settled; no refund in progress. Locked FOR UPDATE SKIP LOCKED in the
   * caller's transaction: two nodes never take the same order, and a refund being decided (row locked) waits.
   */
  due: (db: Db, tenantId: number, cutoff: Date, limit: number) =>
    db
      .selectFrom('orders')
      .select(['id', 'order_no', 'shop_id', 'pay_amount', 'refunded_amount', 'currency'])
      .where('tenant_id', '=', tenantId)
      .where('settled_at', 'is', null)
      .where(sql<boolean>`refund_state is distinct from 'open'`)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['to_review', 'completed']), eb('received_at', '<', cutoff)]),
          eb.and([eb('state', '=', 'closed'), eb('paid_at', 'is not', null), eb(sql`coalesce(finished_at, received_at, paid_at)`, '<', cutoff)]),
        ]),
      )
      .orderBy('received_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute(),
  /** Stamp an order settled; whether this call stamped it. */
  async markSettled(db: Db, tenantId: number, id: number, at: Date) {
    const u = await db
      .updateTable('orders')
      .set({ settled_at: at })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('settled_at', 'is', null)
      .executeTakeFirst()
    return Number(u.numUpdatedRows) === 1
  },
  /** Paid orders of the shops not settled yet: what is left of them (paid less refunded), per shop and currency. */
  unsettled: (db: Db, tenantId: number, shopIds: number[]) =>
    db
      .selectFrom('orders')
      .select(['shop_id', 'currency', sql<number>`coalesce(sum(pay_amount - refunded_amount), 0)::bigint`.as('amount')])
      .where('tenant_id', '=', tenantId)
      .where('shop_id', 'in', shopIds)
      .where('settled_at', 'is', null)
      .where('paid_at', 'is not', null)
      .where('state', 'in', ['to_ship', 'to_receive', 'to_review', 'completed', 'closed'])
      .groupBy(['shop_id', 'currency'])
      .execute(),
  /** An order's id and state (demo data). */
  stateOf: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('orders').select(['id', 'state']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** Move an order's times (demo data: an order received weeks ago). */
  setTimes: (db: Db, tenantId: number, id: number, t: { paid_at: Date; shipped_at: Date; received_at: Date }) =>
    db.updateTable('orders').set(t).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),
}
