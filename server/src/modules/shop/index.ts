import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { shopRoutes } from './shop.routes.js'
import { ownsShop } from './shop.service.js'

// the public face: other modules and the flows import only this file
export { ownsShop, shopIdsOfOwner, shopProfile, shopsBrief, shopTerms, pickupPointsOf, deliveryRules, distance, allShops, setShopOwner, addPickupPoints, addDeliveryRules, type ShopState, type ShopTerms, type DeliveryRule } from './shop.service.js'
export { locationOf } from './shop.routes.js'

// the user info's `merchant` flag (the user tab's way to the merchant workbench) comes from here
hooks.provide('account.ownsShop', ownsShop)

/** Shops: shops and who owns them, their selling terms, pickup points and delivery rules. */
export default defineModule({ name: 'shop', routes: shopRoutes })
