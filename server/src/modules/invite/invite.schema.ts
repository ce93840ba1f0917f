// The invitation area's tables, merged into Kysely's DB type (migrations/20270105090000_invite_links,
// 20270106091500_invite_team_orders).
import type { Generated } from 'kysely'

/** Who invited a user: one row per invited user, written once (ADR 0153). */
export interface InviteLinksTable {
  tenant_id: number
  user_id: number
  referrer_id: number
  bound_at: Generated<Date>
}

/** A paid order of a referrer's team (level 1: the buyer's referrer, level 2: theirs), kept from the order module's events (ADR 0162). */
export interface TeamOrdersTable {
  tenant_id: number
  order_id: number
  referrer_id: number
  level: number
  order_no: string
  buyer_id: number
  amount: number
  currency: string
  item_count: number
  created_at: Date
  paid_at: Date
}

declare module '../../db/schema/index.js' {
  interface DB {
    invite_links: InviteLinksTable
    team_orders: TeamOrdersTable
  }
}
