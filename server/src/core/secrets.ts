import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.js'

/**
 * The server secret and the keys derived from it (ADR 0092). The secret is APP_SECRET when set; tests
 * use a fixed one; otherwise a random one is made on the first start and kept in `<dataDir>/app-secret`
 * (0600, beside the embedded database's files but not in the database: a dump of the database alone
 * does not open what it encrypts). Keys are HKDF-SHA256 of the secret with a purpose and version, so
 * one secret gives independent keys and a new version can be rolled out beside the old one.
 * Neither the secret nor a key is ever logged or returned.
 */
const TEST_SECRET = 'test-only-secret-of-the-mall-server-0123456789'
const secrets = new WeakMap<Config, Buffer>()

function serverSecret(config: Config): Buffer {
  if (!config) throw new Error('the server secret needs the server config: give the context its config')
  const known = secrets.get(config)
  if (known) return known
  let secret: Buffer
  if (config.appSecret) secret = Buffer.from(config.appSecret, 'utf8')
  else if (config.env === 'test') secret = Buffer.from(TEST_SECRET, 'utf8')
  else {
    const file = path.join(config.dataDir, 'app-secret')
    try {
      secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
    } catch {
      fs.mkdirSync(config.dataDir, { recursive: true })
      const made = randomBytes(32).toString('base64')
      // `wx`: when two starts race, one writes and the other reads what it wrote
      try {
        fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' })
      } catch {
        /* written meanwhile */
      }
      secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
    }
    if (secret.length < 32) throw new Error(`${file}: the server secret is shorter than 32 bytes`)
  }
  secrets.set(config, secret)
  return secret
}

/** A 32-byte key for one purpose (`bank-card:v1`), derived from the server secret. */
export function derivedKey(config: Config, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret(config), 'mall-server', purpose, 32))
}

/**
 * AES-256-GCM: `<version>.<iv>.<ciphertext>.<tag>` (base64url parts). `aad` binds the text to where it is
 * kept (the owner), so a ciphertext copied to another row does not open.
 */
export function seal(key: Buffer, version: string, plain: string, aad: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [version, iv.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
}

/** The version of a sealed text (which key opens it). */
export const sealedVersion = (sealed: string) => sealed.split('.', 1)[0]

/** Open what `seal` made; throws when the key, the aad or the text is wrong. */
export function open(key: Buffer, sealed: string, aad: string): string {
  const [, iv, ct, tag] = sealed.split('.')
  if (!iv || !ct || !tag) throw new Error('sealed text malformed')
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  d.setAAD(Buffer.from(aad, 'utf8'))
  d.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8')
}

/** A keyed hash (HMAC-SHA256, hex): equal inputs can be found without keeping them in clear. */
export const keyedHash = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex')
