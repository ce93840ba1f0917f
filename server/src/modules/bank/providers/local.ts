import { randomUUID } from 'node:crypto'
import { luhnValid } from '../../../../../types/bank-codes.js'
import type { CardCheck, CardCheckResult, CardChecker, CardRefusal } from '../bank.provider.js'

export interface LocalCheckSetting {
  /** how long the bank takes to answer, ms */
  delayMs: number
  /** card numbers the bank refuses, with its reason (the test numbers of ADR 0092) */
  refuse: Record<string, CardRefusal>
}

/**
 * The LOCAL bank: what the four-element check (name, ID number, card number, phone) uses unless a real
 * provider is configured. It behaves like one: it answers after a delay, refuses a number that fails the
 * Luhn check ("no such card"), and refuses the configured test numbers with their reason, including
 * `unavailable` (the check could not be made: a timeout at a real provider). Everything else matches.
 */
export function localCardChecker(s: LocalCheckSetting): CardChecker {
  return {
    name: 'local',
    async check(p: CardCheck): Promise<CardCheckResult> {
      await new Promise((r) => setTimeout(r, s.delayMs))
      if (!luhnValid(p.cardNumber)) return { ok: false, reason: 'cardNumber' }
      const refused = s.refuse[p.cardNumber]
      if (refused) return { ok: false, reason: refused }
      return { ok: true, ref: `LOCAL-4E-${randomUUID()}` }
    },
  }
}
