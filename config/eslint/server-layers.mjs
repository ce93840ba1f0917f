// The server's layer rule (ADR 0068, docs/adr/0074-one-lint-and-formatter.md): bottom first, db (with data/,
// i18n/, config.ts) < core < plugins and seed (not each other) < modules < flows < app.ts and main.ts; nothing
// imports upward, and a module is reached only through its index.ts (its face). The rule resolves every
// relative import, re-export and literal import() of a file in server/src against that file's folder, so a
// path's depth does not matter (a pattern on the import text would). server/test/layers.test.ts reads the same
// table from the import lines and also finds circles between modules.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const SRC = path.join(root, 'server/src')

// bottom first: [rank, the folder or top-level file names of that rank]
const LAYERS = [
  [0, ['db', 'data', 'i18n', 'config.ts']],
  [1, ['core']],
  [2, ['plugins', 'seed']],
  [3, ['modules']],
  [4, ['flows']],
  [5, ['app.ts', 'main.ts']],
]

// where a file in server/src sits: its layer (first folder or top-level file), its rank and, inside
// modules/, the module's name and the rest of the path
function place(file) {
  const rel = path.relative(SRC, file).split(path.sep)
  if (rel[0] === '..' || path.isAbsolute(rel[0])) return null
  const layer = rel.length === 1 ? rel[0].replace(/\.js$/, '.ts') : rel[0]
  const rank = LAYERS.find(([, names]) => names.includes(layer))?.[0]
  if (rel[0] === 'modules') return { layer, rank, module: rel[1], rest: rel.slice(2).join('/') }
  return { layer, rank }
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'server/src: nothing imports a higher layer (db < core < plugins, seed < modules < flows < app, main); a module is reached only through its index.ts',
    },
    schema: [],
    messages: {
      notIndex:
        "Import the module '{{module}}' through its public face '{{suggest}}', not its file '{{target}}' (modules/<area>/index.ts is the module's face).",
      upward:
        '{{from}} must not import {{to}} ({{target}}): layers run db < core < plugins, seed < modules < flows < app, main (ADR 0068); what a lower layer needs from a module comes through a hook (core/hooks.ts), work across modules goes into flows/.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename
    const from = place(file)
    if (!from) return {}
    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source.value)
      const to = place(target)
      if (!to) return
      const shown = path.relative(SRC, target).split(path.sep).join('/')
      const sideways = from.rank === 2 && to.rank === 2 && from.layer !== to.layer // plugins and seed
      if ((from.rank !== undefined && to.rank !== undefined && to.rank > from.rank) || sideways) {
        context.report({ node: source, messageId: 'upward', data: { from: from.layer, to: to.layer, target: shown } })
        return
      }
      // another module's file other than its index (own files are free; any layer that may import a
      // module at all goes through the index)
      if (to.layer === 'modules' && to.module !== from.module && to.rest !== '' && !/^index(\.[jt]s)?$/.test(to.rest)) {
        const suggest = path
          .relative(path.dirname(file), path.join(SRC, 'modules', to.module, 'index.js'))
          .split(path.sep)
          .join('/')
        context.report({
          node: source,
          messageId: 'notIndex',
          data: { module: to.module, target: shown, suggest: suggest.startsWith('.') ? suggest : `./${suggest}` },
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    }
  },
}

export const serverLayers = { rules: { imports: rule } }
