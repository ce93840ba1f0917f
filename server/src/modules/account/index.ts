import { defineModule } from '../../core/module.js'
import { accountRoutes } from './account.routes.js'

// the public face: other modules import only this file
export { accountService, accountPayService } from './account.service.js'

/** Account and auth: users, sessions, SMS codes, real-name requests. */
export default defineModule({ name: 'account', routes: accountRoutes })
