// Checkout figures, printed (not asserted): orders per second from 20 concurrent shoppers, each placing
// 1-item orders (buy now, self pickup) through POST /api/order/api/checkout/submit on a real server over
// keep-alive HTTP, on the embedded PostgreSQL and on the machine's PostgreSQL (DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres when it answers). Every order = main order + shop order + item +
// history + stock update + auto-cancel job, in one durable transaction. Then the same shoppers place an order
// AND pay it by balance (POST order/api/pay/balance with the 6-digit pay password: keyed-hash check, ADR 0127, ledger
// transaction, order to_ship, history) — a shopper's loop is submit + pay, and one paid order counts once.
// Besides orders/s with p50/p99 it prints what one order costs: statements per request (SQL_COUNT), the CPU
// of the node process and of the database's backends per order, and the pay-password check's own cost (the
// ceiling it puts on paid orders/s). BENCH_PROFILE=1 adds the time of every statement of each phase;
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the run (open it in Chrome DevTools).
// Usage: node scripts/bench-checkout.mjs [seconds=5] [shoppers=20]
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { root } from './lib.mjs'

// the server's TypeScript (and types/, which the root package treats as CommonJS) needs tsx's full hooks
if (!process.env.BENCH_CHECKOUT_TSX) {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the run (server and bench share this process) written there
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []
  const r = spawnSync(process.execPath, [...prof, '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_CHECKOUT_TSX: '1' },
  })
  process.exit(r.status ?? 1)
}

const seconds = Number(process.argv[2] ?? 5)
const shoppers = Number(process.argv[3] ?? 20)
const profile = process.env.BENCH_PROFILE === '1'
const { buildApp } = await import('../server/src/app.ts')
const { loadConfig } = await import('../server/src/config.ts')
const { openKv } = await import('../server/src/core/kv.ts')
const { connect, sqlCount } = await import('../server/src/db/database.ts')
const { migrateToLatest } = await import('../server/src/db/migrate.ts')
const { ensureTenant } = await import('../server/src/seed/tenants.ts')
const { serviceCtx } = await import('../server/src/core/context.ts')
const { accountService, issueSession } = await import('../server/src/modules/account/account.service.ts')
const { postTransaction, audit: ledgerAudit } = await import('../server/src/modules/ledger/ledger.service.ts')
const { hashPayPassword, verifyPayPassword } = await import('../server/src/modules/payment/pay-password.ts')
// admin connections of its own (not the test support files: the bench runs from an installed tree without them)
const pgLib = createRequire(path.join(root, 'server', 'package.json'))('pg')
async function admin(adminUrl, fn) {
  const c = new pgLib.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}
const dbUrl = (adminUrl, name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const TICK_MS = 10 // /proc/<pid>/stat utime+stime are in clock ticks (USER_HZ 100 on Linux)
/** CPU (ms) of the database's backends serving `name`, by pid (read from /proc: same machine) */
async function backendCpu(db, name) {
  const { sql } = await import('kysely')
  const pids = (await sql`select pid from pg_stat_activity where datname = ${name}`.execute(db)).rows.map((r) => r.pid)
  const m = new Map()
  for (const pid of pids) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      m.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS)
    } catch {
      // the process ended between listing and reading: it counts no more
    }
  }
  return m
}
const cpuDelta = (a, b) => [...b].reduce((s, [pid, v]) => s + v - (a.get(pid) ?? 0), 0)

/** The pay-password check alone (keyed hash, modules/payment/pay-password.ts, ADR 0127): CPU per check and checks/s now. */
async function payPasswordCeiling() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pp-'))
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dir })
  const h = hashPayPassword(config, 1, '135790')
  fs.rmSync(dir, { recursive: true, force: true })
  for (let i = 0; i < 100; i++) await verifyPayPassword(config, 1, h, '135790')
  const n = 20_000
  const c0 = cpuMs()
  const t0 = Date.now()
  for (let i = 0; i < n; i++) await verifyPayPassword(config, 1, h, '135790')
  return { cpuUs: ((cpuMs() - c0) * 1000) / n, perSec: n / ((Date.now() - t0) / 1000) }
}

