// The store payment module's failures: code, HTTP status and message key of each.
import { StorepayCodes as C } from '../../../../types/storepay-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of paying at a store (codes 2180-2199); messages `storepay.<name>` in locales/<lng>/server-storepay.json. */
export const storepayErrors = defineErrors('storepay', {
  shop: { code: C.SHOP, status: 404, field: 'shopId', rule: 'store' },
  shopClosed: { code: C.SHOP_CLOSED, status: 409, field: 'shopId', rule: 'open' },
  amount: { code: C.AMOUNT, status: 400, field: 'amount', rule: 'range' },
  notFound: { code: C.NOT_FOUND, status: 404, field: 'payNo', rule: 'exists' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  keyReused: { code: C.KEY_REUSED, status: 422, rule: 'idempotencyKey' },
  rate: { code: C.TERMS, status: 400, field: 'memberRateBp', rule: 'range' },
})
