// The invitation area's table, merged into Kysely's DB type (migrations/20270105090000_invite_links).
import type { Generated } from 'kysely'

/** Who invited a user: one row per invited user, written once (ADR 0153). */
export interface InviteLinksTable {
  tenant_id: number
  user_id: number
  referrer_id: number
  bound_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    invite_links: InviteLinksTable
  }
}