/** The database's own durable commit rate: one-row autocommit inserts for 2 s on one connection, then on `shoppers` connections. */
async function commitRate(url) {
  const pool = new pgLib.Pool({ connectionString: url, max: shoppers })
  try {
    await pool.query('create table if not exists bench_commits (id bigserial primary key, at timestamptz not null default now())')
    const rate = async (conns) => {
      let n = 0
      const end = Date.now() + 2000
      const t0 = Date.now()
      await Promise.all(
        Array.from({ length: conns }, async () => {
          while (Date.now() < end) {
            await pool.query({ name: 'bench_commit', text: 'insert into bench_commits default values' })
            n++
          }
        }),
      )
      return Math.round(n / ((Date.now() - t0) / 1000))
    }
    const out = { one: await rate(1), many: await rate(shoppers) }
    await pool.query('drop table bench_commits')
    return out
  } finally {
    await pool.end()
  }
}

async function run(label, adminUrl) {
  const name = `bench_checkout_${process.pid}`
  await admin(adminUrl, (c) => c.query(`drop database if exists ${name}`).then(() => c.query(`create database ${name}`)))
  const url = dbUrl(adminUrl, name)
  // statement profile: [text -> {n, ms}] of the phase being measured
  let stmts = new Map()
  const trace = profile
    ? (text, ms) => {
        const k = text
          .replace(/\s+/g, ' ')
          .replace(/\(\$\d+(, \$\d+)*\)(, \(\$\d+(, \$\d+)*\))*/g, '(...)')
          .slice(0, 150)
        const e = stmts.get(k) ?? { n: 0, ms: 0 }
        e.n++
        e.ms += ms
        stmts.set(k, e)
      }
    : undefined
  // the server's pool as main.ts opens it: named prepared statements (PG_PREPARE=0 turns them off)
  const db = connect(url, 10, { prepare: process.env.PG_PREPARE !== '0', trace })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'))
  let app
  try {
    await migrateToLatest(db)
    const tenantId = await ensureTenant(db, 'default', 'Bench Mall')
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      REDIS_URL: '',
      H5_DIR: path.join(dataDir, 'none'),
    })
    const c = serviceCtx({ db, tenantId, config })
    const owner = await accountService.createUser(c, { phone: '13900009999', nickname: 'bench merchant', roles: 'shopper,merchant' })
    const i18n = JSON.stringify({ zh_CN: '压测', en: 'bench' })
    const shop = await db
      .insertInto('shops')
      .values({ tenant_id: tenantId, owner_id: owner, name: i18n, kind: 'retail', intro: i18n, delivery: false, self_pickup: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('shop_pickup_points')
      .values({ tenant_id: tenantId, shop_id: shop.id, name: i18n, address: 'bench', hours: '0-24', phone: null, lat: null, lng: null })
      .execute()
    const cat = await db.insertInto('categories').values({ tenant_id: tenantId, parent_id: null, name: i18n }).returning('id').executeTakeFirstOrThrow()
    const p = await db
      .insertInto('products')
      .values({
        tenant_id: tenantId,
        shop_id: shop.id,
        category_id: cat.id,
        title: i18n,
        subtitle: i18n,
        images: '[]',
        tags: '[]',
        min_price: 100,
        min_original_price: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const sku = await db
      .insertInto('product_skus')
      .values({ tenant_id: tenantId, product_id: p.id, sku_code: 'BENCH-1', spec: '{}', price: 100, original_price: 100, stock: 10_000_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const tokens = []
    for (let i = 0; i < shoppers; i++) {
      const uid = await accountService.createUser(c, {
        phone: `1380000${String(1000 + i).padStart(4, '0')}`,
        nickname: `bench${i}`,
        roles: 'shopper',
        currencies: ['CNY'],
      })
      tokens.push((await issueSession(c, uid)).token)
      await postTransaction(c, {
        kind: 'seed',
        ref: `bench:${uid}`,
        entries: [
          { account: { system: 'funding', currency: 'CNY' }, amount: -100_000_000 },
          { account: { userId: uid, currency: 'CNY' }, amount: 100_000_000 },
        ],
      })
    }
    const kv = await openKv('')
    app = await buildApp({ config, db, kv })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = app.server.address().port
    const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers })
    const body = JSON.stringify({ skuId: sku.id, count: 1 })
    const req = (token, p, b) =>
      new Promise((resolve) => {
        const r = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `/api${p}`,
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', tenant: 'default', authorization: `Bearer ${token}` },
          },
          (res) => {
            let text = ''
            res.on('data', (d) => (text += d))
            res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(text).data : null))
          },
        )
        r.on('error', () => resolve(null))
        r.end(b)
      })
    const submit = (tk) => req(tk, '/order/api/checkout/submit', body)
    const pay = (tk, payNo) => req(tk, '/order/api/pay/balance', JSON.stringify({ payNo, payPassword: '135790' }))
    await Promise.all(tokens.map((tk) => req(tk, '/customer/api/payPwd', JSON.stringify({ password: '135790', confirmPassword: '135790' }))))

    const commits = await commitRate(url)
    console.log(
      `checkout (${label}): single-row durable commits (autocommit insert, fsync on): ${commits.one}/s on one connection, ${commits.many}/s on ${shoppers} connections`,
    )

    // one request alone: its statements (the server counts them: SQL_COUNT) and its time
    sqlCount.enabled = true
    const alone = {}
    for (let i = 0; i < 6; i++) {
      const n0 = sqlCount.n
      const t0 = process.hrtime.bigint()
      const sub = await submit(tokens[0])
      const t1 = process.hrtime.bigint()
      const n1 = sqlCount.n
      await pay(tokens[0], sub.payNo)
      const t2 = process.hrtime.bigint()
      if (i >= 3) alone[i] = { submit: [n1 - n0, Number(t1 - t0) / 1e6], pay: [sqlCount.n - n1, Number(t2 - t1) / 1e6] }
    }
    sqlCount.enabled = false
    const med = (k, j) =>
      Object.values(alone)
        .map((a) => a[k][j])
        .sort((a, b) => a - b)[1]
    console.log(
      `checkout (${label}): one request alone: submit ${med('submit', 0)} statements ${med('submit', 1).toFixed(1)} ms, pay by balance ${med('pay', 0)} statements ${med('pay', 1).toFixed(1)} ms`,
    )

    const rates = {}
    for (const paying of [false, true]) {
      // warm up (every pool connection opened), then measure
      await Promise.all(
        tokens.map(async (tk) => {
          const s = await submit(tk)
          if (paying && s) await pay(tk, s.payNo)
        }),
      )
      const before = (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n
      let ok = 0
      let bad = 0
      const lat = []
      const payLat = []
      stmts = new Map()
      const pg0 = await backendCpu(db, name)
      const cpu0 = cpuMs()
      const end = Date.now() + seconds * 1000
      const t0 = Date.now()
      await Promise.all(
        tokens.map(async (tk) => {
          while (Date.now() < end) {
            const s = process.hrtime.bigint()
            const sub = await submit(tk)
            let done = !!sub
            if (sub && paying) {
              const m = process.hrtime.bigint()
              done = !!(await pay(tk, sub.payNo))
              payLat.push(Number(process.hrtime.bigint() - m) / 1e6)
            }
            if (done) ok++
            else bad++
            lat.push(Number(process.hrtime.bigint() - s) / 1e6)
          }
        }),
      )
      const secs = (Date.now() - t0) / 1000
      const nodeCpu = cpuMs() - cpu0
      const pgCpu = cpuDelta(pg0, await backendCpu(db, name))
      const after = (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n
      const stock = (await db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock
      const q = (xs, x) => (xs.sort((a, b) => a - b), xs[Math.min(xs.length - 1, Math.floor(xs.length * x))]?.toFixed(1))
      rates[paying ? 'paid' : 'created'] = Math.round(ok / secs)
      console.log(
        `checkout${paying ? ' + pay by balance' : ''} (${label}): ${Math.round(ok / secs)} ${paying ? 'paid' : 'created'} orders/s from ${shoppers} shoppers over ${secs.toFixed(1)} s (p50 ${q(lat, 0.5)} ms, p99 ${q(lat, 0.99)} ms${paying ? `; the pay request alone p50 ${q(payLat, 0.5)} ms, p99 ${q(payLat, 0.99)} ms` : ''}; failed ${bad}); rows ${Number(after) - Number(before)} = ok ${ok}; stock left ${stock}; CPU per order: node ${(nodeCpu / Math.max(1, ok)).toFixed(1)} ms, PostgreSQL backends ${(pgCpu / Math.max(1, ok)).toFixed(1)} ms`,
      )
      if (profile) {
        const rows = [...stmts].sort((a, b) => b[1].ms - a[1].ms)
        const tot = rows.reduce((s, [, e]) => s + e.n, 0)
        console.log(`  statements per order ${(tot / Math.max(1, ok)).toFixed(1)}; each: runs per order, mean ms (pool wait excluded)`)
        for (const [k, e] of rows.slice(0, 30))
          console.log(`  ${(e.n / Math.max(1, ok)).toFixed(2).padStart(5)} x ${(e.ms / e.n).toFixed(2).padStart(6)} ms  ${k}`)
      }
    }
    const paid = (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', 'to_ship')
        .executeTakeFirstOrThrow()
    ).n
    const audit = await ledgerAudit(db)
    const sound = !audit.unbalanced.length && !audit.drift.length && !audit.total.length
    console.log(
      `checkout (${label}): ${rates.created} created / ${rates.paid} paid orders/s beside ${commits.one} / ${commits.many} single-row commits/s (1 / ${shoppers} connections); ${paid} orders paid and to ship; ledger audit after the run: ${sound ? 'sound' : 'NOT SOUND'} ${JSON.stringify(audit)}`,
    )
    agent.destroy()
    await kv.close()
  } finally {
    await app?.close()
    await db.destroy()
    await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(
  `checkout bench: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} (a shared machine: figures move with it)`,
)
const a = await payPasswordCeiling()
console.log(`pay password (HMAC-SHA256 under the server's key, ADR 0127): ${a.cpuUs.toFixed(1)} us CPU per check, ${Math.round(a.perSec)} checks/s on one core`)

// BENCH_DB=embedded | machine: only that one (both by default)
const only = process.env.BENCH_DB ?? ''
const { startEmbedded } = await import('../server/src/db/embedded.ts')
if (only !== 'machine') {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-pg-'))
  fs.chmodSync(pgDir, 0o777)
  const pg = await startEmbedded(pgDir)
  try {
    await run('embedded PostgreSQL', pg.adminUrl)
  } finally {
    await pg.stop()
    fs.rmSync(pgDir, { recursive: true, force: true })
  }
}
// the machine's PostgreSQL: DATABASE_URL, else the usual local one when it answers
let machineUrl = process.env.DATABASE_URL
if (!machineUrl && only !== 'embedded') {
  const probe = 'postgres://postgres@127.0.0.1:5432/postgres'
  if (
    await admin(probe, (c) => c.query('select 1')).then(
      () => true,
      () => false,
    )
  )
    machineUrl = probe
}
if (only === 'embedded') console.log('checkout (machine PostgreSQL): skipped, BENCH_DB=embedded')
else if (machineUrl) await run(`machine PostgreSQL ${new URL(machineUrl).host}`, machineUrl)
else console.log('checkout (machine PostgreSQL): skipped, DATABASE_URL not set and nothing answers on 127.0.0.1:5432')
console.log(
  `checkout bench done: load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
)
process.exit(0)
