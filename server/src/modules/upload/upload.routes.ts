import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Codes } from '../../../../types/constants.js'
import { ok } from '../../core/envelope.js'
import { AppError, fail } from '../../core/errors.js'
import { requireAuth } from '../../plugins/auth.js'
import { checkFileName, discard, safeJoin, sniff, store } from './upload.service.js'

/** Upload routes (tenant resolved, login required). */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.uploadMaxBytes
  await app.register(multipart, { limits: { fileSize: max, files: 1, fields: 5, fieldSize: 1024 }, throwFileSizeLimit: true })

  app.post('/system/api/upload', { preHandler: requireAuth, schema: { tags: ['upload'], consumes: ['multipart/form-data'] } }, async (req) => {
    if (!req.isMultipart()) throw fail.invalid('file', 'required', {}, 'system.noFile')
    let file: { buf: Buffer; name: string } | undefined
    let scope: 'public' | 'private' = 'public'
    try {
      for await (const part of req.parts()) {
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
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Codes.TOO_LARGE, 'system.tooLarge', { mb: Math.round(max / 1048576) }, 'file', 'maxSize')
      throw e
    }
    if (!file || file.buf.length === 0) throw fail.invalid('file', 'required', {}, 'system.noFile')
    const kind = await sniff(file.buf)
    if (!kind) throw new AppError(Codes.UNSUPPORTED_TYPE, 'system.wrongType', {}, 'file', 'type')
    const saved = await store(app.config.dataDir, scope, req.tenant.code, file.buf, kind.ext)
    try {
      await app.db
        .insertInto('uploads')
        .values({ id: saved.id, tenant_id: req.tenant.id, owner_id: req.user!.id, scope, mime: kind.mime, size: file.buf.length, path: saved.rel, sha256: saved.sha256, original_name: file.name })
        .execute()
    } catch (e) {
      await discard(app.config.dataDir, scope, saved.rel)
      throw e
    }
    const url = scope === 'public' ? `${app.config.apiPrefix}/files/${saved.rel}` : `${app.config.apiPrefix}/system/api/upload/${saved.id}`
    return ok({ id: saved.id, url, mime: kind.mime, size: file.buf.length, scope })
  })

  // private files (payment proofs, identity documents): their owner and staff only; anyone else gets 404
  app.get('/system/api/upload/:id', { preHandler: requireAuth, schema: { tags: ['upload'], params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }) } }, async (req, reply) => {
    const row = await app.db.selectFrom('uploads').selectAll().where('tenant_id', '=', req.tenant.id).where('id', '=', req.params.id).executeTakeFirst()
    if (!row) throw fail.notFound()
    if (row.owner_id !== req.user!.id) {
      const me = await app.db.selectFrom('users').select('roles').where('id', '=', req.user!.id).executeTakeFirst()
      if (!me?.roles.split(',').includes('staff')) throw fail.notFound()
    }
    const abs = safeJoin(path.join(app.config.dataDir, 'uploads', row.scope), row.path)
    if (!abs || !fs.existsSync(abs)) throw fail.notFound()
    return reply.type(row.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(fs.createReadStream(abs))
  })
}
