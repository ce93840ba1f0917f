// The store payment module's public face: discovery registers its routes; the pay flow imports only this file.
import { defineModule } from '../../core/module.js'
import { storepayRoutes } from './storepay.routes.js'

export { storepayService } from './storepay.service.js'

/**
 * Paying at a store (issue 26): payments `S...` of an amount at a store (kinds nearby_store and service), priced
 * with the store's member discount, paid through the cashier (the pay flow's kind 'store', flows/store-pay.ts
 * credits the shop through settlement at once), and the merchant's stores with their QR codes and takings.
 * Owns `store_payments` and `store_pay_terms`.
 */
export default defineModule({ name: 'storepay', routes: storepayRoutes })
