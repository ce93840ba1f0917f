import type { Config } from '../config.js'
import { serviceCtx, type RequestCtx } from '../core/context.js'
import { importFromModules } from '../core/discover.js'
import { hooks } from '../core/hooks.js'
import { loadModules } from '../core/module.js'
import type { Db } from '../db/database.js'
import { DEMO_LOGIN, ensureTenant } from './tenants.js'

/** What the seed asks of the modules (the account module answers: the users table is its own). */
declare module '../core/hooks.js' {
  interface HookProviders {
    /** whether the tenant has any user yet (the demo data goes into an empty tenant only) */
    'seed.hasUsers': (c: Pick<RequestCtx, 'db' | 'tenantId'>) => Promise<boolean>
    /** whether an active account has this phone (the demo login is printed when it exists) */
    'seed.phoneInUse': (c: Pick<RequestCtx, 'db' | 'tenantId'>, phone: string) => Promise<boolean>
  }
}

export interface SeedResult {
  login?: { phone: string; password: string }
  seeded: boolean
  ms: number
}

/** What a seed step gets: a service context on the seeding transaction, for the demo tenant. */
export interface SeedCtx extends RequestCtx {
  tenantCode: string
  config: Config
}

/**
 * One module's demo data (`modules/<area>/<area>.seed.ts` exporting `seed`), found by name. Steps run
 * by `order` (account 10, catalog 20, system 30; leave gaps), in one transaction.
 */
export interface SeedStep {
  order: number
  run(c: SeedCtx): Promise<unknown>
}

/** The seed steps of every module, in order. */
export async function seedSteps(): Promise<Array<{ area: string; step: SeedStep }>> {
  // the modules' hooks (a new user's wallets, ...) are wired before any step writes
  await loadModules()
  const found = await importFromModules<{ seed?: SeedStep }>((area) => `${area}.seed`)
  return found
    .filter((f) => f.mod.seed)
    .map((f) => ({ area: f.area, step: f.mod.seed! }))
    .sort((a, b) => a.step.order - b.step.order || a.area.localeCompare(b.area))
}

/** Everything a demo tenant holds, in one transaction: a failed seed leaves nothing half-written. */
export async function seedTenant(db: Db, config: Config, code: string, name: string, only?: string[]) {
  const steps = (await seedSteps()).filter((s) => !only || only.includes(s.area))
  return db.transaction().execute(async (tx) => {
    const tenantId = await ensureTenant(tx, code, name)
    const c: SeedCtx = { ...serviceCtx({ db: tx, tenantId }), tenantCode: code, config }
    for (const s of steps) await s.step.run(c)
    return { tenantId }
  })
}

/**
 * Demo data on first start in an empty database (no users in the default tenant: asked of the account module). Returns the demo
 * login whenever the demo shopper exists, so the start command can always print it.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedResult> {
  const t0 = Date.now()
  const tenant = await db.selectFrom('tenants').select('id').where('code', '=', config.defaultTenant).executeTakeFirst()
  let seeded = false
  await loadModules()
  if (!tenant || !(await hooks.get('seed.hasUsers')({ db, tenantId: tenant.id }))) {
    await seedTenant(db, config, config.defaultTenant, 'Demo Mall')
    seeded = true
  }
  const tenantId = tenant?.id ?? (await db.selectFrom('tenants').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id
  const shopper = await hooks.get('seed.phoneInUse')({ db, tenantId }, DEMO_LOGIN.phone)
  return { login: shopper ? DEMO_LOGIN : undefined, seeded, ms: Date.now() - t0 }
}
