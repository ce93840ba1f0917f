import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the footprints; messages `footprint.<name>` in locales/<lng>/server-footprint.json. */
export const footprintErrors = defineErrors('footprint', {
  notFound: { code: Codes.NOT_FOUND },
  productNotFound: { code: Codes.NOT_FOUND, field: 'productId', rule: 'exists' },
})
