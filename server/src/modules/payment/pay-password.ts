import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../config.js'
import { verifyPassword } from '../../core/password.js'
import { derivedKey, keyedHash } from '../../core/secrets.js'

/**
 * Pay passwords as keyed hashes (ADR 0127): `hmac$<key version>$<salt>$<hex>`, HMAC-SHA256 under the server's
 * pay-password key (derived from the server secret, never in the database) of `<user id>.<salt>.<password>`. Six
 * digits are 10^6 values: no slow hash protects them from an offline search, the key and the attempt limit do. A check
 * costs microseconds instead of argon2id's 10-15 ms. Hashes made before (argon2id) and under an older key version
 * verify and are made again on the next correct entry.
 */
const CURRENT = 'v1'
/** versions whose hashes still verify (add the new one to CURRENT, keep the old here until no hash uses it) */
const KNOWN: ReadonlySet<string> = new Set(['v1'])
const keys = new WeakMap<Config, Map<string, Buffer>>()

function keyOf(config: Config, version: string): Buffer {
  let byVersion = keys.get(config)
  if (!byVersion) keys.set(config, (byVersion = new Map()))
  let key = byVersion.get(version)
  if (!key) byVersion.set(version, (key = derivedKey(config, `pay-password:${version}`)))
  return key
}

const mac = (config: Config, version: string, userId: number, salt: string, plain: string) => keyedHash(keyOf(config, version), `${userId}.${salt}.${plain}`)

/** A new hash of `plain` for `userId` under the current key. */
export function hashPayPassword(config: Config, userId: number, plain: string): string {
  const salt = randomBytes(16).toString('base64url')
  return `hmac$${CURRENT}$${salt}$${mac(config, CURRENT, userId, salt, plain)}`
}

/** Whether `plain` is the pay password `stored` holds; `rehash`: right, but kept the old way (argon2id or an older key). */
export async function verifyPayPassword(config: Config, userId: number, stored: string, plain: string): Promise<{ ok: boolean; rehash: boolean }> {
  if (stored.startsWith('hmac$')) {
    const [, version, salt, hex] = stored.split('$')
    if (!version || !salt || !hex || !KNOWN.has(version)) return { ok: false, rehash: false }
    const want = Buffer.from(mac(config, version, userId, salt, plain), 'hex')
    const got = Buffer.from(hex, 'hex')
    const ok = got.length === want.length && timingSafeEqual(got, want)
    return { ok, rehash: ok && version !== CURRENT }
  }
  const ok = await verifyPassword(stored, plain)
  return { ok, rehash: ok }
}
