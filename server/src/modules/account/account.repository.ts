import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** All SQL of the account area. Every query is scoped by tenant. */
export const accountRepo = {
  activeUserByPhone: (db: Db, tenantId: number, area: string, phone: string) =>
    db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('country_area', '=', area).where('phone', '=', phone).where('status', '=', 'active').executeTakeFirst(),

  userById: (db: Db, tenantId: number, id: number) => db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  userByInvite: (db: Db, tenantId: number, code: string) =>
    db.selectFrom('users').select(['id']).where('tenant_id', '=', tenantId).where('invite_code', '=', code.toUpperCase()).where('status', '=', 'active').executeTakeFirst(),

  insertCode: (db: Db, v: { tenant_id: number; phone: string; country_area: string; type: string; code_hash: string; expires_at: Date; ip: string }) => db.insertInto('sms_codes').values(v).execute(),

  latestCode: (db: Db, tenantId: number, area: string, phone: string, type: string) =>
    db
      .selectFrom('sms_codes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('country_area', '=', area)
      .where('phone', '=', phone)
      .where('type', '=', type)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /**
   * Count one attempt before comparing, in one statement: a burst of simultaneous guesses cannot all
   * read "no attempts yet". False when the code's attempts are used up.
   */
  takeAttempt: async (db: Db, id: number, max: number) => {
    const r = await db.updateTable('sms_codes').set({ attempts: sql`attempts + 1` }).where('id', '=', id).where('attempts', '<', max).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  /** Single use: only the first caller marks it used. */
  consumeCode: async (db: Db, id: number) => {
    const r = await db.updateTable('sms_codes').set({ used_at: sql`now()` }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  wallets: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('wallet_accounts').select(['currency', 'balance', 'frozen', 'is_default']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('currency').execute(),

  latestAuthen: (db: Db, tenantId: number, userId: number) =>
    db.selectFrom('real_name_requests').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst(),

  outbox: (db: Db, tenantId: number, phone: string) =>
    db.selectFrom('sms_outbox').select(['phone', 'text', 'created_at']).where('tenant_id', '=', tenantId).where('phone', '=', phone).orderBy('id', 'desc').limit(10).execute(),
}
