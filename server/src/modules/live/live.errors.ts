import { LiveCodes as C } from '../../../../types/live-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the live rooms (codes 1970-1999, types/live-codes.ts); messages `live.<name>` in locales/<lng>/server-live.json. */
export const liveErrors = defineErrors('live', {
  state: { code: C.STATE, status: 409 },
  shop: { code: C.SHOP, status: 404, field: 'shopId', rule: 'own' },
  video: { code: C.VIDEO, status: 400, field: 'videoId', rule: 'ownVideo' },
  cover: { code: C.COVER, status: 400, field: 'coverId', rule: 'ownPicture' },
  startPast: { code: C.START_AT, status: 400, field: 'startAt', rule: 'future' },
  startFar: { code: C.START_AT, status: 400, field: 'startAt', rule: 'max' },
  product: { code: C.PRODUCT, status: 400, field: 'productId', rule: 'ownOnSale' },
  pinsFull: { code: C.PINS_FULL, status: 409, field: 'productId', rule: 'max' },
  title: { code: C.TITLE, status: 400, field: 'title', rule: 'required' },
  room: { code: C.ROOM, status: 404, field: 'id', rule: 'exists' },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
})
