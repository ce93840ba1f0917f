/** Business codes of the promotion area (coupons), 1550-1579 (runtime-free: the client may import them as values). */
export const PromotionCodes = {
  /** "unable to claim voucher": none left, the per-person limit reached, paused or outside its validity (409) */
  CLAIM: 1550,
  /** not a merchant (owns no shop) or not staff (403) */
  NOT_ALLOWED: 1551,
  /** a coupon's terms break a rule (400, names the field and the rule) */
  TERMS: 1552,
} as const

/** Most coupons one person may be allowed to claim of one coupon. */
export const COUPON_PER_PERSON_MAX = 99
/** Largest stock of one coupon. */
export const COUPON_TOTAL_MAX = 1_000_000
/** Largest threshold / amount off / cap (minor units). */
export const COUPON_MONEY_MAX = 100_000_000
/** Longest title. */
export const COUPON_TITLE_MAX = 40
/** Coupons shown on a product or shop page. */
export const COUPON_STRIP_MAX = 10

/** Centre tabs: store coupons (of a shop) or platform ones (any shop). */
export const CENTER_TABS = ['store', 'platform'] as const
export type CenterTab = (typeof CENTER_TABS)[number]
/** "My coupons" tabs; `expired` = unused past `validTo` (marked when listed). */
export const MINE_TABS = ['unused', 'used', 'expired'] as const
export type MineTab = (typeof MINE_TABS)[number]
