import { Codes } from '../../../types/common.js'

/**
 * HTTP status of each business code (codes below 600 are HTTP statuses themselves). Filled by the
 * modules' `<area>.errors.ts` through `defineErrors`; nothing is listed here.
 */
const STATUS = new Map<number, number>([[Codes.TOKEN_INVALID, 401]])

export function statusFor(code: number): number {
  if (code >= 100 && code < 600) return code
  return STATUS.get(code) ?? 400
}

type Params = Record<string, string | number>

/**
 * An expected failure: a code, a message key (translated by the request's `lang`) and, for bad
 * input, the field and the rule it broke.
 */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params: Params = {},
    readonly field?: string,
    readonly rule?: string,
    status?: number,
  ) {
    super(key)
    this.status = status ?? statusFor(code)
  }
}

/** One failure a module can answer with: its code, HTTP status, and (for bad input) field and rule. */
export interface ErrorDef {
  code: number
  status?: number
  /** message key; `<area>.<name>` when left out */
  key?: string
  field?: string
  rule?: string
}

/**
 * A module's failures (`<area>.errors.ts`): `accountErrors.phoneTaken()` builds the AppError, with
 * message params when the text has placeholders. Registers each business code's status; a code used
 * by two modules with different statuses is refused at start.
 */
export function defineErrors<const T extends Record<string, ErrorDef>>(
  area: string,
  defs: T,
): { [K in keyof T]: (params?: Params) => AppError } & { readonly defs: T } {
  const out: Record<string, unknown> = { defs }
  for (const [name, d] of Object.entries(defs)) {
    const status = d.status ?? statusFor(d.code)
    if (d.code >= 600) {
      const known = STATUS.get(d.code)
      if (known !== undefined && known !== status) throw new Error(`${area}.errors: code ${d.code} has status ${known} elsewhere, ${status} here`)
      STATUS.set(d.code, status)
    }
    const key = d.key ?? `${area}.${name}`
    out[name] = (params: Params = {}) => new AppError(d.code, key, params, d.field, d.rule, status)
  }
  return out as { [K in keyof T]: (params?: Params) => AppError } & { readonly defs: T }
}

/** Shorthands for the common failures. */
export const fail = {
  /** 400 naming the field and the rule; `key` defaults to `validation.<rule>`. */
  invalid: (field: string, rule: string, params: Params = {}, key?: string) =>
    new AppError(Codes.BAD_REQUEST, key ?? `validation.${rule}`, { field, ...params }, field, rule),
  unauthorized: () => new AppError(Codes.UNAUTHORIZED, 'auth.required'),
  tokenInvalid: () => new AppError(Codes.TOKEN_INVALID, 'auth.tokenInvalid'),
  forbidden: (key = 'common.forbidden') => new AppError(Codes.FORBIDDEN, key),
  notFound: (key = 'common.notFound') => new AppError(Codes.NOT_FOUND, key),
  conflict: (key: string, params: Params = {}) => new AppError(Codes.CONFLICT, key, params),
  rateLimited: (retryAfter: number) => new AppError(Codes.RATE_LIMITED, 'common.rateLimited', { seconds: retryAfter }),
  code: (code: number, key: string, params: Params = {}, field?: string, rule?: string) => new AppError(code, key, params, field, rule),
}
