import type { Json, Timestamp } from '../db/schema/index.js'

/** Idempotency keys of money requests (core, `core/idempotency.ts`; created by db/migrations/20261227110000_core_idempotency). */
export interface IdempotencyKeysTable {
  tenant_id: number
  user_id: number
  scope: string
  key: string
  request_hash: string
  response: Json<unknown> | null
  created_at: Timestamp
}

declare module '../db/schema/index.js' {
  interface DB {
    idempotency_keys: IdempotencyKeysTable
  }
}
