import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fail } from '../../core/errors.js'

/** File kinds accepted, recognised by their first bytes (never by name or declared type). SVG is refused: it can carry script. */
export function sniff(head: Buffer): { mime: string; ext: string } | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b)
  if (at(0, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' }
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return { mime: 'image/gif', ext: 'gif' }
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return { mime: 'image/webp', ext: 'webp' }
  if (at(0, [0x42, 0x4d]) && head.length > 14) return { mime: 'image/bmp', ext: 'bmp' }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1')
    return brand.startsWith('qt') ? { mime: 'video/quicktime', ext: 'mov' } : { mime: 'video/mp4', ext: 'mp4' }
  }
  return null
}

/**
 * The name a client gave its file, checked before anything is read or written: no NUL or other control
 * characters (PostgreSQL refuses 0x00 in text), at most 200 characters kept.
 */
export function checkFileName(name: string): string {
  if (/[\u0000-\u001f\u007f]/.test(name)) throw fail.invalid('file', 'nul')
  return name.slice(0, 200)
}

/** Remove a stored file whose row could not be written (no orphans on disk). */
export async function discard(dataDir: string, scope: 'public' | 'private', rel: string) {
  await fs.rm(path.join(dataDir, 'uploads', scope, rel), { force: true })
}

export const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', mp4: 'video/mp4', mov: 'video/quicktime' }

/** Write the file under uploads/<scope>/<tenant>/<yyyy>/<mm>/<uuid>.<ext>; returns its id and relative path. */
export async function store(dataDir: string, scope: 'public' | 'private', tenantCode: string, buf: Buffer, ext: string) {
  const id = randomUUID()
  const now = new Date()
  const rel = path.posix.join(tenantCode, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), `${id}.${ext}`)
  const abs = path.join(dataDir, 'uploads', scope, rel)
  await fs.mkdir(path.dirname(abs), { recursive: true })
  await fs.writeFile(abs, buf, { flag: 'wx' })
  return { id, rel, sha256: createHash('sha256').update(buf).digest('hex') }
}

/** Resolve a requested path under `root`, refusing anything that escapes it. */
export function safeJoin(root: string, rel: string): string | null {
  const abs = path.resolve(root, rel)
  return abs.startsWith(path.resolve(root) + path.sep) ? abs : null
}
