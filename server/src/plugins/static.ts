import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** The built H5 app at `/` (hash routing: only real files are served; index.html is never cached). */
export async function staticPlugin(app: FastifyInstance) {
  const dir = app.config.h5Dir
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.get('/', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><title>Mall</title><p>The H5 app is not built yet: run <code>npm run build:h5</code>, then reload.</p>'),
    )
    return
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    setHeaders(res, file) {
      res.setHeader('cache-control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=86400')
    },
  })
}
