// The timecard module's failures: code, HTTP status and message key of each.
import { TimecardCodes as C } from '../../../../types/timecard-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of time cards (codes 2225-2239); messages `timecard.<name>` in locales/<lng>/server-timecard.json. */
export const timecardErrors = defineErrors('timecard', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
  noUses: { code: C.NO_USES, status: 409, field: 'code', rule: 'usesLeft' },
  expired: { code: C.EXPIRED, status: 409, field: 'code', rule: 'expiry' },
  code: { code: C.CODE, status: 404, field: 'code', rule: 'exists' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  cardsUsed: { code: C.CARDS_USED, status: 409, field: 'lines', rule: 'wholeCards' },
})
