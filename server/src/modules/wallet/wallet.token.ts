// The wallet web pages' hand-over token: who (user, tenant), for which page (key), until when; signed (HMAC-SHA256) with
// a key derived from the server secret for the tenant. `<payload>.<signature>`, both base64url; the payload is JSON {u, t, k, exp, iat}.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { WALLET_WEB_TOKEN_TTL_S } from '../../../../types/wallet-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { derivedKey } from '../../core/secrets.js'
import { walletErrors as E } from './wallet.errors.js'

type Scope = Pick<RequestCtx, 'config' | 'tenantId'>

/** What a token says: the user, the tenant's code, the page's key, and its end (seconds since 1970). */
export interface WebClaims {
  u: number
  t: string
  k: string
  exp: number
  iat: number
}

/**
 * The tenant's signing key: derived from the server secret (core/secrets.ts, ADR 0092) for this purpose and tenant, so
 * one tenant's token never verifies for another and nothing is stored; the same on every server sharing the secret.
 */
const keyOf = (c: Scope) => derivedKey(c.config, `wallet-web:v1:${c.tenantId}`)

const sign = (c: Scope, payload: string) => createHmac('sha256', keyOf(c)).update(payload).digest()

/** A token for `user` of the tenant `tenant` to open the page `key`, valid `ttl` seconds from `now`. */
export function issueToken(
  c: Scope,
  claims: { userId: number; tenant: string; key: string },
  now = Date.now(),
  ttl = WALLET_WEB_TOKEN_TTL_S,
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now / 1000)
  const body: WebClaims = { u: claims.userId, t: claims.tenant, k: claims.key, exp: iat + ttl, iat }
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
  const token = `${payload}.${sign(c, payload).toString('base64url')}`
  return { token, expiresAt: new Date(body.exp * 1000) }
}

/**
 * The claims of a token for the page `key` of the tenant `tenant`. Refused as `webTokenInvalid` when it is not one we
 * signed (malformed, a changed payload or signature, another tenant's key) or is for another tenant or page; as
 * `webTokenExpired` when we signed it and its time is over. The signature is checked before anything it says is read.
 */
export function verifyToken(c: Scope, token: string | undefined, want: { tenant: string; key: string }, now = Date.now()): WebClaims {
  const m = /^([A-Za-z0-9_-]{1,800})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!m) throw E.webTokenInvalid()
  const given = Buffer.from(m[2], 'base64url')
  const good = sign(c, m[1])
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
