// The API server as plain JavaScript: every file of server/src and types/ turned into ES modules one by one
// (esbuild, the transform tsx uses at run time, ahead of time), the same folders under server/build so relative
// imports, module discovery (core/discover.ts, db/migrate.ts) and files read beside the code (the region tree,
// demo videos and pictures) work unchanged. `npm start` runs it with plain node: no loader thread, no transform
// at start (ADR 0125). Tests and development keep running the sources under tsx.
//   node scripts/build-server.mjs          build (about a second)
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { root } from './lib.mjs'

export const SERVER_BUILD = path.join(root, 'server', 'build')
export const SERVER_MAIN = path.join(SERVER_BUILD, 'server', 'src', 'main.js')
/**
 * How node runs the built server: V8 sized for memory (a smaller young generation and heap growth), which keeps a node
 * with 1,000 idle chat sockets near 125 MB instead of 185 MB (docs/perf/chat.md, ADR 0125). `SERVER_NODE_FLAGS`
 * replaces them (space-separated; empty for V8's defaults).
 */
export const SERVER_NODE_FLAGS = (process.env.SERVER_NODE_FLAGS ?? '--optimize-for-size').split(/\s+/).filter(Boolean)

const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]))

export async function buildServer() {
  const started = Date.now()
  fs.rmSync(SERVER_BUILD, { recursive: true, force: true })
  const sources = [...walk(path.join(root, 'server', 'src')), ...walk(path.join(root, 'types'))]
  const code = sources.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  await build({
    entryPoints: code,
    outdir: SERVER_BUILD,
    outbase: root,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  })
  // a few shared files of types/ import their neighbours without an extension (the client's bundler and tsx find
  // them): name the file, as node's own loader needs
  for (const f of walk(SERVER_BUILD).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(f, 'utf8')
    const fixed = text.replace(/(from\s*|import\s*\(\s*)"(\.{1,2}\/[^"]+)"/g, (all, head, spec) =>
      path.extname(spec) === '' && fs.existsSync(path.resolve(path.dirname(f), spec + '.js')) ? `${head}"${spec}.js"` : all,
    )
    if (fixed !== text) fs.writeFileSync(f, fixed)
  }
  // files the code reads from beside itself
  for (const f of sources.filter((f) => !f.endsWith('.ts'))) {
    const to = path.join(SERVER_BUILD, path.relative(root, f))
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(f, to)
  }
  // the server's texts are read from <root>/locales, three folders above server/src/i18n
  fs.symlinkSync(path.relative(SERVER_BUILD, path.join(root, 'locales')), path.join(SERVER_BUILD, 'locales'))
  return { files: code.length, ms: Date.now() - started }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, ms } = await buildServer()
  console.log(`[build-server] ${files} files -> ${path.relative(root, SERVER_BUILD)} in ${ms} ms`)
}
