import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { fail } from '../core/errors.js'
import { newToken, sha256 } from '../core/crypto.js'
import type { Db } from '../db/database.js'

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  if (!h) return undefined
  const v = h.startsWith('Bearer ') ? h.slice(7) : h
  return v.trim() || undefined
}

/** The session a token opens, if it is known, not revoked, not expired and its account is active. */
async function activeSession(req: FastifyRequest, token: string) {
  const s = await req.server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'sessions.revoked_at', 'sessions.expires_at', 'users.status'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.tenant_id', '=', req.tenant.id)
    .executeTakeFirst()
  return s && !s.revoked_at && new Date(s.expires_at) > new Date() && s.status === 'active' ? s : undefined
}

/**
 * preHandler for login-required routes: no token -> 401; unknown, revoked or expired token,
 * or a closed account -> 1001 (the client logs out).
 */
export async function requireAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) throw fail.unauthorized()
  const s = await activeSession(req, token)
  if (!s) throw fail.tokenInvalid()
  req.user = { id: s.userId, sessionId: s.sessionId }
}

/** preHandler for public routes that personalise when a valid token comes (never fails). */
export async function optionalAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) return
  const s = await activeSession(req, token)
  if (s) req.user = { id: s.userId, sessionId: s.sessionId }
}

/** Start a session; only the token's hash is stored. */
export async function issueSession(db: Db, p: { tenantId: number; userId: number; ttlSec: number; ip?: string; userAgent?: string }) {
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
  return { token, expiresIn: p.ttlSec }
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute()
}

export async function revokeAllSessions(db: Db, tenantId: number, userId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}
