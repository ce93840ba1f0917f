/** Business codes of the settlement area, 1620-1639 (runtime-free: the client may import them as values). */
export const SettlementCodes = {
  /** the user owns no shop: the merchant's settlement pages are not theirs (403) */
  NOT_MERCHANT: 1620,
  /** commission income is for platform staff only (403) */
  STAFF_ONLY: 1621,
  /** `shopId` is not one of the merchant's shops (404) */
  SHOP: 1622,
} as const

/** Commission rates are basis points: 10000 = 100 %. */
export const BASIS_POINTS = 10_000
/** The commission rate of a shop kind the tenant's `settlement.rates` does not name (5 %). */
export const DEFAULT_COMMISSION_BP = 500
/** How often the settlement job runs (minutes). */
export const SETTLEMENT_EVERY_MIN = 60
