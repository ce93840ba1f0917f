import { defineModule } from '../../core/module.js'
import { systemRoutes } from './system.routes.js'

/** System: tenant settings, reference data (regions, dictionaries), notices, feedback. */
export default defineModule({ name: 'system', routes: systemRoutes })
