import type { Db } from '../../db/database.js'

/**
 * Per-tenant settings (`tenant_settings`: tenant, key, jsonb value) with code defaults, so a tenant
 * without demo data still answers. Cached in memory for a few seconds; `putSetting` invalidates.
 */
const TTL_MS = 5_000
const cache = new Map<string, { v: unknown; at: number }>()

export async function getSetting<T>(db: Db, tenantId: number, key: string, dflt: T): Promise<T> {
  const ck = `${tenantId}:${key}`
  const hit = cache.get(ck)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.v as T
  const row = await db.selectFrom('tenant_settings').select('value').where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst()
  const v = row ? { ...(dflt as object), ...(row.value as object) } : dflt
  cache.set(ck, { v, at: Date.now() })
  return v as T
}

export async function putSetting(db: Db, tenantId: number, key: string, value: unknown) {
  await db
    .insertInto('tenant_settings')
    .values({ tenant_id: tenantId, key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
    .execute()
  cache.delete(`${tenantId}:${key}`)
}

export interface BasicsValue {
  registerModel: string
  registerType: string
  customerInfos: Record<string, string>
}

export const BASICS_DEFAULT: BasicsValue = {
  registerModel: 'phone',
  registerType: 'phone',
  customerInfos: { phone: '400-800-8888', hours: '09:00-21:00', email: 'support@example.com' },
}

/** Whether registration asks for an invitation code (registerType contains `salt`). */
export async function inviteRequired(db: Db, tenantId: number) {
  const b = await getSetting(db, tenantId, 'basics', BASICS_DEFAULT)
  return b.registerType.split(',').map((s) => s.trim()).includes('salt')
}
