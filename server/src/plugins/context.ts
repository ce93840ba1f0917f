import type { Locale } from '../../../types/common.js'
import type { Config } from '../config.js'
import type { RequestCtx } from '../core/context.js'
import type { Kv } from '../core/kv.js'
import type { Realtime } from '../core/realtime.js'
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
  interface FastifyContextConfig {
    /** takes an Idempotency-Key (shown in the OpenAPI document) */
    idempotent?: boolean
    /** resolved under a tenant (set by app.ts for the OpenAPI document) */
    tenantScoped?: boolean
    /** the tenant is the route's `:tenant` path parameter, not the header (plugins/tenant.ts) */
    tenantFromPath?: boolean
  }
  interface FastifyInstance {
    db: Db
    config: Config
    kv: Kv
    /** this node's socket hub (core/realtime.ts) */
    realtime: Realtime
    /** Every route as registered (app.ts), for tests that walk them. */
    routeList: Array<{ method: string; url: string; schema?: Record<string, unknown> }>
  }
  interface FastifyRequest {
    lang: Locale
    /** Set on every API request by the tenant plugin. */
    tenant: TenantCtx
    /** Set by `requireAuth` (or `optionalAuth` when a valid token came). */
    user?: UserCtx
    /** The service context, built once per request in the tenant scope (core/context.ts). */
    ctx: RequestCtx
  }
}
