import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

type TS = Timestamp
/** Tables of the order area (migrations/20261123220000_order_orders; the pickup points and delivery rules it also made are the shop module's). */
export interface OrderTables {
  main_orders: {
    id: Generated<number>
    tenant_id: number
    user_id: number
    pay_no: string
    amount: number
    currency: string
    state: Generated<string>
    idem_key: string | null
    platform_coupon_id: number | null
    payment_id: number | null
    pay_channel: string | null
    expires_at: TS | null
    paid_at: TS | null
    created_at: Generated<Date>
  }
  orders: {
    id: Generated<number>
    tenant_id: number
    main_id: number
    user_id: number
    shop_id: number
    order_no: string
    state: string
    mode: string
    address: Json<Record<string, unknown>> | null
    pickup_point_id: number | null
    pickup_code: string | null
    goods_amount: number
    shipping_fee: number
    discount: number
    pay_amount: number
    currency: string
    item_count: number
    coupon_id: number | null
    remark: Generated<string>
    cancel_reason: string | null
    carrier: string | null
    tracking_no: string | null
    pay_channel: string | null
    reminded_at: TS | null
    created_at: Generated<Date>
    paid_at: TS | null
    shipped_at: TS | null
    received_at: TS | null
    finished_at: TS | null
    cancelled_at: TS | null
    deleted_at: TS | null
    /** after-sales (migrations/20261210090000_order_after_sales): null none, 'open' a request in progress, 'part' some refunded, 'full' all */
    refund_state: string | null
    refunded_amount: Generated<number>
    settled_at: TS | null
  }
  order_items: {
    id: Generated<number>
    tenant_id: number
    order_id: number
    sku_id: number
    product_id: number
    title: string
    image: string
    spec: Json<Record<string, string>>
    price: number
    count: number
    amount: number
    /** the state of the item's latest refund request (refund machine), null when none */
    refund_state: string | null
    refunded_count: Generated<number>
    refunded_amount: Generated<number>
    /** the offer this line was bought under (ADR 0157), both null for a plain line */
    offer_kind: Generated<string | null>
    offer_id: Generated<number | null>
  }
  order_history: {
    id: Generated<number>
    tenant_id: number
    order_id: number
    from_state: string | null
    to_state: string
    event: string
    actor: string
    actor_id: number | null
    note: string | null
    created_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends OrderTables {}
}
