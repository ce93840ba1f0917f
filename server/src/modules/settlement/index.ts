import { defineModule } from '../../core/module.js'
import { settlementRoutes } from './settlement.routes.js'
import './settlement.hooks.js'

// the public face: the settle flow imports only this file
export { settlementService, type SettlementSettings } from './settlement.service.js'

/**
 * Settlement: an order's money moves from `order_clearing` to its shop's merchant account (`merchant:<shopId>`)
 * less the platform's commission (`commission`) once its refund window has closed; a refund after that takes it
 * back. Owns `settlement_lines`; the money moves in flows/settle.ts.
 */
export default defineModule({ name: 'settlement', routes: settlementRoutes })
