import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** One favourite per user, type (1 product, 2 shop) and target (unique). */
export interface CollectionsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  type: number
  target_id: number
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    collections: CollectionsTable
  }
}
