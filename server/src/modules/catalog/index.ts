import { defineModule } from '../../core/module.js'
import { catalogRoutes } from './catalog.routes.js'

/** Catalog: shops, categories, products and SKUs, coupons. */
export default defineModule({ name: 'catalog', routes: catalogRoutes })
