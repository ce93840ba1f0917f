import type { Timestamp } from '../../db/schema/index.js'

/** Stored uploads (created by 0020_system; the upload module owns it). */
export interface UploadsTable {
  id: string
  tenant_id: number
  owner_id: number
  scope: string
  mime: string
  size: number
  path: string
  sha256: string
  original_name: string | null
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    uploads: UploadsTable
  }
}
