import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { systemRoutes } from './system.routes.js'
import { inviteRequired, startLayout } from './system.service.js'

// the public face: other modules import only this file (`getSetting` is the old name of systemService.getSetting)
export { systemService } from './system.service.js'
export { getSetting } from './system.settings.js'

// answers from the tenant settings: sign-up's invitation rule, the index page's splash
hooks.provide('account.inviteRequired', inviteRequired)
hooks.provide('page.startLayout', startLayout)

/** System: tenant settings, reference data (regions, dictionaries), notices, feedback. */
export default defineModule({ name: 'system', routes: systemRoutes })
