/**
 * Business codes of the settings area (runtime-free: the client may import them as values), range 1850-1869.
 * Thrown by the account module (profile, login password, log off) and by the modules that refuse a log off
 * while they still hold something of the user (ADR 0091).
 */
export const SettingsCodes = {
  /** nickname outside spec section 5: 4-20 characters of Chinese, English or digits */
  NICKNAME_RULE: 1850,
  /** the avatar is not a picture the user uploaded */
  AVATAR_NOT_OWN: 1851,
  /** the new login password equals the old one */
  PASSWORD_SAME: 1852,
  /** log off refused: money left in the wallet (available or held) */
  LOG_OFF_MONEY: 1853,
  /** log off refused: orders not yet received (unpaid, paid, shipped) */
  LOG_OFF_ORDERS: 1854,
  /** log off refused: an after-sales request still open */
  LOG_OFF_REFUNDS: 1855,
  /** log off refused: the account owns a shop */
  LOG_OFF_SHOP: 1856,
} as const
