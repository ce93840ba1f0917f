import { SettlementCodes as C } from '../../../../types/settlement-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the settlement area (codes 1620-1639, types/settlement-codes.ts). */
export const settlementErrors = defineErrors('settlement', {
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
  shop: { code: C.SHOP, status: 404, field: 'shopId', rule: 'own' },
})
