import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'

/** Tables of the system area (created by 0020_system, 0021_reference_data; names in six languages since 20261203090000_system_i18n). */
export interface SystemTables {
  tenant_settings: { tenant_id: number; key: string; value: Json; updated_at: Timestamp }
  notices: {
    id: Generated<number>
    tenant_id: number
    title: string
    content: string
    title_i18n: Json<Record<string, string>> | null
    content_i18n: Json<Record<string, string>> | null
    type: Generated<string>
    status: Generated<string>
    created_at: Timestamp
  }
  dict_data: { dict_type: string; dict_value: string; dict_sort: number; labels: Json<Record<string, string>>; css_class: string | null }
  regions: { id: number; parent_id: number | null; name: string; names: Generated<Json<Record<string, string>>>; level: number }
  opinions: {
    id: Generated<number>
    tenant_id: number
    user_id: number | null
    type: string
    content: string
    contact: string | null
    images: Json<string[]>
    ip: string | null
    created_at: Timestamp
    /** the staff's answer (ADR 0109), null while open */
    answer: string | null
    answered_by: number | null
    answered_at: Date | null
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends SystemTables {}
}
