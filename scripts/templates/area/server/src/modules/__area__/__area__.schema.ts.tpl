// The __area__ module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** One item of a user in the __area__ area. */
export interface __Area__ItemsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  title: string
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    __area___items: __Area__ItemsTable
  }
}
