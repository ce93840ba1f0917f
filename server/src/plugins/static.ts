import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { IMAGE_SIZES, type ImageSize } from '../../../types/image-sizes.js'
import { FileBytes } from '../../../types/upload.js'
import { localImages, IMAGE_MIME, type ImageFormat } from '../core/images.js'
import { fail } from '../core/errors.js'
import { safeJoin } from '../core/files.js'
import { hooks } from '../core/hooks.js'
import type { IndexPage } from './index-page.js'

/** What the public files plugin asks (ADR 0068): the upload module says which stored files exist as which type. */
declare module '../core/hooks.js' {
  interface HookProviders {
    /** the content type public files with this extension (lower case, no dot) are served as; undefined: not served */
    'files.publicType': (ext: string) => string | undefined
  }
}

/** Rasters the image service sizes (uploads of these kinds and the demo SVG masters). */
const SIZABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'])
/** Public files are immutable: a new picture gets a new name. */
const FILE_CACHE = 'public, max-age=604800, immutable'

/** Build output named by content hash (`js/app.1a2b3c4d.js`): its name changes whenever it does. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/

/** Text files the H5 build writes `.br` and `.gz` twins of (config/compress-plugin.js). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/

/**
 * The built H5 app at `/` (hash routing: only real files are served). index.html is revalidated every
 * time; hashed files are cached for a year; anything else (images) for a day. Text files go out as the
 * build's brotli or gzip twin when the browser accepts it (`preCompressed`: br, then gzip, else as is),
 * with `Vary: Accept-Encoding` so a cache keeps one copy per encoding. index.html itself (`/` and
 * `/index.html`) is the tenant's page with its splash written in (plugins/index-page.ts), compressed
 * by the server under the same rules.
 */
export async function staticPlugin(app: FastifyInstance, { page }: { page?: IndexPage }) {
  const dir = app.config.h5Dir
  if (!fs.existsSync(path.join(dir, 'index.html')) && !page?.exists()) {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>Mall</title><p>The H5 app is not built yet: run <code>npm run build:h5</code>, then reload.</p>'),
    )
    return
  }
  // on the reply (CORS sets `Vary: Origin` there, which would replace a header set on the raw response)
  app.addHook('onSend', async (req, reply) => {
    const p = req.url.split('?')[0]
    if (!COMPRESSIBLE.test(p) && !p.endsWith('/')) return
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  })
  if (page) {
    // before the static files' wildcard route: a static path wins in the router
    for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, (req, reply) => page.send(app, req, reply))
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    // our own header for every file (its default would answer `public, max-age=0` for `/`)
    cacheControl: false,
    setHeaders(res, sent) {
      // `sent` is the twin when one goes out (`app.1a2b3c4d.js.br`): the rules follow the original's name
      const file = sent.replace(/\.(br|gz)$/, '')
      res.setHeader('cache-control', file.endsWith('.html') ? 'no-cache' : HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
    },
  })
}

/**
 * Public uploads at `${apiPrefix}/files/<tenant>/<yyyy>/<mm>/<uuid>.<ext>` (no tenant header: loaded by
 * <img>). @fastify/static decodes the path once (the router's decoding; it re-encodes before `send`),
 * refuses `..` and dotfiles, and serves only the extensions uploads are stored under.
 */
export async function publicFilesPlugin(app: FastifyInstance) {
  const root = path.join(app.config.dataDir, 'uploads', 'public')
  fs.mkdirSync(root, { recursive: true })
  // the file's bytes are the 200 answer (documented like every route; a stream is not serialised)
  app.addHook('onRoute', (r) => {
    // in place: app.ts keeps a reference to each route's schema (routeList)
    if (r.schema) Object.assign(r.schema, { response: { 200: FileBytes } })
    else r.schema = { response: { 200: FileBytes } }
  })
  const prefix = `${app.config.apiPrefix}/files/`
  // asked at registration: the modules are loaded by then (app.ts); without an upload module no file is served
  const publicType = hooks.get('files.publicType', () => undefined)
  const images = localImages(path.join(app.config.dataDir, 'cache', 'images'))
  // `?size=thumb|card|detail|banner`: the picture at that width as WebP (AVIF when the browser asks and
  // AVIF is enabled), made on first request and cached on disk. A demo SVG master is never sent as
  // SVG: without a size it is the detail size.
  app.addHook('onRequest', async (req, reply) => {
    const q = req.url.indexOf('?')
    const pathname = q < 0 ? req.url : req.url.slice(0, q)
    if (!pathname.startsWith(prefix)) return
    const size = q < 0 ? null : new URLSearchParams(req.url.slice(q + 1)).get('size')
    let rel: string
    try {
      rel = decodeURIComponent(pathname.slice(prefix.length))
    } catch {
      return
    }
    const ext = path.extname(rel).slice(1).toLowerCase()
    if (size === null && ext !== 'svg') return
    if (size !== null && !Object.hasOwn(IMAGE_SIZES, size)) throw fail.invalid('size', 'enum', { values: Object.keys(IMAGE_SIZES).join(', ') })
    if (!SIZABLE.has(ext) || rel.includes('\0') || rel.split(/[\\/]/).some((seg) => seg.startsWith('.'))) throw fail.notFound()
    const master = safeJoin(root, rel)
    if (!master) throw fail.notFound()
    const format: ImageFormat = app.config.imageAvif && /image\/avif/.test(req.headers.accept ?? '') ? 'avif' : 'webp'
    const out = await images.sized(master, rel, (size ?? 'detail') as ImageSize, format).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') throw fail.notFound()
      throw e
    })
    return reply
      .header('content-type', IMAGE_MIME[format])
      .header('cache-control', FILE_CACHE)
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      .send(out.bytes)
  })
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    // `..`, dotfiles, NUL and other extensions: 404 before `send` looks (it would answer 403)
    allowedPath: (p) => !p.includes('\0') && !p.split(/[\\/]/).some((seg) => seg.startsWith('.')) && !!publicType(path.extname(p).slice(1).toLowerCase()),
    setHeaders(res) {
      res.setHeader('cache-control', FILE_CACHE)
    },
  })
}
