import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openKv } from './core/kv.js'
import { openDatabase } from './db/database.js'
import { DirectoryProvider, migrateToLatest } from './db/migrate.js'
import { seedIfEmpty } from './seed/index.js'
import { loadModules } from './core/module.js'
import { DEMO_MERCHANT, DEMO_STAFF } from './seed/tenants.js'
import { startJobWorker } from './core/jobs.js'
import { scheduleSettlementRuns } from './flows/settle.js'
import { paymentService } from './modules/payment/index.js'

/** Start: configuration -> database (embedded unless DATABASE_URL) -> migrations -> demo data -> listen. */
async function main() {
  const t0 = Date.now()
  const config = loadConfig()
  const say = (m: string) => console.log(`[mall] ${m}`)
  say(config.databaseUrl ? 'using DATABASE_URL' : `starting embedded PostgreSQL in ${config.dataDir}/pg`)
  // the modules and migrations are compiled and imported while PostgreSQL starts (initdb on a first start): the
  // two run side by side on two cores (a first start: docs/perf/request-speed.md)
  const migrations = new DirectoryProvider()
  const imported = Promise.all([loadModules(), migrations.getMigrations()])
  imported.catch(() => {}) // awaited below; its failure is reported there
  const database = await openDatabase(config, (m) => (process.env.PG_LOG ? say(m) : undefined))
  await imported
  // the app is built (routes registered, their schemas compiled) while PostgreSQL runs the migrations and the demo
  // data: building reads nothing from the database
  const built = (async () => {
    const kv = await openKv(config.redisUrl)
    const app = await buildApp({ config, db: database.db, kv })
    await app.ready()
    return { kv, app }
  })()
  built.catch(() => {}) // awaited below; its failure is reported there
  const applied = await migrateToLatest(database.db, migrations)
  if (applied.length) say(`migrations applied: ${applied.join(', ')}`)
  const seeded = await seedIfEmpty(database.db, config)
  if (seeded.seeded) say(`demo data created in ${seeded.ms} ms`)
  // the settlement job queues its next run itself; this (re)starts the chain, once per slot across nodes
  await scheduleSettlementRuns(database.db)
  const { kv, app } = await built

  // the job queue's worker (core/jobs.ts); JOBS_WORKER=0 leaves this node without one
  const stopJobs = process.env.JOBS_WORKER === '0' ? async () => {} : startJobWorker(database.db, { kv, realtime: app.realtime, config, log: app.log })

  let closing = false
  const shutdown = async (sig: string) => {
    if (closing) return
    closing = true
    say(`${sig}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await stopJobs()
      await app.close()
      await kv.close()
      await database.close()
    } finally {
      clearTimeout(force)
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // started by scripts/start.mjs through an IPC channel: when that process goes (even killed hard), stop too
  if (process.send) process.on('disconnect', () => void shutdown('start script gone'))

  await app.listen({ port: config.port, host: config.host })
  const url = `http://127.0.0.1:${config.port}/`
  say(`ready in ${Date.now() - t0} ms`)
  say(`app:  ${url}`)
  say(`api:  ${url}${config.apiPrefix.slice(1)}  docs: ${url}${config.apiPrefix.slice(1)}/docs`)
  if (seeded?.login) say(`demo login: ${seeded.login.phone} / ${seeded.login.password}`)
  if (seeded?.login) say(`demo merchant: ${DEMO_MERCHANT.phone} / ${DEMO_MERCHANT.password}   demo staff: ${DEMO_STAFF.phone} / ${DEMO_STAFF.password}`)
  // without the local stand-in gateway (production), an online channel pays only with its own secret (ADR 0128)
  if (!config.localGateway)
    for (const t of await database.db.selectFrom('tenants').select(['id', 'code']).execute()) {
      const missing = await paymentService.channelsWithoutSecret({ db: database.db, tenantId: t.id, config })
      if (missing.length) say(`tenant ${t.code}: ${missing.join(', ')} on but no notification secret configured (pay.secrets): not offered`)
    }
}

main().catch((err) => {
  console.error('[mall] failed to start:', err)
  process.exit(1)
})
