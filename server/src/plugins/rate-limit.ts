import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { fail } from '../core/errors.js'

/**
 * Request rate limits by @fastify/rate-limit: Redis when REDIS_URL is set (shared by every node), its
 * in-process store otherwise. Nothing is limited globally; a route opts in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }` (default key: the client address).
 * A refusal is our 429 envelope (`common.rateLimited`, Retry-After in seconds). Guessing limits that
 * must count before a check and forgive a success (login, old password) are core/limits.ts.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${app.config.redisPrefix}rl:`,
    // counted after validation and login, like the checks it replaced (a refused body costs nothing)
    hook: 'preHandler',
    errorResponseBuilder: (_req, ctx) => fail.rateLimited(Math.max(Math.ceil(ctx.ttl / 1000), 1)),
  })
})
