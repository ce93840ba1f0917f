import { defineModule } from '../../core/module.js'
import { orderRoutes } from './order.routes.js'

// the public face: other modules and the flows import only this file
export { orderService, type Placement } from './order.service.js'
export type { RefundItem, RefundOrder } from './order.refund.js'

/**
 * Orders: main orders and per-shop orders, their state machine (order.machine.ts) and history, the
 * shopper's and merchant's endpoints, the auto-receipt job. Checkout, payment's effects and
 * cancellation are flows (server/src/flows/) that call this face.
 */
export default defineModule({ name: 'order', routes: orderRoutes })
