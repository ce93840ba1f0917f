// Writes what a new business area needs before its first business line, from scripts/templates/area/:
// the contract (types/<area>.ts with one paged list record, types/<area>-codes.ts with a free range of 20),
// the server module (index.ts, routes, service, repository, schema, errors, a migration) and its test on the
// real database, the six server and six client locale files (same keys), the client folder (api.ts, a first
// screen with its stylesheets, the text and web-CSS modules) and its screen test on the shared fake API.
// Then it registers the screen in src/routes/screens.ts under a page of the route table and runs
// scripts/gen-pages.mjs and scripts/gen-areas.mjs. It only writes new files (and the one screens.ts line):
// it refuses a name whose files exist.
// Run: npm run gen:area -- <name> [--page <route-table page>]   (default page: <name>/index)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { routes } from '../src/routes/index.ts'
import { SCREENS } from '../src/routes/screens.ts'

const root = path.resolve(import.meta.dirname, '..')
const templates = path.join(import.meta.dirname, 'templates', 'area')
const LOCALES = ['zh_CN', 'zh_TW', 'en', 'ja', 'ko', 'fil']

const fail = (msg) => {
  console.error(`gen:area: ${msg}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const at = args.indexOf('--page')
const plain = args.filter((a, i) => !a.startsWith('--') && !(at >= 0 && i === at + 1))
// `npm run gen:area x --page p` without `--`: npm keeps `--page` for itself (npm_config_page) and passes `p` on
const npmAtePage = at < 0 && process.env.npm_config_page !== undefined && plain.length === 2
const page = at >= 0 ? args[at + 1] : npmAtePage ? plain[1] : undefined
const area = plain[0]
if (!area || plain.length > (npmAtePage ? 2 : 1)) fail('usage: npm run gen:area -- <name> [--page <page of src/routes>]')
// one lower-case word: it is the folder, the i18n namespace, the module name, the URL part and the
// migration's area part (server/src/db/migrate.ts: YYYYMMDDHHMMSS_<area>_<what>)
if (!/^[a-z][a-z0-9]{1,19}$/.test(area)) fail(`"${area}": an area name is one lower-case word (a-z, 0-9), 2-20 characters`)

const pageName = page ?? `${area}/index`
if (!routes.some((r) => r.name === pageName))
  fail(`"${pageName}" is not a page of the route table (src/routes/index.ts); pass --page <page> (npm run gaps lists the pages without a screen)`)
if (SCREENS[pageName]) fail(`"${pageName}" already renders ${SCREENS[pageName].screen}; pick a page without a screen (npm run gaps)`)

const Area = area[0].toUpperCase() + area.slice(1)
// the business codes: the next free range of 20 above every code constant and declared range in types/
const codeTexts = fs
  .readdirSync(path.join(root, 'types'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(root, 'types', f), 'utf8'))
  .join('\n')
const used = [
  ...[...codeTexts.matchAll(/^\s*[A-Z][A-Z0-9_]*:\s*([12]\d{3}),/gm)].map((m) => Number(m[1])), // `FULL: 1401,`, `TITLE: 2006,`
  ...[...codeTexts.matchAll(/\b[12]\d{3}-([12]\d{3})\b/g)].map((m) => Number(m[1])), // a declared range `1400-1419`, `2000-2029`
]
const code = (Math.floor(Math.max(1000, ...used) / 20) + 1) * 20
const now = new Date()
const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14)

const subs = [
  ['__stamp__', stamp],
  ['__page__', pageName],
  ['__code19__', String(code + 19)],
  ['__code1__', String(code + 1)],
  ['__code__', String(code)],
  ['__AREA__', area.toUpperCase()],
  ['__Area__', Area],
  ['__area__', area],
]
const fill = (s) => subs.reduce((acc, [k, v]) => acc.split(k).join(v), s)

// 1. what the area will be made of: target path -> content
const out = new Map()
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
for (const file of walk(templates)) {
  const rel = path.relative(templates, file).split(path.sep).join('/')
  if (rel === 'README.md') continue
  if (rel === 'locales/client.json' || rel === 'locales/server.json') {
    const texts = JSON.parse(fs.readFileSync(file, 'utf8'))
    for (const lng of LOCALES) {
      if (!texts[lng]) fail(`${rel} has no ${lng} texts`)
      const name = rel === 'locales/client.json' ? `${area}.json` : `server-${area}.json`
      out.set(`locales/${lng}/${name}`, `${JSON.stringify(texts[lng], null, 1)}\n`)
    }
    continue
  }
  out.set(fill(rel.replace(/\.tpl$/, '')), fill(fs.readFileSync(file, 'utf8')))
}

// 2. nothing of the area may exist yet
const taken = [...out.keys(), `src/features/${area}`, `server/src/modules/${area}`].filter((f) => fs.existsSync(path.join(root, f)))
if (taken.length) fail(`"${area}" exists already: ${taken.slice(0, 5).join(', ')}`)

// 3. write, register the page, regenerate the page entries and docs/areas.md
for (const [rel, text] of out) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}
const screensFile = path.join(root, 'src/routes/screens.ts')
const screens = fs.readFileSync(screensFile, 'utf8')
const close = screens.lastIndexOf('\n}')
if (close < 0) fail('src/routes/screens.ts: the end of SCREENS was not found')
const line = `\n  '${pageName}': { from: '@/features/${area}/${area}-screen', screen: '${Area}Screen' },`
fs.writeFileSync(screensFile, screens.slice(0, close) + line + screens.slice(close))

// the area's texts are typed: its namespace joins `Namespaces` (src/core/i18n/keys.ts), in name order
const keysFile = path.join(root, 'src/core/i18n/keys.ts')
const keys = fs.readFileSync(keysFile, 'utf8')
const nsLine = `  ${area}: typeof import('../../../locales/zh_CN/${area}.json')\n`
const nsStart = keys.indexOf('export interface Namespaces {\n')
if (nsStart < 0) fail('src/core/i18n/keys.ts: `export interface Namespaces {` was not found')
const nsEnd = keys.indexOf('}\n', nsStart)
const entries = keys
  .slice(nsStart, nsEnd)
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((l) => l + '\n')
entries.push(nsLine)
entries.sort((a, b) => a.trim().localeCompare(b.trim()))
fs.writeFileSync(keysFile, keys.slice(0, nsStart) + 'export interface Namespaces {\n' + entries.join('') + keys.slice(nsEnd))

// the written files in the repository's one format (Prettier; its ignore file leaves styles and docs alone)
{
  const files = [...out.keys(), 'src/routes/screens.ts', 'src/core/i18n/keys.ts']
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', '--log-level', 'warn', ...files], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) fail('prettier --write failed on the written files')
}

// gen-api: the area's records join the client's endpoint table; gen-pages: the page entry; gen-areas: docs/areas.md
for (const script of ['scripts/gen-api.mjs', 'scripts/gen-pages.mjs', 'scripts/gen-areas.mjs']) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) fail(`${script} failed`)
}
console.log(`gen:area: wrote ${out.size} files for "${area}" (codes ${code}-${code + 19}, migration ${stamp}), page ${pageName} -> ${Area}Screen`)
for (const f of out.keys()) console.log(`  ${f}`)
console.log(
  '  src/routes/screens.ts (+1 line), src/core/i18n/keys.ts (+1 line), types/api-table.ts + types/api-records.ts (gen-api), src/pages/* (gen-pages), docs/areas.md (gen-areas)',
)
