import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the system area; messages `system.<name>` (locales/<lng>/server-system.json). */
export const systemErrors = defineErrors('system', {
  regionUnknown: { code: Codes.NOT_FOUND },
  dictUnknown: { code: Codes.NOT_FOUND },
})
