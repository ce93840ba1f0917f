// Runs the weapp simulation against the real server (embedded PostgreSQL, demo data): the built
// mini-program's wx.request goes to that server.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root, startServer } from '../e2e/harness.mjs'

if (!fs.existsSync(path.join(root, 'dist/weapp/app.json'))) {
  console.error('dist/weapp is not built: run `npm run build:weapp` first')
  console.log('weapp: 0 passed, 1 failed')
  process.exit(1)
}
const server = await startServer()
let code = 1
try {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '--config', 'test/weapp/jest.config.js', '--ci'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEAPP_API_ORIGIN: server.base },
  })
  code = r.status ?? 1
} finally {
  await server.stop()
}
process.exit(code)
