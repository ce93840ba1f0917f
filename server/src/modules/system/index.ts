import { defineModule } from '../../core/module.js'
import { systemRoutes } from './system.routes.js'

// the public face: other modules import only this file
export { systemService } from './system.service.js'
export { getSetting } from './system.settings.js'

/** System: tenant settings, reference data (regions, dictionaries), notices, feedback. */
export default defineModule({ name: 'system', routes: systemRoutes })
