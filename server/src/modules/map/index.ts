// The map module's face: discovery registers its routes; nobody imports it (a module nobody calls has no service).
import { defineModule } from '../../core/module.js'
import { mapRoutes, mapTileRoutes } from './map.routes.js'

/**
 * Maps without a third party (issue 26): the local map service in Tencent-style and Google-style shapes over
 * JSONP (`map_places`, the shops through the shop module's face, the region tree through the system module's,
 * `map_key_use` for the keys' daily limits), the drawn map's tiles, the city picker's cities, a store's position.
 */
export default defineModule({ name: 'map', routes: mapRoutes, publicRoutes: mapTileRoutes })
