import type { Db } from '../db/database.js'

export const DEMO_LOGIN = { phone: '13800138000', password: 'demo1234' }

/** The tenant with `code`, created when missing. */
export async function ensureTenant(db: Db, code: string, name: string): Promise<number> {
  const row = await db
    .insertInto('tenants')
    .values({ code, name })
    .onConflict((oc) => oc.column('code').doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
