import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { optionalAuth, requireAuth } from '../core/auth.js'

type RouteDoc = { schema?: Record<string, unknown>; url: string; route: { preHandler?: unknown; config?: { tenantScoped?: boolean; idempotent?: boolean } } }

/**
 * What the OpenAPI document says beyond the route's own schema: the bearer token where a session is
 * needed (or optional), the `tenant`, `lang` and `Idempotency-Key` headers where they apply, and the
 * multipart body of uploads. Validation is untouched: the document only.
 */
export function documentRoute(apiPrefix: string) {
  return (({ schema, url, route }: RouteDoc) => {
    const s: Record<string, unknown> = { ...(schema ?? {}) }
    const pre = [route.preHandler].flat().filter(Boolean)
    if (pre.includes(requireAuth)) s.security = [{ bearer: [] }]
    else if (pre.includes(optionalAuth)) s.security = [{ bearer: [] }, {}]
    if (url.startsWith(apiPrefix + '/')) {
      const own = (s.headers ?? { type: 'object', properties: {} }) as { type: string; properties: Record<string, unknown> }
      const properties: Record<string, unknown> = {
        ...own.properties,
        lang: { type: 'string', maxLength: 35, description: 'Answer language: zh_CN, zh_TW, en, ja, ko, fil (Accept-Language too)' },
      }
      if (route.config?.tenantScoped)
        properties.tenant = { type: 'string', maxLength: 64, description: 'Tenant code (DEFAULT_TENANT when absent); unknown or closed: 404' }
      if (route.config?.idempotent)
        properties['idempotency-key'] = {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          pattern: '^[\\x21-\\x7e]{1,64}$',
          description: 'Repeats with the same key answer the first result; a key outside this shape is a 400',
        }
      s.headers = { ...own, type: 'object', properties }
    }
    const consumes = s.consumes as string[] | undefined
    if (consumes?.includes('multipart/form-data') && !s.body) {
      s.body = {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' }, scope: { type: 'string', enum: ['public', 'private'], default: 'public' } },
      }
    }
    return { schema: s, url }
  }) as unknown as (o: { schema: object; url: string }) => { schema: object; url: string }
}

/** The OpenAPI document of every route and its UI at `${API_PREFIX}/docs` (when API_DOCS is on). */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const { apiPrefix } = app.config
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mall API', version: '1.1.03', description: 'Shopping and services app API. Envelope {code, msg, ok, data}.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentRoute(apiPrefix),
  })
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true })
})
