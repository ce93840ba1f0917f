import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

/** Tables of the refund area (migrations/20261212090100_refund_refunds). */
export interface RefundTables {
  refunds: {
    id: Generated<number>
    tenant_id: number
    refund_no: string
    order_id: number
    order_no: string
    user_id: number
    shop_id: number
    type: string
    state: string
    /** money back in all, shipping included */
    amount: number
    /** the part of `amount` that is the shipping fee */
    shipping: Generated<number>
    currency: string
    pay_channel: string | null
    reason: string
    description: Generated<string>
    proof_ids: Json<string[]>
    carrier: string | null
    tracking_no: string | null
    reject_reason: string | null
    /** when the current state's timer acts */
    deadline: Timestamp | null
    idem_key: string | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
    finished_at: Timestamp | null
  }
  refund_lines: {
    id: Generated<number>
    tenant_id: number
    refund_id: number
    item_id: number
    sku_id: number
    title: string
    image: string
    spec_text: Generated<string>
    count: number
    amount: number
  }
  refund_history: {
    id: Generated<number>
    tenant_id: number
    refund_id: number
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
  interface DB extends RefundTables {}
}
