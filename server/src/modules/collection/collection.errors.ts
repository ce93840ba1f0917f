import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the favourites; messages `collection.<name>` in locales/<lng>/server-collection.json. */
export const collectionErrors = defineErrors('collection', {
  targetNotFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  full: { code: Codes.CONFLICT, rule: 'limit' },
})
