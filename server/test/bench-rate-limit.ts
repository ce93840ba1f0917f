// Cost of a request rate limit: our fixed-window counter in the kv store (core/kv.ts `hit`) against
// @fastify/rate-limit's route option, both in-process. Run: node --import tsx server/test/bench-rate-limit.ts
import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import { MemoryKv, hit } from '../src/core/kv.js'

const N = 20_000
async function run(name: string, build: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify()
  await build(app)
  await app.ready()
  for (let i = 0; i < 500; i++) await app.inject({ method: 'GET', url: '/x', remoteAddress: `10.0.${i % 200}.1` })
  const t0 = performance.now()
  for (let i = 0; i < N; i++) await app.inject({ method: 'GET', url: '/x', remoteAddress: `10.1.${i % 200}.${i % 250}` })
  const ms = performance.now() - t0
  console.log(`${name.padEnd(22)} ${((ms * 1000) / N).toFixed(1)} µs per request (${Math.round((N * 1000) / ms)} req/s)`)
  await app.close()
}
await run('no limit', async (app) => void app.get('/x', async () => ({ ok: true })))
const kv = new MemoryKv()
await run(
  'ours (kv hit)',
  async (app) =>
    void app.get('/x', async (req: unknown) => {
      if (await hit(kv, `x:${(req as { ip: string }).ip}`, 1e9, 3600)) throw new Error('limited')
      return { ok: true }
    }),
)
await run('@fastify/rate-limit', async (app) => {
  await app.register(rateLimit, { global: false })
  app.get('/x', { config: { rateLimit: { max: 1e9, timeWindow: 3_600_000 } } }, async () => ({ ok: true }))
})
