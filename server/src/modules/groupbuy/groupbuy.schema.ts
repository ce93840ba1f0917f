// The group-buy module's tables, merged into Kysely's DB type (migrations/20261231130000_groupbuy_groups).
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** An offer: one SKU of a shop sold at `group_price` in groups of `size` paid members within `hours`. */
export interface GroupBuyOffersTable {
  id: Generated<number>
  tenant_id: number
  shop_id: number
  product_id: number
  sku_id: number
  group_price: number
  size: number
  hours: number
  active: Generated<boolean>
  created_at: Generated<Date>
}

/** A group: forming -> success | failed, decided once; `paid_count` never above `size`; `arrivals` numbers every payment. */
export interface GroupBuyGroupsTable {
  id: Generated<number>
  tenant_id: number
  offer_id: number
  leader_id: number
  size: number
  state: Generated<string>
  paid_count: Generated<number>
  arrivals: Generated<number>
  expires_at: Timestamp
  decided_at: Timestamp | null
  created_at: Generated<Date>
}

/** A member: their order in the group, its state, the arrival number of its payment, the refund once. */
export interface GroupBuyMembersTable {
  id: Generated<number>
  tenant_id: number
  group_id: number
  user_id: number
  order_id: number
  pay_no: string
  leader: Generated<boolean>
  state: Generated<string>
  arrival: number | null
  paid_at: Timestamp | null
  refunded_at: Timestamp | null
  created_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    group_buy_offers: GroupBuyOffersTable
    group_buy_groups: GroupBuyGroupsTable
    group_buy_members: GroupBuyMembersTable
  }
}
