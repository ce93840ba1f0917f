// The wallet web pages' hand-over token: who (user, tenant), for which page (key), until when; signed with the tenant's
// secret (HMAC-SHA256). `<payload>.<signature>`, both base64url; the payload is JSON {u, t, k, exp, iat}.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WALLET_WEB_TOKEN_TTL_S } from '../../../../types/wallet-codes.js'
import type { RequestCtx } from '../../core/context.js'
import type { Db } from '../../db/database.js'
import { walletErrors as E } from './wallet.errors.js'
import { walletRepo as repo } from './wallet.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** What a token says: the user, the tenant's code, the page's key, and its end (seconds since 1970). */
export interface WebClaims {
  u: number
  t: string
  k: string
  exp: number
  iat: number
}

// the secrets read, per database (a test process holds several) and tenant: a secret never changes once stored
const cache = new WeakMap<Db, Map<number, string>>()

/** The tenant's signing secret: stored on first use (32 random bytes), the same for every server on the database. */
export async function secretOf(c: Scope): Promise<string> {
  let m = cache.get(c.db)
  if (!m) cache.set(c.db, (m = new Map()))
  const hit = m.get(c.tenantId)
  if (hit) return hit
  const s = await repo.secret(c.db, c.tenantId, randomBytes(32).toString('base64url'))
  m.set(c.tenantId, s)
  return s
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest()

/** A token for `user` of the tenant `tenant` to open the page `key`, valid `ttl` seconds from `now`. */
export async function issueToken(
  c: Scope,
  claims: { userId: number; tenant: string; key: string },
  now = Date.now(),
  ttl = WALLET_WEB_TOKEN_TTL_S,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now / 1000)
  const body: WebClaims = { u: claims.userId, t: claims.tenant, k: claims.key, exp: iat + ttl, iat }
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
  const token = `${payload}.${sign(await secretOf(c), payload).toString('base64url')}`
  return { token, expiresAt: new Date(body.exp * 1000) }
}

/**
 * The claims of a token for the page `key` of the tenant `tenant`. Refused as `webTokenInvalid` when it is not one we
 * signed (malformed, a changed payload or signature, another tenant's secret) or is for another tenant or page; as
 * `webTokenExpired` when we signed it and its time is over. The signature is checked before anything it says is read.
 */
export async function verifyToken(c: Scope, token: string | undefined, want: { tenant: string; key: string }, now = Date.now()): Promise<WebClaims> {
  const m = /^([A-Za-z0-9_-]{1,800})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!m) throw E.webTokenInvalid()
  const given = Buffer.from(m[2], 'base64url')
  const good = sign(await secretOf(c), m[1])
  if (given.length !== good.length || !timingSafeEqual(given, good)) throw E.webTokenInvalid()
  let claims: WebClaims
  try {
    claims = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as WebClaims
  } catch {
    throw E.webTokenInvalid()
  }
  if (!Number.isSafeInteger(claims.u) || !Number.isSafeInteger(claims.exp) || claims.t !== want.tenant || claims.k !== want.key) throw E.webTokenInvalid()
  if (claims.exp * 1000 <= now) throw E.webTokenExpired()
  return claims
}
