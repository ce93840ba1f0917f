import { defineModule } from '../../core/module.js'
import { setFavouriteCheck } from '../catalog/catalog.service.js'
import { collectionRoutes } from './collection.routes.js'
import { isFavourite } from './collection.service.js'

// the product detail's `favourite` flag comes from here
setFavouriteCheck((c, productId) => isFavourite(c, 1, productId))

/** Favourites: products (type 1) and shops (type 2). Owns `collections`; reads the catalog through catalogService. */
export default defineModule({ name: 'collection', routes: collectionRoutes })
