import { createHash, randomBytes, randomInt } from 'node:crypto'

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
/** 256-bit random token, url-safe. */
export const newToken = () => randomBytes(32).toString('base64url')
/** `n` random decimal digits. */
export const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Human-friendly code without look-alike characters (invitation codes). */
export const friendlyCode = (n = 8) => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('')
