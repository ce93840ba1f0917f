// The recharge module's public face: discovery registers its routes; other modules and the flows import only this file.
import { defineModule } from '../../core/module.js'
import { rechargeRoutes } from './recharge.routes.js'

export { rechargeService } from './recharge.service.js'

/**
 * Recharge: recharge orders (`R...`, unpaid -> awaiting -> paid, or cancelled when they expire) and packages
 * with a bonus, limits from the tenant setting `recharge`. What a payment pays is asked by the payment module
 * through its hook; the pay flow answers for recharges too (server/src/flows/recharge.ts credits the user). Owns
 * `recharges` and `recharge_packages`.
 */
export default defineModule({ name: 'recharge', routes: rechargeRoutes })
