// Main-thread work of an H5 first load, from a CDP trace: headless Chromium on the real server (demo data),
// 4x CPU throttling (Lighthouse mobile's), a 375x812 phone (DPR 2), fresh storage (so the demo splash ad
// shows, as on a first visit), opening a shared link (`#/pages/tabbar/index` goes through the boot frame
// and splash). For each run it prints, for the page's main thread (CrRendererMain):
//   - the long tasks (over 50 ms) between the first contentful paint and the first product card's frame
//     (a requestAnimationFrame mark set when `.product-card` first exists): their count, the sum of their
//     wall durations (`dur`), the blocking part (TBT-like: the part over 50 ms) and the sum of their thread
//     CPU time (`tdur`: what the OS gave this thread; on a loaded machine wall time counts other processes too)
//   - the same from the first paint to `--settle` ms after the first card (work moved past the first card,
//     e.g. rendered at idle, shows here)
//   - the element counts at the first card's frame (`*` and `taro-*`), and the machine load (os.loadavg)
// Usage: node scripts/trace-h5.mjs [--runs=5] [--settle=5000] [--hash=/pages/tabbar/index] [--mark=.product-card] [--dirs=a,b]
//   [--save=dir] (keeps each trace's JSON for DevTools' performance panel) [--tasks] (lists every long task:
//   its start after FCP, wall and CPU time, and what its direct children were: script, layout, frames...)
// `--dirs=a,b` serves each H5 build from its own server and alternates them run by run (before/after on
// the same minutes of the machine's load); without it the built dist/h5 (or H5_DIR) alone.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium, launch, root, startServer, until } from '../test/e2e/harness.mjs'

const arg = (name, dflt) =>
  process.argv
    .find((x) => x.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? dflt
const runs = Number(arg('runs', 5))
const settle = Number(arg('settle', 5000))
const hash = arg('hash', '/pages/tabbar/index')
// the element whose first frame ends the window: home's first product card by default; for another page
// e.g. `--mark=[data-testid=pd-title]` (product detail)
const mark = arg('mark', '.product-card')
const save = arg('save', '')
const listTasks = process.argv.includes('--tasks')
const dirs = (arg('dirs', '') || process.env.H5_DIR || 'dist/h5').split(',').map((d) => path.resolve(root, d))
if (save) fs.mkdirSync(save, { recursive: true })

// a mark in the frame where the first product card exists, and the element counts of that frame
const INIT = `(() => {
  const tick = () => {
    if (document.querySelector(${JSON.stringify(mark)})) {
      performance.mark('first-card')
      const all = document.querySelectorAll('*')
      let taro = 0
      for (const e of all) if (e.localName.startsWith('taro-')) taro++
      window.__firstCard = { all: all.length, taro }
      return
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

const WRAPPERS = /^(ThreadControllerImpl::RunTask|BlinkScheduler_|SequenceManager|TaskQueue|ThreadPool|RunTask$)/
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', '__metadata']

async function traceOnce(browser, base) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  await ctx.addInitScript(INIT)
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' })
  await page.goto(`${base}/#${hash}`)
  const shown = await until(() => page.evaluate(() => !!window.__firstCard), 60_000, 100)
  await page.waitForTimeout(settle)
  const counts = await page.evaluate(() => window.__firstCard)
  await cdp.send('Tracing.end')
  await done
  await ctx.close()
  return { events, shown, counts }
}

