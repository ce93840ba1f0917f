import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
/** 256-bit random token, url-safe. */
export const newToken = () => randomBytes(32).toString('base64url')
/** `n` random decimal digits. */
export const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Human-friendly code without look-alike characters (invitation codes). */
export const friendlyCode = (n = 8) => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('')

/** JSON with the keys of the top object sorted: what a signed callback's HMAC covers. */
export const canonicalJson = (o: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    ),
  )

/** hex HMAC-SHA256(secret, "<timestamp>.<canonical JSON body>"): how a provider signs a callback (timestamp in unix seconds). */
export const signCallback = (secret: string, ts: number, body: Record<string, unknown>) =>
  createHmac('sha256', secret)
    .update(`${ts}.${canonicalJson(body)}`)
    .digest('hex')

/**
 * A provider callback's signature checked: a timestamp within `toleranceSec` of now and a hex HMAC of
 * `<timestamp>.<canonical body>` equal to `signature` (compared in constant time). Answers why not.
 */
export function verifyCallback(
  secret: string,
  timestamp: unknown,
  signature: unknown,
  body: unknown,
  toleranceSec: number,
  now = Date.now(),
): { ok: true; body: Record<string, unknown> } | { ok: false; why: string } {
  const ts = Number(timestamp)
  const sig = String(signature ?? '')
  if (!Number.isInteger(ts) || !/^[0-9a-f]{64}$/.test(sig)) return { ok: false, why: 'signature missing' }
  if (Math.abs(now / 1000 - ts) > toleranceSec) return { ok: false, why: 'timestamp outside tolerance' }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, why: 'body' }
  const want = Buffer.from(signCallback(secret, ts, body as Record<string, unknown>), 'hex')
  if (!timingSafeEqual(want, Buffer.from(sig, 'hex'))) return { ok: false, why: 'bad signature' }
  return { ok: true, body: body as Record<string, unknown> }
}
