// The store payment module's tables, merged into Kysely's DB type (migrations/20261230140000_storepay_payments).
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A payment at a store: what a payment pays (`pay_no`), `payable` = `amount` - `discount`. */
export interface StorePaymentsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  shop_id: number
  pay_no: string
  currency: string
  amount: number
  discount: number
  payable: number
  member: Generated<boolean>
  remark: Generated<string>
  state: Generated<string>
  idem_key: string | null
  payment_id: number | null
  pay_channel: string | null
  commission: number | null
  net: number | null
  expires_at: Timestamp | null
  paid_at: Timestamp | null
  cancelled_at: Timestamp | null
  created_at: Generated<Date>
}

/** A store's member terms. */
export interface StorePayTermsTable {
  tenant_id: number
  shop_id: number
  member_rate_bp: number
  member_after: number
  updated_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    store_payments: StorePaymentsTable
    store_pay_terms: StorePayTermsTable
  }
}
