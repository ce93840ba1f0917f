import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { serviceCtx, type RequestCtx } from '../src/core/context.js'
import { openKv, type Kv } from '../src/core/kv.js'
import { connect, type Db } from '../src/db/database.js'
import { migrateToLatest } from '../src/db/migrate.js'
import { issueSession } from '../src/modules/account/account.service.js'
import { audit } from '../src/modules/ledger/ledger.service.js'
import { baseTenants, createDatabase, dbUrl, dropDatabase } from './support/template.js'

export { form } from './support/form.js'
export { makeProduct, makeShop, makeUser, type TestUser } from './support/factories.js'

export interface ApiResponse {
  status: number
  body: any
  headers: Record<string, unknown>
}
export type Api = (opts: InjectOptions & { url: string }) => Promise<ApiResponse>

export interface TestApp {
  app: FastifyInstance
  db: Db
  kv: Kv
  config: Config
  /** the default tenant (`default`) and a second one (`other`) for isolation tests */
  tenantId: number
  otherTenantId: number
  /** app.inject with the API prefix added to `url` and JSON parsed */
  api: Api
  /** A service context for the default tenant (or `tenantId`), as a request would have it. */
  ctx(p?: Partial<RequestCtx>): RequestCtx
  close(): Promise<void>
}

function adminUrl() {
  const url = process.env.TEST_ADMIN_URL
  if (!url) throw new Error('TEST_ADMIN_URL is not set: run the tests with `npm test -w server`')
  return url
}

/**
 * A server on a database of its own (a copy of the run's migrated template with tenants `default`
 * and `other`; `fresh: true` for an empty one that the test migrates itself), a temporary data
 * directory, and Redis when REDIS_URL is set (keys under a prefix of their own).
 */
export async function createTestApp(
  opts: {
    seed?: (db: Db, config: Config) => Promise<unknown>
    env?: Record<string, string>
    /** start from an empty database that this prepares (an older schema, say); the current migrations then run on it */
    fresh?: (db: Db) => Promise<void>
  } = {},
): Promise<TestApp> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const template = opts.fresh ? undefined : process.env.TEST_TEMPLATE_DB
  await createDatabase(adminUrl(), name, template)
  const url = dbUrl(adminUrl(), name)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-data-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? '',
    H5_DIR: path.join(dataDir, 'no-h5'),
    REDIS_PREFIX: `test:${name}:`,
    ...opts.env,
  })
  const db = connect(url, 5)
  if (opts.fresh) await opts.fresh(db)
  // without a template (a fresh start, or a file run by hand with TEST_ADMIN_URL) the file migrates its own copy
  if (!template) await migrateToLatest(db)
  const { tenantId, otherTenantId } = await baseTenants(db)
  if (opts.seed) await opts.seed(db, config)
  const kv = await openKv(config.redisUrl, config.redisPrefix)
  const app = await buildApp({ config, db, kv })
  await app.ready()
  const api: Api = async (o) => {
    const res = await app.inject({ ...o, url: config.apiPrefix + (o.url.startsWith('/') ? o.url : `/${o.url}`) })
    let body: any = res.body
    try {
      body = res.json()
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers }
  }
  return {
    app,
    db,
    kv,
    config,
    tenantId,
    otherTenantId,
    api,
    ctx: (p = {}) => serviceCtx({ db, kv, config, tenantId, tenantCode: p.tenantId === otherTenantId ? 'other' : 'default', ...p }),
    async close() {
      // every test file ends with a sound ledger: entries sum to zero per transaction, balances equal their entries
      let ledgerError: unknown
      try {
        await assertLedgerSound(db)
      } catch (e) {
        ledgerError = e
      }
      await app.close()
      await kv.close()
      await db.destroy()
      await dropDatabase(adminUrl(), name)
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (ledgerError) throw ledgerError
    },
  }
}

/**
 * The ledger sums to zero: every transaction's entries per currency, every tenant's accounts per
 * currency, and every account's balance equals the sum of its entries. `close()` runs it for every file.
 */
