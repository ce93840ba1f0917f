import { defineModule } from '../../core/module.js'
import { addrRoutes } from './addr.routes.js'

// the public face: other modules import only this file
export { addrService } from './addr.service.js'

/** Receiving addresses. Owns `addresses`; checks regions through systemService; the order module reads through addrService. */
export default defineModule({ name: 'addr', routes: addrRoutes })
