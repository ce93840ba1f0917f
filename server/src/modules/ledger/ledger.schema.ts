import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** Wallet accounts: one per user and currency; balances in minor units (created by 0010_account). */
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

declare module '../../db/schema/index.js' {
  interface DB {
    wallet_accounts: WalletAccountsTable
  }
}
