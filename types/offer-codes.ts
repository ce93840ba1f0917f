/**
 * Offers through the checkout (a flash sale, a group buy, a newcomer offer: `offer` beside buy-now; ADR 0157):
 * business codes 2310-2319 (runtime-free: the client may import them).
 */
export const OfferCodes = {
  /** `offer` came with baskets or `lines`: an offer is bought on its own, by buy-now (`skuId` + `count`): 400 naming `offer` */
  BUY_NOW_ONLY: 2310,
  /** no offer of that kind is sold here: 400 naming `offer` */
  UNAVAILABLE: 2311,
} as const

/** The kinds of offer the checkout takes. */
export const OFFER_KINDS = ['flash', 'group', 'newcomer'] as const
export type OfferKindName = (typeof OFFER_KINDS)[number]
