import path from 'node:path'
import type { UserCtx } from '../../core/context.js'
import { safeJoin } from '../../core/files.js'
import { loadSharp } from '../../core/images.js'
import { uploadRepo as repo } from './upload.repository.js'
import { MIME_BY_EXT } from './upload.service.js'

/** What a picture must be: its kinds (upload extensions), the smallest side in pixels, the size in bytes it must stay under. */
export interface PictureRule {
  exts: readonly string[]
  minSide: number
  maxBytes: number
}

/** Checked pictures: their addresses in the order asked, or the first one that fails and why. */
export type PictureCheck = { ok: true; urls: string[] } | { ok: false; index: number; why: 'type' | 'small' | 'large' }

/**
 * The user's public pictures by id, checked from the stored picture itself (spec section 5, shop pictures:
 * kind by the sniffed type, size in bytes, width and height read from the file's header by sharp).
 */
export async function checkedPictures(c: Pick<UserCtx, 'db' | 'tenantId' | 'config'>, userId: number, ids: string[], rule: PictureRule): Promise<PictureCheck> {
  if (!ids.length) return { ok: true, urls: [] }
  const mimes = new Set(rule.exts.map((e) => MIME_BY_EXT[e]).filter(Boolean))
  const rows = new Map((await repo.ownPublicSized(c.db, c.tenantId, userId, [...new Set(ids)])).map((r) => [r.id, r]))
  const urls: string[] = []
  for (const [index, id] of ids.entries()) {
    const r = rows.get(id)
    if (!r || !mimes.has(r.mime)) return { ok: false, index, why: 'type' }
    if (r.size >= rule.maxBytes) return { ok: false, index, why: 'large' }
    const abs = safeJoin(path.join(c.config.dataDir, 'uploads', 'public'), r.path)
    const meta = abs
      ? await (
          await loadSharp()
        )(abs)
          .metadata()
          .catch(() => null)
      : null
    if (!meta?.width || !meta.height) return { ok: false, index, why: 'type' }
    if (meta.width < rule.minSide || meta.height < rule.minSide) return { ok: false, index, why: 'small' }
    urls.push(`${c.config.apiPrefix}/files/${r.path}`)
  }
  return { ok: true, urls }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Pictures an editor sends: each the address of one the record already shows (`kept`, left as it is) or
 * the id of the user's public upload (checked by `checkedPictures`). Addresses in the order sent.
 */
export async function editorPictures(
  c: Pick<UserCtx, 'db' | 'tenantId' | 'config'>,
  userId: number,
  entries: string[],
  kept: readonly string[],
  rule: PictureRule,
): Promise<PictureCheck> {
  const fresh = entries.map((e, i) => ({ e, i })).filter(({ e }) => !kept.includes(e))
  const bad = fresh.find(({ e }) => !UUID.test(e))
  if (bad) return { ok: false, index: bad.i, why: 'type' }
  const r = await checkedPictures(
    c,
    userId,
    fresh.map(({ e }) => e),
    rule,
  )
  if (!r.ok) return { ...r, index: fresh[r.index].i }
  const byIndex = new Map(fresh.map(({ i }, n) => [i, r.urls[n]]))
  return { ok: true, urls: entries.map((e, i) => byIndex.get(i) ?? e) }
}
