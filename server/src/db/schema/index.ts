import type { ColumnType, Generated } from 'kysely'

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type Json<T = unknown> = ColumnType<T, string | T, string | T>

export interface TenantsTable {
  id: Generated<number>
  code: string
  name: string
  /** open | closed */
  status: Generated<string>
  created_at: Timestamp
}

/**
 * The whole database for Kysely. The core owns `tenants`; every module adds its own tables from its
 * `<area>.schema.ts` by declaration merging (`declare module '../../db/schema/index.js' { interface DB
 * {...} }`), so a new module edits no shared file. The compiler sees them because tsconfig includes src/.
 */
export interface DB {
  tenants: TenantsTable
}
