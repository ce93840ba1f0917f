// The README's start command as a user runs it: `npm start` on a fresh data directory serves the built
// app, prints the URL and the demo login (which works), and stops cleanly: SIGTERM (what a process
// manager sends) and a hard kill of the start script both stop the server and its embedded PostgreSQL.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, root, runCases, until } from './harness.mjs'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-start-'))
const port = await freePort()
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' }

function start(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const exited = new Promise((r) => child.on('exit', (code, sig) => r({ code, sig })))
  return { child, exited, out: () => out }
}

async function printedLogin(run) {
  const ok = await until(() => /demo login: \S+ \/ \S+/.test(run.out()) || run.child.exitCode !== null, 180_000, 200)
  const m = run.out().match(/demo login: (\S+) \/ (\S+)/)
  if (!ok || !m) throw new Error(`no demo login printed:\n${run.out()}`)
  const url = run.out().match(/app:\s+(http\S+)/)?.[1]
  if (url !== `http://127.0.0.1:${port}/`) throw new Error(`printed app URL ${url}`)
  return { phone: m[1], password: m[2], url }
}

const refused = async () => {
  try {
    await fetch(`http://127.0.0.1:${port}/health`)
    return false
  } catch {
    return true
  }
}
const pgPid = () => Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
async function expectStopped(pid, how) {
  if (!(await until(refused, 30_000, 200))) throw new Error(`${how}: the server still answers`)
  if (!(await until(() => !alive(pid), 30_000, 200))) throw new Error(`${how}: PostgreSQL (pid ${pid}) is still running`)
  if (fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))) throw new Error(`${how}: PostgreSQL did not shut down cleanly (postmaster.pid left)`)
}

let failed = 1
try {
  failed = await runCases(
    [
      [
        'npm start on a fresh data directory: the app at the printed URL, the printed demo login works; SIGTERM stops server and database',
        async () => {
          const run = start('npm', ['start'])
          const login = await printedLogin(run)
          if (!run.out().includes('demo data created')) throw new Error('a fresh data directory should get demo data')
          const page = await fetch(login.url)
          const html = await page.text()
          if (page.status !== 200 || !html.includes('<div id="app">')) throw new Error(`GET ${login.url}: ${page.status}`)
          const res = await fetch(`${login.url}api/auth/api/customer/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ username: login.phone, password: login.password }),
          })
          const body = await res.json()
          if (body.code !== 200 || !body.data?.token) throw new Error(`the printed login failed: ${JSON.stringify(body)}`)
          const pid = pgPid()
          run.child.kill('SIGTERM')
          const { code } = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r({ code: 'timeout' }), 30_000))])
          if (code === 'timeout') throw new Error('npm start did not exit within 30 s of SIGTERM')
          await expectStopped(pid, 'SIGTERM')
        },
      ],
      [
        'warm restart keeps the data and prints the login again; a second start on the same data is refused clearly; killing the start script hard still stops server and database',
        async () => {
          const run = start(process.execPath, ['scripts/start.mjs'])
          await printedLogin(run)
          if (run.out().includes('demo data created')) throw new Error('a warm restart created demo data again')
          const pid = pgPid()
          // a second start on the same data directory says why it cannot, and leaves the first one running
          const second = start(process.execPath, ['scripts/start.mjs'])
          const { code } = await second.exited
          if (code === 0 || !/already in use by PostgreSQL pid \d+: is the app already running on this DATA_DIR\?/.test(second.out()))
            throw new Error(`second start on the same DATA_DIR (exit ${code}):\n${second.out()}`)
          if (await refused()) throw new Error('the failed second start stopped the first server')
          run.child.kill('SIGKILL')
          await expectStopped(pid, 'SIGKILL of the start script')
        },
      ],
    ],
    'start',
  )
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
