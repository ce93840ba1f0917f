import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import '../catalog/index.js'
import { footprintRoutes } from './footprint.routes.js'
import { record } from './footprint.service.js'
import { footprintRepo } from './footprint.repository.js'

// no other module calls this one, so it offers no footprintService: a signed-in user's product detail
// view (the catalog's event) is a footprint
hooks.on('catalog.productViewed', (c, p) => record(c, p.productId))

// a closed account's footprints are erased with it (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => void (await footprintRepo.remove(c.db, c.tenantId, userId)))

/** Footprints: products a user viewed. Owns `footprints`; reads products through catalogService. */
export default defineModule({ name: 'footprint', routes: footprintRoutes })
