import { createHash, randomUUID } from 'node:crypto'
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile, Multipart } from '@fastify/multipart'
import type { UploadResult, UploadScope } from '../../../../types/upload.js'
import { hasRole } from '../../core/auth.js'
import type { UserCtx } from '../../core/context.js'
import { fail } from '../../core/errors.js'
import { hooks } from '../../core/hooks.js'
import { safeJoin } from '../../core/files.js'
import { loadSharp } from '../../core/images.js'
import { uploadErrors as E } from './upload.errors.js'
import { uploadRepo as repo } from './upload.repository.js'
import './upload.hooks.js'
import { checkedPictures, editorPictures } from './upload.pictures.js'

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
function checkFileName(name: string): string {
  // control characters in a file name are refused on purpose (a NUL cuts the name in C libraries)
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw fail.invalid('file', 'nul')
  return name.slice(0, 200)
}

/** Remove a stored file whose row could not be written (no orphans on disk). */
async function discard(dataDir: string, scope: 'public' | 'private', rel: string) {
  await fs.rm(path.join(dataDir, 'uploads', scope, rel), { force: true })
}

/** The extensions uploads are stored under and their types (the public files plugin serves only these: upload/index.ts). */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}

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
        const name = checkFileName(part.filename)
        file = { buf: await part.toBuffer(), name }
      } else if (part.fieldname === 'scope' && (part.value === 'private' || part.value === 'public')) {
        scope = part.value
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw E.tooLarge({ mb: Math.round(c.config.uploadMaxBytes / 1048576) })
    throw e
  }
  if (!file || file.buf.length === 0) throw E.noFile()
  const kind = await sniff(file.buf)
  if (!kind) throw E.wrongType()
  const saved = await store(c.config.dataDir, scope, c.tenantCode, file.buf, kind.ext)
  try {
    await repo.insert(c.db, {
      id: saved.id,
      tenant_id: c.tenantId,
      owner_id: c.userId,
      scope,
      mime: kind.mime,
      size: file.buf.length,
      path: saved.rel,
      sha256: saved.sha256,
      original_name: file.name,
    })
  } catch (e) {
    await discard(c.config.dataDir, scope, saved.rel)
    throw e
  }
  const url = scope === 'public' ? `${c.config.apiPrefix}/files/${saved.rel}` : `${c.config.apiPrefix}/system/api/upload/${saved.id}`
  return { id: saved.id, url, mime: kind.mime, size: file.buf.length, scope }
}

/** Whether every id is a private upload of the user (payment and refund proofs), of one of `mimes` when given. */
export async function ownPrivateFiles(c: Pick<UserCtx, 'db' | 'tenantId'>, userId: number, ids: string[], mimes?: string[]): Promise<boolean> {
  if (!ids.length) return true
  const found = await repo.ownPrivate(c.db, c.tenantId, userId, [...new Set(ids)])
  return found.length === new Set(ids).size && (!mimes || found.every((f) => mimes.includes(f.mime)))
}

/** A private file for its owner or staff; anyone else (and a missing file) gets 404. */
export async function privateFile(c: UserCtx, id: string): Promise<{ abs: string; mime: string }> {
  const row = await repo.byId(c.db, c.tenantId, id)
  if (!row) throw fail.notFound()
  if (row.owner_id !== c.userId && !hasRole(c, 'staff') && !(await hooks.get('upload.mayView', async () => false)(c, c.userId, id))) throw fail.notFound()
  const abs = safeJoin(path.join(c.config.dataDir, 'uploads', row.scope), row.path)
  if (!abs || !fsSync.existsSync(abs)) throw fail.notFound()
  return { abs, mime: row.mime }
}

/**
 * The user's public pictures by id, with their addresses, in the order asked: null when one is not the
 * user's public upload or not of one of `exts` (review pictures: jpg, jpeg, png, webp).
 */
