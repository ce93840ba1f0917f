import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openKv, type Kv } from '../src/core/kv.js'
import { connect, type Db } from '../src/db/database.js'
import { migrateToLatest } from '../src/db/migrate.js'
import { ensureTenant } from '../src/seed/tenants.js'

export interface TestApp {
  app: FastifyInstance
  db: Db
  kv: Kv
  config: Config
  /** the default tenant (`default`) and a second one (`other`) for isolation tests */
  tenantId: number
  otherTenantId: number
  /** app.inject with the API prefix added to `url` and JSON parsed */
  api(opts: InjectOptions & { url: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  close(): Promise<void>
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_ADMIN_URL
  if (!url) throw new Error('TEST_ADMIN_URL is not set: run the tests with `npm test -w server`')
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

/**
 * A server on a fresh database of its own (migrated; tenants `default` and `other`), a temporary
 * data directory, and Redis when REDIS_URL is set (keys under a prefix of their own).
 */
export async function createTestApp(opts: { seed?: (db: Db, config: Config) => Promise<unknown>; env?: Record<string, string> } = {}): Promise<TestApp> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin((c) => c.query(`create database ${name}`))
  const url = new URL(process.env.TEST_ADMIN_URL!)
  url.pathname = `/${name}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-data-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL ?? '', H5_DIR: path.join(dataDir, 'no-h5'), REDIS_PREFIX: `test:${name}:`, ...opts.env })
  const db = connect(url.toString(), 5)
  await migrateToLatest(db)
  const tenantId = await ensureTenant(db, 'default', 'Demo Mall')
  const otherTenantId = await ensureTenant(db, 'other', 'Other Mall')
  if (opts.seed) await opts.seed(db, config)
  const kv = await openKv(config.redisUrl, config.redisPrefix)
  const app = await buildApp({ config, db, kv })
  await app.ready()
  return {
    app,
    db,
    kv,
    config,
    tenantId,
    otherTenantId,
    async api(o) {
      const res = await app.inject({ ...o, url: config.apiPrefix + (o.url.startsWith('/') ? o.url : `/${o.url}`) })
      let body: any = res.body
      try {
        body = res.json()
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers }
    },
    async close() {
      await app.close()
      await kv.close()
      await db.destroy()
      await admin((c) => c.query(`drop database if exists ${name} with (force)`))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Form-encode an object the way the client does (arrays and objects as JSON text). */
export function form(data: Record<string, unknown>) {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue
    p.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  return { payload: p.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
}
