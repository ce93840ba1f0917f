import { Codes } from '../../../types/common.js'

/** HTTP status for each business code (codes below 600 are HTTP statuses themselves). */
const STATUS: Record<number, number> = {
  [Codes.TOKEN_INVALID]: 401,
  [Codes.BAD_CREDENTIALS]: 400,
  [Codes.ACCOUNT_LOCKED]: 429,
  [Codes.SMS_CODE_INVALID]: 400,
  [Codes.SMS_TOO_SOON]: 429,
  [Codes.SMS_LIMIT]: 429,
  [Codes.PHONE_TAKEN]: 409,
  [Codes.INVITE_CODE]: 400,
  [Codes.AGREEMENT_REQUIRED]: 400,
  [Codes.PASSWORD_RULE]: 400,
  [Codes.PASSWORD_MISMATCH]: 400,
  [Codes.AUTHEN_EXISTS]: 409,
}

export function statusFor(code: number): number {
  if (code >= 100 && code < 600) return code
  return STATUS[code] ?? 400
}

/**
 * An expected failure: a code, a message key (translated by the request's `lang`) and, for bad
 * input, the field and the rule it broke.
 */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    readonly rule?: string,
    status?: number,
  ) {
    super(key)
    this.status = status ?? statusFor(code)
  }
}

/** Shorthands for the common failures. */
export const fail = {
  /** 400 naming the field and the rule; `key` defaults to `validation.<rule>`. */
  invalid: (field: string, rule: string, params: Record<string, string | number> = {}, key?: string) =>
    new AppError(Codes.BAD_REQUEST, key ?? `validation.${rule}`, { field, ...params }, field, rule),
  unauthorized: () => new AppError(Codes.UNAUTHORIZED, 'auth.required'),
  tokenInvalid: () => new AppError(Codes.TOKEN_INVALID, 'auth.tokenInvalid'),
  forbidden: (key = 'common.forbidden') => new AppError(Codes.FORBIDDEN, key),
  notFound: (key = 'common.notFound') => new AppError(Codes.NOT_FOUND, key),
  conflict: (key: string, params: Record<string, string | number> = {}) => new AppError(Codes.CONFLICT, key, params),
  rateLimited: (retryAfter: number) => new AppError(Codes.RATE_LIMITED, 'common.rateLimited', { seconds: retryAfter }),
  code: (code: number, key: string, params: Record<string, string | number> = {}, field?: string, rule?: string) =>
    new AppError(code, key, params, field, rule),
}
