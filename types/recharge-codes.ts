/** Business codes of the recharge area, 1740-1759 (runtime-free: the client may import them as values). */
export const RechargeCodes = {
  /** the amount is below the tenant's minimum for the currency (400, field amount, rule min; `msg` names it) */
  BELOW_MIN: 1740,
  /** the amount is above the tenant's maximum for the currency (400, field amount, rule max; `msg` names it) */
  ABOVE_MAX: 1741,
  /** the currency is not one the tenant enables (400, field currency) */
  CURRENCY: 1742,
  /** the package does not exist or is switched off (404, field packageId) */
  PACKAGE: 1743,
  /** give either `amount` or `packageId`, not both, not neither (400) */
  AMOUNT_OR_PACKAGE: 1744,
  /** the same Idempotency-Key was used for another recharge (422) */
  KEY_REUSED: 1745,
  /** desk: recharge packages and limits are for platform staff (403) */
  STAFF_ONLY: 1746,
  /** desk: a package's bonus is more than its amount, or a limit's minimum above its maximum (400) */
  TERMS: 1747,
} as const

/** Recharge states: unpaid -> awaiting (offline proof in review) -> paid; awaiting -> unpaid (proof rejected); unpaid -> cancelled (expired). */
export const RECHARGE_STATES = ['unpaid', 'awaiting', 'paid', 'cancelled'] as const
export type RechargeState = (typeof RECHARGE_STATES)[number]

/** The largest amount any recharge or package may name (minor units): a bound for the schema (amount + bonus fits an integer column); the tenant's maximum is lower. */
export const RECHARGE_AMOUNT_CAP = 1_000_000_000
/** Most packages a tenant keeps (all currencies). */
export const RECHARGE_PACKAGES_MAX = 50
/** A recharge number: `R` and digits (the payment's target id; an order's pay number starts with `P`). */
export const RECHARGE_NO_PATTERN = '^R[0-9]{6,30}$'
