import type { Db } from '../db/database.js'

/** The demo logins the start command prints: the shopper (account seed), a merchant and a staff member (order seed). */
export const DEMO_LOGIN = { phone: '13800138000', password: 'demo1234' }
export const DEMO_MERCHANT = { phone: '13900000088', password: 'merchant1234' }
export const DEMO_STAFF = { phone: '13700000099', password: 'staff1234' }

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
