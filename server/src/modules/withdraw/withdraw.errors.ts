import { WithdrawCodes as C } from '../../../../types/withdraw-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the withdrawal area (codes 1800-1839, types/withdraw-codes.ts); messages `withdraw.<name>` in locales/<lng>/server-withdraw.json. */
export const withdrawErrors = defineErrors('withdraw', {
  realName: { code: C.REAL_NAME, status: 409, field: 'realName', rule: 'approved' },
  notSigned: { code: C.NOT_SIGNED, status: 409, field: 'agreement', rule: 'signed' },
  min: { code: C.MIN, status: 400, field: 'amount', rule: 'min' },
  max: { code: C.MAX, status: 400, field: 'amount', rule: 'max' },
  dailyMax: { code: C.DAILY_MAX, status: 409, field: 'amount', rule: 'dailyMax' },
  currency: { code: C.CURRENCY, status: 400, field: 'currency', rule: 'allowed' },
  card: { code: C.CARD, status: 404, field: 'cardId', rule: 'own' },
  state: { code: C.STATE, status: 409 },
  shop: { code: C.SHOP, status: 404, field: 'shopId', rule: 'own' },
  maxBelowMin: { code: C.SETTING, status: 400, field: 'maxAmount', rule: 'atLeastMin' },
  dailyBelowMax: { code: C.SETTING, status: 400, field: 'dailyMax', rule: 'atLeastMax' },
  timeZone: { code: C.SETTING, status: 400, field: 'timeZone', rule: 'timeZone' },
  callback: { code: C.CALLBACK, status: 400 },
  staffOnly: { code: C.STAFF_ONLY, status: 403 },
  notFound: { code: 404 },
})
