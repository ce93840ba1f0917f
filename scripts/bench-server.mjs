// Server figures, printed (not asserted): start time on a fresh data directory (initdb, migrations,
// demo data) and on a warm restart; then requests/s of GET system/api/basics/list on the real server
// next to a bare Fastify route returning a constant, both driven by the same keep-alive load loop.
// Then product list (20 cards), product detail and cart list at 50 and 100 connections, each next to
// the bare route measured at the same concurrency (the machine may be shared: compare the ratios),
// and the server's CPU time per request (its process tree, PostgreSQL included: the ratio to bare that
// other loads on a shared machine disturb least), and the SQL statements one request runs (the server counts them: SQL_COUNT=1, `x-sql-count`).
// Usage: node scripts/bench-server.mjs [seconds=4] [connections=32]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

const seconds = Number(process.argv[2] ?? 4)
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SQL_COUNT: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(base, child)
  return { base, pid: child.pid, ms: Date.now() - t0, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }
}

async function startBare() {
  const port = await freePort()
  const code = `const f=require('fastify')({logger:false});f.get('/bare',async()=>({code:200,msg:'',ok:true,data:{hello:'world'}}));f.get('/health',async()=>({ok:true}));f.listen({port:${port},host:'127.0.0.1'})`
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(root, 'server'), stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(base, child)
  return { base, pid: child.pid, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }
}

/** CPU seconds (user + system) used so far by a process and all its descendants (Linux /proc; 0 elsewhere). */
function treeCpu(rootPid) {
  if (!rootPid || !fs.existsSync('/proc/self/stat')) return 0
  const hz = 100 // USER_HZ on Linux
  const procs = []
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8')
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ')
      procs.push({ pid: Number(d), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / hz })
    } catch {
      /* gone */
    }
  }
  const inTree = new Set([rootPid])
  for (let grew = true; grew;) {
    grew = false
    for (const p of procs) {
      if (inTree.has(p.pid) || !inTree.has(p.ppid)) continue
      inTree.add(p.pid)
      grew = true
    }
  }
  return procs.filter((p) => inTree.has(p.pid)).reduce((n, p) => n + p.cpu, 0)
}

/** `connections` keep-alive loops for `seconds`: requests/s, p50/p99 latency in ms, failures. */
async function load(url, headers = {}, conns = connections, pid = undefined) {
  const cpu0 = treeCpu(pid)
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
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < end) await one()
    }),
  )
  const secs = (Date.now() - t0) / 1000
  agent.destroy()
  lat.sort((a, b) => a - b)
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]?.toFixed(1)
  // server CPU per request (its process tree: node and, embedded, PostgreSQL): what another load on a shared machine disturbs least
  const cpuUs = pid ? Math.round(((treeCpu(pid) - cpu0) * 1e6) / Math.max(lat.length, 1)) : undefined
  return { rps: Math.round(lat.length / secs), p50: q(0.5), p99: q(0.99), bad, cpuUs }
}

/** SQL statements the server runs for one request (sequential requests: the difference of the running count). */
async function statements(url, headers) {
  const before = Number((await fetch(url.replace(/\/api\/.*$/, '/api/health'))).headers.get('x-sql-count') ?? NaN)
  const r = await fetch(url, { headers })
  await r.arrayBuffer()
  // /api/health runs one statement (select 1) before it answers
  return Number(r.headers.get('x-sql-count')) - before
}

const row = (name, r, base) =>
  console.log(
    `  ${name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  failures ${r.bad}` +
      (base ? `  ${String(Math.round((r.rps / base.rps) * 100)).padStart(3)}% of bare` : '') +
      (r.cpuUs ? `  | server CPU ${String(r.cpuUs).padStart(5)} us/req${base?.cpuUs ? ` (bare/this: ${Math.round((base.cpuUs / r.cpuUs) * 100)}%)` : ''}` : ''),
  )

/** The demo shopper (logged in by password) holding `lines` baskets: its auth headers. */
async function cartUser(base, lines = 10) {
  const h = { tenant: 'default', lang: 'en', 'content-type': 'application/json' }
  const login = await (
    await fetch(`${base}/api/auth/api/customer/login`, { method: 'POST', headers: h, body: JSON.stringify({ username: '13800138000', password: 'demo1234' }) })
  ).json()
  const auth = { tenant: 'default', lang: 'en', authorization: `Bearer ${login.data.token}` }
  // SKU ids of a fresh demo database start at 1; sold-out ones are refused and skipped
  let added = 0
  for (let sku = 1; sku < 200 && added < lines; sku += 7) {
    const r = await fetch(`${base}/api/customer/api/basket`, {
      method: 'POST',
      headers: { ...h, authorization: auth.authorization },
      body: JSON.stringify({ skuId: sku, count: 1 }),
    })
    if (r.ok) added++
  }
  const list = (await (await fetch(`${base}/api/customer/api/basket/list`, { headers: auth })).json()).data
  return { auth, text: `${added} baskets in ${list.groups.length} shops` }
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
  const a = await load(`${bare.base}/bare`, {}, connections, bare.pid)
  const b = await load(`${warm.base}/api/system/api/basics/list`, { tenant: 'default', lang: 'en' }, connections, warm.pid)
  console.log(`throughput (${connections} connections, ${seconds} s each, same machine as the load loop):`)
  row('bare Fastify route', a)
  row('GET system/api/basics/list', b, a)

  const h = { tenant: 'default', lang: 'en' }
  const listUrl = (size, type = 1) => `${warm.base}/api/customer/api/product/list/${type}?pageSize=${size}`
  const first = await (await fetch(listUrl(20), { headers: h })).json()
  const detailUrl = `${warm.base}/api/customer/api/product/${first.rows[0].id}`
  const cartUrl = `${warm.base}/api/customer/api/basket/list`
  const cart = await cartUser(warm.base)
  console.log(`SQL statements per request (a miss computes and stores the answer; a hit reads the catalogue version only):`)
  const sizes = []
  for (const size of [10, 20, 50]) sizes.push(`pageSize ${size}: miss ${await statements(listUrl(size, 2), h)}, hit ${await statements(listUrl(size, 2), h)}`)
  console.log(`  product list  ${sizes.join(' | ')}`)
  const d2 = `${warm.base}/api/customer/api/product/${first.rows[1].id}`
  console.log(
    `  product detail  guest: miss ${await statements(d2, h)}, hit ${await statements(d2, h)} | signed in (+ favourite flag, footprint): ${await statements(d2, cart.auth)}`,
  )
  console.log(`  cart list (${cart.text}): ${await statements(cartUrl, cart.auth)}`)

  await fetch(detailUrl, { headers: h })
  for (const conns of [50, 100]) {
    console.log(`catalog and cart (${conns} connections, ${seconds} s each):`)
    const bareN = await load(`${bare.base}/bare`, {}, conns, bare.pid)
    row('bare Fastify route', bareN)
    row('GET product/list/1 (20 cards)', await load(listUrl(20), h, conns, warm.pid), bareN)
    row('GET product/:id (detail, guest)', await load(detailUrl, h, conns, warm.pid), bareN)
    row('GET basket/list (cart)', await load(cartUrl, cart.auth, conns, warm.pid), bareN)
  }
  await bare.stop()
  await warm.stop()
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
await import('./bench-checkout.mjs') // checkout orders/s (helper orders): runs itself under tsx; embedded, then DATABASE_URL when set
