// The onboard module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'
import type { ShopApplyForm } from '../../../../types/onboard.js'

/** An approved agent: one per (level, region) and one per user; `code` is the join link's. */
export interface OnboardAgentsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  level: string
  region_id: number
  code: string
  application_id: number | null
  created_at: Generated<Timestamp>
}

/** A user's shop application: draft, pending, approved (with its shop) or rejected (with the reason). */
export interface OnboardShopApplicationsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  agent_id: number | null
  state: Generated<string>
  form: Json<ShopApplyForm>
  reason: string | null
  shop_id: number | null
  created_at: Generated<Timestamp>
  submitted_at: Timestamp | null
  decided_at: Timestamp | null
}

/** An agency application: pending, approved or rejected. */
export interface OnboardAgencyApplicationsTable {
  id: Generated<number>
  tenant_id: number
  user_id: number
  state: Generated<string>
  level: string
  region_id: number
  contact_name: string
  contact_phone: string
  documents: Json<string[]>
  reason: string | null
  created_at: Generated<Timestamp>
  decided_at: Timestamp | null
}

declare module '../../db/schema/index.js' {
  interface DB {
    onboard_agents: OnboardAgentsTable
    onboard_shop_applications: OnboardShopApplicationsTable
    onboard_agency_applications: OnboardAgencyApplicationsTable
  }
}
