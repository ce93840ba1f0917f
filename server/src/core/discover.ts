import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Modules are found, not listed: every folder `src/modules/<area>/` with an `index.ts` is a module, and
 * its files are found by name (`<area>.seed.ts`; db/migrate.ts reads `migrations/` the same way). Runs under tsx (.ts) and after a
 * build (.js) alike.
 */
export const MODULES_DIR = path.join(import.meta.dirname, '..', 'modules')

const exists = (base: string) => ['.ts', '.js'].map((e) => base + e).find((f) => fs.existsSync(f))

/** The module folders, sorted by name. */
export function moduleNames(): string[] {
  return fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && exists(path.join(MODULES_DIR, d.name, 'index')))
    .map((d) => d.name)
    .sort()
}

/** The file `<module>/<name>` (without extension) of every module that has one, imported. */
export async function importFromModules<T>(name: (area: string) => string): Promise<Array<{ area: string; mod: T }>> {
  const out: Array<{ area: string; mod: T }> = []
  for (const area of moduleNames()) {
    const file = exists(path.join(MODULES_DIR, area, name(area)))
    if (file) out.push({ area, mod: (await import(pathToFileURL(file).href)) as T })
  }
  return out
}
