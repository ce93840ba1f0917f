import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database.js'

const FILE = /^\d{4}_.*\.(ts|js)$|^\d{14}_[a-z0-9]+_[a-z0-9_]+\.(ts|js)$/

/**
 * `src/modules/<area>/migrations/` of every module (a folder with an index) that has one. Read as folders of files, not
 * through core/discover.ts: db is the bottom layer and imports nothing above it (ADR 0068).
 */
function moduleMigrationDirs(): string[] {
  const root = path.join(import.meta.dirname, '..', 'modules')
  return fsSync
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && ['index.ts', 'index.js'].some((f) => fsSync.existsSync(path.join(root, d.name, f))))
    .map((d) => path.join(root, d.name, 'migrations'))
    .filter((dir) => fsSync.existsSync(dir))
    .sort()
}

/**
 * Forward-only migrations in one rising sequence, applied in name order: the first ones keep their
 * names (`0001_core` ... `0030_catalog` in db/migrations: existing databases recorded them); every new
 * one is named by timestamp, `YYYYMMDDHHMMSS_<area>_<what>.ts`, and lives in its module's
 * `migrations/` folder (found, not listed). Timestamps sort after the old names; branches merged in
 * another order still run (`allowUnorderedMigrations`: a migration older than the last one applied
 * runs too, instead of Kysely refusing with "corrupted migrations").
 */
export class DirectoryProvider implements MigrationProvider {
  constructor(
    private dirs: string[] = [path.join(import.meta.dirname, 'migrations')],
    private withModules = true,
  ) {}

  /** Every migration file, by name. */
  async files(): Promise<Map<string, string>> {
    const out = new Map<string, string>()
    const all: string[] = []
    for (const dir of [...this.dirs, ...(this.withModules ? moduleMigrationDirs() : [])]) {
      all.push(...(await fs.readdir(dir)).filter((f) => FILE.test(f) && !f.endsWith('.d.ts')).map((f) => path.join(dir, f)))
    }
    for (const file of all) {
      const name = path.basename(file).replace(/\.(ts|js)$/, '')
      if (out.has(name)) throw new Error(`two migrations named ${name}: ${out.get(name)} and ${file}`)
      out.set(name, file)
    }
    return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {}
    for (const [name, file] of await this.files()) out[name] = await import(pathToFileURL(file).href)
    return out
  }
}

/** How the app's Migrator runs (see above); tests use the same. */
export const MIGRATOR_OPTIONS = { allowUnorderedMigrations: true } as const

export async function migrateToLatest(db: Db, provider: MigrationProvider = new DirectoryProvider()): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...MIGRATOR_OPTIONS })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
