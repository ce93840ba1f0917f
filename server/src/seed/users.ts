import { friendlyCode } from '../core/crypto.js'
import { hashPassword } from '../core/password.js'
import type { Db } from '../db/database.js'
import { DEMO_LOGIN } from './tenants.js'

/** The demo shopper (printed by the start command) and one merchant per demo shop. */
export async function seedDemoUsers(db: Db, tenantId: number, shopCount: number) {
  const shopperHash = await hashPassword(DEMO_LOGIN.password)
  const merchantHash = await hashPassword(`merchant${Math.random().toString(36).slice(2, 10)}`)
  const shopper = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, phone: DEMO_LOGIN.phone, country_area: '86', password_hash: shopperHash, nickname: 'Demo Shopper', invite_code: friendlyCode(8), roles: 'shopper', level: 2 })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('wallet_accounts').values([
    { tenant_id: tenantId, user_id: shopper.id, currency: 'CNY', is_default: true },
    { tenant_id: tenantId, user_id: shopper.id, currency: 'USD', is_default: false },
  ]).execute()
  const owners: number[] = []
  for (let i = 0; i < shopCount; i++) {
    const u = await db
      .insertInto('users')
      .values({ tenant_id: tenantId, phone: `1390000000${i + 1}`, country_area: '86', password_hash: merchantHash, nickname: `merchant${i + 1}`, invite_code: friendlyCode(8), roles: 'shopper,merchant' })
      .returning('id')
      .executeTakeFirstOrThrow()
    owners.push(u.id)
  }
  return { shopperId: shopper.id, owners }
}
