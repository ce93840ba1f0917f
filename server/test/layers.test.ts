// The server's layer rules (ADR 0068), read from the import lines of every source file: nothing imports
// upward, a module reaches another only through its index.ts, and the modules import each other in no circle.
// And from the export lines of each module's index.ts: its one public face (issue 21), `default` and `<area>Service`.
// And from the query builders' table names: a module writes only its own tables (ADR 0067).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const SRC = path.resolve(import.meta.dirname, '../src')

/** Bottom first: a file may import its own layer and the ones below. */
const LAYERS: Array<[number, (rel: string) => boolean]> = [
  [0, (r) => /^(db|data|i18n)\//.test(r) || r === 'config.ts'],
  [1, (r) => r.startsWith('core/')],
  [2, (r) => r.startsWith('plugins/') || r.startsWith('seed/')],
  [3, (r) => r.startsWith('modules/')],
  [4, (r) => r.startsWith('flows/')],
  [5, (r) => r === 'app.ts' || r === 'main.ts'],
]
const layerOf = (rel: string) => LAYERS.find(([, is]) => is(rel))?.[0]

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    return d.isDirectory() ? sources(p) : /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts') ? [p] : []
  })
}

/** Every relative import of `file` inside src/, as paths relative to src/ (`.js` read as `.ts`). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g)) {
    const abs = path.resolve(path.dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '.ts'))
    const rel = path.relative(SRC, abs).split(path.sep).join('/')
    if (!rel.startsWith('..')) out.push(rel)
  }
  return out
}

const files = sources(SRC).map((f) => ({ rel: path.relative(SRC, f).split(path.sep).join('/'), imports: importsOf(f) }))
const areaOf = (rel: string) => /^modules\/([^/]+)\//.exec(rel)?.[1]

describe('layers: db < core < plugins, seed < modules < flows < app, main', () => {
  it('every source file has a layer, and nothing imports a layer above its own (plugins and seed not each other)', () => {
    const bad: string[] = []
    for (const f of files) {
      const from = layerOf(f.rel)
      assert.notEqual(from, undefined, `${f.rel} has no layer`)
      for (const to of f.imports) {
        const l = layerOf(to)
        if (l !== undefined && l > from!) bad.push(`${f.rel} -> ${to}`)
        if (l === 2 && from === 2 && f.rel.split('/')[0] !== to.split('/')[0]) bad.push(`${f.rel} -> ${to}`)
      }
    }
    assert.deepEqual(bad, [])
  })

  it('a module imports another only through its index.ts, and the modules import each other in no circle', () => {
    const bad: string[] = []
    const edges = new Map<string, Set<string>>()
    for (const f of files) {
      const from = areaOf(f.rel)
      if (!from) continue
      for (const to of f.imports) {
        const area = areaOf(to)
        if (!area || area === from) continue
        if (to !== `modules/${area}/index.ts`) bad.push(`${f.rel} -> ${to}`)
        edges.set(from, (edges.get(from) ?? new Set()).add(area))
      }
    }
    assert.deepEqual(bad, [])
    // depth-first: a module met again on the path being walked closes a circle
    const circles: string[] = []
    const walk = (a: string, trail: string[]) => {
      if (trail.includes(a)) return void circles.push([...trail.slice(trail.indexOf(a)), a].join(' -> '))
      for (const b of edges.get(a) ?? []) walk(b, [...trail, a])
    }
    for (const a of edges.keys()) walk(a, [])
    assert.deepEqual([...new Set(circles)], [])
  })

  it("a module's index.ts exports no value but `default` and its `<area>Service` (types may go along)", () => {
    const bad: string[] = []
    for (const f of files) {
      const area = /^modules\/([^/]+)\/index\.ts$/.exec(f.rel)?.[1]
      if (!area) continue
      const face = `${area.replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase())}Service`
      bad.push(
        ...valueExports(fs.readFileSync(path.join(SRC, f.rel), 'utf8'))
          .filter((n) => n !== 'default' && n !== face)
          .map((n) => `${f.rel}: ${n}`),
      )
    }
    assert.deepEqual(bad, [])
  })

  it("a module writes only its own tables, and reads another's only in the listed read joins of the catalog family", () => {
    // which module owns a table: the one whose <area>.schema.ts declares it
    const owner = new Map<string, string>()
    for (const f of files) {
      const area = /^modules\/([^/]+)\/[^/]+\.schema\.ts$/.exec(f.rel)?.[1]
      if (!area) continue
      for (const m of fs.readFileSync(path.join(SRC, f.rel), 'utf8').matchAll(/^ {2}([a-z_]+): (?:\{|[A-Z])/gm)) if (!owner.has(m[1])) owner.set(m[1], area)
    }
    assert.ok(owner.get('orders') === 'order' && owner.get('product_skus') === 'inventory', 'table owners are read from the schema files')
    // Read joins kept on purpose (one statement for a list instead of one per module; ADR 0067): the catalog's
    // split left products (catalog), product_skus (inventory) and shops (shop) joined where a list shows them
    // together. A new entry here is a decision: prefer asking the owner's face.
    const READS = new Set([
      'cart reads product_skus',
      'cart reads products',
      'cart reads shops',
      'catalog reads product_skus',
      'catalog reads shops',
      'inventory reads products',
      'inventory reads shops',
      'order reads shops',
      'shop reads products',
    ])
    const found: string[] = []
    for (const f of files) {
      const area = /^modules\/([^/]+)\//.exec(f.rel)?.[1]
      // seeds write a new tenant's demo data across modules (<area>.seed.ts); migrations create and fill tables
      if (!area || /\.seed\.ts$|\/migrations\//.test(f.rel)) continue
      const text = fs.readFileSync(path.join(SRC, f.rel), 'utf8')
      for (const m of text.matchAll(/\b(selectFrom|innerJoin|leftJoin|insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g)) {
        const own = owner.get(m[2])
        if (!own || own === area) continue
        const write = /^(insertInto|updateTable|deleteFrom|mergeInto)$/.test(m[1])
        const what = `${area} ${write ? 'writes' : 'reads'} ${m[2]}`
        if (write || !READS.has(what)) found.push(`${f.rel}: ${what} (owned by ${own})`)
      }
    }
    assert.deepEqual([...new Set(found)], [])
  })
})

/** The names of the values a file exports (`export type ...`, `export interface ...` and `type` specifiers left out). */
function valueExports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
  const out: string[] = []
  for (const m of code.matchAll(/(?:^|\n)\s*export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (m[1]) continue
    for (const spec of m[2]
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      if (/^type\s/.test(spec)) continue
      out.push(spec.split(/\s+as\s+/).pop()!)
    }
  }
  for (const m of code.matchAll(/(?:^|\n)\s*export\s+\*(?:\s+as\s+(\w+))?/g)) out.push(m[1] ?? '*')
  for (const _ of code.matchAll(/(?:^|\n)\s*export\s+default\b/g)) out.push('default')
  for (const m of code.matchAll(/(?:^|\n)\s*export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|abstract\s+class)\s+(\w+)/g))
    out.push(m[1])
  return out
}
