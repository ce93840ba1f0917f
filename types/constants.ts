import { AccountCodes } from './account-codes'

/** Plain constants shared by client and server (no runtime dependency: safe to import in the client). */
export const LOCALES = ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh_CN'

/** Skins of spec section 3 (server's globalBg picks one). */
export const SKINS = [
  'red',
  'orange',
  'orange_light_1',
  'green',
  'gold',
  'blue',
  'green_light_1',
  'blue_light_1',
  'black_light_1',
  'pink_light_1',
  'green_light_2',
  'purple',
  'brown',
] as const
export type Skin = (typeof SKINS)[number]

/** Codes shared by both sides (see docs/guide/contracts.md): HTTP-like codes and the session code. */
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
  /** token expired or revoked: the client logs out */
  TOKEN_INVALID: 1001,
  /** the same Idempotency-Key was used for a different request (any idempotent endpoint): 422 */
  IDEMPOTENCY_MISMATCH: 1362,
  // codes 1002 and up belong to a module (types/<area>-codes.ts); the account ones stay reachable here for
  // existing callers, new modules do not add theirs to this list
  ...AccountCodes,
} as const
export type Code = (typeof Codes)[keyof typeof Codes]
