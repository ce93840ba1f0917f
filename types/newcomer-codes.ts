/** Business codes and limits of newcomer offers (issue 27), 2300-2309 (runtime-free: the client may import them as values). */
export const NewcomerCodes = {
  /** no such newcomer offer in the tenant (404, field offerId) */
  NOT_FOUND: 2300,
  /** the offer is paused, not started or ended (409, field offerId, rule window) */
  CLOSED: 2301,
  /** only a newcomer may buy it: registered within NEWCOMER_DAYS and no paid order yet (403, rule newcomer; ADR 0155) */
  NOT_NEW: 2302,
  /** the user already bought this offer (once per user; 409, field offerId, rule once) */
  ONCE: 2303,
  /** a newcomer offer is one piece (400, field count, rule max) */
  COUNT: 2304,
  /** the offer sells another SKU than the one asked for (400, field skuId, rule offer) */
  SKU: 2305,
  /** the offer's price must be above 0 and below the SKU's own price (400, field price, rule below) */
  PRICE: 2306,
  /** staff only (403) */
  STAFF_ONLY: 2307,
  /** a coupon of the pack is unknown, a shop's, or not usable now (400, field couponIds, rule usable) */
  COUPON: 2308,
  /** the window ends before it starts (400, field endAt, rule after) */
  WINDOW: 2309,
} as const

/** A newcomer: registered within this many days and never paid an order (ADR 0155; the user info's `newUser` uses the same days). */
export const NEWCOMER_DAYS = 7
/** Pieces of a newcomer offer one user may buy. */
export const NEWCOMER_COUNT = 1
/** Coupons in the newcomer pack, at most. */
export const NEWCOMER_PACK_MAX = 10
/** Offer states a desk sets. */
export const NEWCOMER_STATES = ['active', 'paused'] as const
export type NewcomerState = (typeof NEWCOMER_STATES)[number]
/** Why a user may not buy newcomer offers: guest (not logged in), old (registered too long ago), paid (has a paid order). */
export const NEWCOMER_REASONS = ['guest', 'old', 'paid'] as const
export type NewcomerReason = (typeof NEWCOMER_REASONS)[number]
