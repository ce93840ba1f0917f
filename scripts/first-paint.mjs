// First paint of the H5 app, as a shopper's phone sees it: headless Chromium on the real server (demo
// data), throttled like Lighthouse's mobile default (4x CPU, slow 4G through DevTools), opening home the
// way a shared link does (`#/pages/tabbar/index` lands on splash, which opens it). Prints first and
// largest contentful paint, when the first product card shows, the layout shifts with their sources
// (CLS), and the request waterfall (start and end, ms after navigation); saves screenshots over time.
//   node scripts/first-paint.mjs [--ad|--no-ad] [--runs=3] [--no-throttle] [--shots=dir] [--hash=/pages/...]
// `--no-ad` (default) marks the splash as already shown today, so no splash ad is due; `--ad` starts
// with fresh storage (the demo splash ad shows). H5_DIR=dir serves another build (before/after).
import fs from 'node:fs'
import path from 'node:path'
import { ensureChromium, launch, startServer, until } from '../test/e2e/harness.mjs'

const arg = (name, dflt) => {
  const a = process.argv.find((x) => x === `--${name}` || x.startsWith(`--${name}=`))
  if (!a) return dflt
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : true
}
const runs = Number(arg('runs', 1))
const ad = !!arg('ad', false)
const throttle = !arg('no-throttle', false)
const shots = arg('shots', '')
const hash = arg('hash', '/pages/tabbar/index')
if (shots) fs.mkdirSync(shots, { recursive: true })

ensureChromium()
const server = await startServer()
const browser = await launch()

// observers installed before any script of the page runs
const OBSERVE = () => {
  const w = window
  w.__fp = { shifts: [], lcp: [], paints: [] }
  const describe = (n) =>
    n && n.nodeType === 1
      ? `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''}${n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\s+/).slice(0, 2).join('.') : ''}`
      : String(n?.nodeName ?? '?')
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      if (!e.hadRecentInput)
        w.__fp.shifts.push({
          t: Math.round(e.startTime),
          value: e.value,
          sources: (e.sources || []).map(
            (s) =>
              `${describe(s.node)} ${JSON.stringify(s.previousRect && [Math.round(s.previousRect.y), Math.round(s.previousRect.height)])}->${JSON.stringify(s.currentRect && [Math.round(s.currentRect.y), Math.round(s.currentRect.height)])}`,
          ),
        })
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      w.__fp.lcp.push({ t: Math.round(e.startTime), size: e.size, el: describe(e.element), url: e.url ? new URL(e.url).pathname : '' })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__fp.paints.push({ name: e.name, t: Math.round(e.startTime) })
  }).observe({ type: 'paint', buffered: true })
}

const results = []
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  await ctx.addInitScript(OBSERVE)
  if (!ad) {
    // Taro's H5 storage keeps `{"data": value}`; the splash counts the times it was shown per day (demo: 3)
    const day = new Date().toISOString().slice(0, 10)
    await ctx.addInitScript(([d]) => localStorage.setItem('mall-splash-shown', JSON.stringify({ data: JSON.stringify({ day: d, n: 99 }) })), [day])
  }
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // Lighthouse's mobile "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 Kbps up
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  const reqs = new Map()
  let t0 = 0
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp
    reqs.set(e.requestId, { url: e.request.url, start: e.timestamp, type: e.type, prio: e.request.initialPriority, initiator: e.initiator.type })
  })
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId)
    if (r) r.type = e.type
  })
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId)
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength })
  })
  const frames = []
  let shooting = !!shots
  const shoot = async () => {
    const start = Date.now()
    while (shooting && Date.now() - start < 20_000) {
      try {
        frames.push({ at: Date.now() - start, buf: await page.screenshot() })
      } catch {
        /* navigating */
      }
    }
  }
  const wall = Date.now()
  const nav = page.goto(`${server.base}/#${hash}`)
  const shooter = shots ? shoot() : null
  await nav
  const shown = await until(async () => (await page.locator('.product-card').count()) > 0, 60_000, 50)
  const shownMs = Date.now() - wall
  // let pictures arrive and late shifts happen
  await page.waitForTimeout(ad ? 2500 : 2500)
  shooting = false
  await shooter
  const fp = await page.evaluate(() => window.__fp)
  const nav0 = await page.evaluate(() => performance.timeOrigin)
  const cls = fp.shifts.reduce((n, s) => n + s.value, 0)
  const fcp = fp.paints.find((p) => p.name === 'first-contentful-paint')?.t
  const lcp = fp.lcp[fp.lcp.length - 1]
  const list = [...reqs.values()].sort((a, b) => a.start - b.start)
  results.push({ cls, fcp, lcp: lcp?.t, shownMs })
  console.log(
    `\n# run ${i + 1} (${ad ? 'splash ad due' : 'no splash ad'}, ${throttle ? '4x CPU + slow 4G' : 'unthrottled'}): FCP ${fcp} ms, LCP ${lcp?.t} ms (${lcp?.el} ${lcp?.url}), first product card after ${shownMs} ms (wall), CLS ${cls.toFixed(4)}`,
  )
  for (const s of fp.shifts) console.log(`  shift ${s.value.toFixed(4)} at ${s.t} ms: ${s.sources.join(' | ')}`)
  console.log('  requests (ms after the first; start -> end, type, priority, initiator):')
  for (const r of list) {
    const u = new URL(r.url)
    console.log(
      `  ${String(Math.round((r.start - t0) * 1000)).padStart(6)} -> ${String(r.end ? Math.round((r.end - t0) * 1000) : '?').padStart(6)}  ${(r.type ?? '').padEnd(10)} ${(r.prio ?? '').padEnd(8)} ${r.initiator.padEnd(8)} ${u.pathname.replace(/^\/api/, 'API ')}${u.search}`,
    )
  }
  if (shots && frames.length) {
    // the first frame that is not blank-white, and the last
    const pick = [frames[0], frames[Math.min(frames.length - 1, 2)], frames[Math.min(frames.length - 1, 5)], frames[frames.length - 1]]
    pick.forEach((f, k) => fs.writeFileSync(path.join(shots, `run${i + 1}-${k}-${f.at}ms.png`), f.buf))
    frames.forEach((f, k) => fs.writeFileSync(path.join(shots, `all-${i + 1}-${String(k).padStart(3, '0')}-${f.at}ms.png`), f.buf))
  }
  if (!shown) console.log('  (home never showed a product card)')
  void nav0
  await ctx.close()
}
if (runs > 1) {
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
  console.log(
    `\nmedian of ${runs}: FCP ${med('fcp')} ms, LCP ${med('lcp')} ms, CLS ${med('cls').toFixed(4)}, first product card ${med('shownMs')} ms; CLS per run ${results.map((r) => r.cls.toFixed(4)).join(' / ')}`,
  )
}
await browser.close()
await server.stop()
