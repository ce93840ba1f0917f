import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/**
 * A user's bound bank card. The number is kept only sealed (`number_sealed`: AES-256-GCM under a key
 * derived from the server secret, ADR 0092) with a keyed hash (`number_hash`) to find a second binding
 * of the same number, and its last four digits for display. The ID number is kept masked only (the
 * approved real name holds it). A removed card keeps its row (`removed_at`): a withdrawal made to it
 * before may still be paid out.
 */
export interface BankCardsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  holder: string
  id_number_masked: string
  bank_code: string
  number_sealed: string
  number_hash: string
  last4: string
  phone: string
  country_area: Generated<string>
  /** debit | credit */
  card_type: string
  created_at: Generated<Timestamp>
  removed_at: Timestamp | null
}

declare module '../../db/schema/index.js' {
  interface DB {
    bank_cards: BankCardsTable
  }
}
