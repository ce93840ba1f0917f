// Chat figures, printed (never asserted; ADR 0104, docs/perf/chat.md): API node processes run as `npm start` runs
// them (the built server with its node flags, scripts/build-server.mjs; `--tsx`: the sources under tsx)
// on a database made for the run (DATABASE_URL's server, or an embedded PostgreSQL started here), then
//  1. memory: N idle signed-in sockets held by node 1 (handshake done, heartbeating): the node's RSS before/after;
//  2. fan-out: a group conversation of M members, every member sending R messages a second for S seconds;
//     delivered MESSAGE frames per second over all members and the delivery latency (send -> receive) p50/p99.
// `--nodes 2` runs two nodes on one Redis (REDIS_URL required): members alternate between the nodes, so every
// message crosses Redis publish/subscribe. The bench's clients run in this process (one clock for latency).
// Usage: node scripts/bench-chat.mjs [--tsx] [--nodes 1|2] [--idle 1000] [--members 100] [--rate 2] [--seconds 10]
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildServer, SERVER_MAIN, SERVER_NODE_FLAGS } from './build-server.mjs'
import { root } from './lib.mjs'

// the server's TypeScript needs tsx's hooks (as bench-checkout.mjs)
if (!process.env.BENCH_CHAT_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_CHAT_TSX: '1' },
  })
  process.exit(r.status ?? 1)
}

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : dflt
}
const NODES = arg('nodes', 1)
const IDLE = arg('idle', 1000)
const MEMBERS = arg('members', 100)
const RATE = arg('rate', 2)
const SECONDS = arg('seconds', 10)
if (NODES > 1 && !process.env.REDIS_URL) {
  console.error('bench-chat: --nodes 2 needs REDIS_URL (the nodes fan out through Redis publish/subscribe)')
  process.exit(2)
}

const req = createRequire(path.join(root, 'server', 'package.json'))
const pgLib = req('pg')
const { WebSocket } = req('ws')
const { loadConfig } = await import('../server/src/config.ts')
const { connect } = await import('../server/src/db/database.ts')
const { migrateToLatest } = await import('../server/src/db/migrate.ts')
const { ensureTenant } = await import('../server/src/seed/tenants.ts')
const { serviceCtx } = await import('../server/src/core/context.ts')
const { accountService } = await import('../server/src/modules/account/index.ts')
const { issueSession } = await import('../server/src/modules/account/account.service.ts')
const { chatService } = await import('../server/src/modules/chat/index.ts')
const { loadModules } = await import('../server/src/core/module.ts')
const { ChatFrame, ChatMsgType } = await import('../types/chat-codes.ts')

const say = (m) => console.log(`[bench-chat] ${m}`)
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
async function admin(adminUrl, fn) {
  const c = new pgLib.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}
const rssMb = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return m ? Number(m[1]) / 1024 : NaN
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)

// ---- database: DATABASE_URL's server, or an embedded PostgreSQL for the run
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'))
let stopPg = async () => {}
let adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
  const { startEmbedded } = await import('../server/src/db/embedded.ts')
  fs.chmodSync(tmp, 0o777)
  const pg = await startEmbedded(path.join(tmp, 'pg'))
  adminUrl = pg.adminUrl
  stopPg = () => pg.stop()
  say('embedded PostgreSQL started')
}
const dbName = `bench_chat_${process.pid}`
await admin(adminUrl, (c) => c.query(`create database ${dbName}`))
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
const db = connect(dbUrl, 5)
const nodes = []
const cleanup = async () => {
  for (const n of nodes) if (n.proc.exitCode === null) n.proc.kill('SIGTERM')
  await sleep(500)
  await db.destroy()
  await admin(adminUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => {})
  await stopPg()
  fs.rmSync(tmp, { recursive: true, force: true })
}

