import type { RequestCtx } from '../../core/context.js'
import { AGREEMENTS, type AgreementTexts } from '../../data/agreements.js'
import { systemRepo as repo } from './system.repository.js'

/**
 * Per-tenant settings (`tenant_settings`: tenant, key, jsonb value) with code defaults, so a tenant
 * without demo data still answers. Cached in memory for a few seconds; `putSetting` invalidates.
 */
const TTL_MS = 5_000
const cache = new Map<string, { v: unknown; at: number }>()

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

export async function getSetting<T>(c: Scope, key: string, dflt: T): Promise<T> {
  const ck = `${c.tenantId}:${key}`
  // the cache holds the tenant's stored value only: each caller's defaults are merged on every read (two callers
  // of one setting may know different fields of it)
  let hit = cache.get(ck)
  if (!hit || Date.now() - hit.at >= TTL_MS) {
    const row = await repo.setting(c.db, c.tenantId, key)
    hit = { v: row ? row.value : undefined, at: Date.now() }
    cache.set(ck, hit)
  }
  return (hit.v === undefined ? dflt : { ...(dflt as object), ...(hit.v as object) }) as T
}

export async function putSetting(c: Scope, key: string, value: unknown) {
  await repo.putSetting(c.db, c.tenantId, key, value)
  cache.delete(`${c.tenantId}:${key}`)
}

export interface BasicsValue {
  registerModel: string
  registerType: string
  customerInfos: Record<string, string>
  /** the tenant's agreements: key, title and text as `{lang: text}` (or plain text) */
  agreements: AgreementTexts[]
}

export const BASICS_DEFAULT: BasicsValue = {
  registerModel: 'phone',
  registerType: 'phone',
  customerInfos: { phone: '400-800-8888', hours: '09:00-21:00', email: 'support@example.com' },
  agreements: AGREEMENTS,
}
