import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** One footprint per user and product (unique); a revisit moves `viewed_at`. */
export interface FootprintsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  product_id: number
  viewed_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    footprints: FootprintsTable
  }
}
