import { BankCodes, RealNameCodes } from '../../../../types/bank-codes.js'
import { Codes } from '../../../../types/constants.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of bank cards; messages `bank.<name>` in locales/<lng>/server-bank.json. */
export const bankErrors = defineErrors('bank', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  realNameRequired: { code: BankCodes.REAL_NAME_REQUIRED, status: 409, rule: 'realName' },
  holderMismatch: { code: BankCodes.HOLDER_MISMATCH, status: 400, field: 'holder', rule: 'realName' },
  idNumberMismatch: { code: BankCodes.ID_NUMBER_MISMATCH, status: 400, field: 'idNumber', rule: 'realName' },
  bankUnknown: { code: BankCodes.BANK_UNKNOWN, status: 400, field: 'bankCode', rule: 'exists' },
  phone: { code: Codes.BAD_REQUEST, field: 'phone', rule: 'pattern' },
  cardTaken: { code: BankCodes.CARD_TAKEN, status: 409, field: 'cardNumber', rule: 'unique' },
  full: { code: BankCodes.FULL, status: 409, rule: 'limit' },
  /** `{{reason}}`: the bank's reason, translated */
  refusedCardNumber: { code: BankCodes.CARD_REFUSED, status: 400, field: 'cardNumber', rule: 'bankCheck', key: 'bank.refused' },
  refusedPhone: { code: BankCodes.CARD_REFUSED, status: 400, field: 'phone', rule: 'bankCheck', key: 'bank.refused' },
  refusedHolder: { code: BankCodes.CARD_REFUSED, status: 400, field: 'holder', rule: 'bankCheck', key: 'bank.refused' },
  refusedCardType: { code: BankCodes.CARD_REFUSED, status: 400, field: 'cardType', rule: 'bankCheck', key: 'bank.refused' },
  unavailable: { code: BankCodes.CHECK_UNAVAILABLE, status: 502 },
  /** the identity registry (the real-name check): `{{reason}}` translated */
  identityRefusedName: { code: RealNameCodes.IDENTITY_REFUSED, status: 400, field: 'realName', rule: 'identityCheck', key: 'bank.identityRefused' },
  identityRefusedNumber: { code: RealNameCodes.IDENTITY_REFUSED, status: 400, field: 'idNumber', rule: 'identityCheck', key: 'bank.identityRefused' },
  identityUnavailable: { code: RealNameCodes.CHECK_UNAVAILABLE, status: 502 },
})
