import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** The settlement area's table (migrations/20261212090000_settlement_lines). Amounts in minor units. */
export interface SettlementTables {
  settlement_lines: {
    id: Generated<number>
    tenant_id: number
    order_id: number
    order_no: string
    shop_id: number
    /** 'settle' (once per order) | 'takeback' (a refund after settlement) */
    kind: string
    /** settle: `settle:<orderId>`; takeback: the refund's ref */
    ref: string
    gross: number
    commission: number
    net: number
    rate_bp: number
    currency: string
    transaction_id: number | null
    created_at: Timestamp
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends SettlementTables {}
}
