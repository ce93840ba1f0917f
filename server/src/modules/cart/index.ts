import { defineModule } from '../../core/module.js'
import { cartRoutes } from './cart.routes.js'

// the public face: other modules and the flows import only this file
export { basketsOf, removeBaskets } from './cart.service.js'

/** Cart: the user's baskets (one per SKU). Owns `baskets`; reads SKUs through the inventory, products through the catalog. */
export default defineModule({ name: 'cart', routes: cartRoutes })
