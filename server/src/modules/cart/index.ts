import { defineModule } from '../../core/module.js'
import { cartRoutes } from './cart.routes.js'

/** Cart: the user's baskets (one per SKU). Owns `baskets`; reads SKUs, products and shops through catalogService. */
export default defineModule({ name: 'cart', routes: cartRoutes })
