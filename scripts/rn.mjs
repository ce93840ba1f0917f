// React Native: the rn/ package (Taro RN 4.1.10, React Native 0.73, expo 50) compiles the shared src/.
//   node scripts/rn.mjs install          npm install in rn/ when rn/node_modules is missing or older than rn/package-lock.json
//   node scripts/rn.mjs build [--force]  the Android and iOS bundles (skipped when up to date unless --force),
//                                        each checked to exist, to be fresh and to hold every page of the route table;
//                                        Metro runs without a file watcher, each step within a time limit (lib.mjs LIMITS)
//   node scripts/rn.mjs test             the RN screen tests (jest, React Native preset, in rn/)
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { limitOf, newestMtime, root, run } from './lib.mjs'

const rnDir = path.join(root, 'rn')
const lock = path.join(rnDir, 'package-lock.json')
const installedMarker = path.join(rnDir, 'node_modules', '.package-lock.json')

export const BUNDLES = {
  android: { file: path.join(rnDir, 'dist', 'android', 'index.bundle'), assets: path.join(rnDir, 'dist', 'android', 'res') },
  ios: { file: path.join(rnDir, 'dist', 'ios', 'main.jsbundle'), assets: path.join(rnDir, 'dist', 'ios') },
}

/** What the bundles are made of: the shared client and the rn/ package's own files. */
const RN_INPUTS = [
  'src',
  'config',
  'locales',
  'types',
  'babel.config.js',
  'tsconfig.json',
  'rn/config',
  'rn/shims',
  'rn/babel.config.js',
  'rn/metro.config.js',
  'rn/index.js',
  'rn/package-lock.json',
]

const mtime = (f) => {
  try {
    return fs.statSync(f).mtimeMs
  } catch {
    return 0
  }
}

export function rnInstallIsStale() {
  return mtime(installedMarker) === 0 || mtime(installedMarker) + 1000 < mtime(lock)
}

