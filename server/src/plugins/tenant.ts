import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Codes } from '../../../types/common.js'
import { AppError } from '../core/errors.js'
import type { TenantCtx } from './context.js'

const TTL_MS = 30_000
/** what a tenant code in a path may look like (the notify route's `:tenant`) */
const TENANT_CODE = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Resolves the `tenant` header (a tenant code; DEFAULT_TENANT when absent) for every API request; a route
 * with `config.tenantFromPath` takes it from its `:tenant` path parameter instead (the header is ignored there).
 * Unknown or closed tenants get 404 "platform closed, contact administrator".
 */
/** A tenant by its code, as the database had it at most TTL_MS ago (null: unknown). */
export type TenantLookup = (code: string) => Promise<{ t: TenantCtx | null; closed: boolean }>

/** The app's one cache of tenants by code: the API's resolver and the H5 page (plugins/index-page.ts) share it. */
export function tenantLookup(app: FastifyInstance): TenantLookup {
  const cache = new Map<string, { t: TenantCtx | null; closed: boolean; at: number }>()
  return async (code) => {
    let hit = cache.get(code)
    if (!hit || Date.now() - hit.at > TTL_MS) {
      const row = await app.db.selectFrom('tenants').select(['id', 'code', 'name', 'status']).where('code', '=', code).executeTakeFirst()
      hit = { t: row ? { id: row.id, code: row.code, name: row.name } : null, closed: row?.status === 'closed', at: Date.now() }
      if (cache.size > 10_000) cache.clear()
      cache.set(code, hit)
    }
    return hit
  }
}

export function tenantResolver(app: FastifyInstance, lookup: TenantLookup = tenantLookup(app)) {
  return async function resolveTenant(req: FastifyRequest) {
    // a route that names its tenant in the path (a gateway's notify URL: gateways send no tenant header) takes it from there
    const fromPath = req.routeOptions.config?.tenantFromPath ? (req.params as { tenant?: string }).tenant : undefined
    // (hooks run before the route's schema: a path value that cannot be a tenant code is unknown, never queried)
    if (fromPath !== undefined && !TENANT_CODE.test(fromPath)) throw new AppError(Codes.NOT_FOUND, 'tenant.unknown', {}, 'tenant', 'exists')
    const raw = fromPath ?? req.headers.tenant
    const code = (Array.isArray(raw) ? raw[0] : raw)?.trim() || app.config.defaultTenant
    const hit = await lookup(code)
    if (!hit.t) throw new AppError(Codes.NOT_FOUND, 'tenant.unknown', {}, 'tenant', 'exists')
    if (hit.closed) throw new AppError(Codes.NOT_FOUND, 'tenant.closed', {}, 'tenant', 'open')
    req.tenant = hit.t
  }
}
