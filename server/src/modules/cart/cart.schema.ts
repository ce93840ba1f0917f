import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/**
 * One basket per user and SKU (unique), quantity 1..stock. `product_id` is kept so a basket whose SKU
 * the catalog removed still names its product. No foreign key to the catalog's tables: the catalog
 * may replace SKUs; the cart shows such a basket as invalid (`skuGone`).
 */
export interface BasketsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  sku_id: number
  product_id: number
  count: number
  created_at: Timestamp
  updated_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    baskets: BasketsTable
  }
}
