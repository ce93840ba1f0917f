// Size budgets, printed as figures (exit 1 when one is over):
// - H5: bytes the browser RECEIVED before the home page is interactive (headless Chromium on the real
//   server, which sends the build's brotli twins: CDP's encodedDataLength of every response until the
//   first product card shows), scripts and stylesheets apart; and the entry alone (index.html's own
//   scripts and styles, as their brotli twins).
// - Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) on home, search results,
//   product detail and the (guest's) cart, median of 3 runs each: score, LCP, TBT, CLS, bytes, the LCP element and the shifting
//   elements (printed, never failing: load-sensitive; `--no-lighthouse` skips it).
// - the machine load at start and end, to judge the timing figures by.
// - mini-programs (weapp, alipay, tt): main package and largest subpackage, as the hosts count them
//   (all files under the root), and how long their last build took.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

// the machine's load, at start and at the end: timing figures (Lighthouse's TBT, LCP, score) follow it
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')
console.log(`machine load (1 / 5 / 15 min) at start: ${load()} on ${os.cpus().length} cores`)

// ceilings fail the run (no regressions); aims are the targets, printed as met or not
// H5 ceilings sit ~10-20% above what is measured now (163 / 324 / 122 KB received), so a regression fails
const BUDGET = { h5Home: 180 * 1024, h5HomeAll: 380 * 1024, h5Entry: 140 * 1024, weappMain: 1.2 * 1024 * 1024, weappSub: 1.5 * 1024 * 1024 }
const AIM = { h5Home: 120 * 1024 }
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
// what a brotli-accepting browser receives for a built file: its `.br` twin, else the file itself
const sent = (file) => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size)
const rows = []
const check = (name, value, budget, aim) => rows.push({ name, value, budget, aim, ok: value <= budget })

