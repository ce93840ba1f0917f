import type { Generated } from 'kysely'
import type { Json } from '../../db/schema/index.js'

/** The map module's tables: the demo places the local map service answers with, and its keys' daily use. */
export interface MapTables {
  map_places: {
    id: Generated<number>
    tenant_id: number
    /** `{lang: text}` */
    name: Json<Record<string, string>>
    address: Json<Record<string, string>>
    /** a word of the place's kind: landmark, station, park, mall, ... */
    category: string
    region_id: number | null
    lat: number
    lng: number
  }
  map_key_use: { tenant_id: number; key: string; day: string; count: number }
}

declare module '../../db/schema/index.js' {
  interface DB extends MapTables {}
}
