import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/**
 * Ledger accounts: a user's wallet (one per user and currency, `code` 'user', balance >= 0), the user's hold
 * account (`code` 'hold': money held for a withdrawal, balance >= 0) or a system account (`user_id` null,
 * `code` e.g. 'order_clearing'); balances in minor units, kept equal to the sum of the account's entries by
 * `postTransaction`.
 */
export interface WalletAccountsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number | null
  code: Generated<string>
  currency: string
  balance: Generated<number>
  is_default: Generated<boolean>
  created_at: Timestamp
}

export interface LedgerTransactionsTable {
  id: Generated<number>
  tenant_id: number
  kind: string
  ref: string | null
  memo: Generated<string>
  created_at: Timestamp
}

/** Signed amounts: + raises the account's balance. A transaction's entries sum to zero per currency. */
export interface LedgerEntriesTable {
  id: Generated<number>
  tenant_id: number
  transaction_id: number
  account_id: number
  currency: string
  amount: number
}

declare module '../../db/schema/index.js' {
  interface DB {
    wallet_accounts: WalletAccountsTable
    ledger_transactions: LedgerTransactionsTable
    ledger_entries: LedgerEntriesTable
  }
}
