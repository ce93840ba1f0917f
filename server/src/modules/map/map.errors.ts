// The map module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { MapCodes } from '../../../../types/map-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the map area; messages `map.<name>` in locales/<lng>/server-map.json. */
export const mapErrors = defineErrors('map', {
  storeUnknown: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  noPlace: { code: MapCodes.NO_PLACE, status: 409, field: 'id', rule: 'position' },
  tileRange: { code: MapCodes.TILE_RANGE, status: 400, rule: 'range' },
})
