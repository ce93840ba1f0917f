// Server figures, printed (not asserted): start time on a fresh data directory (initdb, migrations,
// demo data) and on a warm restart; then requests/s of GET system/api/basics/list on the real server
// next to a bare Fastify route returning a constant, both driven by the same keep-alive load loop.
// Then the catalog: product list (20 cards) and product detail at 50 and 100 connections, each next to
// the bare route measured at the same concurrency.
// Usage: node scripts/bench-server.mjs [seconds=5] [connections=32]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

const seconds = Number(process.argv[2] ?? 5)
const connections = Number(process.argv[3] ?? 32)

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

async function waitHealthy(base, child, deadline = Date.now() + 120_000) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited')
    try {
      const r = await fetch(`${base}/health`)
      if (r.ok) return
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function startMain(dataDir) {
  const port = await freePort()
  const t0 = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(base, child)
  return { base, ms: Date.now() - t0, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }
}

async function startBare() {
  const port = await freePort()
  const code = `const f=require('fastify')({logger:false});f.get('/bare',async()=>({code:200,msg:'',ok:true,data:{hello:'world'}}));f.get('/health',async()=>({ok:true}));f.listen({port:${port},host:'127.0.0.1'})`
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(root, 'server'), stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(base, child)
  return { base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }
}

/** `connections` keep-alive loops for `seconds`: requests/s, p50/p99 latency in ms, failures. */
async function load(url, headers = {}, conns = connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: conns })
  const end = Date.now() + seconds * 1000
  const lat = []
  let bad = 0
  const one = () =>
    new Promise((resolve) => {
      const t = process.hrtime.bigint()
      http
        .get(url, { agent, headers }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode !== 200) bad++
            lat.push(Number(process.hrtime.bigint() - t) / 1e6)
            resolve()
          })
        })
        .on('error', () => (bad++, resolve()))
    })
  const t0 = Date.now()
  await Promise.all(Array.from({ length: conns }, async () => { while (Date.now() < end) await one() }))
  const secs = (Date.now() - t0) / 1000
  agent.destroy()
  lat.sort((a, b) => a - b)
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]?.toFixed(1)
  return { rps: Math.round(lat.length / secs), p50: q(0.5), p99: q(0.99), bad }
}

/**
 * Cart list of the demo shopper (logged in by password) holding `lines` baskets, next to the bare route,
 * at 50 and 100 connections. SKU ids of a fresh demo database start at 1; sold-out ones are skipped.
 */
async function benchCart(base, bareBase, lines = 10) {
  const h = { tenant: 'default', lang: 'en', 'content-type': 'application/json' }
  const login = await (await fetch(`${base}/api/auth/api/customer/login`, { method: 'POST', headers: h, body: JSON.stringify({ username: '13800138000', password: 'demo1234' }) })).json()
  const auth = { ...h, authorization: `Bearer ${login.data.token}` }
  let added = 0
  for (let sku = 1; sku < 200 && added < lines; sku += 7) {
    const r = await fetch(`${base}/api/customer/api/basket`, { method: 'POST', headers: auth, body: JSON.stringify({ skuId: sku, count: 1 }) })
    if (r.ok) added++
  }
  const list = (await (await fetch(`${base}/api/customer/api/basket/list`, { headers: auth })).json()).data
  console.log(`cart list: ${added} baskets in ${list.groups.length} shops (${seconds} s each):`)
  for (const conns of [50, 100]) {
    const a = await load(`${bareBase}/bare`, {}, conns)
    const b = await load(`${base}/api/customer/api/basket/list`, { tenant: 'default', lang: 'en', authorization: auth.authorization }, conns)
    console.log(`  ${conns} conn  bare ${a.rps} req/s p50 ${a.p50} p99 ${a.p99} | GET customer/api/basket/list ${b.rps} req/s p50 ${b.p50} ms p99 ${b.p99} ms failures ${b.bad} (${Math.round((b.rps / a.rps) * 100)}% of bare)`)
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
try {
  const cold = await startMain(dataDir)
  console.log(`start, fresh data directory (initdb + migrations + demo data): ${cold.ms} ms`)
  await cold.stop()
  const warm = await startMain(dataDir)
  console.log(`start, warm restart: ${warm.ms} ms`)
  const bare = await startBare()
  // warm-up both
  await fetch(`${warm.base}/api/system/api/basics/list`)
  const a = await load(`${bare.base}/bare`)
  const b = await load(`${warm.base}/api/system/api/basics/list`, { tenant: 'default', lang: 'en' })
  console.log(`throughput (${connections} connections, ${seconds} s each, same machine as the load loop):`)
  console.log(`  bare Fastify route           ${a.rps} req/s  p50 ${a.p50} ms  p99 ${a.p99} ms  failures ${a.bad}`)
  console.log(`  GET system/api/basics/list   ${b.rps} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  failures ${b.bad}  (${Math.round((b.rps / a.rps) * 100)}% of bare)`)
  const h = { tenant: 'default', lang: 'en' }
  const listUrl = `${warm.base}/api/customer/api/product/list/1?pageSize=20`
  const first = await (await fetch(listUrl, { headers: h })).json()
  const detailUrl = `${warm.base}/api/customer/api/product/${first.rows[0].id}`
  await fetch(detailUrl, { headers: h })
  const row = (name, r, base) => console.log(`  ${name.padEnd(30)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failures ${r.bad}${base ? `  (${Math.round((r.rps / base.rps) * 100)}% of bare)` : ''}`)
  for (const conns of [50, 100]) {
    console.log(`catalog (${conns} connections, ${seconds} s each):`)
    const bareN = await load(`${bare.base}/bare`, {}, conns)
    row('bare Fastify route', bareN)
    row('GET product/list/1 (20 cards)', await load(listUrl, h, conns), bareN)
    row('GET product/:id (detail)', await load(detailUrl, h, conns), bareN)
  }
  await benchCart(warm.base, bare.base)
  await bare.stop()
  await warm.stop()
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
await import('./bench-checkout.mjs') // checkout orders/s (helper orders): runs itself under tsx; embedded, then DATABASE_URL when set
