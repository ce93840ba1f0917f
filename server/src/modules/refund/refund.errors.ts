import { Codes } from '../../../../types/constants.js'
import { RefundCodes as C } from '../../../../types/refund-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the refund area (codes 1501-1509, types/refund-codes.ts); messages `refund.<name>` in locales/<lng>/server-refund.json. */
export const refundErrors = defineErrors('refund', {
  state: { code: C.STATE, status: 409 },
  notRefundable: { code: C.NOT_REFUNDABLE, status: 409 },
  lines: { code: C.LINES, status: 400, field: 'lines', rule: 'refundable' },
  amount: { code: C.AMOUNT, status: 400, field: 'amount', rule: 'max' },
  open: { code: C.OPEN, status: 409, field: 'lines', rule: 'open' },
  tooMany: { code: C.TOO_MANY, status: 409, field: 'lines', rule: 'applyMax' },
  returnNotShipped: { code: C.RETURN_NOT_SHIPPED, status: 400, field: 'type', rule: 'shipped' },
  reason: { code: C.REASON, status: 400, field: 'reason', rule: 'dict' },
  proof: { code: C.PROOF, status: 400, field: 'proofIds', rule: 'proof' },
  carrier: { code: Codes.BAD_REQUEST, field: 'carrier', rule: 'carrier' },
  description: { code: Codes.BAD_REQUEST, field: 'description', rule: 'maxLength' },
  notMerchant: { code: Codes.FORBIDDEN },
  staffOnly: { code: Codes.FORBIDDEN },
  notFound: { code: Codes.NOT_FOUND },
})
