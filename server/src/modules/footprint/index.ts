import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import '../catalog/index.js'
import { footprintRoutes } from './footprint.routes.js'
import { record } from './footprint.service.js'

// the public face: other modules import only this file
export { footprintService } from './footprint.service.js'

// a signed-in user's product detail view is a footprint
hooks.on('catalog.productViewed', (c, p) => record(c, p.productId))

/** Footprints: products a user viewed. Owns `footprints`; reads products through catalogService. */
export default defineModule({ name: 'footprint', routes: footprintRoutes })
