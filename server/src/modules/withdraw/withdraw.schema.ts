import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** Tables of the withdrawal area (migrations/20261227120000_withdraw_withdrawals). Amounts in minor units. */
export interface WithdrawTables {
  withdrawals: {
    id: Generated<number>
    tenant_id: number
    withdraw_no: string
    user_id: number
    shop_id: number | null
    currency: string
    amount: number
    fee: number
    card_id: number
    bank_name: string
    card_masked: string
    holder: string
    state: string
    reason: string | null
    payout_ref: string | null
    idem_key: string | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
    finished_at: Timestamp | null
  }
  withdraw_history: {
    id: Generated<number>
    tenant_id: number
    withdrawal_id: number
    from_state: string | null
    to_state: string
    event: string
    actor: string
    actor_id: number | null
    note: string | null
    created_at: Generated<Date>
  }
  /** the local bank-payout provider's side (what a bank keeps at its end) */
  payout_local_orders: {
    id: Generated<number>
    tenant_id: number
    payout_no: string
    amount: number
    currency: string
    card_last4: string
    status: string
    reason: string | null
    created_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends WithdrawTables {}
}
