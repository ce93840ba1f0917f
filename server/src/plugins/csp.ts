import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { IndexPage } from './index-page.js'

/**
 * Security headers (helmet) with the Content-Security-Policy of the H5 app: scripts from our origin and
 * the built index.html's inline scripts by their sha256 (read per response, so a rebuild's new hash
 * applies; never 'unsafe-inline' for scripts). Helmet's middleware is made once and run on every request
 * (@fastify/helmet made it again for each request: 3% of a cached catalogue answer's CPU, docs/perf/request-speed.md).
 */
export const cspPlugin = fp(async (app: FastifyInstance, { page }: { page: IndexPage }) => {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // the boot frame's inline script of the built page, by hash
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
  app.addHook('onRequest', (req, reply, done) => headers(req.raw, reply.raw, (err) => done(err as Error | undefined)))
})
