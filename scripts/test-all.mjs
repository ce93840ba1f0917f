// Every test of the project, in order: types, lint (eslint, prettier --check) and style lint (stylelint), client unit tests,
// server integration tests (embedded PostgreSQL), the new-area generator in a copy (scripts/gen-area-check.mjs), the builds (h5, weapp, alipay, tt, React Native), the RN screen
// tests, the weapp simulation, the start command, the browser end-to-end test; then the gap and budget reports. Ends with one line "N passed, N failed".
import fs from 'node:fs'
import { buildIfStale, run } from './lib.mjs'
import { build as buildRn } from './rn.mjs'

const steps = []
let passed = 0
let failed = 0

function count(out) {
  // jest: "Tests:       3 failed, 40 passed, 43 total"; node:test: "# pass 12" / "# fail 0"; ours: "N passed, N failed"
  let p = 0
  let f = 0
  const jest = out.match(/^Tests:\s+(.*)$/m)
  if (jest) {
    p += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0)
    f += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0)
  }
  for (const m of out.matchAll(/^# pass (\d+)$/gm)) p += Number(m[1])
  for (const m of out.matchAll(/^# fail (\d+)$/gm)) f += Number(m[1])
  for (const m of out.matchAll(/^(?:[\w -]+: )?(\d+) passed, (\d+) failed$/gm)) {
    p += Number(m[1])
    f += Number(m[2])
  }
  return { p, f }
}

async function step(name, fn) {
  console.log(`\n=== ${name}`)
  const t0 = Date.now()
  const { code, out = '' } = await fn()
  const { p, f } = count(out)
  passed += p
  failed += f
  if (code !== 0 && f === 0) failed += 1 // a step that failed without a test count still counts as a failure
  steps.push({ name, ok: code === 0, secs: ((Date.now() - t0) / 1000).toFixed(1), p, f })
}

/**
 * Steps side by side, `width` at a time in the order given; each step's output is printed under its heading when it
 * ends (they would interleave otherwise), and the summary keeps the order given.
 */
async function lanes(defs, width) {
  const at = steps.length
  const done = new Array(defs.length)
  let next = 0
  const lane = async () => {
    while (next < defs.length) {
      const i = next++
      const [name, fn] = defs[i]
      const t0 = Date.now()
      const { code, out = '' } = await fn()
      console.log(`\n=== ${name}\n${out.trimEnd()}`)
      const { p, f } = count(out)
      done[i] = { name, ok: code === 0, secs: ((Date.now() - t0) / 1000).toFixed(1), p, f: f + (code !== 0 && f === 0 ? 1 : 0) }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, width) }, lane))
  for (const d of done) {
    passed += d.p
    failed += d.f
  }
  steps.splice(at, 0, ...done)
}

const skipE2e = process.argv.includes('--no-e2e')
// browser suites at a time (`E2E_LANES=1` runs them one after another)
const E2E_LANES = Number(process.env.E2E_LANES ?? 2)
// `--fast` (`npm run test:fast`): the inner loop, typecheck, both lints, jest and the server tests; no builds,
// no simulations, no browsers
const fast = process.argv.includes('--fast')

await step('typecheck', async () => {
  const a = await run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])
  const b = await run('npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit'])
  return { code: a.code || b.code }
})
// lint: ESLint over the whole repository (recommended rules, the client's architecture, the server's layers:
// eslint.config.mjs), then Prettier's check that every file is formatted (.prettierrc, .prettierignore)
await step('lint (eslint, prettier --check)', async () => {
  const a = await run('npx', ['eslint'], { capture: true })
  const b = await run('npm', ['run', '--silent', 'format:check'], { capture: true })
  return { code: a.code || b.code, out: `${a.out ?? ''}${b.out ?? ''}` }
})
// style rules (docs/guide/styles.md): stylelint over src/**/*.scss
await step('style lint (stylelint: shared + *.h5.scss rules)', () => run(process.execPath, ['scripts/lint-styles.mjs'], { capture: true }))
// the client's endpoint table is generated from types/ (npm run gen:api): a stale one fails here (and in jest)
await step('endpoint table in sync with types/ (gen-api --check)', () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/gen-api.mjs', '--check'], { capture: true }),
)
await step('client unit tests (jest)', () => run('npx', ['jest', '--config', 'test/jest.config.js', '--ci'], { capture: true }))
await step('server integration tests (PostgreSQL)', () => run(process.execPath, ['server/test/run.mjs'], { capture: true }))
if (fast) summary()
// `npm run gen:area` writes a throwaway area into a temporary copy; typecheck, both lints and its tests pass there
await step('new area generator (gen:area in a copy: typecheck, lints, its tests)', () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/gen-area-check.mjs'], { capture: true }),
)
await step('build h5', async () => ({ code: await buildIfStale('h5') }))
await step('build weapp', async () => ({ code: await buildIfStale('weapp') }))
// more mini-program hosts (skipped when up to date)
await step('build alipay', async () => ({ code: await buildIfStale('alipay') }))
await step('build tt', async () => ({ code: await buildIfStale('tt') }))
// React Native: rn/ installs itself when missing or stale, then both bundles (skipped when up to date; prints the Android size)
await step('build rn (android + ios bundles)', async () => ({ code: await buildRn() }))
await step('rn screen tests (jest, React Native preset)', () => run(process.execPath, ['scripts/rn.mjs', 'test'], { capture: true }))
await step('weapp simulation (miniprogram-simulate)', () => run(process.execPath, ['test/weapp/run.mjs'], { capture: true }))
await step('start command (npm start: serve, demo login, clean stop)', () => run(process.execPath, ['test/e2e/start.mjs'], { capture: true }))
// the browser suites: each has its own server, database and browser, and most of a suite is waiting (the page, the
// server's jobs, timers), so they run two at a time, the longest first; each one's output is printed whole when it ends
const suite = (dir) => fs.existsSync(`test/e2e/${dir}`) && fs.readdirSync(`test/e2e/${dir}`).some((f) => f.endsWith('.mjs'))
const BROWSER = [
  ['browser: wallet, recharge, real name, cards, withdrawals, transfer, convert, settings (chromium)', ['test/e2e/suite.mjs', 'wallet'], suite('wallet')],
  ['browser: layout at 320-414 px, favicon, CSP (chromium)', ['test/e2e/layout.mjs'], true],
  ['browser: joining through an agent, shop and product editor, forms, articles, forum (chromium)', ['test/e2e/suite.mjs', 'onboard'], suite('onboard')],
  ['browser: after-sales, refunds, reviews, coupons, settlement (chromium)', ['test/e2e/suite.mjs', 'after-sales'], suite('after-sales')],
  ['browser: message centre, chat, feedback, live room, short videos (chromium)', ['test/e2e/suite.mjs', 'messages'], suite('messages')],
  ['browser: nearby stores, maps, pay at the store, store orders, bookings, time cards (chromium)', ['test/e2e/suite.mjs', 'nearby'], suite('nearby')],
  ['browser: flash sales, group buys, invitations, teams, newcomers (chromium)', ['test/e2e/suite.mjs', 'promo'], suite('promo')],
  ['browser end-to-end (chromium)', ['test/e2e/run.mjs'], true],
  ['browser: checkout, payment, orders (chromium)', ['test/e2e/orders.mjs'], true],
  ['browser: windowed results and change SKU (chromium)', ['test/e2e/browse-gaps.mjs'], true],
  ['browser: languages (guest choice, device language, dialogs) (chromium)', ['test/e2e/language.mjs'], true],
  ['browser: header, back/home, page frame on a slow network (chromium)', ['test/e2e/header.mjs'], true],
]
if (!skipE2e)
  await lanes(
    BROWSER.filter(([, , on]) => on).map(([name, args]) => [name, () => run(process.execPath, args, { quiet: true })]),
    E2E_LANES,
  )
await step('reports: route gaps and size budgets', async () => {
  const a = await run(process.execPath, ['scripts/route-gaps.mjs'])
  // Lighthouse (9 throttled page loads, minutes) only in `npm run budget`, not in every test run
  const b = await run(process.execPath, ['scripts/budget.mjs', '--no-lighthouse'])
  return { code: a.code || b.code }
})

summary()

function summary() {
  console.log('\n=== summary')
  for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.secs} s${s.p || s.f ? `, ${s.p} passed, ${s.f} failed` : ''})`)
  console.log(`total: ${passed} passed, ${failed} failed`)
  process.exit(steps.every((s) => s.ok) ? 0 : 1)
}
