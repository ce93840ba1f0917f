import { defineModule } from '../../core/module.js'
import { collectionRoutes } from './collection.routes.js'

/** Favourites: products (type 1) and shops (type 2). Owns `collections`; reads the catalog through catalogService. */
export default defineModule({ name: 'collection', routes: collectionRoutes })
