import type { Generated } from 'kysely'
import type { Timestamp } from '../../db/schema/index.js'

/** A user's receiving address; at most one `is_default` per user (partial unique index). */
export interface AddressesTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  name: string
  phone: string
  country_area: Generated<string>
  region_ids: number[]
  region_names: string[]
  detail: string
  label: string | null
  /** where it is, picked on the map (ADR 0159); both or neither */
  lat: Generated<number | null>
  lng: Generated<number | null>
  is_default: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    addresses: AddressesTable
  }
}