export async function install({ force = false } = {}) {
  if (!force && !rnInstallIsStale()) {
    console.log('[rn] rn/node_modules is up to date')
    return 0
  }
  console.log('[rn] installing rn/ (npm install) ...')
  const t0 = Date.now()
  const { code, out } = await run('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: rnDir,
    quiet: true,
    timeout: limitOf('rn install'),
    step: 'rn install',
  })
  const tail = out.split('\n').filter((l) => l.trim() && !/Unknown user config|^npm warn/.test(l))
  for (const l of code === 0 ? tail.slice(-2) : tail.slice(-40)) console.log(`  ${l}`)
  console.log(`[rn] install ${code === 0 ? 'done' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return code
}

export function rnBuildIsStale() {
  const oldest = Math.min(...Object.values(BUNDLES).map((b) => mtime(b.file)))
  return oldest === 0 || newestMtime(RN_INPUTS) > oldest
}

/** The route table's page paths (`/pages/...`), read with tsx like scripts/route-gaps.mjs does. */
async function routePages() {
  const { code, out } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./src/routes/index.ts').then((m) => console.log(JSON.stringify((m.routes ?? m.default.routes).map((r) => '/' + r.path))))",
    ],
    { quiet: true },
  )
  if (code !== 0) throw new Error(`reading the route table failed:\n${out}`)
  return JSON.parse(out.trim().split('\n').pop())
}

/** The pages Taro RN registered in a bundle: its generated entry's `pageList` (`pagePath:'/pages/...'`). */
export function bundlePages(text) {
  const at = text.indexOf('.pageList=[')
  if (at < 0) return []
  return [...new Set([...text.slice(at).matchAll(/pagePath:'(\/pages\/[^']+)'/g)].map((m) => m[1]))]
}

/** The source files of src/ that RN compiles: no other platform's twin, and no default file that has an `.rn.` twin. */
function rnSources() {
  const out = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name)
      if (e.isDirectory()) walk(file)
      else {
        const m = e.name.match(/^(.*?)(?:\.(h5|weapp|alipay|tt|rn))?\.(tsx?|jsx?)$/)
        if (!m || (m[2] && m[2] !== 'rn')) continue
        if (!m[2] && ['ts', 'tsx', 'js', 'jsx'].some((x) => fs.existsSync(path.join(dir, `${m[1]}.rn.${x}`)))) continue
        out.push(file)
      }
    }
  }
  walk(path.join(root, 'src'))
  return out
}

/**
 * What RN's pinned packages lack of what src/ uses (docs/adr/0053), one line each: a Taro API outside Taro RN
 * 4.1.10's lists (`Taro.x` or `import { x } from '@tarojs/taro'`), a component `@tarojs/components-rn` does not
 * have, a React export React 18.2 does not have. Calls listed in config/taro-swaps.js RN_ELSEWHERE_ONLY pass.
 */
export function rnSurfaceProblems() {
  const rnRequire = createRequire(path.join(rnDir, 'package.json'))
  const require = createRequire(import.meta.url)
  const { RN_ELSEWHERE_ONLY } = require('../config/taro-swaps.js')
  const apis = new Set([...rnRequire('@tarojs/taro-rn/apiList.js'), ...rnRequire('@tarojs/taro-rn/libList.js')])
  const components = new Set(fs.readdirSync(path.join(path.dirname(rnRequire.resolve('@tarojs/components-rn/package.json')), 'dist', 'components')))
  const react = new Set(Object.keys(rnRequire('react')))
  const allowed = new Set(RN_ELSEWHERE_ONLY.map((a) => `${a.file}: ${a.name}`))
  const names = (list) =>
    list
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x && !x.startsWith('type '))
      .map((x) => x.split(/\s+as\s+/)[0])
  const problems = []
  for (const file of rnSources()) {
    const rel = path.relative(root, file)
    const source = fs.readFileSync(file, 'utf8')
    const used = [...source.matchAll(/\bTaro\.([A-Za-z_]\w*)/g)].map((m) => m[1])
    for (const m of source.matchAll(/import\s+(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*'@tarojs\/taro'/g)) used.push(...names(m[1]))
    for (const n of new Set(used)) if (!apis.has(n) && !allowed.has(`${rel}: Taro.${n}`)) problems.push(`${rel}: Taro.${n} is not in Taro RN 4.1.10`)
    for (const m of source.matchAll(/import\s+\{([^}]*)\}\s*from\s*'@tarojs\/components'/g))
      for (const n of names(m[1])) if (!components.has(n) && !/Props$/.test(n)) problems.push(`${rel}: <${n}> is not in @tarojs/components-rn 4.1.10`)
    for (const m of source.matchAll(/import\s+(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*'react'/g))
      for (const n of names(m[1])) if (!react.has(n) && !/^[A-Z]/.test(n)) problems.push(`${rel}: ${n} is not in React 18.2`)
  }
  return problems
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`

async function buildOne(platform, pages) {
  const { file, assets } = BUNDLES[platform]
  const t0 = Date.now()
  // NODE_ENV=production: Taro's constants and `react-native bundle --dev false` (minified).
  // CI=true: Metro builds its file map without watching it (metro's createFileMap: `watch: !isCI`). Watching,
  // `react-native bundle` could never end on a cold build: it saves the assets into new directories of rn/dist
  // (rn/ is a watched root) and ends Metro without waiting; metro-file-map's NodeWatcher (fs.watch on every
  // directory of rn/, node_modules included) handles those new directories after its close() and watches them
  // anew, and the open watches keep the process alive (reproduced on NodeWatcher alone: a directory made just
  // before close() is watched after it; one that existed, as on a warm build, is not).
  // `taro build` spawns that bundle command and waits for it: the time limit kills both (their process group).
  const { code, out } = await run('npx', ['taro', 'build', '--type', 'rn', '--platform', platform], {
    cwd: rnDir,
    env: { NODE_ENV: 'production', CI: 'true' },
    quiet: true,
    timeout: limitOf(`rn ${platform}`),
    step: `rn ${platform} bundle`,
  })
  const lines = out
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .split('\n')
    .filter((l) => l.trim())
  // `taro build --type rn` exits 0 even when Metro fails: the bundle must exist and be newer than this build
  const fresh = mtime(file) >= t0 - 1000
  const ok = code === 0 && fresh
  if (!ok) {
    for (const l of lines.filter((x) => !/^\s+at /.test(x)).slice(-60)) console.log(`  ${l}`)
    const why = code === 124 ? `killed at its time limit of ${limitOf(`rn ${platform}`)} s` : `exit ${code}`
    console.log(
      `[rn] ${platform} FAILED in ${((Date.now() - t0) / 1000).toFixed(1)} s (${why}; ${fresh ? 'bundle written' : `no fresh ${path.relative(root, file)}`})`,
    )
    return 1
  }
  const text = fs.readFileSync(file, 'utf8')
  const inBundle = new Set(bundlePages(text))
  const missing = pages.filter((p) => !inBundle.has(p))
  const refused = lines.filter((l) => /error/i.test(l) && !/^\s+at |\b0 errors\b/.test(l)).slice(0, 5)
  for (const l of refused) console.log(`  ${l}`)
  const size = Buffer.byteLength(text)
  const assetCount = fs.existsSync(assets)
    ? fs.readdirSync(assets, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)) && !String(f).endsWith('.jsbundle')).length
    : 0
  console.log(
    `[rn] ${platform}: ${path.relative(root, file)} ${kb(size)} minified, ${kb(gzipSync(text).length)} gzip; ${assetCount} asset files; built in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
  console.log(
    `[rn] ${platform}: ${inBundle.size} pages registered, route table ${pages.length}${missing.length ? `; MISSING ${missing.length}: ${missing.slice(0, 10).join(', ')}` : ', all present'}`,
  )
  return missing.length ? 1 : 0
}

export async function build({ force = false, platforms = ['android', 'ios'] } = {}) {
  const ic = await install()
  if (ic !== 0) return ic
  if (!force && !rnBuildIsStale()) {
    const text = fs.readFileSync(BUNDLES.android.file, 'utf8')
    console.log(
      `[rn] rn/dist is up to date (android ${kb(Buffer.byteLength(text))} minified, ${kb(gzipSync(text).length)} gzip; ${bundlePages(text).length} pages)`,
    )
    return 0
  }
  // what src/ uses that RN's pinned Taro and React lack would only show on a device: stop here instead
  const lacking = rnSurfaceProblems()
  for (const p of lacking) console.log(`[rn] ${p}`)
  if (lacking.length) {
    console.log(
      `[rn] FAILED: ${lacking.length} use(s) of what RN's Taro 4.1.10 / React 18.2 lack (docs/adr/0053; a call made on other platforms only goes to config/taro-swaps.js RN_ELSEWHERE_ONLY)`,
    )
    return 1
  }
  const pages = await routePages()
  let code = 0
  for (const p of platforms) code = (await buildOne(p, pages)) || code
  return code
}

export async function test(args = []) {
  const ic = await install()
  if (ic !== 0) return ic
  const { code } = await run('npx', ['jest', '--config', 'jest.config.js', '--ci', ...args], { cwd: rnDir })
  return code
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd = 'build', ...rest] = process.argv.slice(2)
  const force = rest.includes('--force')
  const only = rest.filter((a) => a === 'android' || a === 'ios')
  let code
  if (cmd === 'install') code = await install({ force })
  else if (cmd === 'build') code = await build({ force, platforms: only.length ? only : undefined })
  else if (cmd === 'test') code = await test(rest)
  else {
    console.error(`unknown command ${cmd}: install | build [--force] [android|ios] | test`)
    code = 2
  }
  process.exit(code)
}
