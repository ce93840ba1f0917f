import type { Generated } from 'kysely'
import type { Timestamp } from './core.js'

export interface SmsCodesTable {
  id: Generated<number>
  tenant_id: number
  phone: string
  country_area: string
  type: string
  code_hash: string
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  ip: string | null
  created_at: Timestamp
}

export interface SmsOutboxTable {
  id: Generated<number>
  tenant_id: number
  phone: string
  text: string
  created_at: Timestamp
}

export interface WalletAccountsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  currency: string
  balance: Generated<number>
  frozen: Generated<number>
  is_default: Generated<boolean>
  created_at: Timestamp
}

export interface RealNameRequestsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  real_name: string
  id_number: string
  front_image: string
  back_image: string
  status: Generated<string>
  reason: string | null
  reviewer_id: number | null
  reviewed_at: Timestamp | null
  created_at: Timestamp
}

export interface AccountTables {
  sms_codes: SmsCodesTable
  sms_outbox: SmsOutboxTable
  wallet_accounts: WalletAccountsTable
  real_name_requests: RealNameRequestsTable
}
