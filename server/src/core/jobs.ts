import { sql, type RawBuilder } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/database.js'
import { serviceCtx, type RequestCtx } from './context.js'
import type { Kv } from './kv.js'
import type { Realtime } from './realtime.js'
import './jobs.schema.js'

/**
 * A job queue in PostgreSQL (table `jobs`): timers that survive a restart (they are rows) and run
 * once across several server nodes (a worker claims a due row with `SELECT ... FOR UPDATE SKIP
 * LOCKED`, runs the handler INSIDE that transaction with `ctx.db` = the transaction, and marks the
 * row done in it: the job's writes and its completion commit together, so a crash re-runs it and a
 * second node never sees it locked). A failure rolls the handler's writes back (savepoint) and
 * schedules a retry with backoff until `maxAttempts`, then the row stays as `failed`.
 *
 * Why not pg-boss or graphile-worker: both are well kept, but each brings its own schema, its own
 * migrations and its own connection pool beside Kysely's, and neither runs the handler inside the
 * claiming transaction with our Kysely `Db`; we need that (exactly-once effects for auto-cancel and
 * auto-receipt) plus tenant contexts, and the whole thing is ~100 lines on one table.
 */
// a job's payload is JSON from the jobs table; each handler names its own shape (`p: { payNo: string }`)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobRun = (ctx: RequestCtx, payload: any) => Promise<void>
interface JobDef {
  run: JobRun
  maxAttempts: number
  backoffMs: (attempt: number) => number
}

/** default: 1 s, 2 s, 4 s ... capped at 1 hour */
export const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** Math.max(0, attempt - 1), 3_600_000)

const registry = new Map<string, JobDef>()

/** A kind of job and its handler (modules call it at import; registering a kind twice replaces it). */
export function registerJob(kind: string, run: JobRun, opts: { maxAttempts?: number; backoffMs?: (attempt: number) => number } = {}): void {
  registry.set(kind, { run, maxAttempts: opts.maxAttempts ?? 5, backoffMs: opts.backoffMs ?? defaultBackoff })
}

/**
 * Queue a job (`db` may be a transaction: the job exists only if it commits). With `key`, at most one
 * pending job per kind + key: a second enqueue while one is pending does nothing.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await enqueueJobSql(job).execute(db)
}

/** Drop the pending job of kind + key (e.g. the auto-cancel of an order that was paid). */
export async function cancelJob(db: Db, kind: string, key: string): Promise<void> {
  await cancelJobSql(kind, key).execute(db)
}

export interface NewJob {
  tenantId: number
  kind: string
  payload: unknown
  runAt?: Date
  key?: string
}

/**
 * `enqueueJob` as a part of a module's own statement (`with ..., j as (${enqueueJobSql(job, when)}) ...`: the
 * job rides on a write the request makes anyway, one round trip less), done only when `when` (a condition
 * of that statement, e.g. `exists (select 1 from m)`) holds.
 */
export const enqueueJobSql = (job: NewJob, when: RawBuilder<unknown> = sql`true`) =>
  sql`insert into jobs (tenant_id, kind, key, payload, run_at, max_attempts)
    select ${job.tenantId}::int, ${job.kind}::text, ${job.key ?? null}::text, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt ?? new Date()}::timestamptz, ${registry.get(job.kind)?.maxAttempts ?? 5}::int
    where ${when}
    on conflict (kind, key) where status = 'pending' and key is not null do nothing`

/** `cancelJob` as a part of a module's own statement (as `enqueueJobSql`), done only when `when` holds. */
export const cancelJobSql = (kind: string, key: string, when: RawBuilder<unknown> = sql`true`) =>
  sql`delete from jobs where kind = ${kind} and key = ${key} and status = 'pending' and ${when}`

export interface JobDeps {
  kv?: Kv
  realtime?: Realtime
  config?: Config
  log?: FastifyBaseLogger
}

/**
 * Run the jobs that are due (run_at <= now), each in its own transaction, at most `limit` (100).
 * Only kinds registered in this process are claimed. Returns how many ran (succeeded or failed).
 */
export async function runDueJobs(db: Db, opts: { now?: Date; limit?: number; deps?: JobDeps } = {}): Promise<number> {
  const kinds = [...registry.keys()]
  if (!kinds.length) return 0
  const limit = opts.limit ?? 100
  let n = 0
  while (n < limit) {
    const ran = await db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'pending')
        .where('kind', 'in', kinds)
        .where('run_at', '<=', opts.now ?? new Date())
        .orderBy('run_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      if (!row) return false
      const def = registry.get(row.kind)!
      const ctx = serviceCtx({
        db: tx,
        tenantId: row.tenant_id,
        ...(opts.deps?.kv ? { kv: opts.deps.kv } : {}),
        ...(opts.deps?.realtime ? { realtime: opts.deps.realtime } : {}),
        ...(opts.deps?.config ? { config: opts.deps.config } : {}),
        ...(opts.deps?.log ? { log: opts.deps.log } : {}),
      })
      await sql`savepoint job_run`.execute(tx)
      try {
        await def.run(ctx, row.payload)
        await sql`release savepoint job_run`.execute(tx)
        await tx
          .updateTable('jobs')
          .set({ status: 'done', attempts: row.attempts + 1, done_at: new Date(), last_error: null })
          .where('id', '=', row.id)
          .execute()
      } catch (e) {
        await sql`rollback to savepoint job_run`.execute(tx)
        const attempts = row.attempts + 1
        const last = attempts >= row.max_attempts
        const error = String((e as Error)?.stack ?? e).slice(0, 2000)
        opts.deps?.log?.warn({ job: row.id, kind: row.kind, attempts, err: error }, last ? 'job failed for good' : 'job failed, will retry')
        await tx
          .updateTable('jobs')
          .set({
            status: last ? 'failed' : 'pending',
            attempts,
            last_error: error,
            run_at: new Date((opts.now ?? new Date()).getTime() + def.backoffMs(attempts)),
          })
          .where('id', '=', row.id)
          .execute()
      }
      return true
    })
    if (!ran) break
    n++
  }
  return n
}

/**
 * The worker loop: every `intervalMs` (1 s) run what is due. Started by main.ts (never by buildApp, so
 * tests run jobs themselves with runDueJobs, or start a worker when they ask). Returns stop().
 */
export function startJobWorker(db: Db, deps: JobDeps & { intervalMs?: number } = {}): () => Promise<void> {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    if (stopped) return
    running = runDueJobs(db, { deps })
      .catch((e) => deps.log?.error({ err: e }, 'job worker'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.intervalMs ?? 1000)
      })
  }
  timer = setTimeout(tick, deps.intervalMs ?? 1000)
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await running
  }
}
