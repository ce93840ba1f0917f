import { Codes } from '../../../../types/constants.js'
import { EsignCodes as C } from '../../../../types/esign-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the e-sign area (codes 1840-1849, types/esign-codes.ts); messages `esign.<name>` in locales/<lng>/server-esign.json. */
export const esignErrors = defineErrors('esign', {
  callback: { code: C.CALLBACK, status: 400 },
  notFound: { code: Codes.NOT_FOUND },
})