// the server serves H5_DIR when set (an older build to compare with): so does this script
const h5 = process.env.H5_DIR ? path.resolve(root, process.env.H5_DIR) : path.join(root, 'dist/h5')
if (fs.existsSync(path.join(h5, 'index.html'))) {
  const html = fs.readFileSync(path.join(h5, 'index.html'), 'utf8')
  // the entry: index.html itself (it carries the inlined critical CSS) and the scripts and stylesheets it
  // loads; preloads of later chunks are not the entry (they count in "before home interactive" below)
  const entry = [
    'index.html',
    ...[...html.matchAll(/<script[^>]*\ssrc="\.\/([^"]+\.js)"|<link[^>]*rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"/g)].map((m) => m[1] ?? m[2]),
  ]
  check(
    'h5 entry (index.html with its inlined CSS, its scripts and stylesheets, as sent: brotli)',
    entry.reduce((n, f) => n + sent(path.join(h5, f)), 0),
    BUDGET.h5Entry,
  )

  if (!process.argv.includes('--static')) {
    const { ensureChromium, launch, startServer, until } = await import('../test/e2e/harness.mjs')
    ensureChromium()
    const server = await startServer()
    const browser = await launch()
    try {
      // a Chinese browser: the default language's first screen (a browser in another of the six languages
      // gets that language's texts too, ADR 0020: +6.7 KB brotli in English, the pack and NutUI's texts)
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
      // bytes as received (body after Content-Encoding + headers), per response, from the DevTools protocol
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      const responses = new Map()
      cdp.on('Network.responseReceived', (e) =>
        responses.set(e.requestId, {
          url: e.response.url,
          type: e.type,
          enc: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'],
        }),
      )
      const received = []
      cdp.on('Network.loadingFinished', (e) => received.push({ ...responses.get(e.requestId), bytes: e.encodedDataLength }))
      const t0 = Date.now()
      await page.goto(`${server.base}/#/pages/tabbar/index`)
      const shown = await until(async () => (await page.locator('.product-card').count()) > 0, 30_000)
      const ms = Date.now() - t0
      if (!shown) throw new Error('home page never showed a product card')
      const code = received.filter((r) => r.type === 'Script' || r.type === 'Stylesheet')
      const sum = (list) => list.reduce((n, r) => n + r.bytes, 0)
      if (process.env.BUDGET_FILES)
        for (const r of received)
          console.log(
            `     ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${(r.enc ?? 'identity').padEnd(8)} ${r.type.padEnd(10)} ${new URL(r.url).pathname}${new URL(r.url).search}`,
          )
      const plain = code.filter((r) => !r.enc && r.bytes > 1024).length
      check(
        `h5 JS + CSS received before home interactive (${code.length} files, ${plain} uncompressed over 1 KB; shown in ${ms} ms)`,
        sum(code),
        BUDGET.h5Home,
        AIM.h5Home,
      )
      check(`h5 everything received before home interactive (${received.length} responses: html, code, API, pictures)`, sum(received), BUDGET.h5HomeAll)
      if (!process.argv.includes('--no-lighthouse')) {
        try {
          await lighthouse(server.base)
        } catch (e) {
          console.log(`lighthouse failed: ${e.message}`)
        }
      }
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
console.log(`machine load (1 / 5 / 15 min) at end: ${load()} on ${os.cpus().length} cores`)
process.exit(rows.every((r) => r.ok) ? 0 : 1)

/**
 * Lighthouse's mobile defaults (its default config: a phone's screen, simulated slow 4G and 4x CPU
 * slowdown, "simulate" throttling) on home, search results and product detail, each run 3 times in a
 * fresh Debian chromium. Printed per page: every run's score, LCP, TBT, CLS and bytes, then the median
 * run (Lighthouse's own pick: the run nearest the median FCP and TTI) with its LCP element and the element
 * that shifted most. Printed, never a ceiling: on a shared machine TBT (and so the score and the
 * simulated LCP) follow the load; CLS, bytes and the LCP element do not.
 */
async function lighthouse(base) {
  const { default: run } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const chromeLauncher = await import('chrome-launcher')
  const { CHROMIUM } = await import('../test/e2e/harness.mjs')
  const rows = (await (await fetch(`${base}/api/customer/api/product/search?keyword=tea&pageSize=1`)).json()).rows ?? []
  if (!rows.length) throw new Error('no product to open for Lighthouse')
  const pages = [
    ['home', '/#/pages/tabbar/index'],
    ['search results', '/#/pages/classify/searchResult?keyword=tea'],
    ['product detail', `/#/pages/classify/goods/info/index?id=${rows[0].id}`],
    // a guest's cart (the empty cart with its header, tab bar and recommendations)
    ['cart', '/#/pages/tabbar/shoppingCart'],
  ]
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
  console.log(`lighthouse ${runs} run(s) a page, mobile defaults (simulated throttling); figures printed, not ceilings (load-sensitive: see the machine load)`)
  const figures = (lhr) => {
    const a = (id) => lhr.audits[id]?.numericValue ?? NaN
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: a('largest-contentful-paint'),
      tbt: a('total-blocking-time'),
      cls: a('cumulative-layout-shift'),
      bytes: a('total-byte-weight'),
    }
  }
  const line = (f) =>
    `score ${String(f.score).padStart(3)}  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(f.tbt)).padStart(5)} ms  CLS ${f.cls.toFixed(3)}  bytes ${kb(f.bytes)}`
  // a node as Lighthouse describes it: its selector (or snippet)
  const node = (n) => (n ? `${n.selector ?? ''}${n.snippet ? ` ${n.snippet.slice(0, 140)}` : ''}`.trim() : '-')
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)]
  const summary = []
  for (const [name, hash] of pages) {
    const results = []
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: [
          '--headless=new',
          '--lang=zh-CN',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      })
      try {
        const r = await run(`${base}${hash}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        // a run that never painted (NO_FCP under a loaded machine) has no figures: said, not counted
        if (r.lhr.runtimeError || r.lhr.audits['first-contentful-paint']?.numericValue === undefined)
          console.log(`lighthouse ${name}: run ${i + 1} failed (${r.lhr.runtimeError?.code ?? 'no FCP'})`)
        else {
          results.push(r.lhr)
          // LIGHTHOUSE_SAVE=dir keeps every run's report (JSON) to look into
          if (process.env.LIGHTHOUSE_SAVE) {
            fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true })
            fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${name.replace(/ /g, '-')}-${i + 1}.json`), r.report)
          }
          console.log(`lighthouse ${name.padEnd(15)} run ${i + 1}: ${line(figures(r.lhr))}  (load ${os.loadavg()[0].toFixed(1)})`)
        }
      } finally {
        await chrome.kill()
      }
    }
    if (!results.length) {
      console.log(`lighthouse ${name.padEnd(15)} no run completed`)
      continue
    }
    const m = computeMedianRun(results)
    const all = results.map(figures)
    const f = figures(m)
    console.log(
      `lighthouse ${name.padEnd(15)} MEDIAN: ${line(f)}  (median run of ${results.length}; scores ${all.map((x) => x.score).join('/')}, median score ${median(all.map((x) => x.score))})`,
    )
    // the element and its phases (TTFB, load delay, load time, render delay); an element no longer in
    // the page when the run ended (the splash's picture, gone once the target page opened) has none
    const [elTable, phases] = m.audits['largest-contentful-paint-element']?.details?.items ?? []
    const lcpEl = elTable?.items?.[0]?.node
    const phaseText = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')
    console.log(`           LCP element: ${lcpEl ? node(lcpEl) : 'not in the page at the end of the run'}${phaseText ? ` (${phaseText})` : ''}`)
    const shifts = m.audits['layout-shifts']?.details?.items ?? []
    for (const s of shifts.slice(0, 3)) console.log(`           layout shift ${s.score.toFixed(4)}: ${node(s.node)}`)
    summary.push({ name, ...f })
  }
  const aim = (f) => (f.score >= 95 && f.lcp < 2000 && f.cls < 0.02 ? 'aim met' : 'aim NOT met')
  for (const f of summary) console.log(`lighthouse ${f.name.padEnd(15)} ${line(f)}  ${aim(f)} (95, LCP < 2.0 s, CLS < 0.02)`)
}
