import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import './order.hooks.js'
import { accountService } from '../account/index.js'
import { orderRepo } from './order.repository.js'
import { orderRoutes } from './order.routes.js'

// the public face: other modules and the flows import only this file
export { orderService, type Placement } from './order.service.js'
export type { RefundItem, RefundOrder } from './order.refund.js'

// no log off while an order is still on its way (ADR 0091): the buyer must be reachable until it arrives
hooks.on('user.closed', async (c, { userId }) => {
  const n = await orderRepo.openOrderCount(c.db, c.tenantId, userId)
  if (n) throw accountService.errors.logOffOrders({ n })
})

/**
 * Orders: main orders and per-shop orders, their state machine (order.machine.ts) and history, the
 * shopper's and merchant's endpoints, the auto-receipt job. Checkout, payment's effects and
 * cancellation are flows (server/src/flows/) that call this face.
 */
export default defineModule({ name: 'order', routes: orderRoutes })
