import { defineModule } from '../../core/module.js'
import './order.pay.js'
import { orderRoutes } from './order.routes.js'

/**
 * Orders: checkout (preview, submit), per-shop orders and their state machine (order.machine.ts),
 * the pay target 'order' and the auto-cancel / auto-receipt jobs (order.pay.ts), merchant endpoints.
 */
export default defineModule({ name: 'order', routes: orderRoutes })
