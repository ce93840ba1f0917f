import { defineModule } from '../../core/module.js'
import { accountRoutes } from './account.routes.js'

/** Account and auth: users, sessions, SMS codes, real-name requests. */
export default defineModule({ name: 'account', routes: accountRoutes })
