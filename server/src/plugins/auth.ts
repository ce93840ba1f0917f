import type { FastifyRequest } from 'fastify'
import { fail } from '../core/errors.js'
import { accountService } from '../modules/account/account.service.js'

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  if (!h) return undefined
  const v = h.startsWith('Bearer ') ? h.slice(7) : h
  return v.trim() || undefined
}

/** The user goes on the request and into its context. */
function setUser(req: FastifyRequest, s: { userId: number; sessionId: number }) {
  req.user = { id: s.userId, sessionId: s.sessionId }
  req.ctx.userId = s.userId
  req.ctx.sessionId = s.sessionId
}

/**
 * preHandler for login-required routes: no token -> 401; unknown, revoked or expired token,
 * or a closed account -> 1001 (the client logs out). Sessions belong to the account module.
 */
export async function requireAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) throw fail.unauthorized()
  const s = await accountService.activeSession(req.ctx, token)
  if (!s) throw fail.tokenInvalid()
  setUser(req, s)
}

/** preHandler for public routes that personalise when a valid token comes (never fails). */
export async function optionalAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) return
  const s = await accountService.activeSession(req.ctx, token)
  if (s) setUser(req, s)
}
