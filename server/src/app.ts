import { randomUUID } from 'node:crypto'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { Envelope } from '../../types/common.js'
import type { Config } from './config.js'
import { ok } from './core/envelope.js'
import { normalizeLang, t } from './i18n/index.js'
import type { Kv } from './core/kv.js'
import { ping, type Db } from './db/database.js'
import { contextHook } from './core/context.js'
import { importFromModules } from './core/discover.js'
import type { AppModule } from './core/module.js'
import { bodyPlugin } from './plugins/body.js'
import './plugins/context.js'
import { apiNotFound, errorsPlugin } from './plugins/errors.js'
import { staticPlugin } from './plugins/static.js'
import { tenantResolver } from './plugins/tenant.js'

export interface AppDeps {
  config: Config
  db: Db
  kv: Kv
}

const REQ_ID = /^[\w.-]{8,64}$/
const Health = Envelope(Type.Object({ status: Type.String(), db: Type.String(), uptime: Type.Integer() }))

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
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true },
    // errors Fastify raises before routing (a URL that is not valid percent-encoding, ...) get the envelope too
    frameworkErrors: (err, req, reply) => {
      const lang = normalizeLang(req.headers.lang as string | undefined)
      void (reply as unknown as FastifyReply).code(400).send({ code: 400, msg: t(lang, 'validation.type', { field: 'url' }), ok: false, field: 'url', rule: err.code ?? 'invalid' })
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
  })

  await app.register(errorsPlugin)
  await app.register(bodyPlugin)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  await app.register(cors, { origin: config.corsOrigin, credentials: true })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mall API', version: '1.1.03', description: 'Shopping and services app API. Envelope {code, msg, ok, data}.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  })
  await app.register(swaggerUi, { routePrefix: `${config.apiPrefix}/docs`, staticCSP: true })

  // every folder under src/modules with an index.ts is a module (core/discover.ts): nothing lists them
  const modules = (await importFromModules<{ default: AppModule }>(() => 'index')).map((m) => m.mod.default)
  app.decorateRequest('ctx', null as unknown as FastifyRequest['ctx'])

  const health = async () => ({ ...ok({ status: 'up', db: (await ping(db)) ? 'up' : 'down', uptime: Math.round(process.uptime()) }) })
  app.get('/health', { schema: { response: { 200: Health } } }, health)

  await app.register(
    async (api) => {
      api.get('/health', { schema: { response: { 200: Health } } }, health)
      for (const m of modules) if (m.publicRoutes) await api.register(m.publicRoutes)
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', tenantResolver(app))
        // the request context services take first: built once here, the user added by the auth preHandler
        scoped.addHook('onRequest', contextHook)
        for (const m of modules) if (m.routes) await scoped.register(m.routes)
      })
      api.setNotFoundHandler(apiNotFound)
    },
    { prefix: config.apiPrefix },
  )

  await app.register(staticPlugin)
  // anything else (not a file of the H5 app, not an API route) gets the same 404 envelope
  app.setNotFoundHandler(apiNotFound)
  return app
}
