/** Business codes of the payment and ledger area (1350-1399; runtime-free: the client may import them as values). */
export const PaymentCodes = {
  /** SYS: the balance is below the amount: "insufficient account balance" */
  BALANCE: 1350,
  /** SYS: wrong pay password */
  PAY_PWD_WRONG: 1351,
  /** SYS: too many wrong pay passwords, locked for a while (`msg` names the minutes) */
  PAY_PWD_LOCKED: 1352,
  /** SYS: no pay password set yet (set it in public/setting/pay-pwd) */
  PAY_PWD_NOT_SET: 1353,
  /** the channel is not enabled for this tenant and client platform */
  CHANNEL_OFF: 1354,
  /** the main order cannot be paid now (paid, cancelled, or waiting for a person) */
  NOT_PAYABLE: 1355,
  /** the payment is not in a state that allows this (e.g. proof on a paid payment) */
  PAYMENT_STATE: 1356,
  /** setting: the old pay password is wrong */
  PAY_PWD_OLD_WRONG: 1357,
  /** setting: a pay password is already set (change it with the old one) */
  PAY_PWD_EXISTS: 1358,
  /** setting: pay password must be 6 digits */
  PAY_PWD_RULE: 1359,
  /** setting: the two pay passwords differ */
  PAY_PWD_DIFFER: 1360,
  /** CYBERSOURCE: billing details are required first */
  BILLING_REQUIRED: 1361,
  /** the same Idempotency-Key was used for a different request */
  IDEMPOTENCY_MISMATCH: 1362,
  /** the channel cannot pay this target (a recharge is not paid from the balance it fills, nor in cash) */
  CHANNEL_REFUSED: 1363,
} as const

/** Every payment channel of spec section 7. */
export const PAY_CHANNELS = ['SYS', 'STRIPE', 'WX', 'ZFB', 'OFFLINE', 'CASH', 'YABAND', 'HM', 'SAND', 'HUIJU', 'UIPAY', 'CYBERSOURCE', 'JINQIANBA'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]
/** Channels paid through an online gateway (hosted page + signed asynchronous notification). */
export const ONLINE_CHANNELS = ['STRIPE', 'WX', 'ZFB', 'YABAND', 'HM', 'SAND', 'HUIJU', 'UIPAY', 'CYBERSOURCE', 'JINQIANBA'] as const
/** Client platforms a channel can be enabled for. */
export const PAY_PLATFORMS = ['h5', 'weapp', 'alipay', 'tt', 'rn'] as const
export type PayPlatform = (typeof PAY_PLATFORMS)[number]
/** Pay password: 6 digits (spec section 5); locked PAY_PWD_LOCK_MINUTES after PAY_PWD_MAX_TRIES wrong tries. */
export const PAY_PWD_PATTERN = '^[0-9]{6}$'
export const PAY_PWD_MAX_TRIES = 5
export const PAY_PWD_LOCK_MINUTES = 15
