import { defineModule } from '../../core/module.js'
import { setShopOwnerCheck } from '../account/account.service.js'
import { catalogRoutes } from './catalog.routes.js'
import { ownsShop } from './catalog.service.js'

// the user info's `merchant` flag (the user tab's way to the merchant workbench) comes from here
setShopOwnerCheck(ownsShop)

/** Catalog: shops, categories, products and SKUs, coupons. */
export default defineModule({ name: 'catalog', routes: catalogRoutes })
