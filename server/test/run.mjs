// Runs the server's integration tests on a real PostgreSQL: the machine's (DATABASE_URL) or an
// embedded cluster started once for the run. The migrations run ONCE, into a template database;
// every test file then gets its own database as a copy of it (CREATE DATABASE ... TEMPLATE).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = only.length
  ? only.map((f) => path.resolve(f))
  : fs
      .readdirSync(here)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(here, f))

register()
let stop = async () => {}
let adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
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

const { makeTemplate, dropDatabase } = await import('./support/template.ts')
const t1 = Date.now()
const template = await makeTemplate(adminUrl)
console.log(`# template database ${template} migrated in ${Date.now() - t1} ms`)

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
    stdio: 'inherit',
    cwd: path.resolve(here, '..'),
    env: { ...process.env, NODE_ENV: 'test', TEST_ADMIN_URL: adminUrl, TEST_TEMPLATE_DB: template },
  })
  child.on('exit', (c) => resolve(c ?? 1))
})
await dropDatabase(adminUrl, template).catch(() => {})
await stop()
process.exit(code)
