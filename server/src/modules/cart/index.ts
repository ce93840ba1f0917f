import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { cartRepo } from './cart.repository.js'
import { cartRoutes } from './cart.routes.js'

// the public face: other modules and the flows import only this file
export { cartService } from './cart.service.js'

// a closed account's cart is erased with it (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => void (await cartRepo.removeAllOf(c.db, c.tenantId, userId)))

/** Cart: the user's baskets (one per SKU). Owns `baskets`; reads SKUs through the inventory, products through the catalog. */
export default defineModule({ name: 'cart', routes: cartRoutes })
