// Browser end-to-end harness: Debian's chromium (installed here when missing), the real server with
// its embedded PostgreSQL and demo data on a temporary data directory, and the built H5 app.
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing; install Debian's chromium package`)
  console.log('# installing chromium from Debian packages ...')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
}

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

/** Start the server as a user would (`server/src/main.ts`), on a fresh data directory. */
export async function startServer() {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'))
  const log = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d) => log.push(String(d)))
  child.stderr.on('data', (d) => log.push(String(d)))
  const base = `http://127.0.0.1:${port}`
  // a loaded machine (other builds) may need longer: E2E_START_MS
  const deadline = Date.now() + (Number(process.env.E2E_START_MS) || 120_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`)
    try {
      const r = await fetch(`${base}/health`)
      if (r.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    log,
    async stop() {
      const exited = new Promise((r) => child.on('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launch() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** Poll `fn` until it returns truthy or `ms` pass; returns the last value. */
export async function until(fn, ms = 15_000, every = 150) {
  const end = Date.now() + ms
  let v
  for (;;) {
    v = await fn()
    if (v || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, every))
  }
}

/** A tiny sequential runner that prints "N passed, N failed". */
export async function runCases(cases, label = 'e2e') {
  let passed = 0
  let failed = 0
  // E2E_ONLY=a|b runs the cases whose name contains one of the words
  const only = process.env.E2E_ONLY ? process.env.E2E_ONLY.split('|') : null
  for (const [name, fn] of only ? cases.filter(([n]) => only.some((w) => n.includes(w))) : cases) {
    const t0 = Date.now()
    try {
      await fn()
      passed++
      console.log(`ok - ${name} (${Date.now() - t0} ms)`)
    } catch (e) {
      failed++
      console.log(`not ok - ${name}\n  ${String(e?.stack || e).split('\n').join('\n  ')}`)
    }
  }
  console.log(`${label}: ${passed} passed, ${failed} failed`)
  return failed
}
