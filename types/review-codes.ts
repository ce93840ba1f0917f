/** Business codes of the review area, 1600-1619 (runtime-free: the client may import them as values).
 * An order not waiting for a review answers the order's 409 (OrderCodes.STATE), another user's order its 404. */
export const ReviewCodes = {
  /** a line named twice, a line of another order, or a line left out: 400 naming `items` */
  ITEMS: 1602,
  /** a picture that is not the user's public upload, or not jpg/jpeg/png/webp: 400 naming `images` */
  IMAGE: 1603,
  /** the review was already replied to (the merchant replies once): 409 */
  REPLIED: 1604,
  /** the user owns no shop: 403 */
  NOT_MERCHANT: 1605,
  /** no such review among the merchant's shops (another shop's, another tenant's): 404 */
  NOT_FOUND: 1606,
} as const

/** Review text: at most this many characters (spec section 5, textarea maxlength 140). */
export const REVIEW_TEXT_MAX = 140
/** Pictures per reviewed line (spec section 5, album maximum 9), jpg, jpeg, png or webp. */
export const REVIEW_IMAGES_MAX = 9
export const REVIEW_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const
/** The merchant's reply: at most this many characters. */
export const REVIEW_REPLY_MAX = 300
/** Default days an order waits in to_review before it completes by itself (tenant setting `order.autoCompleteDays`). */
export const ORDER_AUTO_COMPLETE_DAYS = 7
