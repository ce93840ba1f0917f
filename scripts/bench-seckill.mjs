// Flash-sale figures, printed (not asserted): buy attempts per second at one item through POST /api/seckill/api/buy
// on a real server over keep-alive HTTP, with p50/p99, beside a bare route (POST, a constant answer, no login)
// measured in the same run on the same server. Runs on the embedded PostgreSQL with the in-process gate, then with
// REDIS_URL (or redis://127.0.0.1:6379 when it answers) as the gate's store. After each run it checks the sale:
// units sold = orders placed <= quantity, nobody over the limit, the SKU's stock untouched by buying.
// Usage: node scripts/bench-seckill.mjs [seconds=10] [connections=64] [shoppers=500] [quantity=300]
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { root } from './lib.mjs'

// the server's TypeScript (and types/, which the root package treats as CommonJS) needs tsx's full hooks
if (!process.env.BENCH_SECKILL_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_SECKILL_TSX: '1' },
  })
  process.exit(r.status ?? 1)
}

const seconds = Number(process.argv[2] ?? 10)
const conns = Number(process.argv[3] ?? 64)
const shoppers = Number(process.argv[4] ?? 500)
const quantity = Number(process.argv[5] ?? 300)
const LIMIT = 2
const { buildApp } = await import('../server/src/app.ts')
const { loadConfig } = await import('../server/src/config.ts')
const { openKv } = await import('../server/src/core/kv.ts')
const { connect } = await import('../server/src/db/database.ts')
const { migrateToLatest } = await import('../server/src/db/migrate.ts')
const { ensureTenant } = await import('../server/src/seed/tenants.ts')
const { serviceCtx } = await import('../server/src/core/context.ts')
const { accountService, issueSession } = await import('../server/src/modules/account/account.service.ts')
const { createItem } = await import('../server/src/flows/seckill.ts')
const { insertSession } = await import('../server/src/modules/seckill/seckill.service.ts')
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
const q = (xs, x) => (xs.sort((a, b) => a - b), xs[Math.min(xs.length - 1, Math.floor(xs.length * x))]?.toFixed(1))

/**
 * `conns` loops over keep-alive HTTP for `seconds`: requests/s, p50/p99 and the answers' codes, overall and split at
 * the first "sold out" (2253): while units sell (each success a whole checkout) and after (the gate's refusals).
 */
async function load(port, agent, path, bodyOf, tokens) {
  const seen = [] // [start ms from t0, duration ms, code]
  let n = 0
  const end = Date.now() + seconds * 1000
  const t0 = Date.now()
  const one = (token, body) =>
    new Promise((resolve) => {
      const headers = { 'content-type': 'application/json', tenant: 'default' }
      if (token) headers.authorization = `Bearer ${token}`
      const r = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => {
          let code = res.statusCode
          try {
            code = JSON.parse(text).code ?? code
          } catch {
            // not JSON: the status stands
          }
          resolve(code)
        })
      })
      r.on('error', () => resolve('error'))
      r.end(body)
    })
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < end) {
        const i = n++
        const start = Date.now() - t0
        const s = process.hrtime.bigint()
        const code = await one(tokens?.[i % tokens.length], bodyOf(i))
        seen.push([start, Number(process.hrtime.bigint() - s) / 1e6, code])
      }
    }),
  )
  const total = Date.now() - t0
  const stats = (rows, ms) => {
    const codes = {}
    for (const r of rows) codes[r[2]] = (codes[r[2]] ?? 0) + 1
    return {
      perSec: Math.round(rows.length / Math.max(ms / 1000, 0.001)),
      n: rows.length,
      p50: q(
        rows.map((r) => r[1]),
        0.5,
      ),
      p99: q(
        rows.map((r) => r[1]),
        0.99,
      ),
      codes,
    }
  }
  const first = seen.filter((r) => r[2] === 2253).reduce((m, r) => Math.min(m, r[0] + r[1]), Infinity)
  const soldOutAt = Number.isFinite(first) ? Math.round(first) : null
  return {
    all: stats(seen, total),
    selling:
      soldOutAt === null
        ? null
        : stats(
            seen.filter((r) => r[0] < soldOutAt),
            soldOutAt,
          ),
    after:
      soldOutAt === null
        ? null
        : stats(
            seen.filter((r) => r[0] >= soldOutAt),
            total - soldOutAt,
          ),
    soldOutAt,
  }
}

