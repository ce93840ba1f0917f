import { defineModule } from '../../core/module.js'
import { paymentRoutes } from './payment.routes.js'

// the public face: other modules import only this file
export { registerPayTarget } from './payment.targets.js'

/**
 * Payments: ONE interface (create, query, notify, refund) over the channels of spec section 7; pays a
 * target registered by another module (`payment.targets.ts`: the order module's main order).
 */
export default defineModule({ name: 'payment', routes: paymentRoutes })
