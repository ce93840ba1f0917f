import { randomUUID } from 'node:crypto'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { Envelope, UUID_PATTERN } from '../../types/common.js'
import type { Config } from './config.js'
import { ok } from './core/envelope.js'
import { normalizeLang, t } from './i18n/index.js'
import type { Kv } from './core/kv.js'
import { openRealtime, type Realtime } from './core/realtime.js'
import { ping, sqlCount, type Db } from './db/database.js'
import { contextHook } from './core/context.js'
import { loadModules } from './core/module.js'
import { flowRoutes } from './flows/index.js'
import { bodyPlugin } from './plugins/body.js'
import { cachePlugin } from './plugins/cache.js'
import { clientError } from './plugins/client-error.js'
import { cspPlugin } from './plugins/csp.js'
import { rateLimitPlugin } from './plugins/rate-limit.js'
import './plugins/context.js'
import { apiNotFound, errorsPlugin } from './plugins/errors.js'
import { indexPage } from './plugins/index-page.js'
import { openApiPlugin } from './plugins/openapi.js'
import { publicFilesPlugin, staticPlugin } from './plugins/static.js'
import { tenantLookup, tenantResolver } from './plugins/tenant.js'

export interface AppDeps {
  config: Config
  db: Db
  kv: Kv
  /** this node's socket hub; absent: one is opened on REDIS_URL (or in-process) and closed with the app */
  realtime?: Realtime
}

const REQ_ID = /^[\w.-]{8,64}$/
/** API answers smaller than this go out as they are (the headers would outweigh the gain). */
export const API_COMPRESS_MIN = 1024
export const API_COMPRESS_LEVELS = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
}
const Health = Envelope(Type.Object({ status: Type.String(), db: Type.String(), uptime: Type.Integer() }))

/** Compose the server: plugins first, then the business modules under API_PREFIX. */
export async function buildApp({ config, db, kv, realtime }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    // believing any X-Forwarded-For would let a client pick its own address and dodge per-IP limits
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const h = req.headers['x-request-id']
      return typeof h === 'string' && REQ_ID.test(h) ? h : randomUUID()
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      // format 'uuid' of ajv-formats also takes `urn:uuid:...`, which PostgreSQL's uuid refuses
      onCreate: (ajv: { addFormat(name: string, re: RegExp): unknown }) => ajv.addFormat('uuid', new RegExp(UUID_PATTERN)),
    } as { customOptions: Record<string, unknown> },
    clientErrorHandler: clientError,
    routerOptions: { ignoreTrailingSlash: true },
    // errors Fastify raises before routing (a URL that is not valid percent-encoding, ...) get the envelope too
    // (their FST_ERR_* codes stay inside: the rule is ours)
    frameworkErrors: (err, req, reply) => {
      const lang = normalizeLang(req.headers.lang as string | undefined)
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      const status = tooLong ? 414 : 400
      void (reply as unknown as FastifyReply)
        .code(status)
        .send({ code: status, msg: t(lang, 'validation.type', { field: 'url' }), ok: false, field: 'url', rule: tooLong ? 'maxLength' : 'url' })
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('kv', kv)
  const hub = realtime ?? (await openRealtime(config.redisUrl, config.redisPrefix))
  app.decorate('realtime', hub)
  if (!realtime) app.addHook('onClose', async () => hub.close())
  // every route as registered (method, url with prefix, schema): tests walk it (response schemas, OpenAPI)
  const routeList: FastifyInstance['routeList'] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: r.url, schema: r.schema as Record<string, unknown> | undefined })
  })
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
    if (sqlCount.enabled) reply.header('x-sql-count', String(sqlCount.n))
  })

  await app.register(errorsPlugin)
  await app.register(bodyPlugin)
  await app.register(cachePlugin)
  await app.register(rateLimitPlugin)
  // the built H5 index.html (read now; again when a new build replaces it): its inline scripts' hashes
  // go into script-src, and it is served with the tenant's splash written in (plugins/index-page.ts)
  const tenants = tenantLookup(app)
  const page = indexPage(config.h5Dir, tenants)
  await app.register(cspPlugin, { page })
  await app.register(cors, { origin: config.corsOrigin, credentials: true })
  if (config.apiDocs) await app.register(openApiPlugin)

  // every folder under src/modules with an index.ts is a module (core/discover.ts): nothing lists them
  // (importing them wires their hooks: core/hooks.ts)
  const modules = await loadModules()
  app.decorateRequest('ctx', null as unknown as FastifyRequest['ctx'])

  const health = async () => ({ ...ok({ status: 'up', db: (await ping(db)) ? 'up' : 'down', uptime: Math.round(process.uptime()) }) })
  app.get('/health', { schema: { response: { 200: Health } } }, health)

  await app.register(
    async (api) => {
      // API answers above 1 KB go out compressed when the client accepts it (the H5 files have build-time
      // twins instead: plugins/static.ts). Levels chosen from the CPU cost measured at the bench's load
      // (docs/perf/h5-speed.md): brotli quality 4, gzip level 6.
      if (config.apiCompress) await api.register(compress, { threshold: API_COMPRESS_MIN, encodings: ['br', 'gzip'], ...API_COMPRESS_LEVELS })
      api.get('/health', { schema: { response: { 200: Health } } }, health)
      for (const m of modules) if (m.publicRoutes) await api.register(m.publicRoutes)
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', tenantResolver(app, tenants))
        // marks the routes the tenant header applies to (for the OpenAPI document)
        scoped.addHook('onRoute', (r) => {
          r.config = { ...(r.config as object), tenantScoped: true } as typeof r.config
        })
        // the request context services take first: built once here, the user added by the auth preHandler
        scoped.addHook('onRequest', contextHook)
        for (const m of modules) if (m.routes) await scoped.register(m.routes)
        // work spanning modules (server/src/flows/): after the modules, whose faces it calls
        await scoped.register(flowRoutes)
      })
      api.setNotFoundHandler(apiNotFound)
    },
    { prefix: config.apiPrefix },
  )

  await app.register(publicFilesPlugin)
  await app.register(staticPlugin, { page })
  // anything else (not a file of the H5 app, not an API route) gets the same 404 envelope
  app.setNotFoundHandler(apiNotFound)
  return app
}
