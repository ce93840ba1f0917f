import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database.js'

/**
 * Forward-only, numbered migrations: every file `NNNN_name.ts` in ./migrations, applied in name order.
 * The first files own number ranges (core 0001-0009, account 0010-0019, system 0020-0029, catalog 0030-0039);
 * every newer one is named by timestamp `YYYYMMDDHHMMSS_<area>_<what>` and sorts after them.
 */
class DirectoryProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const dir = path.join(import.meta.dirname, 'migrations')
    const files = (await fs.readdir(dir)).filter((f) => /^(\d{4}|\d{14})_.*\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort()
    const out: Record<string, Migration> = {}
    for (const f of files) out[f.replace(/\.(ts|js)$/, '')] = await import(pathToFileURL(path.join(dir, f)).href)
    return out
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new DirectoryProvider() })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
