import type { Config } from '../config.js'
import type { Db } from '../db/database.js'
import { seedCatalog } from './catalog.js'
import { SHOPS } from './catalog-data.js'
import { seedSystem } from './system.js'
import { DEMO_LOGIN, ensureTenant } from './tenants.js'
import { seedDemoUsers } from './users.js'

export interface SeedResult {
  login?: { phone: string; password: string }
  seeded: boolean
  ms: number
}

/** Everything a demo tenant holds, in one transaction: a failed seed leaves nothing half-written. */
export async function seedTenant(db: Db, config: Config, code: string, name: string) {
  return db.transaction().execute(async (tx) => {
    const tenantId = await ensureTenant(tx, code, name)
    const { owners } = await seedDemoUsers(tx, tenantId, SHOPS.length)
    const catalog = await seedCatalog(tx, tenantId, code, config, owners)
    await seedSystem(tx, tenantId, code, config)
    return { tenantId, ...catalog }
  })
}

/**
 * Demo data on first start in an empty database (no shops in the default tenant). Returns the demo
 * login whenever the demo shopper exists, so the start command can always print it.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedResult> {
  const t0 = Date.now()
  const tenant = await db.selectFrom('tenants').select('id').where('code', '=', config.defaultTenant).executeTakeFirst()
  const hasShops = tenant ? await db.selectFrom('shops').select('id').where('tenant_id', '=', tenant.id).limit(1).executeTakeFirst() : undefined
  let seeded = false
  if (!hasShops) {
    await seedTenant(db, config, config.defaultTenant, 'Demo Mall')
    seeded = true
  }
  const tid = tenant?.id ?? (await db.selectFrom('tenants').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id
  const shopper = await db.selectFrom('users').select('id').where('tenant_id', '=', tid).where('phone', '=', DEMO_LOGIN.phone).where('status', '=', 'active').executeTakeFirst()
  return { login: shopper ? DEMO_LOGIN : undefined, seeded, ms: Date.now() - t0 }
}
