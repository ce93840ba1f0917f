import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { cancelJob, enqueueJob, registerJob, runDueJobs } from '../src/core/jobs.js'
import { connect } from '../src/db/database.js'
import { createTestApp, type TestApp } from './helpers.js'

describe('core: job queue (jobs table, FOR UPDATE SKIP LOCKED)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  it('a job runs once when two workers race for it, and its writes commit with its completion', async () => {
    const seen: number[] = []
    registerJob('test.once', async (ctx, p: { n: number }) => {
      await new Promise((r) => setTimeout(r, 150))
      await sql`select 1`.execute(ctx.db)
      seen.push(p.n)
    })
    for (let n = 0; n < 10; n++) await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.once', payload: { n } })
    // two "nodes": two pools on the same database
    const url = t.config.databaseUrl as string
    const other = connect(url, 3)
    try {
      const [a, b] = await Promise.all([runDueJobs(t.db), runDueJobs(other)])
      assert.equal(a + b, 10)
      assert.ok(a > 0 && b > 0, `both workers took some (${a}, ${b})`)
    } finally {
      await other.destroy()
    }
    assert.deepEqual(
      [...seen].sort((x, y) => x - y),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    )
    const rows = await t.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'test.once').execute()
    assert.ok(rows.every((r) => r.status === 'done' && r.attempts === 1))
  })

  it('a failing job is retried with backoff, its writes rolled back each time, then fails for good', async () => {
    let calls = 0
    registerJob(
      'test.fail',
      async (ctx) => {
        calls++
        await sql`insert into jobs (tenant_id, kind, payload) values (${ctx.tenantId}, 'test.sideeffect', '{}')`.execute(ctx.db)
        throw new Error('boom')
      },
      { maxAttempts: 3, backoffMs: (a) => a * 60_000 },
    )
    const t0 = new Date()
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.fail', payload: {}, key: 'k1', runAt: t0 })
    assert.equal(await runDueJobs(t.db, { now: t0 }), 1)
    let row = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'test.fail').executeTakeFirstOrThrow()
    assert.equal(row.status, 'pending')
    assert.equal(row.attempts, 1)
    assert.match(row.last_error ?? '', /boom/)
    assert.ok(Math.abs(row.run_at.getTime() - (t0.getTime() + 60_000)) < 1000, 'first retry 1 min later')
    // not due yet
    assert.equal(await runDueJobs(t.db, { now: new Date(t0.getTime() + 30_000) }), 0)
    assert.equal(await runDueJobs(t.db, { now: new Date(t0.getTime() + 61_000) }), 1)
    row = await t.db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    assert.equal(row.attempts, 2)
    assert.ok(row.run_at.getTime() - (t0.getTime() + 61_000) >= 119_000, 'second retry 2 min later')
    assert.equal(await runDueJobs(t.db, { now: new Date(t0.getTime() + 10 * 60_000) }), 1)
    row = await t.db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    assert.equal(row.status, 'failed')
    assert.equal(calls, 3)
    const side = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.sideeffect').execute()
    assert.equal(side.length, 0, 'the failed runs wrote nothing')
  })

  it('one pending job per kind + key; cancelJob drops it; a job stays in the table until it runs (restart)', async () => {
    let ran = 0
    registerJob('test.keyed', async () => {
      ran++
    })
    const later = new Date(Date.now() + 3600_000)
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.keyed', payload: { a: 1 }, key: 'order-1', runAt: later })
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.keyed', payload: { a: 2 }, key: 'order-1', runAt: later })
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.keyed', payload: {}, key: 'order-2', runAt: later })
    assert.equal((await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.keyed').execute()).length, 2)
    await cancelJob(t.db, 'test.keyed', 'order-2')
    // "restart": a new pool (a new process would see the same rows)
    const again = connect(t.config.databaseUrl as string, 2)
    try {
      assert.equal(await runDueJobs(again), 0, 'not due yet')
      assert.equal(await runDueJobs(again, { now: new Date(later.getTime() + 1) }), 1)
    } finally {
      await again.destroy()
    }
    assert.equal(ran, 1)
    // after it ran, the key is free again
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.keyed', payload: {}, key: 'order-1' })
    assert.equal(await runDueJobs(t.db), 1)
    assert.equal(ran, 2)
  })

  it('a kind no handler is registered for is left alone', async () => {
    await enqueueJob(t.db, { tenantId: t.tenantId, kind: 'test.nobody', payload: {} })
    await runDueJobs(t.db)
    const row = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'test.nobody').executeTakeFirstOrThrow()
    assert.equal(row.status, 'pending')
    assert.equal(row.attempts, 0)
  })
})
