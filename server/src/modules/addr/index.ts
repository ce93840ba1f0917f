import { defineModule } from '../../core/module.js'
import { addrRoutes } from './addr.routes.js'

/** Receiving addresses. Owns `addresses`; checks regions through systemService; the order module reads through addrService. */
export default defineModule({ name: 'addr', routes: addrRoutes })
