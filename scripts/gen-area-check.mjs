// Proof that `npm run gen:area` writes an area that passes at once: generates a throwaway area into a
// temporary copy of the repository (node_modules linked, the worktree untouched), then runs on what it
// wrote the checks `npm test` runs on everything: typecheck (client and server), ESLint, stylelint (shared
// and web rules), its jest screen test with the locale parity test, and its server test with the server's
// message and route tests on a real PostgreSQL (DATABASE_URL, else the embedded one). Narrowed to the new
// files to stay cheap; prints "gen-area: N passed, N failed" and each check's seconds; exits 1 on any error.
// Run: node --import tsx scripts/gen-area-check.mjs [--keep]   (--keep leaves the copy and prints its path)
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import stylelint from 'stylelint'
import { routes } from '../src/routes/index.ts'
import { SCREENS } from '../src/routes/screens.ts'
import { sharedConfig } from '../config/stylelint/shared.mjs'
import { webConfig } from '../config/stylelint/web.mjs'
import { root, run } from './lib.mjs'

const AREA = 'zzprobe'
const keep = process.argv.includes('--keep')
const t0 = Date.now()

// 1. the copy: what the generator, the checks and the tests read; node_modules are links to the real ones
// (one fixed place per checkout, emptied first: jest's transform cache and tsc's build info, kept beside it,
// serve the next run)
const place = path.join(os.tmpdir(), `gen-area-check-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`)
const tmp = path.join(place, 'repo')
const cache = path.join(place, 'cache')
fs.rmSync(tmp, { recursive: true, force: true })
fs.mkdirSync(cache, { recursive: true })
const COPY = [
  '.prettierrc',
  '.prettierignore',
  'src',
  'types',
  'locales',
  'config',
  'scripts',
  'test/unit',
  'test/jest.config.js',
  'test/babel.jest.js',
  'server/src',
  'server/test',
  'server/tsconfig.json',
  'server/package.json',
  'docs/areas.md',
  'package.json',
  'tsconfig.json',
  'global.d.ts',
  'babel.config.js',
  'eslint.config.mjs',
]
for (const p of COPY) fs.cpSync(path.join(root, p), path.join(tmp, p), { recursive: true })
for (const nm of ['node_modules', 'server/node_modules']) fs.symlinkSync(fs.realpathSync(path.join(root, nm)), path.join(tmp, nm))

const results = []
async function check(name, fn) {
  const t = Date.now()
  const { code, out = '' } = await fn()
  results.push({ name, ok: code === 0, secs: ((Date.now() - t) / 1000).toFixed(1) })
  if (code !== 0) console.log(`--- ${name} failed:\n${out.trim()}`)
}
const inCopy = (cmd, args) => run(cmd, args, { cwd: tmp, quiet: true })

// 2. generate, on the first page of the route table that has no screen yet
const page = routes.find((r) => !SCREENS[r.name])?.name
await check('generate', () => inCopy(process.execPath, ['--import', 'tsx', 'scripts/gen-area.mjs', AREA, '--page', page]))
const written = fs.existsSync(path.join(tmp, 'src/features', AREA))
if (written) {
  const under = (dir) => (fs.existsSync(path.join(tmp, dir)) ? fs.readdirSync(path.join(tmp, dir), { recursive: true }).map((f) => `${dir}/${f}`) : [])
  const client = [...under(`src/features/${AREA}`), `types/${AREA}.ts`, `types/${AREA}-codes.ts`, `src/pages/${page}.tsx`, 'src/routes/screens.ts']
  const clientTs = client.filter((f) => /\.tsx?$/.test(f))
  const scss = client.filter((f) => f.endsWith('.scss'))
  const server = [...under(`server/src/modules/${AREA}`), `server/test/${AREA}.test.ts`].filter((f) => f.endsWith('.ts'))
  // typecheck: the project's options; the client's new files (and what they import), the whole server (its DB
  // type and hook names are merged from every module's schema and hooks declarations)
  fs.writeFileSync(
    path.join(tmp, 'tsconfig.gen.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [...clientTs, `test/unit/${AREA}-screen.test.tsx`, 'global.d.ts'] }),
  )
  fs.writeFileSync(
    path.join(tmp, 'server/tsconfig.gen.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [...server.map((f) => f.replace(/^server\//, '')), 'src/**/*.ts'] }),
  )
  const tsc = path.join(tmp, 'node_modules/typescript/bin/tsc')
  await Promise.all([
    check('typecheck (client)', () =>
      inCopy(process.execPath, [tsc, '-p', 'tsconfig.gen.json', '--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cache, 'client.tsbuildinfo')]),
    ),
    check('typecheck (server)', () =>
      inCopy(process.execPath, [
        tsc,
        '-p',
        'server/tsconfig.gen.json',
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        path.join(cache, 'server.tsbuildinfo'),
      ]),
    ),
  ])
  await check('lint (eslint)', () => inCopy(process.execPath, [path.join(tmp, 'node_modules/eslint/bin/eslint.js'), ...clientTs, ...server]))
  await check('format (prettier --check)', () =>
    inCopy(process.execPath, [
      path.join(tmp, 'node_modules/prettier/bin/prettier.cjs'),
      '--check',
      ...client,
      ...server,
      `test/unit/${AREA}-screen.test.tsx`,
      'locales',
    ]),
  )
  await check('style lint (stylelint)', async () => {
    const out = []
    for (const [config, files] of [
      [sharedConfig, scss.filter((f) => !f.endsWith('.h5.scss'))],
      [webConfig, scss.filter((f) => f.endsWith('.h5.scss'))],
    ]) {
      const { results: rs } = await stylelint.lint({ config, configBasedir: root, files, cwd: tmp })
      for (const r of rs) for (const w of r.warnings) out.push(`${path.relative(tmp, r.source)}:${w.line} ${w.text}`)
    }
    return { code: out.length ? 1 : 0, out: out.join('\n') }
  })
  await check('jest (screen test, locale parity, typed names, endpoint table)', () =>
    inCopy(process.execPath, [
      path.join(tmp, 'node_modules/jest/bin/jest.js'),
      '--config',
      'test/jest.config.js',
      '--ci',
      `test/unit/${AREA}-screen.test.tsx`,
      'test/unit/i18n.test.ts',
      'test/unit/typed-names.test.ts',
      'test/unit/api-table.test.ts',
    ]),
  )
  await check('server test (module, messages, routes, layers)', () =>
    inCopy(process.execPath, [
      'server/test/run.mjs',
      `server/test/${AREA}.test.ts`,
      'server/test/i18n.test.ts',
      'server/test/routes.test.ts',
      'server/test/layers.test.ts',
    ]),
  )
}

if (keep) console.log(`gen-area: the copy stays at ${tmp}`)
else fs.rmSync(tmp, { recursive: true, force: true })
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.secs} s)`)
const bad = results.filter((r) => !r.ok).length
console.log(`gen-area check took ${((Date.now() - t0) / 1000).toFixed(1)} s`)
console.log(`gen-area: ${results.length - bad} passed, ${bad} failed`)
process.exit(bad ? 1 : 0)