async function run(label, adminUrl, redisUrl) {
  const name = `bench_seckill_${process.pid}`
  await admin(adminUrl, (c) => c.query(`drop database if exists ${name}`).then(() => c.query(`create database ${name}`)))
  const url = dbUrl(adminUrl, name)
  const db = connect(url, 10, { prepare: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seckill-'))
  let app
  let kv
  try {
    await migrateToLatest(db)
    const tenantId = await ensureTenant(db, 'default', 'Bench Mall')
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `bench:${process.pid}:`,
      H5_DIR: path.join(dataDir, 'none'),
    })
    kv = await openKv(config.redisUrl, config.redisPrefix)
    const c = serviceCtx({ db, kv, tenantId, config })
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
        min_price: 1000,
        min_original_price: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const sku = await db
      .insertInto('product_skus')
      .values({ tenant_id: tenantId, product_id: p.id, sku_code: 'BENCH-1', spec: '{}', price: 1000, original_price: 1000, stock: 1_000_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const s = await insertSession(c, {
      title: 'Bench',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const item = await createItem(c, { sessionId: s.id, skuId: sku.id, price: 100, quantity, limit: LIMIT }, true)
    const stockAfterSetAside = (await db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock
    const tokens = []
    for (let i = 0; i < shoppers; i++) {
      const uid = await accountService.createUser(c, { phone: `1380${String(100000 + i).padStart(7, '0')}`, nickname: `bench${i}`, roles: 'shopper' })
      tokens.push((await issueSession(c, uid)).token)
    }
    app = await buildApp({ config, db, kv })
    app.post('/bench/bare', async () => ({ code: 200, ok: true, msg: 'ok', data: null }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = app.server.address().port
    const agent = new http.Agent({ keepAlive: true, maxSockets: conns })

    const bare = await load(port, agent, '/bench/bare', () => '{}')
    const buyBody = JSON.stringify({ itemId: item.id, count: 1 })
    const buy = await load(port, agent, '/api/seckill/api/buy', () => buyBody, tokens)

    const row = await db.selectFrom('seckill_items').select(['left', 'quantity']).where('id', '=', item.id).executeTakeFirstOrThrow()
    const orders = await db
      .selectFrom('order_items')
      .select((eb) => [eb.fn.countAll().as('lines'), eb.fn.sum('count').as('units')])
      .where('offer_kind', '=', 'flash')
      .where('offer_id', '=', item.id)
      .executeTakeFirstOrThrow()
    const over = await db
      .selectFrom('seckill_buyers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('item_id', '=', item.id)
      .where('bought', '>', LIMIT)
      .executeTakeFirstOrThrow()
    const stock = (await db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock
    const sold = row.quantity - row.left
    const sound = sold === Number(orders.units) && sold <= row.quantity && Number(over.n) === 0 && stock === stockAfterSetAside
    const line = (x) => `${x.perSec}/s over ${x.n} (p50 ${x.p50} ms, p99 ${x.p99} ms) ${JSON.stringify(x.codes)}`
    console.log(`seckill (${label}): bare route ${line(bare.all)}`)
    console.log(`seckill (${label}): buy, all attempts ${line(buy.all)}; ${shoppers} shoppers on ${conns} connections`)
    if (buy.selling) console.log(`seckill (${label}): buy, while selling (first ${buy.soldOutAt} ms: each success a whole checkout) ${line(buy.selling)}`)
    if (buy.after) console.log(`seckill (${label}): buy, after "sold out" (the gate refuses) ${line(buy.after)}`)
    console.log(
      `seckill (${label}): sold ${sold} of ${row.quantity} (orders ${orders.lines}, units ${orders.units}), buyers over the limit ${over.n}, SKU stock ${stock} (after setting aside ${stockAfterSetAside}): ${sound ? 'zero oversell' : 'NOT SOUND'}`,
    )
    agent.destroy()
  } finally {
    await app?.close()
    await kv?.close()
    await db.destroy()
    await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(
  `seckill bench: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' ',
    )} (a shared machine: figures move with it); ${seconds} s per route, ${conns} connections, ${shoppers} shoppers, quantity ${quantity}, limit ${LIMIT}`,
)
const { startEmbedded } = await import('../server/src/db/embedded.ts')
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seckill-pg-'))
fs.chmodSync(pgDir, 0o777)
const pg = await startEmbedded(pgDir)
try {
  await run('embedded PostgreSQL, in-process gate', pg.adminUrl)
  let redisUrl = process.env.REDIS_URL
  if (!redisUrl) {
    const { Redis } = await import('ioredis')
    const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    redisUrl = await probe.connect().then(
      () => 'redis://127.0.0.1:6379',
      () => undefined,
    )
    probe.disconnect()
  }
  if (redisUrl) await run(`embedded PostgreSQL, Redis gate ${new URL(redisUrl).host}`, pg.adminUrl, redisUrl)
  else console.log('seckill (Redis gate): skipped, REDIS_URL not set and nothing answers on 127.0.0.1:6379')
} finally {
  await pg.stop()
  fs.rmSync(pgDir, { recursive: true, force: true })
}
console.log(
  `seckill bench done: load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
)
process.exit(0)
