import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { addrRepo } from './addr.repository.js'
import { addrRoutes } from './addr.routes.js'

// the public face: other modules import only this file
export { addrService } from './addr.service.js'

// a closed account's addresses are erased with it (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => void (await addrRepo.removeAllOf(c.db, c.tenantId, userId)))

/** Receiving addresses. Owns `addresses`; checks regions through systemService; the order module reads through addrService. */
export default defineModule({ name: 'addr', routes: addrRoutes })
