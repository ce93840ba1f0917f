import type { UserCtx } from '../core/context.js'
import { newcomerService } from '../modules/newcomer/index.js'
import { registerOffer, type Offer } from './offers.js'

/**
 * The newcomer offer (issue 27, ADR 0156): the kind 'newcomer' of the checkout's offers. The units are the SKU's own
 * stock (`ownsStock` false: inventory takes and gives back); the offer only prices the line and records the buyer.
 * - quote: the offer's price when it is open, the line is its SKU and one piece, the user is a newcomer (ADR 0155)
 *   and has not bought it;
 * - take: one row per user and offer (a unique key): of parallel checkouts of one user exactly one places its
 *   order, the others roll back with "bought once";
 * - giveBack: a cancelled unpaid checkout deletes its row, so the newcomer may buy it again.
 */
export const newcomerOffer: Offer = {
  ownsStock: false,
  quote: (c: UserCtx, line) => newcomerService.quote(c, line.offerId, line.skuId, line.count),
  take: (t: UserCtx, line, placed) => newcomerService.recordBuy(t, line.offerId, { orderId: placed.orderId, payNo: placed.payNo }),
  giveBack: (t, userId, items) => newcomerService.undoBuys(t, userId, [...new Set(items.map((i) => i.orderId))]),
}

registerOffer('newcomer', newcomerOffer)
