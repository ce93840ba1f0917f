import { Codes } from '../../../../types/constants.js'
import { PaymentCodes } from '../../../../types/payment-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the ledger area; messages `ledger.<name>` in locales/<lng>/server-ledger.json. */
export const ledgerErrors = defineErrors('ledger', {
  /** "insufficient account balance" */
  insufficient: { code: PaymentCodes.BALANCE, status: 409, rule: 'balance' },
  userNotFound: { code: Codes.NOT_FOUND, field: 'userId', rule: 'exists' },
  staffOnly: { code: Codes.FORBIDDEN },
})
