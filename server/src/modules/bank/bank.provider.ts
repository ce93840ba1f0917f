import type { RequestCtx } from '../../core/context.js'
import { localCardChecker, localIdentityChecker } from './providers/local.js'
import { bankSetting } from './bank.settings.js'

/** What the four-element check is asked: the holder's name and ID number, the card number and the phone the bank knows. */
export interface CardCheck {
  name: string
  idNumber: string
  cardNumber: string
  phone: string
  bankCode: string
  cardType: 'debit' | 'credit'
}

/**
 * The bank's answer: matched (with its reference), or refused with a reason: `cardNumber` (no such card),
 * `mismatch` (the elements do not belong together), `phone` (not the card's phone), `frozen` (the card
 * is frozen or closed), `cardType` (not that type of card), `unavailable` (no answer now: try later).
 */
export type CardRefusal = 'cardNumber' | 'mismatch' | 'phone' | 'frozen' | 'cardType' | 'unavailable'
export type CardCheckResult = { ok: true; ref: string } | { ok: false; reason: CardRefusal }

/** An outside four-element check (a bank or a verification service). */
export interface CardChecker {
  name: string
  check(p: CardCheck): Promise<CardCheckResult>
}

/** The tenant's checker: the local stand-in (no real provider is configured in this project). */
export async function cardChecker(c: Pick<RequestCtx, 'db' | 'tenantId'>): Promise<CardChecker> {
  return localCardChecker((await bankSetting(c)).check)
}

/** The identity registry's answer to a name and ID number: `mismatch` (not this person's number), `notFound`, `unavailable` (no answer now). */
export type IdentityRefusal = 'mismatch' | 'notFound' | 'unavailable'
export type IdentityCheckResult = { ok: true; ref: string } | { ok: false; reason: IdentityRefusal }

/** An outside identity check (a national registry or a verification service): the real name's first step before staff review. */
export interface IdentityChecker {
  name: string
  check(p: { name: string; idNumber: string }): Promise<IdentityCheckResult>
}

/** The tenant's identity checker: the local stand-in. */
export async function identityChecker(c: Pick<RequestCtx, 'db' | 'tenantId'>): Promise<IdentityChecker> {
  return localIdentityChecker((await bankSetting(c)).identity)
}
