/** Business codes of the refund area, 1500-1549 (runtime-free: the client may import them as values). */
export const RefundCodes = {
  /** the request's state does not allow this action (agree a closed request, ship before agreed...): 409 */
  STATE: 1501,
  /** the tenant does not offer refunds (`isRefund` off) or the order's state allows none (unpaid, cancelled, closed): 409 */
  NOT_REFUNDABLE: 1502,
  /** an item, or a count above what is left to refund of it, or a line of another order: 400 naming the line */
  LINES: 1503,
  /** the amount is above what was paid for those items (or below 1): 400 */
  AMOUNT: 1504,
  /** a request for one of these items is already in progress: 409 */
  OPEN: 1505,
  /** re-applied more than REFUND_APPLY_MAX times for the same item: 409 */
  TOO_MANY: 1506,
  /** refund and return asked for an order not shipped yet: 400 */
  RETURN_NOT_SHIPPED: 1507,
  /** reason not in the dictionary `order_refund_reason`: 400 */
  REASON: 1508,
  /** a proof picture that is not the user's upload, or not jpg/jpeg/png: 400 */
  PROOF: 1509,
} as const

/** Refund description: at most this many characters (spec section 5). */
export const REFUND_DESCRIPTION_MAX = 100
/** Refund proof: at most this many pictures, jpg, jpeg or png (spec section 5). */
export const REFUND_PROOF_MAX = 3
export const REFUND_PROOF_TYPES = ['jpg', 'jpeg', 'png'] as const
/** Requests per order item (a rejected or closed one may be re-applied until this many). */
export const REFUND_APPLY_MAX = 3
/** Default hours before a request the merchant ignores is agreed (tenant setting `refund.autoAgreeHours`). */
export const REFUND_AUTO_AGREE_H = 48
/** Default days before an agreed return the shopper never shipped is closed (setting `refund.returnShipDays`). */
export const REFUND_RETURN_SHIP_DAYS = 7
/** Default days after receipt while refunds can be asked; then the order is settled (setting `refund.windowDays`). */
export const REFUND_WINDOW_DAYS = 7
