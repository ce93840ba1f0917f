import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the catalog area; messages `catalog.<name>` in locales/<lng>/server-catalog.json. */
export const catalogErrors = defineErrors('catalog', {
  productNotFound: { code: Codes.NOT_FOUND },
  reviewNotFound: { code: Codes.NOT_FOUND },
  priceRange: { code: Codes.BAD_REQUEST, field: 'priceMax', rule: 'range' },
})
