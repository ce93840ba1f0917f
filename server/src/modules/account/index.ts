import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { accountRoutes } from './account.routes.js'
import { activeSession, applyRealNameDecision, hasUsers, phoneInUse } from './account.service.js'

// the public face: other modules import only this file
export { accountService } from './account.service.js'

// the sessions are this module's: the auth step of every route (core/auth.ts) asks here
hooks.provide('core.session', activeSession)
// the demo seed's questions (seed/index.ts): is the tenant empty, does the demo shopper exist
hooks.provide('seed.hasUsers', hasUsers)
hooks.provide('seed.phoneInUse', (c, phone) => phoneInUse(c, phone))
// staff decided a real-name request in the desk's review queue (declared by the approval module)
hooks.on('approval.decided', async (c, e) => (e.kind === 'realName' ? applyRealNameDecision(c, e) : undefined))

/** Account and auth: users, sessions, SMS codes, real-name requests. */
export default defineModule({ name: 'account', routes: accountRoutes })
