// The server's layer rule (issue 21, item 1; docs/adr/0074-one-lint-and-formatter.md): layers run
// db < core < plugins < modules < flows < app/main, and each module's index.ts is its public face.
// The rule resolves every relative import, re-export and literal import() of a file in server/src
// against that file's folder, so a path's depth does not matter (a pattern on the import text would).
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const SRC = path.join(root, 'server/src')

// where a file in server/src sits: its layer (first folder, or 'app' for the files at the top) and,
// inside modules/, the module's name and the rest of the path
function place(file) {
  const rel = path.relative(SRC, file).split(path.sep)
  if (rel[0] === '..' || path.isAbsolute(rel[0])) return null
  if (rel.length === 1) return { layer: 'app' }
  if (rel[0] === 'modules') return { layer: 'modules', module: rel[1], rest: rel.slice(2).join('/') }
  return { layer: rel[0] }
}

// layers that must not reach a higher one (the layers not named here, e.g. seed/ and data/, are free)
const FORBIDDEN = {
  db: ['modules', 'flows'],
  core: ['modules', 'flows'],
  plugins: ['modules', 'flows'],
  modules: ['flows'],
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'server/src: a module is reached only through its index.ts; db, core and plugins import no module; modules import no flow' },
    schema: [],
    messages: {
      notIndex: "Import the module '{{module}}' through its public face '{{suggest}}', not its file '{{target}}' (modules/<area>/index.ts is the module's face).",
      upward: "{{from}}/ must not import {{to}}/ ({{target}}): layers run db < core < plugins < modules < flows < app; pass what is needed down through a hook (core/hooks.ts) or move the work into flows/.",
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
      if (FORBIDDEN[from.layer]?.includes(to.layer)) {
        context.report({ node: source, messageId: 'upward', data: { from: from.layer, to: to.layer, target: shown } })
        return
      }
      // another module's file other than its index (own files are free; any layer that may import a
      // module at all goes through the index)
      if (to.layer === 'modules' && to.module !== from.module && to.rest !== '' && !/^index(\.[jt]s)?$/.test(to.rest)) {
        const suggest = path.relative(path.dirname(file), path.join(SRC, 'modules', to.module, 'index.js')).split(path.sep).join('/')
        context.report({ node: source, messageId: 'notIndex', data: { module: to.module, target: shown, suggest: suggest.startsWith('.') ? suggest : `./${suggest}` } })
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
