import { Codes } from '../../../../types/constants.js'
import { PaymentCodes as P } from '../../../../types/payment-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the payment area; messages `payment.<name>` in locales/<lng>/server-payment.json. */
export const paymentErrors = defineErrors('payment', {
  payPwdWrong: { code: P.PAY_PWD_WRONG, status: 400, field: 'payPassword', rule: 'match' },
  payPwdLocked: { code: P.PAY_PWD_LOCKED, status: 429, field: 'payPassword', rule: 'locked' },
  payPwdNotSet: { code: P.PAY_PWD_NOT_SET, status: 409, field: 'payPassword', rule: 'set' },
  payPwdRequired: { code: Codes.BAD_REQUEST, field: 'payPassword', rule: 'required' },
  channelOff: { code: P.CHANNEL_OFF, status: 409, field: 'channel', rule: 'enabled' },
  channelRefused: { code: P.CHANNEL_REFUSED, status: 409, field: 'channel', rule: 'target' },
  notPayable: { code: P.NOT_PAYABLE, status: 409, field: 'payNo', rule: 'payable' },
  state: { code: P.PAYMENT_STATE, status: 409 },
  oldWrong: { code: P.PAY_PWD_OLD_WRONG, status: 400, field: 'oldPassword', rule: 'match' },
  oldRequired: { code: Codes.BAD_REQUEST, field: 'oldPassword', rule: 'required' },
  exists: { code: P.PAY_PWD_EXISTS, status: 409, field: 'oldPassword', rule: 'required' },
  differ: { code: P.PAY_PWD_DIFFER, status: 400, field: 'confirmPassword', rule: 'same' },
  billingRequired: { code: P.BILLING_REQUIRED, status: 400, field: 'billing', rule: 'required' },
  notFound: { code: Codes.NOT_FOUND },
  imageNotFound: { code: Codes.NOT_FOUND, field: 'images', rule: 'exists' },
  staffOnly: { code: Codes.FORBIDDEN },
  /** a refund above what the payment took (with what was refunded before) */
  refundExceeds: { code: Codes.CONFLICT, rule: 'refundExceeds' },
  /** a gateway notification that was refused (signature, timestamp, unknown payment, amount): nothing changed */
  notifyRefused: { code: Codes.BAD_REQUEST, rule: 'notification' },
})
