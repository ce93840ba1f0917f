// The newcomer area's tables, merged into Kysely's DB type (migrations/20270105090100_newcomer_offers).
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

export interface NewcomerTables {
  newcomer_offers: {
    id: Generated<number>
    tenant_id: number
    sku_id: number
    price: number
    start_at: Timestamp
    end_at: Timestamp
    status: Generated<string>
    created_at: Generated<Date>
  }
  newcomer_buys: {
    tenant_id: number
    offer_id: number
    user_id: number
    order_id: number
    pay_no: string
    created_at: Generated<Date>
  }
  newcomer_pack: { tenant_id: number; coupon_id: number; sort: Generated<number> }
  newcomer_gifts: { tenant_id: number; user_id: number; coupons: number; given_at: Generated<Date> }
}

declare module '../../db/schema/index.js' {
  interface DB extends NewcomerTables {}
}