export async function ownPublicImages(
  c: Pick<UserCtx, 'db' | 'tenantId' | 'config'>,
  userId: number,
  ids: string[],
  exts: readonly string[],
): Promise<string[] | null> {
  if (!ids.length) return []
  const mimes = new Set(exts.map((e) => MIME_BY_EXT[e]).filter(Boolean))
  const rows = await repo.ownPublic(c.db, c.tenantId, userId, [...new Set(ids)])
  const byId = new Map(rows.filter((r) => mimes.has(r.mime)).map((r) => [r.id, `${c.config.apiPrefix}/files/${r.path}`]))
  const urls = ids.map((id) => byId.get(id))
  return urls.every((u) => u !== undefined) ? (urls as string[]) : null
}

/**
 * A file made by the server for a user (demo data: the demo shopper's ID pictures), stored and recorded
 * like an upload of theirs; its id. The type is sniffed as for an upload (an unaccepted kind is refused).
 */
export async function saveFile(
  c: Pick<UserCtx, 'db' | 'tenantId' | 'tenantCode' | 'config'>,
  ownerId: number,
  scope: UploadScope,
  buf: Buffer,
  name: string,
): Promise<string> {
  const kind = await sniff(buf)
  if (!kind) throw E.wrongType()
  const saved = await store(c.config.dataDir, scope, c.tenantCode, buf, kind.ext)
  try {
    await repo.insert(c.db, {
      id: saved.id,
      tenant_id: c.tenantId,
      owner_id: ownerId,
      scope,
      mime: kind.mime,
      size: buf.length,
      path: saved.rel,
      sha256: saved.sha256,
      original_name: name,
    })
  } catch (e) {
    await discard(c.config.dataDir, scope, saved.rel)
    throw e
  }
  return saved.id
}

/**
 * The user's uploads among `ids` (any scope) with what they are: the extension and size the upload module
 * measured from the content, and the address they are read at. Ids that are not the user's are absent.
 */
export async function ownFiles(
  c: Pick<UserCtx, 'db' | 'tenantId' | 'config'>,
  userId: number,
  ids: string[],
): Promise<Map<string, { ext: string; mime: string; size: number; url: string }>> {
  const uniq = [...new Set(ids)].filter((x) => /^[0-9a-f-]{36}$/.test(x))
  if (!uniq.length) return new Map()
  const rows = await repo.ownAny(c.db, c.tenantId, userId, uniq)
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ext: path.extname(r.path).slice(1).toLowerCase(),
        mime: r.mime,
        size: r.size,
        url: r.scope === 'public' ? `${c.config.apiPrefix}/files/${r.path}` : `${c.config.apiPrefix}/system/api/upload/${r.id}`,
      },
    ]),
  )
}

/**
 * A private upload of the user as a picture: its type (sniffed from the bytes when it was stored), its size in
 * bytes and its width and height read from the stored file's own header; null when the id is not the user's
 * private upload (someone else's, a public one, none) or the file is gone or not a picture it can read.
 */
export async function privateImageInfo(
  c: Pick<UserCtx, 'db' | 'tenantId' | 'config'>,
  userId: number,
  id: string,
): Promise<{ mime: string; size: number; width: number; height: number } | null> {
  const row = await repo.byId(c.db, c.tenantId, id)
  if (!row || row.owner_id !== userId || row.scope !== 'private') return null
  const abs = safeJoin(path.join(c.config.dataDir, 'uploads', row.scope), row.path)
  if (!abs) return null
  try {
    const m = await (await loadSharp())(abs, { animated: false }).metadata()
    return { mime: row.mime, size: Number(row.size), width: m.width ?? 0, height: m.height ?? 0 }
  } catch {
    // not a raster sharp reads (a video, a broken file): no dimensions
    return { mime: row.mime, size: Number(row.size), width: 0, height: 0 }
  }
}

/** The upload module as other modules see it (its face, re-exported by index.ts). */
export const uploadService = { ownPrivateFiles, ownPublicImages, saveFile, checkedPictures, editorPictures, ownFiles, privateImageInfo }
