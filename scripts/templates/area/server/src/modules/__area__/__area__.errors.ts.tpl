// The __area__ module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { __Area__Codes } from '../../../../types/__area__-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the __area__ area; messages `__area__.<name>` in locales/<lng>/server-__area__.json. */
export const __area__Errors = defineErrors('__area__', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  full: { code: __Area__Codes.FULL, status: 409, rule: 'limit' },
})
