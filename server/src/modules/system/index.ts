import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { systemRoutes } from './system.routes.js'
import { inviteRequired, startLayout } from './system.service.js'
import { getSetting } from './system.settings.js'

// the public face: other modules import only this file
export { systemService, type MapSetting } from './system.service.js'

// answers from the tenant settings: sign-up's invitation rule, the index page's splash
hooks.provide('account.inviteRequired', inviteRequired)
hooks.provide('page.startLayout', startLayout)
// the nearby stores' "open now": the tenant setting `nearby` (timeZone)
hooks.provide('shop.timeZone', async (c) => (await getSetting(c, 'nearby', { timeZone: 'Asia/Shanghai' })).timeZone)

/** System: tenant settings, reference data (regions, dictionaries), notices, feedback. */
export default defineModule({ name: 'system', routes: systemRoutes })
