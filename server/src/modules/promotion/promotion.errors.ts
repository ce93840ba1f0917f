import { defineErrors } from '../../core/errors.js'

/**
 * Failures of the promotion area: none of its own yet. A coupon that cannot be used is reported in
 * the caller's words (order.coupon); a claim with none left answers false.
 */
export const promotionErrors = defineErrors('promotion', {})
