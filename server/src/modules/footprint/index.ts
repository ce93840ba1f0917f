import { defineModule } from '../../core/module.js'
import { footprintRoutes } from './footprint.routes.js'

/** Footprints: products a user viewed. Owns `footprints`; reads products through catalogService. */
export default defineModule({ name: 'footprint', routes: footprintRoutes })
