// The flash-sale module's tables, merged into Kysely's DB type (migrations/20270105100000_seckill_sales).
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A session of the tenant: a time window in which its items sell at their flash price. */
export interface SeckillSessionsTable {
  id: Generated<number>
  tenant_id: number
  title: string
  starts_at: Timestamp
  ends_at: Timestamp
  created_at: Generated<Date>
}

/** A SKU on sale in a session: `quantity` set aside from the SKU's stock, `left` of it unsold; `returned` went back to stock at the end. */
export interface SeckillItemsTable {
  id: Generated<number>
  tenant_id: number
  session_id: number
  shop_id: number
  product_id: number
  sku_id: number
  price: number
  quantity: number
  left: number
  per_limit: number
  returned: Generated<number>
  returned_at: Timestamp | null
  created_at: Generated<Date>
}

/** Units of an item a user holds (ordered, paid or awaiting payment); never above the item's limit. */
export interface SeckillBuyersTable {
  tenant_id: number
  item_id: number
  user_id: number
  bought: number
}

declare module '../../db/schema/index.js' {
  interface DB {
    seckill_sessions: SeckillSessionsTable
    seckill_items: SeckillItemsTable
    seckill_buyers: SeckillBuyersTable
  }
}
