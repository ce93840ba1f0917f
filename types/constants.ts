/** Plain constants shared by client and server (no runtime dependency: safe to import in the client). */
export const LOCALES = ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh_CN'

/** Skins of spec section 3 (server's globalBg picks one). */
export const SKINS = [
  'red', 'orange', 'orange_light_1', 'green', 'gold', 'blue', 'green_light_1', 'blue_light_1',
  'black_light_1', 'pink_light_1', 'green_light_2', 'purple', 'brown',
] as const
export type Skin = (typeof SKINS)[number]

/** Business codes shared by both sides (see docs/architecture.md). */
export const Codes = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  TOKEN_INVALID: 1001,
  BAD_CREDENTIALS: 1002,
  ACCOUNT_LOCKED: 1003,
  SMS_CODE_INVALID: 1010,
  SMS_TOO_SOON: 1011,
  SMS_LIMIT: 1012,
  PHONE_TAKEN: 1020,
  INVITE_CODE: 1021,
  AGREEMENT_REQUIRED: 1022,
  PASSWORD_RULE: 1030,
  PASSWORD_MISMATCH: 1031,
  AUTHEN_EXISTS: 1040,
} as const
export type Code = (typeof Codes)[keyof typeof Codes]