function analyse(events) {
  const names = new Map()
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name)
  // the renderer main thread that ran the most: the page's (other renderers are blank or extensions)
  const busy = new Map()
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue
    const k = `${e.pid}:${e.tid}`
    if (names.get(k) === 'CrRendererMain') busy.set(k, (busy.get(k) ?? 0) + e.dur)
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  const on = (e) => `${e.pid}:${e.tid}` === main
  const fcp = events.find((e) => on(e) && e.name === 'firstContentfulPaint')?.ts
  const card = events.find((e) => on(e) && e.name === 'first-card')?.ts
  const tasks = events.filter((e) => on(e) && e.name === 'RunTask' && e.ph === 'X' && e.dur)
  const window = (from, to) => {
    const long = tasks.filter((t) => t.ts + t.dur > from && t.ts < to && t.dur > 50_000)
    return {
      n: long.length,
      dur: long.reduce((s, t) => s + t.dur, 0) / 1000,
      blocking: long.reduce((s, t) => s + t.dur - 50_000, 0) / 1000,
      cpu: long.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000,
      longest: Math.max(0, ...long.map((t) => t.dur)) / 1000,
    }
  }
  const end = Math.max(...tasks.map((t) => t.ts + t.dur))
  // each long task after FCP with its direct children summed by name (the ones over 5 ms)
  const mine = events.filter((e) => on(e) && e.ph === 'X' && e.dur && e.name !== 'RunTask').sort((p, q) => p.ts - q.ts || q.dur - p.dur)
  const long = fcp
    ? tasks
        .filter((t) => t.ts + t.dur > fcp && t.dur > 50_000)
        .map((t) => {
          const by = new Map()
          let top = 0
          for (const e of mine) {
            // the scheduler's wrappers are looked through: what they ran is counted
            if (e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || e.ts < top || WRAPPERS.test(e.name)) continue
            top = e.ts + e.dur
            const what =
              e.name === 'FunctionCall' || e.name === 'EvaluateScript'
                ? `${e.name}(${(e.args?.data?.url ?? '').split('/').pop() || e.args?.data?.functionName || ''})`
                : e.name
            by.set(what, (by.get(what) ?? 0) + e.dur)
          }
          const parts = [...by.entries()]
            .filter(([, d]) => d > 5000)
            .sort((p, q) => q[1] - p[1])
            .map(([n, d]) => `${n} ${Math.round(d / 1000)}`)
          return `+${Math.round((t.ts - fcp) / 1000)} ms: ${Math.round(t.dur / 1000)} ms (CPU ${Math.round((t.tdur ?? 0) / 1000)})${t.ts > card ? ' after the first card' : ''}: ${parts.join(', ')}`
        })
    : []
  return {
    fcp,
    card,
    long,
    toCard: fcp && card ? window(fcp, card) : null,
    settled: fcp ? window(fcp, end) : null,
    cardAt: fcp && card ? (card - fcp) / 1000 : NaN,
  }
}

ensureChromium()
const servers = []
for (const d of dirs) {
  process.env.H5_DIR = d
  servers.push({ dir: d, server: await startServer(), rows: [] })
}
const browser = await launch()
const f = (n) => Math.round(n)
try {
  // one unmeasured load per build: the server's first sized pictures and caches
  for (const s of servers) await traceOnce(browser, s.server.base)
  for (let i = 0; i < runs; i++) {
    for (const s of servers) {
      const load = os.loadavg()[0].toFixed(1)
      const { events, shown, counts } = await traceOnce(browser, s.server.base)
      if (save) fs.writeFileSync(path.join(save, `${path.basename(s.dir)}-${i + 1}.json`), JSON.stringify({ traceEvents: events }))
      const a = analyse(events)
      const w = (x) => (x ? `${x.n} tasks, dur ${f(x.dur)} ms (blocking ${f(x.blocking)}, longest ${f(x.longest)}), CPU ${f(x.cpu)} ms` : 'n/a')
      s.rows.push({ ...a, counts, load })
      console.log(
        `${path.basename(s.dir)} run ${i + 1} (load ${load}${shown ? '' : ', no product card'}): elements ${counts?.all} (taro-* ${counts?.taro}), first card ${f(a.cardAt)} ms after FCP`,
      )
      console.log(`    FCP -> first card: ${w(a.toCard)}`)
      console.log(`    FCP -> first card + ${settle} ms: ${w(a.settled)}`)
      if (listTasks) for (const l of a.long) console.log(`      ${l}`)
    }
  }
  const med = (xs) => {
    const v = xs.filter((x) => Number.isFinite(x)).sort((p, q) => p - q)
    return v.length ? v[Math.floor(v.length / 2)] : NaN
  }
  console.log(`\nmedians (${runs} runs each; wall times follow the machine's load, CPU time less so):`)
  for (const s of servers) {
    const r = s.rows
    console.log(
      `${path.basename(s.dir)}: FCP -> first card: long tasks dur ${f(med(r.map((x) => x.toCard?.dur)))} ms, CPU ${f(med(r.map((x) => x.toCard?.cpu)))} ms; -> settled: dur ${f(med(r.map((x) => x.settled?.dur)))} ms, blocking ${f(med(r.map((x) => x.settled?.blocking)))} ms, CPU ${f(med(r.map((x) => x.settled?.cpu)))} ms; loads ${r.map((x) => x.load).join('/')}`,
    )
  }
} finally {
  await browser.close()
  for (const s of servers) await s.server.stop()
}
