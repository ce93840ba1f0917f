// The newcomer area's failures: code, HTTP status and message key of each.
import { NewcomerCodes as C } from '../../../../types/newcomer-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of newcomer offers (codes 2300-2309); messages `newcomer.<name>` in locales/<lng>/server-newcomer.json. */
export const newcomerErrors = defineErrors('newcomer', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'offerId', rule: 'exists' },
  closed: { code: C.CLOSED, status: 409, field: 'offerId', rule: 'window' },
  notNew: { code: C.NOT_NEW, status: 403, rule: 'newcomer' },
  once: { code: C.ONCE, status: 409, field: 'offerId', rule: 'once' },
  count: { code: C.COUNT, status: 400, field: 'count', rule: 'max' },
  sku: { code: C.SKU, status: 400, field: 'skuId', rule: 'offer' },
  price: { code: C.PRICE, status: 400, field: 'price', rule: 'below' },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
  coupon: { code: C.COUPON, status: 400, field: 'couponIds', rule: 'usable' },
  window: { code: C.WINDOW, status: 400, field: 'endAt', rule: 'after' },
})
