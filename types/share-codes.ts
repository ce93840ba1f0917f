/** Business codes of the share area (voucher sharing, `advanceShare/*`), 1580-1599 (runtime-free: the client may import them as values). */
export const ShareCodes = {
  /** the voucher to share is used already: 409 naming `userCouponId` */
  VOUCHER_USED: 1581,
  /** the voucher to share has expired (or its coupon is closed): 409 naming `userCouponId` */
  VOUCHER_EXPIRED: 1582,
  /** the sharer opened their own share's claim: 409 */
  OWN_SHARE: 1583,
  /** this user claimed from this share already (one per recipient): 409 */
  ALREADY_CLAIMED: 1584,
  /** the share's quota is used up: 409 */
  ALL_CLAIMED: 1585,
  /** the coupon cannot be given (its stock or per-person limit, expired): the spec's "unable to claim voucher", 409 */
  UNABLE: 1586,
  /** the user keeps SHARE_OPEN_MAX shares with vouchers left already: 409 */
  TOO_MANY: 1587,
} as const

/** Most vouchers one share gives away (quota 1..SHARE_QUOTA_MAX). */
export const SHARE_QUOTA_MAX = 10
/** Most shares with vouchers left one user keeps at once. */
export const SHARE_OPEN_MAX = 50
/** Length of a share code: 22 URL-safe base64 characters = 16 random bytes (128 bits). */
export const SHARE_CODE_LENGTH = 22
