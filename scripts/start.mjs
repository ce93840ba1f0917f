// One command to run the app: build the H5 client if it is missing or stale, then start the API
// server with its embedded PostgreSQL and demo data. It prints the URL and the demo login.
import { buildIfStale, root, run } from './lib.mjs'

const force = process.argv.includes('--rebuild')
if ((await buildIfStale('h5', { force })) !== 0) {
  console.error('[start] the H5 build failed; see the output above')
  process.exit(1)
}
const { code } = await run(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env: { NODE_ENV: process.env.NODE_ENV || 'development' } })
process.exit(code)
