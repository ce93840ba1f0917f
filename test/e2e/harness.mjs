// Browser end-to-end harness: Debian's chromium (installed here when missing), the real server with
// its embedded PostgreSQL and demo data on a temporary data directory, and the built H5 app.
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Debian's CJK fonts: without them Chinese draws as boxes, and every CJK glyph searches the fallback fonts (layout 4-10x slower than a phone's). */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM) && fs.existsSync(CJK_FONT)) return
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} or ${CJK_FONT} is missing; install Debian's chromium and fonts-noto-cjk packages`)
  console.log('# installing chromium and fonts-noto-cjk from Debian packages ...')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' })
}

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

/** Start the server as a user would (`server/src/main.ts`), on a fresh data directory. */
export async function startServer() {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'))
  const log = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d) => log.push(String(d)))
  child.stderr.on('data', (d) => log.push(String(d)))
  const base = `http://127.0.0.1:${port}`
  // a loaded machine (other builds) may need longer: E2E_START_MS
  const deadline = Date.now() + (Number(process.env.E2E_START_MS) || 120_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`)
    try {
      const r = await fetch(`${base}/health`)
      if (r.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    log,
    /**
     * A statement on the server's embedded database (its port from PostgreSQL's postmaster.pid): for a case that has
     * time pass (a deadline moved to now), never to make the app's state by hand.
     */
    async sql(text, params = []) {
      const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3])
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/mall` })
      await client.connect()
      try {
        return (await client.query(text, params)).rows
      } finally {
        await client.end()
      }
    },
    async stop() {
      const exited = new Promise((r) => child.on('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launch() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Poll `fn` until it returns truthy or `ms` pass; returns the last value. */
export async function until(fn, ms = 15_000, every = 150) {
  const end = Date.now() + ms
  let v
  for (;;) {
    v = await fn()
    if (v || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, every))
  }
}

/** A tiny sequential runner that prints "N passed, N failed". */
export async function runCases(cases, label = 'e2e', onFail) {
  let passed = 0
  let failed = 0
  // E2E_ONLY=a|b runs the cases whose name contains one of the words
  const only = process.env.E2E_ONLY ? process.env.E2E_ONLY.split('|') : null
  for (const [name, fn] of only ? cases.filter(([n]) => only.some((w) => n.includes(w))) : cases) {
    const t0 = Date.now()
    try {
      await fn()
      passed++
      console.log(`ok - ${name} (${Date.now() - t0} ms)`)
    } catch (e) {
      failed++
      await onFail?.(name).catch(() => {})
      console.log(
        `not ok - ${name}\n  ${String(e?.stack || e)
          .split('\n')
          .join('\n  ')}`,
      )
    }
  }
  console.log(`${label}: ${passed} passed, ${failed} failed`)
  return failed
}

/**
 * The opening every browser script shares: the artifacts folder, the dist/h5 check, chromium, the server,
 * the browser, and the helpers bound to them (hash, screenshot, pages and logged-in pages, the API as a
 * page or as a client). `run(cases)` runs the cases, closes the browser, stops the server and exits.
 */
export async function openHarness({ label = 'e2e', locale = 'zh-CN', onPage } = {}) {
  const artifacts = path.join(root, 'test/e2e/artifacts')
  fs.mkdirSync(artifacts, { recursive: true })
  if (!fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
    console.error('dist/h5 is not built: run `npm run build:h5` first')
    console.log(`${label}: 0 passed, 1 failed`)
    process.exit(1)
  }
  ensureChromium()
  const server = await startServer()
  let browser
  try {
    browser = await launch()
  } catch (e) {
    await server.stop()
    throw e
  }
  const hashOf = (page) => page.evaluate(() => decodeURIComponent(location.hash))
  const shot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`) })
  /** Wait until the page's hash route contains `route`. */
  const at = (page, route, ms = 20_000) => until(async () => (await hashOf(page)).includes(route), ms)

  /** Every page opened, newest last: on a failed case the open ones are photographed (`FAIL-<case>-<n>.png`). */
  const opened = []
  const failShots = async (name) => {
    const slug = name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)
    const open = opened.filter((p) => !p.isClosed()).slice(-3)
    for (const [i, p] of open.entries()) {
      console.log(`  [failed at] ${decodeURIComponent(p.url())} -> artifacts/FAIL-${slug}-${i}.png`)
      await p.screenshot({ path: path.join(artifacts, `FAIL-${slug}-${i}.png`), timeout: 5000 }).catch(() => {})
    }
  }

  /** A page in its own browser context (its own storage: one user per context). */
  async function newPage(options = {}) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, ...options })
    const page = await ctx.newPage()
    page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`))
    onPage?.(page)
    opened.push(page)
    return page
  }

  /** Fill and send the login form (the page is sent to it first unless `goto` is false). */
  async function login(page, { phone = '13800138000', password = 'demo1234', goto = true } = {}) {
    if (goto) await page.goto(`${server.base}/#/pages/public/account/appLogin`)
    await page.locator('.login-phone input').first().fill(phone, { timeout: 30_000 })
    await page.locator('.login-password input').first().fill(password)
    await page.locator('[data-testid="agreement"]').first().click()
    await page.locator('[data-testid="login-submit"]').first().click()
    if (!(await until(async () => !(await hashOf(page)).includes('appLogin'), 20_000))) throw new Error(`login as ${phone} did not leave the login page`)
  }

  /** A new context logged in as `who` (the demo shopper by default). */
  async function loggedIn(who = {}, options = {}) {
    const page = await newPage(options)
    await login(page, who)
    return page
  }

  /** The API as the logged-in page: its stored token, its tenant. Answers the envelope. */
  function pageApi(page, method, url, body, lang = 'en') {
    return page.evaluate(
      async ({ method, url, body, lang }) => {
        const all = Object.values(localStorage).join(' ')
        const token = /token\\*":\\*"([^"\\]+)/.exec(all)?.[1]
        const r = await fetch(`/api/${url}`, {
          method,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), Authorization: `Bearer ${token}`, tenant: 'default', lang },
          body: body ? JSON.stringify(body) : undefined,
        })
        return r.json()
      },
      { method, url, body, lang },
    )
  }

  /** The API from node (`path` starts with a slash); throws on a failed envelope. */
  async function call(method, p, body, token, lang = 'zh_CN') {
    const r = await fetch(`${server.base}/api${p}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const j = await r.json()
    if (!j.ok) throw new Error(`${method} ${p}: ${j.code} ${j.msg}`)
    return j
  }

  /**
   * The app's language: the settings store Taro keeps in localStorage, then a reload; it answers once the app has
   * booted again (its router listens), since a hash set while it boots is lost.
   */
  async function language(page, lang) {
    await page.evaluate((l) => {
      const outer = JSON.parse(localStorage.getItem('mall-settings') ?? '{"data":"{\\"state\\":{},\\"version\\":0}"}')
      const inner = JSON.parse(outer.data)
      inner.state = { ...inner.state, locale: l }
      outer.data = JSON.stringify(inner)
      localStorage.setItem('mall-settings', JSON.stringify(outer))
    }, lang)
    await page.reload()
    await page.locator('.taro_page').first().waitFor({ state: 'attached', timeout: 30_000 })
  }

  /**
   * The page shown at 320, 375 and 414 px in English and Chinese (`<name>-<lang>-<width>.png`), each time once
   * `ready` (a test id) shows; nothing may be wider than the screen. Ends in English at 390 x 844 with `ready` shown.
   */
  async function sweep(page, name, ready, widths = [320, 375, 414]) {
    const shown = () => page.locator(`[data-testid="${ready}"]:visible`).first()
    for (const lang of ['en', 'zh_CN']) {
      await language(page, lang)
      for (const w of widths) {
        await page.setViewportSize({ width: w, height: 780 })
        await shown().waitFor({ timeout: 20_000 })
        await page.waitForTimeout(300)
        const over = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth)
        if (over > 1) throw new Error(`${name} at ${w}px (${lang}) is ${over}px wider than the screen`)
        await shot(page, `${name}-${lang}-${w}`)
      }
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await language(page, 'en')
    await shown().waitFor({ timeout: 20_000 })
  }

  async function run(cases) {
    let failed = 1
    try {
      failed = await runCases(cases, label, failShots)
      // a failed run shows the server's errors (pino level 50+), so a 500 in CI can be read from its output
      if (failed) {
        const errors = server.log
          .join('')
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l))
        if (errors.length) console.log(`server errors (last ${Math.min(errors.length, 20)}):\n${errors.slice(-20).join('\n')}`)
      }
    } finally {
      await browser.close()
      await server.stop()
    }
    process.exit(failed ? 1 : 0)
  }

  return { server, browser, artifacts, hashOf, shot, at, newPage, login, loggedIn, pageApi, call, language, sweep, run }
}

/** The data of an envelope, or an error naming what failed. */
export function data(env, what) {
  if (!env.ok) throw new Error(`${what}: ${JSON.stringify(env)}`)
  return env.data ?? env
}
