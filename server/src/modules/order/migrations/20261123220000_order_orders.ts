import { sql, type Kysely } from 'kysely'

/**
 * Orders: a checkout's main order (the unit that is paid, `pay_no`), one order per shop with its items
 * (a snapshot), every state change in `order_history`, the shops' pickup points and delivery rules, and
 * the carriers dictionary.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('main_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('pay_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`state in ('unpaid', 'awaiting', 'paid', 'cancelled')`),
    )
    .addColumn('idem_key', 'text')
    .addColumn('platform_coupon_id', 'bigint')
    .addColumn('payment_id', 'bigint')
    .addColumn('pay_channel', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index main_orders_idem_uq on main_orders (tenant_id, user_id, idem_key) where idem_key is not null`.execute(db)

  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('main_id', 'bigint', (c) => c.notNull().references('main_orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`state in ('to_pay', 'pending_platform_review', 'waiting_merchant_confirmation', 'to_ship', 'to_receive', 'to_review', 'completed', 'cancelled', 'closed')`,
        ),
    )
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('delivery', 'pickup')`))
    .addColumn('address', 'jsonb')
    .addColumn('pickup_point_id', 'bigint')
    .addColumn('pickup_code', 'text')
    .addColumn('goods_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping_fee', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'integer', (c) => c.notNull().check(sql`pay_amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'bigint')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('pay_channel', 'text')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('orders_discount_le_goods', sql`discount <= goods_amount`)
    .execute()
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['tenant_id', 'user_id', 'state', 'id']).execute()
  await db.schema.createIndex('orders_shop_idx').on('orders').columns(['tenant_id', 'shop_id', 'state', 'id']).execute()
  await db.schema.createIndex('orders_main_idx').on('orders').column('main_id').execute()

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('spec', 'jsonb', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute()

  await db.schema
    .createTable('order_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('order_history_order_idx').on('order_history').column('order_id').execute()

  await db.schema
    .createTable('shop_pickup_points')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute()
  await db.schema.createIndex('shop_pickup_points_shop_idx').on('shop_pickup_points').columns(['tenant_id', 'shop_id']).execute()

  // a shop's delivery fee rule; no row = free delivery everywhere
  await db.schema
    .createTable('shop_delivery_rules')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey().references('shops.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_over', 'integer')
    /** province ids (the first of an address's region path) served; empty = everywhere */
    .addColumn('regions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()

  const carriers: Array<[string, string[]]> = [
    ['SF', ['顺丰速运', '順豐速運', 'SF Express', 'SFエクスプレス', 'SF 익스프레스', 'SF Express']],
    ['ZTO', ['中通快递', '中通快遞', 'ZTO Express', 'ZTOエクスプレス', 'ZTO 익스프레스', 'ZTO Express']],
    ['YTO', ['圆通速递', '圓通速遞', 'YTO Express', 'YTOエクスプレス', 'YTO 익스프레스', 'YTO Express']],
    ['STO', ['申通快递', '申通快遞', 'STO Express', 'STOエクスプレス', 'STO 익스프레스', 'STO Express']],
    ['YD', ['韵达快递', '韻達快遞', 'Yunda Express', 'Yundaエクスプレス', 'Yunda 익스프레스', 'Yunda Express']],
    ['JD', ['京东物流', '京東物流', 'JD Logistics', 'JDロジスティクス', 'JD 로지스틱스', 'JD Logistics']],
    ['EMS', ['中国邮政EMS', '中國郵政EMS', 'China Post EMS', '中国郵政EMS', '중국우정 EMS', 'China Post EMS']],
  ]
  const locales = ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil']
  await db
    .insertInto('dict_data')
    .values(
      carriers.map(([v, l], i) => ({
        dict_type: 'order_carrier',
        dict_value: v,
        dict_sort: i + 1,
        labels: JSON.stringify(Object.fromEntries(locales.map((k, j) => [k, l[j]]))),
        css_class: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
}
