import type { Generated } from 'kysely'
import type { Json, Timestamp } from './core.js'

export interface SystemTables {
  tenant_settings: { tenant_id: number; key: string; value: Json; updated_at: Timestamp }
  notices: { id: Generated<number>; tenant_id: number; title: string; content: string; type: Generated<string>; status: Generated<string>; created_at: Timestamp }
  dict_data: { dict_type: string; dict_value: string; dict_sort: number; labels: Json<Record<string, string>>; css_class: string | null }
  regions: { id: number; parent_id: number | null; name: string; level: number }
  opinions: { id: Generated<number>; tenant_id: number; user_id: number | null; type: string; content: string; contact: string | null; images: Json<string[]>; ip: string | null; created_at: Timestamp }
  uploads: { id: string; tenant_id: number; owner_id: number; scope: string; mime: string; size: number; path: string; sha256: string; original_name: string | null; created_at: Timestamp }
}
