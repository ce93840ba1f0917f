// Runs the server's integration tests on a real PostgreSQL: the machine's (DATABASE_URL) or an
// embedded cluster started once for the run. Every test file makes its own database on it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = (only.length ? only.map((f) => path.resolve(f)) : fs.readdirSync(here).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join(here, f)))

let stop = async () => {}
let adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
  const { register } = await import('tsx/esm/api')
  register()
  const { startEmbedded } = await import('../src/db/embedded.ts')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-pg-'))
  fs.chmodSync(dir, 0o777)
  const t0 = Date.now()
  const pg = await startEmbedded(dir)
  console.log(`# embedded PostgreSQL ready in ${Date.now() - t0} ms`)
  adminUrl = pg.adminUrl
  stop = async () => {
    await pg.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
} else {
  console.log(`# using DATABASE_URL${process.env.REDIS_URL ? ' and REDIS_URL' : ''}`)
}

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
    stdio: 'inherit',
    cwd: path.resolve(here, '..'),
    env: { ...process.env, NODE_ENV: 'test', TEST_ADMIN_URL: adminUrl },
  })
  child.on('exit', (c) => resolve(c ?? 1))
})
await stop()
process.exit(code)
