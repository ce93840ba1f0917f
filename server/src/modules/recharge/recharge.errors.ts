// The recharge module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { RechargeCodes as C } from '../../../../types/recharge-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the recharge area (codes 1740-1759); messages `recharge.<name>` in locales/<lng>/server-recharge.json. */
export const rechargeErrors = defineErrors('recharge', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  belowMin: { code: C.BELOW_MIN, status: 400, field: 'amount', rule: 'min' },
  aboveMax: { code: C.ABOVE_MAX, status: 400, field: 'amount', rule: 'max' },
  currency: { code: C.CURRENCY, status: 400, field: 'currency', rule: 'enabled' },
  packageGone: { code: C.PACKAGE, status: 404, field: 'packageId', rule: 'exists' },
  amountOrPackage: { code: C.AMOUNT_OR_PACKAGE, status: 400, field: 'amount', rule: 'amountOrPackage' },
  keyReused: { code: C.KEY_REUSED, status: 422, rule: 'idempotencyKey' },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
  bonusAbove: { code: C.TERMS, status: 400, field: 'bonus', rule: 'atMostAmount' },
  minAboveMax: { code: C.TERMS, status: 400, field: 'minAmount', rule: 'atMostMax' },
  packageOutside: { code: C.TERMS, status: 400, field: 'amount', rule: 'limits' },
  packagesFull: { code: Codes.CONFLICT, field: 'id', rule: 'limit' },
  packageNotFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
})
