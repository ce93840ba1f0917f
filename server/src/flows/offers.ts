import type { RequestCtx, UserCtx } from '../core/context.js'

/**
 * Offers (ADR 0157): a flash sale, a group buy or a newcomer offer sells ONE SKU at its own price through the
 * checkout's buy-now (`offer: { kind, id }` beside `skuId` + `count`). The checkout asks the kind's `Offer` for the
 * price, lets it take its units inside the submit transaction, and the cancel flow gives them back; the order item
 * keeps the offer. Each kind is registered by its own flow file (flows/<kind>.ts); the checkout knows no kind.
 */
export type OfferKind = 'flash' | 'group' | 'newcomer'

/** The line an offer is asked about: one SKU of one shop, at the SKU's own price `skuPrice`. */
export interface OfferLine {
  offerId: number
  skuId: number
  productId: number
  shopId: number
  count: number
  skuPrice: number
}

export interface Offer {
  /** true: the units come from the offer's own quantity, so inventory's stock is neither checked, taken nor given back */
  ownsStock: boolean
  /** Preview and submit: the price per piece under the offer, or throws the offer's own error (not open, sold out, limit, ...). */
  quote(c: UserCtx, line: OfferLine): Promise<{ unitPrice: number }>
  /** Submit, in the checkout's transaction after the orders are placed: take the units, record the buyer; throw to roll back. */
  take(t: UserCtx, line: OfferLine, placed: { payNo: string; orderId: number }): Promise<void>
  /** The unpaid checkout is cancelled (shopper or timeout), in the cancel's transaction: give its units back. */
  giveBack(t: RequestCtx, userId: number, items: OfferItem[]): Promise<void>
}

/** An ordered line of an offer, as the cancel flow gives it back. */
export interface OfferItem {
  offerId: number
  skuId: number
  count: number
  orderId: number
}

const offers = new Map<OfferKind, Offer>()

/** Register the `Offer` of a kind (its flow file, once at import); answers a function that puts the previous one back (tests). */
export function registerOffer(kind: OfferKind, o: Offer): () => void {
  const prev = offers.get(kind)
  offers.set(kind, o)
  return () => (prev ? offers.set(kind, prev) : offers.delete(kind))
}

/** The `Offer` of a kind; undefined when none is registered (the checkout answers "offer unavailable"). */
export const offerOf = (kind: string): Offer | undefined => offers.get(kind as OfferKind)
