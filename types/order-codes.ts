/** Business codes of the order area, 1300-1349 (runtime-free: the client may import them as values). */
export const OrderCodes = {
  /** the order's state does not allow this action (pay a cancelled order, ship an unpaid one...): 409 */
  STATE: 1301,
  /** more than the SKU's stock: "insufficient stock" (409) */
  STOCK: 1302,
  /** a shop's goods amount is below its delivery minimum: "not meeting the delivery minimum" */
  DELIVERY_MINIMUM: 1303,
  /** the shop does not deliver to the address's region: "not supported in this region" */
  REGION: 1304,
  /** the coupon is not the user's, used, expired, of another shop, or under its threshold */
  COUPON: 1305,
  /** "discount cannot exceed product payment amount" */
  DISCOUNT_EXCEEDS: 1306,
  /** delivery without an address: "add shipping address before payment" */
  ADDRESS_REQUIRED: 1307,
  /** pickup point unknown or not the shop's, or the shop offers no self pickup / no delivery */
  PICKUP: 1308,
  /** nothing to order: no such basket / SKU, or a product that cannot be bought (off the shelf, shop closed) */
  UNAVAILABLE: 1309,
  /** quantity below 1 or above ORDER_LINE_MAX */
  QUANTITY: 1310,
  /** wrong pickup code */
  PICKUP_CODE: 1311,
  /** not the merchant of this order's shop / not a merchant (403) */
  NOT_MERCHANT: 1312,
  /** carrier not in the dictionary `order_carrier` */
  CARRIER: 1313,
  /** reminded to ship less than ORDER_REMIND_GAP_H hours ago (429) */
  REMIND_TOO_SOON: 1314,
  /** a basket of the submit was ordered by another submit meanwhile (a cart is checked out once): 409 */
  BASKET_ORDERED: 1315,
  /** too many pickup codes tried for one order: PICKUP_CODE_TRIES in PICKUP_CODE_WINDOW_MIN minutes (429) */
  PICKUP_CODE_LOCKED: 1316,
} as const

/** Pickup codes a merchant may try for one order in PICKUP_CODE_WINDOW_MIN minutes (a 6-digit code is not guessed). */
export const PICKUP_CODE_TRIES = 5
export const PICKUP_CODE_WINDOW_MIN = 15

/** Largest quantity of one order line. */
export const ORDER_LINE_MAX = 9999
/** Most lines in one checkout. */
export const ORDER_LINES_MAX = 100
/** Default minutes before an unpaid order is cancelled (tenant setting `order.autoCancelMinutes`). */
export const ORDER_AUTO_CANCEL_MIN = 30
/** Default days after shipping before receipt is confirmed automatically (setting `order.autoReceiveDays`). */
export const ORDER_AUTO_RECEIVE_DAYS = 10
/** One "remind to ship" per order in this many hours. */
export const ORDER_REMIND_GAP_H = 12
export const ORDER_REMARK_MAX = 100
export const ORDER_CANCEL_REASON_MAX = 100
