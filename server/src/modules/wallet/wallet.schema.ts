// The wallet module's table, merged into Kysely's DB type. Balances and history are the ledger's (read through ledgerService).
import type { Timestamp } from '../../db/schema/index.js'

/** The tenant's secret that signs the wallet web pages' tokens (HMAC-SHA256): 32 random bytes, made on first use. */
export interface WalletWebSecretsTable {
  tenant_id: number
  secret: string
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    wallet_web_secrets: WalletWebSecretsTable
  }
}
