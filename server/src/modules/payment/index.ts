import { defineModule } from '../../core/module.js'
import { paymentRoutes } from './payment.routes.js'

// the public face: other modules and the flows import only this file
export type { PaymentRow, PayTarget, PayTargets } from './payment.hooks.js'
export { postArrival, markPaymentPaid, logPayment, refundPayment } from './payment.service.js'

/**
 * Payments: ONE interface (create, query, notify, refund) over the channels of spec section 7. What a
 * payment pays, and what happens when its money arrives, are asked through the hooks payment.target
 * and payment.settle (payment.hooks.ts), which the pay flow provides (server/src/flows/pay.ts).
 */
export default defineModule({ name: 'payment', routes: paymentRoutes })
