// Checkout figures, printed (not asserted): orders per second from 20 concurrent shoppers, each placing
// 1-item orders (buy now, self pickup) through POST /api/order/api/checkout/submit on a real server over
// keep-alive HTTP, on the embedded PostgreSQL and (when DATABASE_URL is set) on that PostgreSQL. Every
// order = main order + shop order + item + history + stock update + auto-cancel job, in one durable
// transaction. Then the same shoppers place an order AND pay it by balance (POST order/api/pay/balance with
// the 6-digit pay password: argon2id check, ledger transaction, order to_ship, history) — a shopper's loop is
// submit + pay, and one paid order counts once.
// Usage: node scripts/bench-checkout.mjs [seconds=5] [shoppers=20]
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { root } from './lib.mjs'

// the server's TypeScript (and types/, which the root package treats as CommonJS) needs tsx's full hooks
if (!process.env.BENCH_CHECKOUT_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { cwd: path.join(root, 'server'), stdio: 'inherit', env: { ...process.env, BENCH_CHECKOUT_TSX: '1' } })
  process.exit(r.status ?? 1)
}

const seconds = Number(process.argv[2] ?? 5)
const shoppers = Number(process.argv[3] ?? 20)
const { buildApp } = await import('../server/src/app.ts')
const { loadConfig } = await import('../server/src/config.ts')
const { openKv } = await import('../server/src/core/kv.ts')
const { connect } = await import('../server/src/db/database.ts')
const { migrateToLatest } = await import('../server/src/db/migrate.ts')
const { ensureTenant } = await import('../server/src/seed/tenants.ts')
const { serviceCtx } = await import('../server/src/core/context.ts')
const { accountService } = await import('../server/src/modules/account/account.service.ts')
const { postTransaction, audit: ledgerAudit } = await import('../server/src/modules/ledger/ledger.service.ts')
const { admin, dbUrl } = await import('../server/test/support/template.ts')

