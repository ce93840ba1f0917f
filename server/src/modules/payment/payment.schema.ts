import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

type Json<T> = ColumnType<T, string | undefined, string>

export interface PaymentsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  target_kind: Generated<string>
  target_id: string
  channel: string
  status: string
  amount: number
  currency: string
  platform: Generated<string>
  token: string | null
  gateway_ref: string | null
  billing: Json<unknown> | null
  proof_ids: Json<string[]>
  remark: Generated<string>
  reason: string | null
  shop_ids: Json<number[]>
  created_at: Timestamp
  updated_at: Timestamp
  paid_at: Date | null
  refunded_at: Date | null
  /** what of it was given back (migrations/20261212090000_payment_refunds), never above `amount` */
  refunded_amount: Generated<number>
}

/** One refund asked of a payment (after-sales): pending until the gateway's notification or a person's record. */
export interface PaymentRefundsTable {
  id: Generated<number>
  tenant_id: number
  payment_id: number
  ref: string
  channel: string
  amount: number
  currency: string
  status: string
  note: string | null
  gateway_ref: string | null
  created_at: Generated<Date>
  done_at: Date | null
}

export interface PaymentEventsTable {
  id: Generated<number>
  tenant_id: number
  payment_id: number | null
  channel: string
  kind: string
  detail: Json<unknown>
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    payments: PaymentsTable
    payment_events: PaymentEventsTable
    payment_refunds: PaymentRefundsTable
  }
}
