// The transfer module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

/**
 * A one-time quote of a rule call: a transfer ('turn': `amount` to `to_user_id`, plus `fee`) or a conversion
 * ('convert': `amount` of `currency` into `to_amount` of `to_currency` at `rate_e8`). Used once: `used_at`, with the
 * Idempotency-Key, the request's hash and the answer of the request that used it (a replay answers it again).
 */
export interface TransferQuotesTable {
  id: Generated<string>
  tenant_id: number
  user_id: number
  kind: 'turn' | 'convert'
  currency: string
  amount: number
  fee: Generated<number>
  to_user_id: number | null
  to_currency: string | null
  to_amount: number
  rate_e8: number | null
  expires_at: Date
  created_at: Timestamp
  used_at: Date | null
  idem_key: string | null
  request_hash: string | null
  result: Json<unknown> | null
}

/** What a user sent per currency on one day (the daily limit's counter, raised only under the limit). */
export interface TransferDailyTable {
  tenant_id: number
  user_id: number
  currency: string
  day: string
  used: number
}

/** The desk's rate of one direction of a currency pair: `quote` units for one `base` unit, times 10^8. */
export interface ExchangeRatesTable {
  tenant_id: number
  base: string
  quote: string
  rate_e8: number
  updated_at: Timestamp
  updated_by: number | null
}

declare module '../../db/schema/index.js' {
  interface DB {
    transfer_quotes: TransferQuotesTable
    transfer_daily: TransferDailyTable
    exchange_rates: ExchangeRatesTable
  }
}