export async function assertLedgerSound(db: Db) {
  const a = await audit(db)
  assert.deepEqual(a, { unbalanced: [], drift: [], total: [] }, 'the ledger does not sum to zero')
}

/** A logged-in user: its id, phone, token, the headers to send, and `api` bound to them. */
export interface AsUser {
  id: number
  phone: string
  token: string
  headers: Record<string, string>
  api: Api
}

/**
 * A user of the default tenant (or `tenantId`) with a session, made through the account service
 * (no SMS round trip). `headers` add `lang` and the tenant code when given.
 */
export async function asUser(t: TestApp, o: { phone?: string; tenantId?: number; roles?: string; lang?: string } = {}): Promise<AsUser> {
  const { makeUser } = await import('./support/factories.js')
  const u = await makeUser(t, o)
  const c = t.ctx({ tenantId: o.tenantId ?? t.tenantId })
  const { token } = await issueSession(c, u.id)
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (o.lang) headers.lang = o.lang
  if (o.tenantId === t.otherTenantId) headers.tenant = 'other'
  return { ...u, token, headers, api: (opts) => t.api({ ...opts, headers: { ...headers, ...(opts.headers as Record<string, string> | undefined) } }) }
}

/** The failure envelope: status, code, `ok: false`, a message, and the field when named. */
export function expectFail(r: { status: number; body: any }, status: number, code: number, field?: string) {
  assert.equal(r.status, status, JSON.stringify(r.body))
  assert.equal(r.body.ok, false, JSON.stringify(r.body))
  assert.equal(r.body.code, code, JSON.stringify(r.body))
  assert.equal(typeof r.body.msg, 'string')
  assert.ok(r.body.msg.length > 0)
  if (field) assert.equal(r.body.field, field, JSON.stringify(r.body))
  assert.ok(!('data' in r.body), 'a failure carries no data')
}

/** The success envelope; returns its `data` (or the `{rows, total}` page). */
export function expectOk(r: { status: number; body: any }) {
  assert.equal(r.status, 200, JSON.stringify(r.body))
  assert.equal(r.body.ok, true)
  assert.equal(r.body.code, 200)
  return 'rows' in r.body ? { rows: r.body.rows, total: r.body.total } : r.body.data
}

/** Per-call options of `caller`: the client address (per-IP limits), tenant code, token, language. */
export interface CallOpts {
  ip?: string
  tenant?: string
  token?: string
  lang?: string
}

/**
 * Calls the way the client makes them: form-encoded bodies, `tenant`, `lang`, `Authorization` and
 * `X-Forwarded-For` headers from the options (defaults first). `t` is read at call time, so a suite
 * can make its caller before `before()` has built the app.
 */
export function caller(t: () => TestApp, defaults: CallOpts = {}) {
  const headers = (o: CallOpts = {}) => {
    const m = { ...defaults, ...o }
    const h: Record<string, string> = {}
    if (m.lang) h.lang = m.lang
    if (m.ip) h['x-forwarded-for'] = m.ip
    if (m.tenant) h.tenant = m.tenant
    if (m.token) h.authorization = `Bearer ${m.token}`
    return h
  }
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data: Record<string, unknown> = {}, o: CallOpts = {}) => {
    const { form } = await import('./support/form.js')
    const f = form(data)
    return t().api({ method, url, payload: f.payload, headers: { ...f.headers, ...headers(o) } })
  }
  return {
    headers,
    get: (url: string, o: CallOpts = {}) => t().api({ method: 'GET', url, headers: headers(o) }),
    post: (url: string, data: Record<string, unknown> = {}, o: CallOpts = {}) => send('POST', url, data, o),
    put: (url: string, data: Record<string, unknown> = {}, o: CallOpts = {}) => send('PUT', url, data, o),
    del: (url: string, o: CallOpts = {}) => t().api({ method: 'DELETE', url, headers: headers(o) }),
  }
}
