/**
 * Business codes of bank cards and real-name checks (runtime-free: the client may import them as values).
 * Range 1760-1799 (the account area's older real-name codes, AUTHEN_EXISTS 1040, stay in account-codes.ts).
 */
export const BankCodes = {
  /** binding a card needs an approved real name (409) */
  REAL_NAME_REQUIRED: 1760,
  /** the holder is not the approved real name (400, field `holder`) */
  HOLDER_MISMATCH: 1761,
  /** the ID number is not the approved real name's (400, field `idNumber`) */
  ID_NUMBER_MISMATCH: 1762,
  /** the bank is not one of the tenant's banks (400, field `bankCode`) */
  BANK_UNKNOWN: 1763,
  /** the user already has this card (409, field `cardNumber`) */
  CARD_TAKEN: 1764,
  /** the user keeps BANK_CARD_MAX cards already (409) */
  FULL: 1765,
  /** the bank's four-element check refused the card, with its reason (400, field by reason) */
  CARD_REFUSED: 1766,
  /** the check could not be made now (502: the bank did not answer; not 503, which the client takes for maintenance): try again later */
  CHECK_UNAVAILABLE: 1767,
} as const

/** Business codes of real-name verification (the rest of the range, 1780-1799). */
export const RealNameCodes = {
  /** the identity check refused the name and ID number, with its reason (400, field by reason) */
  IDENTITY_REFUSED: 1780,
  /** this ID number's real name is approved for another user of the tenant (409, field `idNumber`) */
  ID_NUMBER_TAKEN: 1781,
  /** an ID picture is not the user's private picture upload (400, field `frontImage` / `backImage`) */
  ID_PICTURE: 1782,
  /** the identity check could not be made now (502): try again later */
  CHECK_UNAVAILABLE: 1783,
} as const

/** Most bank cards one user keeps. */
export const BANK_CARD_MAX = 10
/** Card types a card is bound as. */
export const CARD_TYPES = ['debit', 'credit'] as const
export type CardType = (typeof CARD_TYPES)[number]
/** A card number: 12-19 digits (spaces are the client's, removed before sending). */
export const CARD_NUMBER_PATTERN = '^[0-9]{12,19}$'
/** Holder: 2-40 characters after trimming (the approved real name's rule). */
export const HOLDER_MIN = 2
export const HOLDER_MAX = 40

/** The Luhn (mod 10) check digit rule card numbers follow; the client's comfort check, the local bank's refusal. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
/**
 * An ID number: a mainland resident ID (18 characters, the GB 11643 check character) or a passport-style
 * number (a letter and 5-11 letters or digits). Case does not matter (a final `x` is `X`).
 */
export function idNumberValid(v: string): boolean {
  const s = v.trim().toUpperCase()
  if (/^\d{17}[\dX]$/.test(s)) {
    const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0)
    return '10X98765432'[sum % 11] === s[17]
  }
  return /^[A-Z][A-Z0-9]{5,11}$/.test(s)
}
