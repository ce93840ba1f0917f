// The share module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A shared voucher: the sharer's held voucher, the coupon it gives, the quota and how many were claimed. */
export interface SharesTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  user_coupon_id: number
  coupon_id: number
  code: string
  quota: number
  claimed: Generated<number>
  created_at: Timestamp
}

/** One recipient's claim from a share (unique per share and user). */
export interface ShareClaimsTable {
  id: Generated<number>
  tenant_id: number
  share_id: number
  user_id: number
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    shares: SharesTable
    share_claims: ShareClaimsTable
  }
}
