// The approval module's table, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { ApprovalSummary } from '../../../../types/approval.js'
import type { Timestamp } from '../../db/schema/index.js'

/** One submission to the desk's review queue: pending until staff decide (or the applicant withdraws). */
export interface ApprovalsTable {
  id: Generated<number>
  tenant_id: number
  kind: string
  ref: string
  user_id: number
  summary: ApprovalSummary
  state: Generated<'pending' | 'approved' | 'rejected' | 'cancelled'>
  reason: string | null
  decided_by: number | null
  decided_at: Date | null
  created_at: Timestamp
}

declare module '../../db/schema/index.js' {
  interface DB {
    approvals: ApprovalsTable
  }
}
