/** Business codes of the withdrawal area (cash settings, e-signing, withdrawals, payouts), 1800-1849 (runtime-free). */
export const WithdrawCodes = {
  /** the applicant's real name is not approved yet: 409 naming `realName` */
  REAL_NAME: 1800,
  /** the withdrawal agreement is not signed yet: 409 naming `agreement` */
  NOT_SIGNED: 1801,
  /** below the minimum of the cash settings: 400 naming `amount` */
  MIN: 1802,
  /** above the maximum of one withdrawal: 400 naming `amount` */
  MAX: 1803,
  /** over what is left of the daily maximum: 409 naming `amount` */
  DAILY_MAX: 1804,
  /** a currency the cash settings do not allow: 400 naming `currency` */
  CURRENCY: 1805,
  /** not one of the applicant's bound bank cards: 404 naming `cardId` */
  CARD: 1806,
  /** the withdrawal's state does not allow this: 409 */
  STATE: 1807,
  /** not a shop of the applicant (merchant withdrawal): 404 naming `shopId` */
  SHOP: 1808,
  /** a cash setting outside its rule (staff): 400 naming the field */
  SETTING: 1810,
  /** an e-sign callback or payout notification refused (signature, replay, unknown, amount): 400 */
  CALLBACK: 1811,
  /** platform staff only: 403 */
  STAFF_ONLY: 1812,
} as const

/** Fee rates are basis points: 10000 = 100 %. */
export const FEE_BASIS_POINTS = 10_000
/** The version of the withdrawal agreement: a new version must be signed again. */
export const WITHDRAW_AGREEMENT_VERSION = '2026-12'
/** Withdrawal states (one machine: server/src/modules/withdraw/withdraw.machine.ts). */
export const WITHDRAW_STATES = ['requested', 'approved', 'paying', 'paid', 'rejected', 'failed'] as const
export type WithdrawState = (typeof WITHDRAW_STATES)[number]
/** States in which the money is still held (neither paid out nor given back). */
export const WITHDRAW_OPEN_STATES: readonly WithdrawState[] = ['requested', 'approved', 'paying']
