import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Personal answers are never stored by a browser or a proxy: anything answered to a session (a valid
 * token, or any Authorization header) and anything a write returns (a login's token) gets
 * `Cache-Control: no-store`, unless the route chose its own (a private file's `private, no-store`).
 * Public reads (settings, catalog, files) keep whatever their route says.
 */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply) => {
    if (reply.hasHeader('cache-control')) return
    const personal = !!req.user || !!req.headers.authorization || (req.method !== 'GET' && req.method !== 'HEAD')
    if (personal) reply.header('cache-control', 'no-store')
  })
})
