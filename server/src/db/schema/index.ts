import type { AccountTables } from './account.js'
import type { CatalogTables } from './catalog.js'
import type { CoreTables } from './core.js'
import type { SystemTables } from './system.js'

export type { Timestamp, Json } from './core.js'

/** The whole database, one interface per area so areas don't edit each other's files. */
export interface DB extends CoreTables, AccountTables, SystemTables, CatalogTables {}
