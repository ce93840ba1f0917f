// Size budgets, printed as figures (exit 1 when one is over):
// - H5: gzip bytes of the JS and CSS the browser fetches before the home page is interactive
//   (measured in headless Chromium on the real server: every script/stylesheet requested until the
//   first product card shows), and the entry alone (index.html's own scripts and styles).
// - mini-programs (weapp, alipay, tt): main package and largest subpackage, as the hosts count them
//   (all files under the root), and how long their last build took.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { root } from './lib.mjs'

// ceilings fail the run (no regressions); aims are the targets, printed as met or not
// H5 ceilings sit ~15 KB above what is measured now (183 / 148 KB), so a regression fails the run
const BUDGET = { h5Home: 200 * 1024, h5Entry: 165 * 1024, weappMain: 1.2 * 1024 * 1024, weappSub: 1.5 * 1024 * 1024 }
const AIM = { h5Home: 120 * 1024 }
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const rows = []
const check = (name, value, budget, aim) => rows.push({ name, value, budget, aim, ok: value <= budget })

const h5 = path.join(root, 'dist/h5')
if (fs.existsSync(path.join(h5, 'index.html'))) {
  const html = fs.readFileSync(path.join(h5, 'index.html'), 'utf8')
  const entry = [...html.matchAll(/(?:src|href)="\.\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])
  check('h5 entry (index.html scripts + styles, gzip)', entry.reduce((n, f) => n + gz(path.join(h5, f)), 0), BUDGET.h5Entry)

  if (!process.argv.includes('--static')) {
    const { ensureChromium, launch, startServer, until } = await import('../test/e2e/harness.mjs')
    ensureChromium()
    const server = await startServer()
    const browser = await launch()
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      const files = new Set()
      page.on('request', (r) => {
        const u = new URL(r.url())
        if (/\.(js|css)$/.test(u.pathname)) files.add(u.pathname.replace(/^\//, ''))
      })
      const t0 = Date.now()
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      const shown = await until(async () => (await page.locator('.product-card').count()) > 0, 30_000)
      const ms = Date.now() - t0
      if (!shown) throw new Error('home page never showed a product card')
      const list = [...files].filter((f) => fs.existsSync(path.join(h5, f)))
      const total = list.reduce((n, f) => n + gz(path.join(h5, f)), 0)
      if (process.env.BUDGET_FILES) for (const f of list) console.log(`     ${(gz(path.join(h5, f)) / 1024).toFixed(1).padStart(6)} KB  ${f}`)
      check(`h5 before home interactive (${list.length} files, gzip; shown in ${ms} ms)`, total, BUDGET.h5Home, AIM.h5Home)
    } finally {
      await browser.close()
      await server.stop()
    }
  }
} else console.log('dist/h5 not built: skipped')

// every mini-program host: main package and largest subpackage (same ceilings as weapp), and the last
// build's time as scripts/lib.mjs recorded it (dist/.build-times.json)
const buildTimes = (() => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'dist/.build-times.json'), 'utf8'))
  } catch {
    return {}
  }
})()
for (const platform of ['weapp', 'alipay', 'tt']) {
  const wx = path.join(root, 'dist', platform)
  if (!fs.existsSync(path.join(wx, 'app.json'))) {
    console.log(`dist/${platform} not built: skipped`)
    continue
  }
  const app = JSON.parse(fs.readFileSync(path.join(wx, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map(roots.map((r) => [r, 0]))
  let main = 0
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else {
        if (/\.(map|LICENSE\.txt)$/.test(e.name)) continue
        const rel = path.relative(wx, p).split(path.sep).join('/')
        const sub = roots.find((r) => rel.startsWith(`${r}/`))
        const n = fs.statSync(p).size
        if (sub) sizes.set(sub, sizes.get(sub) + n)
        else main += n
      }
    }
  }
  walk(wx)
  check(`${platform} main package`, main, BUDGET.weappMain)
  const [bigName, big] = [...sizes].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0]
  check(`${platform} largest subpackage (${bigName}, ${sizes.size} subpackages)`, big, BUDGET.weappSub)
  const bt = buildTimes[platform]
  if (bt) console.log(`${platform} last build: ${bt.secs} s (${bt.at})`)
}

for (const r of rows) {
  const aim = r.aim ? `; aim ${kb(r.aim)} ${r.value <= r.aim ? 'met' : 'NOT met'}` : ''
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${kb(r.value)} (ceiling ${kb(r.budget)}${aim})`)
}
process.exit(rows.every((r) => r.ok) ? 0 : 1)
