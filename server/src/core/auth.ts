import type { FastifyRequest } from 'fastify'
import type { RequestCtx } from './context.js'
import { fail } from './errors.js'
import { hooks } from './hooks.js'

/**
 * The auth step of a route (`route()` puts it in front of the handler from the record's `auth`). Core
 * knows tokens, not users: the session behind a token comes from the `core.session` provider, which the
 * account module fills at start (the sessions table is its own). ADR 0068.
 */
export interface Session {
  userId: number
  sessionId: number
  /** the account's roles (shopper, merchant, agent, staff), read with the session: `ctx.roles` */
  roles: string[]
}

declare module './hooks.js' {
  interface HookProviders {
    /** the active session a bearer token opens (known, not revoked, not expired, account active), else undefined */
    'core.session': (c: RequestCtx, token: string) => Promise<Session | undefined>
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  if (!h) return undefined
  const v = h.startsWith('Bearer ') ? h.slice(7) : h
  return v.trim() || undefined
}

/** The user goes on the request and into its context. */
function setUser(req: FastifyRequest, s: Session) {
  req.user = { id: s.userId, sessionId: s.sessionId }
  req.ctx.userId = s.userId
  req.ctx.sessionId = s.sessionId
  req.ctx.roles = s.roles
}

const session = (req: FastifyRequest, token: string) => hooks.get('core.session')(req.ctx, token)

/**
 * preHandler for login-required routes: no token -> 401; unknown, revoked or expired token,
 * or a closed account -> 1001 (the client logs out).
 */
export async function requireAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) throw fail.unauthorized()
  const s = await session(req, token)
  if (!s) throw fail.tokenInvalid()
  setUser(req, s)
}

/** preHandler for public routes that personalise when a valid token comes (never fails). */
export async function optionalAuth(req: FastifyRequest) {
  const token = bearer(req)
  if (!token) return
  const s = await session(req, token)
  if (s) setUser(req, s)
}

/** Whether the request's user has a role (read with the session; false for a guest or outside a request). */
export const hasRole = (c: Pick<RequestCtx, 'roles'>, role: string): boolean => !!c.roles?.includes(role)
