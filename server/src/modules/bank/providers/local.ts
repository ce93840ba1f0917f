import { randomUUID } from 'node:crypto'
import { luhnValid } from '../../../../../types/bank-codes.js'
import type { CardCheck, CardCheckResult, CardChecker, CardRefusal, IdentityCheckResult, IdentityChecker, IdentityRefusal } from '../bank.provider.js'

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

export interface LocalIdentitySetting {
  /** how long the registry takes to answer, ms */
  delayMs: number
  /** ID numbers the registry refuses, with its reason (test numbers, ADR 0093) */
  refuse: Record<string, IdentityRefusal>
}

/**
 * The LOCAL identity registry: what the real-name check (name + ID number) uses unless a real provider is
 * configured. It answers after a delay and refuses the configured ID numbers with their reason (the name does
 * not match the number, no such number, or `unavailable`: no answer now). Everything else matches.
 */
export function localIdentityChecker(s: LocalIdentitySetting): IdentityChecker {
  return {
    name: 'local',
    async check(p: { name: string; idNumber: string }): Promise<IdentityCheckResult> {
      await new Promise((r) => setTimeout(r, s.delayMs))
      const refused = s.refuse[p.idNumber.toUpperCase()]
      if (refused) return { ok: false, reason: refused }
      return { ok: true, ref: `LOCAL-ID-${randomUUID()}` }
    },
  }
}
