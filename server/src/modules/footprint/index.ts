import { defineModule } from '../../core/module.js'
import { setViewRecorder } from '../catalog/catalog.service.js'
import { footprintRoutes } from './footprint.routes.js'
import { record } from './footprint.service.js'

// a signed-in user's product detail view is a footprint
setViewRecorder((c, productId) => record(c, productId))

/** Footprints: products a user viewed. Owns `footprints`; reads products through catalogService. */
export default defineModule({ name: 'footprint', routes: footprintRoutes })
