/** Business codes of time cards (`user/timeCard/*`, `merchant/customer/seqcard/*`, the workbench's card verification), 2225-2239 (runtime-free). */
export const TimecardCodes = {
  /** no such card of this user: 404 naming `id` */
  NOT_FOUND: 2225,
  /** the card has no use left: 409 naming `code` (rule `usesLeft`) */
  NO_USES: 2226,
  /** the card has expired: 409 naming `code` (rule `expiry`) */
  EXPIRED: 2227,
  /** no card of the merchant's shops has this code: 404 naming `code` */
  CODE: 2228,
  /** not a merchant: 403 */
  NOT_MERCHANT: 2229,
  /** a refund of a card product asks back more pieces than it has whole cards (no use taken): 409 naming `lines` (rule `wholeCards`; ADR 0158) */
  CARDS_USED: 2230,
} as const

/** A card's states as the client shows them: uses left and not expired, used up, expired, its piece refunded (ADR 0158). */
export const TIME_CARD_STATES = ['active', 'used_up', 'expired', 'refunded'] as const
export type TimeCardState = (typeof TIME_CARD_STATES)[number]
