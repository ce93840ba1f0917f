import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { shopRoutes } from './shop.routes.js'
import { ownsShop } from './shop.service.js'
import { accountService } from '../account/index.js'

// the public face: other modules and the flows import only this file
export { shopService, type ShopState, type ShopTerms, type DeliveryRule } from './shop.service.js'

// the user info's `merchant` flag (the user tab's way to the merchant workbench) comes from here
hooks.provide('account.ownsShop', ownsShop)

// a shop's owner cannot log off: the shop (its orders, its settled money) needs an owner (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => {
  if (await ownsShop(c, userId)) throw accountService.errors.logOffShop()
})

/** Shops: shops and who owns them, their selling terms, pickup points and delivery rules. */
export default defineModule({ name: 'shop', routes: shopRoutes })
