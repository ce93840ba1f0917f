import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import '../catalog/index.js'
import { collectionRoutes } from './collection.routes.js'
import { isFavourite } from './collection.service.js'
import { collectionRepo } from './collection.repository.js'

// the public face: other modules import only this file
export { collectionService } from './collection.service.js'

// the product detail's `favourite` flag comes from here
hooks.provide('catalog.isFavourite', (c, productId) => isFavourite(c, 1, productId))

// a closed account's favourites are erased with it (ADR 0091)
hooks.on('user.closed', async (c, { userId }) => void (await collectionRepo.removeAllOf(c.db, c.tenantId, userId)))

/** Favourites: products (type 1) and shops (type 2). Owns `collections`; reads products through catalogService, shops through shopService. */
export default defineModule({ name: 'collection', routes: collectionRoutes })
