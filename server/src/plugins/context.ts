import type { Locale } from '../../../types/common.js'
import type { Config } from '../config.js'
import type { Kv } from '../core/kv.js'
import type { Db } from '../db/database.js'

export interface TenantCtx {
  id: number
  code: string
  name: string
}

export interface UserCtx {
  id: number
  sessionId: number
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    kv: Kv
  }
  interface FastifyRequest {
    lang: Locale
    /** Set on every API request by the tenant plugin. */
    tenant: TenantCtx
    /** Set by `requireAuth` (or `optionalAuth` when a valid token came). */
    user?: UserCtx
  }
}
