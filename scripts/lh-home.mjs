// Lighthouse (mobile defaults, performance only) on one H5 page served by the real server with demo data:
// score, FCP, LCP (and its element), TBT, CLS with the shifted elements, Speed Index; median of --runs.
//   node scripts/lh-home.mjs [--runs=3] [--hash=/pages/tabbar/index] [--tasks]   (H5_DIR=dir serves another build)
// `--tasks` lists each run's long tasks as Lighthouse simulated them (start, duration, attributed script).
import { CHROMIUM, ensureChromium, startServer } from '../test/e2e/harness.mjs'

const arg = (name, dflt) => process.argv.find((x) => x.startsWith(`--${name}=`))?.split('=')[1] ?? dflt
const runs = Number(arg('runs', 3))
const hash = arg('hash', '/pages/tabbar/index')
ensureChromium()
const { default: run } = await import('lighthouse')
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
const chromeLauncher = await import('chrome-launcher')
const server = await startServer()
const results = []
try {
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      const r = await run(`${server.base}/#${hash}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const l = r.lhr
      const a = (id) => l.audits[id]?.numericValue ?? NaN
      if (l.runtimeError || a('first-contentful-paint') !== a('first-contentful-paint')) {
        console.log(`run ${i + 1} failed: ${l.runtimeError?.code ?? 'no FCP'}`)
        continue
      }
      results.push(l)
      const shifts = (l.audits['layout-shifts']?.details?.items ?? []).map((it) => `${it.score?.toFixed?.(4)} ${it.node?.selector ?? it.node?.snippet ?? ''}`)
      const lcpEl = l.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? ''
      console.log(
        `run ${i + 1}: score ${Math.round(l.categories.performance.score * 100)}  FCP ${(a('first-contentful-paint') / 1000).toFixed(2)} s  LCP ${(a('largest-contentful-paint') / 1000).toFixed(2)} s (${lcpEl})  TBT ${Math.round(a('total-blocking-time'))} ms  CLS ${a('cumulative-layout-shift').toFixed(3)}  SI ${(a('speed-index') / 1000).toFixed(2)} s  bytes ${(a('total-byte-weight') / 1024).toFixed(1)} KB`,
      )
      for (const s of shifts) console.log(`    shift ${s}`)
      if (process.argv.includes('--tasks'))
        for (const t of l.audits['long-tasks']?.details?.items ?? [])
          console.log(`    task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms  ${String(t.url).replace(server.base, '')}`)
    } finally {
      await chrome.kill()
    }
  }
  if (results.length) {
    const m = computeMedianRun(results)
    const a = (id) => m.audits[id]?.numericValue ?? NaN
    console.log(
      `median of ${results.length}: score ${Math.round(m.categories.performance.score * 100)}  FCP ${(a('first-contentful-paint') / 1000).toFixed(2)} s  LCP ${(a('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(a('total-blocking-time'))} ms  CLS ${a('cumulative-layout-shift').toFixed(3)}  (scores ${results.map((r) => Math.round(r.categories.performance.score * 100)).join('/')}; CLS ${results.map((r) => r.audits['cumulative-layout-shift'].numericValue.toFixed(3)).join('/')})`,
    )
  }
} finally {
  await server.stop()
}
