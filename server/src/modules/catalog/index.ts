import { defineModule } from '../../core/module.js'
import { catalogRoutes } from './catalog.routes.js'

// the public face: other modules and the flows import only this file
export { catalogService, type ProductState } from './catalog.service.js'
export type { SpecGroupRow } from './catalog.schema.js'
export type { NewReview } from './catalog.reviews.js'

/** Catalog: categories, products and their reviews, search, product pages, the read cache (catalog.cache.ts). */
export default defineModule({ name: 'catalog', routes: catalogRoutes })
