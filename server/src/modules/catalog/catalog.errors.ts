import { defineErrors } from '../../core/errors.js'

/** Failures of the catalog area (none yet); messages would be `catalog.<name>` in server-catalog.json. */
export const catalogErrors = defineErrors('catalog', {})
