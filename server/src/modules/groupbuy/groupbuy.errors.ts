// The group-buy module's failures: code, HTTP status and message key of each.
import { GroupbuyCodes as C } from '../../../../types/groupbuy-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of group buys (codes 2270-2289); messages `groupbuy.<name>` in locales/<lng>/server-groupbuy.json. */
export const groupbuyErrors = defineErrors('groupbuy', {
  offer: { code: C.OFFER, status: 404, field: 'offerId', rule: 'exists' },
  group: { code: C.GROUP, status: 404, field: 'groupId', rule: 'exists' },
  closed: { code: C.CLOSED, status: 409, field: 'groupId', rule: 'forming' },
  full: { code: C.FULL, status: 409, field: 'groupId', rule: 'size' },
  member: { code: C.MEMBER, status: 409, field: 'groupId', rule: 'once' },
  line: { code: C.LINE, status: 400, field: 'skuId', rule: 'offer' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403, field: 'skuId', rule: 'own' },
  price: { code: C.PRICE, status: 400, field: 'groupPrice', rule: 'range' },
  size: { code: C.SIZE, status: 400, field: 'size', rule: 'range' },
  hours: { code: C.HOURS, status: 400, field: 'hours', rule: 'range' },
  taken: { code: C.TAKEN, status: 409, field: 'skuId', rule: 'one' },
})
