import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { fail } from '../../core/errors.js'

/** File kinds accepted, by the extension file-type names them with; SVG is refused: it can carry script. */
const ACCEPTED: Record<string, { mime: string; ext: string }> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  apng: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  bmp: { mime: 'image/bmp', ext: 'bmp' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  mov: { mime: 'video/quicktime', ext: 'mov' },
}

/**
 * What a file is, by its content (never by its name or declared type), through file-type; null when it
 * is not one of the accepted kinds (HEIC/AVIF, whose header also says `ftyp`, are not taken for MP4).
 */
export async function sniff(buf: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  const kind = await fileTypeFromBuffer(buf)
  return (kind && ACCEPTED[kind.ext]) ?? null
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
