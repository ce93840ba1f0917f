import { PromotionCodes as C } from '../../../../types/promotion-codes.js'
import { defineErrors } from '../../core/errors.js'

/**
 * Failures of the promotion area (codes 1550-1552, types/promotion-codes.ts). A coupon that cannot be used
 * at checkout is reported in the caller's words (order.coupon).
 */
export const promotionErrors = defineErrors('promotion', {
  claim: { code: C.CLAIM, status: 409 },
  notMerchant: { code: C.NOT_ALLOWED, status: 403 },
  notStaff: { code: C.NOT_ALLOWED, status: 403, key: 'promotion.notStaff' },
  percent: { code: C.TERMS, status: 400, field: 'discount', rule: 'percent' },
  maxOff: { code: C.TERMS, status: 400, field: 'maxOff', rule: 'percentOnly' },
  validTo: { code: C.TERMS, status: 400, field: 'validTo', rule: 'afterFrom' },
  notFound: { code: 404 },
})
