import { createHash, randomUUID } from 'node:crypto'
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { MultipartFile, Multipart } from '@fastify/multipart'
import type { UploadResult, UploadScope } from '../../../../types/upload.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { fail } from '../../core/errors.js'
import { accountService } from '../account/account.service.js'
import { uploadErrors as E } from './upload.errors.js'
import { uploadRepo as repo } from './upload.repository.js'

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

/** The parts of a multipart request, as @fastify/multipart gives them. */
export type Parts = AsyncIterableIterator<Multipart | MultipartFile>

/**
 * Store one uploaded file: type by magic bytes, size by the configured limit (the multipart parser
 * stops at it), written under the tenant, recorded with its owner. Public files get a path under
 * `/files`, private ones are read back through `GET system/api/upload/:id`.
 */
export async function upload(c: UserCtx, parts: Parts | null): Promise<UploadResult> {
  if (!parts) throw E.noFile()
  let file: { buf: Buffer; name: string } | undefined
  let scope: UploadScope = 'public'
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume()
          continue
        }
        file = { buf: await part.toBuffer(), name: part.filename }
      } else if (part.fieldname === 'scope' && (part.value === 'private' || part.value === 'public')) {
        scope = part.value
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw E.tooLarge({ mb: Math.round(c.config.uploadMaxBytes / 1048576) })
    throw e
  }
  if (!file || file.buf.length === 0) throw E.noFile()
  const kind = sniff(file.buf.subarray(0, 16))
  if (!kind) throw E.wrongType()
  const saved = await store(c.config.dataDir, scope, c.tenantCode, file.buf, kind.ext)
  await repo.insert(c.db, { id: saved.id, tenant_id: c.tenantId, owner_id: c.userId, scope, mime: kind.mime, size: file.buf.length, path: saved.rel, sha256: saved.sha256, original_name: file.name.slice(0, 200) })
  const url = scope === 'public' ? `${c.config.apiPrefix}/files/${saved.rel}` : `${c.config.apiPrefix}/system/api/upload/${saved.id}`
  return { id: saved.id, url, mime: kind.mime, size: file.buf.length, scope }
}

/** A private file for its owner or staff; anyone else (and a missing file) gets 404. */
export async function privateFile(c: UserCtx, id: string): Promise<{ abs: string; mime: string }> {
  const row = await repo.byId(c.db, c.tenantId, id)
  if (!row) throw fail.notFound()
  if (row.owner_id !== c.userId && !(await accountService.hasRole(c, c.userId, 'staff'))) throw fail.notFound()
  const abs = safeJoin(path.join(c.config.dataDir, 'uploads', row.scope), row.path)
  if (!abs || !fsSync.existsSync(abs)) throw fail.notFound()
  return { abs, mime: row.mime }
}

/** A public file by its relative path under `uploads/public` (no tenant needed). */
export function publicFile(dataDir: string, rel: string): { abs: string; mime: string } {
  const root = path.join(dataDir, 'uploads', 'public')
  const ext = path.extname(rel).slice(1).toLowerCase()
  const abs = rel.includes('\0') ? null : safeJoin(root, rel)
  if (!abs || !MIME_BY_EXT[ext] || !fsSync.existsSync(abs) || !fsSync.statSync(abs).isFile()) throw fail.notFound()
  return { abs, mime: MIME_BY_EXT[ext] }
}

export type { RequestCtx }
