import { sql } from 'kysely'
import { newToken, sha256 } from '../../core/crypto.js'
import type { Db } from '../../db/database.js'
import type { UsersTable } from './account.schema.js'
import type { Insertable, Updateable } from 'kysely'

/** All SQL of the account area: users, sessions, SMS codes and outbox, real-name requests. `db` first, then the tenant. */
export const accountRepo = {
  activeUserByPhone: (db: Db, tenantId: number, area: string, phone: string) =>
    db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('country_area', '=', area)
      .where('phone', '=', phone)
      .where('status', '=', 'active')
      .executeTakeFirst(),

  userById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  userByInvite: (db: Db, tenantId: number, code: string) =>
    db
      .selectFrom('users')
      .select(['id'])
      .where('tenant_id', '=', tenantId)
      .where('invite_code', '=', code.toUpperCase())
      .where('status', '=', 'active')
      .executeTakeFirst(),

  inviteCodeTaken: async (db: Db, tenantId: number, code: string) =>
    !!(await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('invite_code', '=', code).executeTakeFirst()),

  anyUser: async (db: Db, tenantId: number) => !!(await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst()),

  rolesOf: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('users').select('roles').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  insertUser: async (db: Db, v: Omit<Insertable<UsersTable>, 'id'>) => (await db.insertInto('users').values(v).returning('id').executeTakeFirstOrThrow()).id,

  updateUser: (db: Db, tenantId: number, id: number, set: Updateable<UsersTable>) =>
    db
      .updateTable('users')
      .set({ ...set, updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /**
   * Close an active account and erase what identifies the person (ADR 0091): phone, email, picture, nickname,
   * both passwords. The row stays (orders, ledger entries and reviews point at it). False when it was not active.
   */
  closeUser: async (db: Db, tenantId: number, id: number) => {
    const r = await db
      .updateTable('users')
      .set({
        status: 'closed',
        closed_at: sql`now()`,
        updated_at: sql`now()`,
        phone: null,
        email: null,
        photo: null,
        nickname: '',
        password_hash: null,
        pay_password_hash: null,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  insertCode: (db: Db, v: { tenant_id: number; phone: string; country_area: string; type: string; code_hash: string; expires_at: Date; ip: string }) =>
    db.insertInto('sms_codes').values(v).execute(),

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
    const r = await db
      .updateTable('sms_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .where('attempts', '<', max)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  /** Single use: only the first caller marks it used. */
  consumeCode: async (db: Db, id: number) => {
    const r = await db
      .updateTable('sms_codes')
      .set({ used_at: sql`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },

  latestAuthen: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('real_name_requests')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** The user's approved real name (at most one: a new request is refused while one is approved). */
  approvedAuthen: (db: Db, tenantId: number, userId: number) =>
    db
      .selectFrom('real_name_requests')
      .select(['real_name', 'id_number'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  insertAuthen: (
    db: Db,
    v: {
      tenant_id: number
      user_id: number
      real_name: string
      id_number: string
      front_image: string
      back_image: string
      /** pending unless given (demo data: approved) */
      status?: 'pending' | 'approved'
      reviewed_at?: Date
    },
  ) =>
    db
      .insertInto('real_name_requests')
      .values(v)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.id)),

  authenById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('real_name_requests').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** whether the ID number's real name is approved for a user other than `userId` */
  approvedIdNumberOther: async (db: Db, tenantId: number, idNumber: string, userId: number) =>
    !!(await db
      .selectFrom('real_name_requests')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id_number', '=', idNumber)
      .where('status', '=', 'approved')
      .where('user_id', '<>', userId)
      .executeTakeFirst()),

  /** pending -> approved | rejected, once */
  decideAuthen: (db: Db, tenantId: number, id: number, d: { status: 'approved' | 'rejected'; reason: string | null; reviewerId: number }) =>
    db
      .updateTable('real_name_requests')
      .set({ status: d.status, reason: d.reason, reviewer_id: d.reviewerId, reviewed_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute(),

  insertOutbox: (db: Db, v: { tenant_id: number; phone: string; text: string }) => db.insertInto('sms_outbox').values(v).execute(),

  outbox: (db: Db, tenantId: number, phone: string) =>
    db
      .selectFrom('sms_outbox')
      .select(['phone', 'text', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),

  /**
   * The sessions these token hashes open (with their accounts' status and tenant), by hash: one statement for the
   * session lookups of the requests of one event-loop turn (account.service activeSession, ADR 0161).
   */
  async sessionsByHash(db: Db, hashes: string[]) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.token_hash',
        'sessions.tenant_id',
        'sessions.id as sessionId',
        'sessions.user_id as userId',
        'sessions.revoked_at',
        'sessions.expires_at',
        'users.status',
        'users.roles',
      ])
      .where('sessions.token_hash', '=', sql<string>`any(${hashes}::text[])`)
      .execute()
    return new Map(rows.map((r) => [r.token_hash, r]))
  },

  /** Start a session; only the token's hash is stored. */
  insertSession: async (db: Db, p: { tenantId: number; userId: number; ttlSec: number; ip?: string; userAgent?: string }) => {
    const token = newToken()
    await db
      .insertInto('sessions')
      .values({
        tenant_id: p.tenantId,
        user_id: p.userId,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + p.ttlSec * 1000),
        ip: p.ip ?? null,
        user_agent: p.userAgent?.slice(0, 300) ?? null,
      })
      .execute()
    return token
  },

  revokeSession: (db: Db, sessionId: number) =>
    db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute(),

  /** End the user's open sessions, except `keep` (the one making the change). */
  revokeSessions: (db: Db, tenantId: number, userId: number, keep?: number) => {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
    if (keep) q = q.where('id', '<>', keep)
    return q.execute()
  },
}