try {
  await migrateToLatest(db)
  await loadModules()
  const tenantId = await ensureTenant(db, 'default', 'Bench')
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, DATA_DIR: tmp })
  const c = serviceCtx({ db, tenantId, tenantCode: 'default', config })

  // ---- people: a merchant with a shop, the group's members, the idle sockets' users
  const t0 = performance.now()
  const mk = async (i, roles) => accountService.createUser(c, { phone: `166${String(i).padStart(8, '0')}`, nickname: `bench${i}`, roles, currencies: [] })
  const merchant = await mk(0, 'shopper,merchant')
  const shop = await db
    .insertInto('shops')
    .values({
      tenant_id: tenantId,
      owner_id: merchant,
      name: JSON.stringify({ zh_CN: '压测店', en: 'Bench shop' }),
      kind: 'retail',
      status: 'open',
      intro: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const members = []
  for (let i = 1; i <= MEMBERS; i++) members.push(await mk(i))
  const idle = []
  for (let i = 1; i <= IDLE; i++) idle.push(await mk(10_000 + i))
  const { conversationId } = await chatService.openGroup(c, { bizid: 'live:bench', title: 'Bench room', shopId: shop.id })
  for (const u of members) await chatService.joinGroup(c, conversationId, u)
  say(`${1 + MEMBERS + IDLE} users, a shop and a group of ${MEMBERS} made in ${Math.round(performance.now() - t0)} ms`)

  // ---- the nodes
  if (!process.argv.includes('--tsx')) await buildServer()
  for (let i = 0; i < NODES; i++) {
    const port = await freePort()
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, `node${i}`),
      H5_DIR: path.join(tmp, 'no-h5'),
      JOBS_WORKER: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: NODES > 1 ? process.env.REDIS_URL : '',
      REDIS_PREFIX: `bench-chat-${process.pid}:`,
    }
    // as `npm start` runs it (scripts/start.mjs): the built server with its node flags; `--tsx` runs the sources
    const args = process.argv.includes('--tsx') ? ['--import', 'tsx', 'src/main.ts'] : [...SERVER_NODE_FLAGS, SERVER_MAIN]
    const proc = spawn(process.execPath, args, { cwd: path.join(root, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    await new Promise((resolve, reject) => {
      const read = (b) => {
        log += String(b)
        if (log.includes('[mall] ready')) resolve()
      }
      proc.stdout.on('data', read)
      proc.stderr.on('data', read)
      proc.once('exit', (code) => reject(new Error(`node ${i + 1} exited (${code}): ${log}`)))
    })
    nodes.push({ proc, port, http: `http://127.0.0.1:${port}/api`, ws: `ws://127.0.0.1:${port}/api/mytio/ws?tenant=default` })
  }
  say(`${NODES} node(s) ready on ports ${nodes.map((n) => n.port).join(', ')}${NODES > 1 ? ' (Redis publish/subscribe between them)' : ' (in-process bus)'}`)

  // ---- chat sessions through the API (login/inner with each user's own imInfo)
  const secrets = new Map(
    (await db.selectFrom('users').select(['id', 'im_secret']).where('tenant_id', '=', tenantId).execute()).map((r) => [r.id, r.im_secret]),
  )
  const sessionOf = async (node, userId) => {
    const { token } = await issueSession(c, userId)
    const r = await fetch(`${node.http}/mytio/login/inner`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ loginname: `u${userId}`, pd5: secrets.get(userId) }),
    })
    const j = await r.json()
    if (!j.ok) throw new Error(`login/inner: ${JSON.stringify(j)}`)
    return j.data.session
  }
  /** a signed-in socket heartbeating as the client does; `onFrame` sees every frame after the handshake */
  const openSocket = (node, session, onFrame) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(node.ws, { perMessageDeflate: false })
      let beat
      ws.once('error', reject)
      ws.on('open', () => ws.send(JSON.stringify({ t: ChatFrame.HANDSHAKE, d: { session } })))
      ws.on('message', (data) => {
        const s = String(data)
        if (beat === undefined) {
          const f = JSON.parse(s)
          if (f.t !== ChatFrame.HANDSHAKE) return reject(new Error(`handshake: ${s}`))
          beat = setInterval(() => ws.send('{"t":2}'), Math.max(1000, f.d.heartbeat - 1000))
          ws.once('close', () => clearInterval(beat))
          return resolve(ws)
        }
        onFrame?.(s)
      })
    })

  // ---- 1. idle sockets on node 1
  const n1 = nodes[0]
  await sleep(2000)
  const rssBefore = rssMb(n1.proc.pid)
  const t1 = performance.now()
  const idleSockets = []
  for (let i = 0; i < idle.length; i += 50) {
    const batch = idle.slice(i, i + 50)
    const sessions = await Promise.all(batch.map((u) => sessionOf(n1, u)))
    idleSockets.push(...(await Promise.all(sessions.map((s) => openSocket(n1, s)))))
  }
  const openMs = performance.now() - t1
  await sleep(5000)
  const rssIdle = rssMb(n1.proc.pid)
  say(`memory: node 1 holds ${idleSockets.length} idle signed-in sockets (opened in ${Math.round(openMs)} ms)`)
  say(
    `memory: node 1 RSS ${rssBefore.toFixed(1)} MB before, ${rssIdle.toFixed(1)} MB with the sockets (+${(((rssIdle - rssBefore) * 1024) / Math.max(idleSockets.length, 1)).toFixed(1)} KB a socket; aim <= 150 MB)`,
  )

  // ---- 2. fan-out in a group of MEMBERS
  let delivered = 0
  let acks = 0
  let tips = 0
  let lastRecv = 0
  const lat = []
  const memberSockets = []
  for (let i = 0; i < members.length; i++) {
    const node = nodes[i % nodes.length]
    const session = await sessionOf(node, members[i])
    memberSockets.push(
      await openSocket(node, session, (s) => {
        // MESSAGE frames: the body's text carries the send time (this process's clock)
        if (s.startsWith(`{"t":${ChatFrame.MESSAGE},`)) {
          const m = s.match(/"text":"b:([\d.]+)"/)
          const now = performance.now()
          if (m) lat.push(now - Number(m[1]))
          delivered++
          lastRecv = now
        } else if (s.startsWith(`{"t":${ChatFrame.ACK},`)) acks++
        else if (s.startsWith(`{"t":${ChatFrame.TIP},`)) tips++
      }),
    )
  }
  await sleep(1000)
  let seq = 0
  const cpu0 = process.cpuUsage()
  const start = performance.now()
  const end = start + SECONDS * 1000
  const gap = 1000 / RATE
  const timers = memberSockets.map((ws, i) =>
    setTimeout(function tick() {
      if (performance.now() >= end) return
      ws.send(
        JSON.stringify({
          t: ChatFrame.SEND,
          d: { conversationId, clientId: `b-${i}-${++seq}-${process.pid}`, msgtype: ChatMsgType.TEXT, body: { text: `b:${performance.now()}` } },
        }),
      )
      timers[i] = setTimeout(tick, gap)
    }, Math.random() * gap),
  )
  await sleep(SECONDS * 1000 + 3000)
  for (const tm of timers) clearTimeout(tm)
  const window = (lastRecv - start) / 1000
  lat.sort((a, b) => a - b)
  const cpu = nodes.map((n) => {
    const f = fs.readFileSync(`/proc/${n.proc.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(f[11]) + Number(f[12])) / 100).toFixed(1)
  })
  say(`fan-out: ${NODES} node(s), group of ${MEMBERS}, ${MEMBERS} senders x ${RATE}/s for ${SECONDS} s: ${acks} stored (ACK), ${tips} refused (TIP)`)
  say(`fan-out: ${delivered} MESSAGE frames delivered in ${window.toFixed(2)} s = ${Math.round(delivered / window)} delivered messages/s (aim >= 10,000)`)
  say(
    `fan-out: latency send -> receive p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, max ${lat.at(-1)?.toFixed(1)} ms (aim p99 < 100 ms)`,
  )
  const benchCpu = process.cpuUsage(cpu0)
  say(`bench client (this process): ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} CPU seconds during the fan-out`)
  say(
    `nodes: RSS ${nodes.map((n) => rssMb(n.proc.pid).toFixed(1)).join(' / ')} MB, CPU seconds since start ${cpu.join(' / ')}; machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  )
  for (const ws of [...idleSockets, ...memberSockets]) ws.terminate()
} finally {
  await cleanup()
}
process.exit(0)
