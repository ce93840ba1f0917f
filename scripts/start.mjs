// One command to run the app: build the H5 client if it is missing or stale, then start the API
// server with its embedded PostgreSQL and demo data. It prints the URL and the demo login.
import { buildServer, SERVER_MAIN, SERVER_NODE_FLAGS } from './build-server.mjs'
import { buildIfStale, root, run } from './lib.mjs'

const force = process.argv.includes('--rebuild')
if ((await buildIfStale('h5', { force })) !== 0) {
  console.error('[start] the H5 build failed; see the output above')
  process.exit(1)
}
// the server as plain JavaScript (a second at most): no TypeScript loader in the running process (ADR 0125)
await buildServer()
// npm runs this script under `sh -c`, and a signal to npm (a process manager's SIGTERM, a closed
// terminal) may stop npm and the shell without reaching this process: when the process that started
// it goes away, stop the server as if told to (run() passes the signal on and waits).
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
}, 500).unref()
const { code } = await run(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
  cwd: root,
  env: { NODE_ENV: process.env.NODE_ENV || 'development' },
  // the server stops (and stops its database) when this process goes, even when it is killed hard
  ipc: true,
})
process.exit(code)
