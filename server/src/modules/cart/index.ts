import { defineModule } from '../../core/module.js'
import { cartRoutes } from './cart.routes.js'

// the public face: other modules import only this file
export { cartOrderService } from './cart.service.js'

/** Cart: the user's baskets (one per SKU). Owns `baskets`; reads SKUs, products and shops through catalogService. */
export default defineModule({ name: 'cart', routes: cartRoutes })
