import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

// The promotion area's tables (created by 0030_catalog; the migration stays where it is; columns added by migrations/).
type I18n = Json<Record<string, string>>

export interface PromotionTables {
  coupons: {
    id: Generated<number>
    tenant_id: number
    shop_id: number | null
    title: I18n
    type: string
    threshold: Generated<number>
    discount: number
    total: number
    claimed: Generated<number>
    valid_from: Timestamp
    valid_to: Timestamp
    status: Generated<string>
    /** how many one user may claim (20261215090000_promotion_coupon_rules) */
    per_person: Generated<number>
    /** percent coupons: the most taken off (minor units); null = no cap */
    max_off: number | null
    description: I18n | null
    created_at: Generated<Timestamp>
  }
  user_coupons: {
    id: Generated<number>
    tenant_id: number
    coupon_id: number
    user_id: number
    status: Generated<string>
    claimed_at: Timestamp
    used_at: Timestamp | null
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends PromotionTables {}
}
