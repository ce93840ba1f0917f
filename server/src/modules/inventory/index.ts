import { defineModule } from '../../core/module.js'
import { inventoryRoutes } from './inventory.routes.js'

// the public face: other modules and the flows import only this file
export { inventoryService, type SkuState, type SkuStateRow, type StockItem, type SkuWrites } from './inventory.service.js'

/** Inventory: SKUs' stock and sellable state; stock taken and given back inside the caller's transaction. */
export default defineModule({ name: 'inventory', routes: inventoryRoutes })
