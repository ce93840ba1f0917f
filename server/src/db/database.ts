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
  const db = connect(url)
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

export function connect(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max })
  pool.on('error', () => {}) // idle client errors (server restart) must not crash the process
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: () => void (sqlCount.enabled && sqlCount.n++) })
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
