// Path rules shared by whatever reads files from a data directory (uploads, the public files plugin).
import path from 'node:path'

/** Resolve a requested path under `root`, refusing anything that escapes it. */
export function safeJoin(root: string, rel: string): string | null {
  const abs = path.resolve(root, rel)
  return abs.startsWith(path.resolve(root) + path.sep) ? abs : null
}
