import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE, Envelope, UUID_PATTERN } from '../../types/common.js'
import type { Config } from './config.js'
import { ok } from './core/envelope.js'
import { normalizeLang, t } from './i18n/index.js'
import type { Kv } from './core/kv.js'
import { ping, sqlCount, type Db } from './db/database.js'
import { contextHook } from './core/context.js'
import { importFromModules } from './core/discover.js'
import { flowRoutes } from './flows/index.js'
import type { AppModule } from './core/module.js'
import { optionalAuth, requireAuth } from './plugins/auth.js'
import { bodyPlugin } from './plugins/body.js'
import { cachePlugin } from './plugins/cache.js'
import { rateLimitPlugin } from './plugins/rate-limit.js'
import './plugins/context.js'
import { apiNotFound, errorsPlugin, ruleForStatus } from './plugins/errors.js'
import { indexPage } from './plugins/index-page.js'
import { publicFilesPlugin, staticPlugin } from './plugins/static.js'
import { tenantLookup, tenantResolver } from './plugins/tenant.js'

export interface AppDeps {
  config: Config
  db: Db
  kv: Kv
}

const REQ_ID = /^[\w.-]{8,64}$/
/** API answers smaller than this go out as they are (the headers would outweigh the gain). */
export const API_COMPRESS_MIN = 1024
export const API_COMPRESS_LEVELS = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
}
const Health = Envelope(Type.Object({ status: Type.String(), db: Type.String(), uptime: Type.Integer() }))

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large) never reach Fastify: they still
 * get the `{code, msg, ok}` envelope, with our own rule names.
 */
function clientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const rule = status === 408 ? 'timeout' : ruleForStatus(status)
  const body = JSON.stringify({ code: status, msg: t(DEFAULT_LOCALE, 'validation.invalid', { field: 'request' }), ok: false, rule })
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
}

type RouteDoc = { schema?: Record<string, unknown>; url: string; route: { preHandler?: unknown; config?: { tenantScoped?: boolean; idempotent?: boolean } } }

/**
 * What the OpenAPI document says beyond the route's own schema: the bearer token where a session is
 * needed (or optional), the `tenant`, `lang` and `Idempotency-Key` headers where they apply, and the
 * multipart body of uploads. Validation is untouched: the document only.
 */
function documentRoute(apiPrefix: string) {
  return (({ schema, url, route }: RouteDoc) => {
    const s: Record<string, unknown> = { ...(schema ?? {}) }
    const pre = [route.preHandler].flat().filter(Boolean)
    if (pre.includes(requireAuth)) s.security = [{ bearer: [] }]
    else if (pre.includes(optionalAuth)) s.security = [{ bearer: [] }, {}]
    if (url.startsWith(apiPrefix + '/')) {
      const own = (s.headers ?? { type: 'object', properties: {} }) as { type: string; properties: Record<string, unknown> }
      const properties: Record<string, unknown> = { ...own.properties, lang: { type: 'string', maxLength: 35, description: 'Answer language: zh_CN, zh_TW, en, ja, ko, fil (Accept-Language too)' } }
      if (route.config?.tenantScoped) properties.tenant = { type: 'string', maxLength: 64, description: 'Tenant code (DEFAULT_TENANT when absent); unknown or closed: 404' }
      if (route.config?.idempotent) properties['idempotency-key'] = { type: 'string', maxLength: 64, description: 'Repeats with the same key answer the first result' }
      s.headers = { ...own, type: 'object', properties }
    }
    const consumes = s.consumes as string[] | undefined
    if (consumes?.includes('multipart/form-data') && !s.body) {
      s.body = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, scope: { type: 'string', enum: ['public', 'private'], default: 'public' } } }
    }
    return { schema: s, url }
  }) as unknown as (o: { schema: object; url: string }) => { schema: object; url: string }
}

/** Compose the server: plugins first, then the business modules under API_PREFIX. */
export async function buildApp({ config, db, kv }: AppDeps): Promise<FastifyInstance> {
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
      void (reply as unknown as FastifyReply).code(status).send({ code: status, msg: t(lang, 'validation.type', { field: 'url' }), ok: false, field: 'url', rule: tooLong ? 'maxLength' : 'url' })
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('kv', kv)
  // every route as registered (method, url with prefix, schema): tests walk it (response schemas, OpenAPI)
  const routeList: FastifyInstance['routeList'] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url, schema: r.schema as Record<string, unknown> | undefined })
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // scripts from our origin, and the inline scripts of the built H5 index.html by their sha256 (its
        // boot frame's script; never 'unsafe-inline'). Read per response: a rebuild's new hash applies.
        scriptSrc: [() => ["'self'", ...page.scriptHashes()].join(' ')],
        scriptSrcAttr: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // React and NutUI set style attributes: inline styles stay allowed (styles cannot run code)
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // blob: H5's Taro.uploadFile reads the picked picture through its blob: URL (payment proofs, avatars)
        connectSrc: ["'self'", 'blob:', 'ws:', 'wss:'],
        frameSrc: ['https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  await app.register(cors, { origin: config.corsOrigin, credentials: true })
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Mall API', version: '1.1.03', description: 'Shopping and services app API. Envelope {code, msg, ok, data}.' },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: documentRoute(config.apiPrefix),
    })
    await app.register(swaggerUi, { routePrefix: `${config.apiPrefix}/docs`, staticCSP: true })
  }

  // every folder under src/modules with an index.ts is a module (core/discover.ts): nothing lists them
  const modules = (await importFromModules<{ default: AppModule }>(() => 'index')).map((m) => m.mod.default)
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