async function run(label, adminUrl) {
  const name = `bench_checkout_${process.pid}`
  await admin(adminUrl, (c) => c.query(`drop database if exists ${name}`).then(() => c.query(`create database ${name}`)))
  const url = dbUrl(adminUrl, name)
  const db = connect(url, 10)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'))
  let app
  try {
    await migrateToLatest(db)
    const tenantId = await ensureTenant(db, 'default', 'Bench Mall')
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url, REDIS_URL: '', H5_DIR: path.join(dataDir, 'none') })
    const c = serviceCtx({ db, tenantId, config })
    const owner = await accountService.createUser(c, { phone: '13900009999', nickname: 'bench merchant', roles: 'shopper,merchant' })
    const i18n = JSON.stringify({ zh_CN: '压测', en: 'bench' })
    const shop = await db.insertInto('shops').values({ tenant_id: tenantId, owner_id: owner, name: i18n, kind: 'retail', intro: i18n, delivery: false, self_pickup: true }).returning('id').executeTakeFirstOrThrow()
    await db.insertInto('shop_pickup_points').values({ tenant_id: tenantId, shop_id: shop.id, name: i18n, address: 'bench', hours: '0-24', phone: null, lat: null, lng: null }).execute()
    const cat = await db.insertInto('categories').values({ tenant_id: tenantId, parent_id: null, name: i18n }).returning('id').executeTakeFirstOrThrow()
    const p = await db.insertInto('products').values({ tenant_id: tenantId, shop_id: shop.id, category_id: cat.id, title: i18n, subtitle: i18n, images: '[]', tags: '[]', min_price: 100, min_original_price: 100 }).returning('id').executeTakeFirstOrThrow()
    const sku = await db.insertInto('product_skus').values({ tenant_id: tenantId, product_id: p.id, sku_code: 'BENCH-1', spec: '{}', price: 100, original_price: 100, stock: 10_000_000 }).returning('id').executeTakeFirstOrThrow()
    const tokens = []
    for (let i = 0; i < shoppers; i++) {
      const uid = await accountService.createUser(c, { phone: `1380000${String(1000 + i).padStart(4, '0')}`, nickname: `bench${i}`, roles: 'shopper', currencies: ['CNY'] })
      tokens.push((await accountService.issueSession(c, uid)).token)
      await postTransaction(c, { kind: 'seed', ref: `bench:${uid}`, entries: [{ account: { system: 'funding', currency: 'CNY' }, amount: -100_000_000 }, { account: { userId: uid, currency: 'CNY' }, amount: 100_000_000 }] })
    }
    const kv = await openKv('')
    app = await buildApp({ config, db, kv })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = app.server.address().port
    const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers })
    const body = JSON.stringify({ skuId: sku.id, count: 1 })
    const req = (token, p, b) =>
      new Promise((resolve) => {
        const r = http.request({ host: '127.0.0.1', port, path: `/api${p}`, method: 'POST', agent, headers: { 'content-type': 'application/json', tenant: 'default', authorization: `Bearer ${token}` } }, (res) => {
          let text = ''
          res.on('data', (d) => (text += d))
          res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(text).data : null))
        })
        r.on('error', () => resolve(null))
        r.end(b)
      })
    let paying = false
    const one = async (token) => {
      const sub = await req(token, '/order/api/checkout/submit', body)
      if (!sub || !paying) return !!sub
      return !!(await req(token, '/order/api/pay/balance', JSON.stringify({ payNo: sub.payNo, payPassword: '135790' })))
    }
    await Promise.all(tokens.map((tk) => req(tk, '/customer/api/payPwd', JSON.stringify({ password: '135790', confirmPassword: '135790' }))))
    for (const mode of [false, true]) {
      paying = mode
      // warm up, then measure
      await Promise.all(tokens.map((tk) => one(tk)))
      const before = (await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n
      let ok = 0
      let bad = 0
      const lat = []
      const end = Date.now() + seconds * 1000
      const t0 = Date.now()
      await Promise.all(
        tokens.map(async (tk) => {
          while (Date.now() < end) {
            const s = process.hrtime.bigint()
            if (await one(tk)) ok++
            else bad++
            lat.push(Number(process.hrtime.bigint() - s) / 1e6)
          }
        }),
      )
      const secs = (Date.now() - t0) / 1000
      const after = (await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n
      const stock = (await db.selectFrom('product_skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock
      lat.sort((a, b) => a - b)
      const q = (x) => lat[Math.min(lat.length - 1, Math.floor(lat.length * x))]?.toFixed(1)
      console.log(`checkout${paying ? ' + pay by balance' : ''} (${label}): ${Math.round(ok / secs)} orders/s from ${shoppers} shoppers over ${secs.toFixed(1)} s (p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, failed ${bad}); rows ${Number(after) - Number(before)} = ok ${ok}; stock left ${stock}`)
    }
    const paid = (await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('state', '=', 'to_ship').executeTakeFirstOrThrow()).n
    console.log(`checkout (${label}): ${paid} orders paid and to ship; ledger audit: ${JSON.stringify(await ledgerAudit(db))}`)
    agent.destroy()
    await kv.close()
  } finally {
    await app?.close()
    await db.destroy()
    await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const { startEmbedded } = await import('../server/src/db/embedded.ts')
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-pg-'))
fs.chmodSync(pgDir, 0o777)
const pg = await startEmbedded(pgDir)
try {
  await run('embedded PostgreSQL', pg.adminUrl)
} finally {
  await pg.stop()
  fs.rmSync(pgDir, { recursive: true, force: true })
}
if (process.env.DATABASE_URL) await run('DATABASE_URL PostgreSQL', process.env.DATABASE_URL)
else console.log('checkout (DATABASE_URL PostgreSQL): skipped, DATABASE_URL not set')
process.exit(0)
