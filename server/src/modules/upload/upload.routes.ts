import fs from 'node:fs'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { UploadApi } from '../../../../types/upload.js'
import { route } from '../../core/route.js'
import * as svc from './upload.service.js'

const tags = ['upload']

/** Upload routes (tenant resolved, login required). */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 }, throwFileSizeLimit: true })

  route(app, UploadApi.upload, (c, _in, req) => svc.upload(c, req.isMultipart() ? req.parts() : null), { tags, consumes: ['multipart/form-data'] })

  // private files (payment proofs, identity documents): their owner and staff only; anyone else gets 404
  route(
    app,
    UploadApi.privateFile,
    async (c, { params }, _req, reply) => {
      const f = await svc.privateFile(c, params.id)
      return reply.type(f.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(fs.createReadStream(f.abs))
    },
    { tags, raw: true },
  )
}
