import type { Generated } from 'kysely'
import type { Json } from '../../db/schema/index.js'

// The inventory's table: the SKUs (what is sold, at what price, how many are left). Created by
// 0030_catalog; the catalog reads it for product pages, every stock change goes through this module.
export interface InventoryTables {
  product_skus: {
    id: Generated<number>
    tenant_id: number
    product_id: number
    sku_code: string
    spec: Json<Record<string, string>>
    price: number
    original_price: number
    stock: number
    image: Generated<string | null>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends InventoryTables {}
}
