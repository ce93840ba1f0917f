import { createHash } from 'node:crypto'
import path from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Config } from '../config.js'
import { ensureDatabase, startEmbedded, type EmbeddedHandle } from './embedded.js'
import type { DB } from './schema/index.js'

// int8 (bigserial ids, counts) as JS numbers: ids and minor-unit amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v))

export type Db = Kysely<DB>

export interface Database {
  db: Db
  /** Connection string in use. */
  url: string
  embedded?: EmbeddedHandle
  close(): Promise<void>
}

export const DB_NAME = 'mall'

/** Open the configured database: `DATABASE_URL`, or an embedded PostgreSQL under dataDir/pg. */
export async function openDatabase(config: Config, log: (m: string) => void = () => {}): Promise<Database> {
  let url = config.databaseUrl
  let embedded: EmbeddedHandle | undefined
  if (!url) {
    embedded = await startEmbedded(path.join(config.dataDir, 'pg'), log)
    await ensureDatabase(embedded.adminUrl, DB_NAME)
    url = embedded.url(DB_NAME)
  }
  // PG_PREPARE=0 turns named prepared statements off (to compare)
  const db = connect(url, 10, { prepare: process.env.PG_PREPARE !== '0' })
  return {
    db,
    url,
    embedded,
    async close() {
      await db.destroy()
      await embedded?.stop()
    },
  }
}

/**
 * SQL statements this process ran, counted when SQL_COUNT=1 or a test turns it on (the app then sends the running count in
 * an `x-sql-count` header: `npm run bench` prints the statements of one request from two of them).
 */
export const sqlCount = { enabled: process.env.SQL_COUNT === '1', n: 0 }

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
/**
 * A statement whose best plan depends on its parameters' values (a keyword's LIKE pattern: a common word walks a
 * sort index, a rare one the trigram index) carries this comment and is never named: PostgreSQL then plans it
 * with its values every time instead of switching to one generic plan after five runs (ADR 0144).
 */
export const CUSTOM_PLAN = '/* custom plan */'
/** named statements one connection keeps at most (IN lists of every length are distinct texts) */
const PREPARED_MAX = 1000

/** statement texts' names, shared by every connection (a text is hashed once per process, not per run) */
const statementNames = new Map<string, string>()
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`
    // bounded like a connection's named statements (IN lists of every length are distinct texts)
    if (statementNames.size < PREPARED_MAX * 4) statementNames.set(text, name)
  }
  return name
}

/**
 * Every parameterised SELECT/INSERT/UPDATE/DELETE of a pool connection becomes a named prepared
 * statement (named by its text's hash): PostgreSQL parses it once per connection and, after a few
 * runs, plans it once too; planning was a large part of a short query's cost. Texts without
 * parameters (migrations, BEGIN/COMMIT, multi-statement scripts) stay on the simple protocol.
 * Only for a server's pool: a schema changed under a prepared `select *` would fail it (migrations run
 * before the server's first query).
 */
function prepareStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...a: unknown[]) => unknown
  // the statements this connection has prepared
  const names = new Set<string>()
  ;(client as unknown as { query: (...a: unknown[]) => unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && Array.isArray(values) && values.length && PREPARABLE.test(text) && !text.includes(CUSTOM_PLAN)) {
      const name = statementName(text)
      if (names.has(name) || names.size < PREPARED_MAX) {
        names.add(name)
        return query({ name, text, values }, ...rest)
      }
    }
    return query(text, values, ...rest)
  }
}

/** `o.trace` sees every statement with its time and parameters (the checkout bench's per-statement profile, the catalogue bench's plans). */
export function connect(url: string, max = 10, o: { prepare?: boolean; trace?: (sql: string, ms: number, parameters: readonly unknown[]) => void } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max })
  pool.on('error', () => {}) // idle client errors (server restart) must not crash the process
  if (o.prepare) pool.on('connect', prepareStatements)
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (sqlCount.enabled) sqlCount.n++
      o.trace?.(e.query.sql, e.queryDurationMillis, e.query.parameters)
    },
  })
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
