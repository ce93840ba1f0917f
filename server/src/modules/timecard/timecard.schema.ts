// The timecard module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'

/** A card template sold as a catalog product: uses, days valid, services covered (booking services of its shop). */
export interface TimecardTemplatesTable {
  id: Generated<number>
  tenant_id: number
  shop_id: number
  product_id: number
  name: unknown
  uses: number
  valid_days: number
  service_ids: unknown
  created_at: Generated<Date>
}

/** A user's card, issued once per paid piece of the template's product (`order_item_id`, `piece`); uses never below zero. */
export interface TimeCardsTable {
  id: Generated<number>
  tenant_id: number
  card_code: string
  user_id: number
  template_id: number
  shop_id: number
  name: unknown
  service_ids: unknown
  uses_total: number
  uses_left: number
  expires_at: Date
  order_item_id: number | null
  piece: number
  created_at: Generated<Date>
  /** its piece was refunded (ADR 0158): no use left, none can be taken */
  refunded_at: Generated<Date | null>
}

/** Each use (-1) and give-back (+1) of a card, once per `ref`. */
export interface TimeCardUsesTable {
  id: Generated<number>
  tenant_id: number
  card_id: number
  kind: string
  ref: string
  delta: number
  created_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    timecard_templates: TimecardTemplatesTable
    time_cards: TimeCardsTable
    time_card_uses: TimeCardUsesTable
  }
}
