/**
 * Business codes of the transfer area (transfer between users, currency conversion, exchange rates), 1700-1739
 * (runtime-free: the client may import them as values). "insufficient account balance" keeps the ledger's
 * 1350 (`PaymentCodes.BALANCE`).
 */
export const TransferCodes = {
  /**
   * `do/turn` or `do/convert` without what moves money (Idempotency-Key, pay password, quote): 400, nothing
   * moved; `field` names the first missing one, `msg` all of them ("transfer failed" / "convert failed")
   */
  INCOMPLETE: 1700,
  /** a transfer to oneself: 400 naming `userId` or `phone` */
  SELF: 1701,
  /** no active user of this tenant with that phone or id: 404 naming `userId` or `phone` */
  RECIPIENT: 1702,
  /** over the day's limit for this currency (the message names what is left today): 409 naming `amount` */
  DAILY_LIMIT: 1703,
  /** no quote with this id for this user (or of the other kind): 404 naming `quoteId` */
  QUOTE_NOT_FOUND: 1704,
  /** the quote was used already (a quote moves money once; the same Idempotency-Key answers its first result): 409 naming `quoteId` */
  QUOTE_USED: 1705,
  /** the quote expired: ask for a new one (a conversion's rate holds CONVERT_QUOTE_SECONDS): 409 naming `quoteId` */
  QUOTE_EXPIRED: 1706,
  /** the same Idempotency-Key was used for a different request (like payments' 1362): 422 */
  KEY_REUSED: 1707,
  /** a currency the tenant does not enable: 400 naming `id` or `to` */
  CURRENCY_OFF: 1708,
  /** no exchange rate set for this pair: 409 naming `to` */
  NO_RATE: 1709,
  /** a conversion to the same currency: 400 naming `to` */
  SAME_CURRENCY: 1710,
  /** the converted amount rounds down to nothing (below one minor unit): 400 naming `amount` */
  TOO_SMALL: 1711,
  /** staff only (the desk's exchange rates): 403 */
  STAFF_ONLY: 1712,
  /** an exchange rate outside its shape (a decimal above zero, at most 8 decimals): 400 naming `rate` */
  RATE: 1713,
} as const

/** Seconds a conversion quote holds its rate. */
export const CONVERT_QUOTE_SECONDS = 60
/** Seconds a transfer quote holds (its fee and recipient). */
export const TURN_QUOTE_SECONDS = 300
/** An exchange rate as staff write it and the server answers it: a decimal above zero, at most 6 + 8 digits. */
export const RATE_PATTERN = '^[0-9]{1,6}(\\.[0-9]{1,8})?$'
/** Decimal places a stored rate keeps (rates are stored as integers times 10^8). */
export const RATE_DECIMALS = 8
/** Largest amount (minor units) one transfer or conversion moves: 10^11 (a billion in major units). */
export const TRANSFER_AMOUNT_MAX = 100_000_000_000
/** The pay password travels in this header on `do/turn` and `do/convert` (a GET has no body; a URL is logged). */
export const PAY_PASSWORD_HEADER = 'Pay-Password'
