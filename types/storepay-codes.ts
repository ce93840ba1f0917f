/** Business codes and limits of paying at a store (issue 26), 2180-2199 (runtime-free: the client may import them as values). */
export const StorepayCodes = {
  /** the shop does not take payments at the store: unknown, another tenant's, or not a store (nearby_store, service) (404, field shopId) */
  SHOP: 2180,
  /** the store is closed: it takes no payment now (409, field shopId, rule open) */
  SHOP_CLOSED: 2181,
  /** the amount is outside what one payment at a store may be (400, field amount, rule range; `msg` names the limits) */
  AMOUNT: 2182,
  /** no such store payment of this user (404, field payNo) */
  NOT_FOUND: 2183,
  /** the store is not one of the merchant's shops, or the user owns none (403) */
  NOT_MERCHANT: 2184,
  /** the same Idempotency-Key was used for another store payment (422) */
  KEY_REUSED: 2185,
  /** the member terms are out of range (400, field memberRateBp or memberAfter) */
  TERMS: 2186,
} as const

/** Shop kinds that take payments at the store (ADR 0135). */
export const STORE_PAY_KINDS = ['nearby_store', 'service'] as const
/** Channels a store payment refuses (ADR 0135): cash is paid to the till without the app; an offline transfer waits for staff while the shopper stands at the counter. */
export const STORE_PAY_REFUSES = ['CASH', 'OFFLINE'] as const
/** The smallest and largest amount of one payment at a store (minor units: 0.01 to 50,000.00). */
export const STORE_PAY_MIN = 1
export const STORE_PAY_MAX = 50_000_00
/** The schema's bound of an amount (the service names the real limits above with its own code). */
export const STORE_PAY_AMOUNT_CAP = 1_000_000_000
/** A payment's remark, at most this many characters. */
export const STORE_PAY_REMARK_MAX = 50
/** An unpaid store payment is cancelled after this many minutes. */
export const STORE_PAY_EXPIRY_MIN = 15
/** A member's discount is at most 50 % (basis points; 10000 = 100 %). */
export const MEMBER_RATE_MAX_BP = 5000
/** Paid store payments at the shop that make a shopper its member: 1 to 100 (ADR 0136). */
export const MEMBER_AFTER_MAX = 100
/** The terms of a store the merchant never set: no member discount; a member after the first payment. */
export const MEMBER_DEFAULT = { memberRateBp: 0, memberAfter: 1 } as const
/** Store payment states: unpaid -> paid (money arrived, credited to the merchant at once), unpaid -> cancelled (expired). */
export const STORE_PAY_STATES = ['unpaid', 'awaiting', 'paid', 'cancelled'] as const
export type StorePayState = (typeof STORE_PAY_STATES)[number]
/** A store payment number: `S` and digits (the payment's target id). */
export const STORE_PAY_NO_PATTERN = '^S[0-9]{6,30}$'
