import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the shop area; the message is still `catalog.shopNotFound` (locales/<lng>/server-catalog.json), where it was before the split. */
export const shopErrors = defineErrors('shop', {
  notFound: { code: Codes.NOT_FOUND, key: 'catalog.shopNotFound' },
})
