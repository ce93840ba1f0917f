import { defineModule } from '../../core/module.js'
import { promotionRoutes } from './promotion.routes.js'

// the public face: other modules and the flows import only this file
export { promotionService, type CouponTerms, type HeldCoupon } from './promotion.service.js'

/** Promotion: coupons (claim, held, what one takes off, use, give back). */
export default defineModule({ name: 'promotion', routes: promotionRoutes })
