import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import '../account/index.js'
import { catalogRoutes } from './catalog.routes.js'
import { ownsShop } from './catalog.service.js'

// the public face: other modules import only this file
export { catalogService, catalogOrderService, productList, shopIdsOfOwner, skuStateOf, type SkuState, type SkuStateRow, type HeldCoupon } from './catalog.service.js'

// the user info's `merchant` flag (the user tab's way to the merchant workbench) comes from here
hooks.provide('account.ownsShop', ownsShop)

/** Catalog: shops, categories, products and SKUs, coupons. */
export default defineModule({ name: 'catalog', routes: catalogRoutes })
