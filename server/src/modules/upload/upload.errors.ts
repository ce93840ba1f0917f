import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the upload area; messages `upload.<name>` (locales/<lng>/server-upload.json). */
export const uploadErrors = defineErrors('upload', {
  noFile: { code: Codes.BAD_REQUEST, field: 'file', rule: 'required' },
  tooLarge: { code: Codes.TOO_LARGE, field: 'file', rule: 'maxSize' },
  wrongType: { code: Codes.UNSUPPORTED_TYPE, field: 'file', rule: 'type' },
})
