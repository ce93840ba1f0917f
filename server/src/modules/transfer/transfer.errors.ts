// The transfer module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { PaymentCodes } from '../../../../types/payment-codes.js'
import { TransferCodes as T } from '../../../../types/transfer-codes.js'
import { defineErrors } from '../../core/errors.js'

/**
 * Failures of the transfer area; messages `transfer.<name>` in locales/<lng>/server-transfer.json. The ones a
 * transfer and a conversion share come in two texts, "transfer failed: ..." and "convert failed: ..." (spec section 8).
 */
export const transferErrors = defineErrors('transfer', {
  /** a prefetch or a bare GET: `missing` lists what it lacks (Idempotency-Key, pay password, quote) */
  turnIncomplete: { code: T.INCOMPLETE, status: 400, rule: 'required' },
  convertIncomplete: { code: T.INCOMPLETE, status: 400, rule: 'required' },
  self: { code: T.SELF, status: 400, rule: 'notSelf' },
  recipient: { code: T.RECIPIENT, status: 404, rule: 'exists' },
  /** neither or both of phone and userId */
  recipientRequired: { code: Codes.BAD_REQUEST, field: 'userId', rule: 'oneOf' },
  amountRequired: { code: Codes.BAD_REQUEST, field: 'amount', rule: 'required' },
  dailyLimit: { code: T.DAILY_LIMIT, status: 409, field: 'amount', rule: 'dailyLimit' },
  turnQuoteNotFound: { code: T.QUOTE_NOT_FOUND, status: 404, field: 'quoteId', rule: 'exists' },
  convertQuoteNotFound: { code: T.QUOTE_NOT_FOUND, status: 404, field: 'quoteId', rule: 'exists' },
  turnQuoteUsed: { code: T.QUOTE_USED, status: 409, field: 'quoteId', rule: 'unused' },
  convertQuoteUsed: { code: T.QUOTE_USED, status: 409, field: 'quoteId', rule: 'unused' },
  turnQuoteExpired: { code: T.QUOTE_EXPIRED, status: 409, field: 'quoteId', rule: 'fresh' },
  convertQuoteExpired: { code: T.QUOTE_EXPIRED, status: 409, field: 'quoteId', rule: 'fresh' },
  keyReused: { code: T.KEY_REUSED, status: 422, rule: 'idempotencyKey' },
  currencyOff: { code: T.CURRENCY_OFF, status: 400, field: 'id', rule: 'enabled' },
  noRate: { code: T.NO_RATE, status: 409, field: 'to', rule: 'rate' },
  sameCurrency: { code: T.SAME_CURRENCY, status: 400, field: 'to', rule: 'differ' },
  tooSmall: { code: T.TOO_SMALL, status: 400, field: 'amount', rule: 'convertible' },
  /** "insufficient account balance" at quote time (the ledger says the same when the money moves) */
  insufficient: { code: PaymentCodes.BALANCE, status: 409, field: 'amount', rule: 'balance', key: 'ledger.insufficient' },
  staffOnly: { code: T.STAFF_ONLY, status: 403 },
  rate: { code: T.RATE, status: 400, field: 'rate', rule: 'positive' },
})
