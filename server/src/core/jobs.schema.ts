import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../db/schema/index.js'

/** The job queue's table (core, `core/jobs.ts`; created by db/migrations/20261123214500_core_jobs). */
export interface JobsTable {
  id: Generated<number>
  tenant_id: number
  kind: string
  /** dedupe key: at most one pending job per kind + key */
  key: string | null
  payload: Json<unknown>
  /** pending | done | failed */
  status: Generated<string>
  run_at: Timestamp
  attempts: Generated<number>
  max_attempts: Generated<number>
  last_error: string | null
  created_at: Generated<Date>
  done_at: Date | null
}

declare module '../db/schema/index.js' {
  interface DB {
    jobs: JobsTable
  }
}
