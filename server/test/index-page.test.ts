// index.html as the server sends it (H5 first paint, issue 12): the Content-Security-Policy allows the
// built page's inline scripts by their sha256 and nothing else inline; the tenant's splash ad is written
// into the page (layout JSON + a preload of its first picture at the splash's size) only when it is open.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'
import { HOME_DEFAULT } from '../src/modules/system/system.defaults.js'
import { putSetting } from '../src/modules/system/system.settings.js'
import { createTestApp, type TestApp } from './helpers.js'

// like the build's: the boot frame's script, a data block and an entry script by src
const BOOT = "\n    (function () { var b = document.getElementById('boot'); b.className += ' boot--plain' })()\n  "
const OTHER = 'window.__x = 1'
const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Mall</title><script defer="defer" src="./js/app.0123abcd.js"></script><script type="application/json" id="data">{"a":1}</script></head><body><div id="boot" class="boot"></div><script>${BOOT}</script><script type="text/javascript">${OTHER}</script><div id="app"></div></body></html>`
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

const ad = (o: object = {}) => ({
  open: true,
  openType: 2,
  timing: 2,
  showCount: 3,
  showType: 1,
  imgList: [
    { url: '/api/files/default/demo/banner-4.svg', link: '/pages/x</script><script>alert(1)</script>' },
    { url: '/api/files/default/demo/banner-5.svg' },
  ],
  ...o,
})

describe('index.html: CSP hashes of its inline scripts, the tenant splash written in', () => {
  let t: TestApp
  let h5Dir: string
  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-index-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), HTML)
    t = await createTestApp({ env: { H5_DIR: h5Dir } })
    t.app.log.level = 'silent'
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  const get = (url = '/', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
  const splashOf = (html: string) => {
    const m = /<script type="application\/json" id="boot-splash">([^<]*)<\/script>/.exec(html)
    return m ? JSON.parse(m[1]) : null
  }
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])

  it("script-src is our origin plus exactly the hashes of the page's executable inline scripts, on the page and on the API", async () => {
    for (const url of ['/', '/index.html', '/api/health']) {
      const r = await get(url)
      const csp = String(r.headers['content-security-policy'])
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/)
      assert.deepEqual(scriptSrc, ["'self'", sha(BOOT), sha(OTHER)], url)
      assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/, url)
      assert.match(csp, /script-src-attr 'none'/, url)
    }
  })

  it('a closed splash (the default): the page as built, revalidated, compressed by the server', async () => {
    const r = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(r.statusCode, 200)
    assert.equal(r.headers['content-encoding'], 'br')
    assert.equal(r.headers['cache-control'], 'no-cache')
    assert.match(String(r.headers['content-type']), /text\/html/)
    assert.match(String(r.headers.vary), /accept-encoding/i)
    assert.equal(zlib.brotliDecompressSync(r.rawPayload).toString(), HTML)
    const gz = await get('/index.html', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), HTML)
    const plain = await get('/')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, HTML)
    // revalidation: the same page answers 304 to its ETag
    const again = await get('/', { 'if-none-match': String(plain.headers.etag) })
    assert.equal(again.statusCode, 304)
    // open with no pictures: nothing either
    await putSetting(t.ctx(), 'home', { ...HOME_DEFAULT, start: { layout: ad({ imgList: [] }) } })
    assert.equal((await get('/')).body, HTML)
  })

  it('an open splash: its layout as a JSON data block (`<` escaped) and a high-priority preload of the first picture at the splash size; gone when it closes', async () => {
    const before = await get('/')
    await putSetting(t.ctx(), 'home', { ...HOME_DEFAULT, start: { layout: ad() } })
    const r = await get('/', { 'accept-encoding': 'br' })
    assert.equal(r.headers['cache-control'], 'no-cache')
    const html = zlib.brotliDecompressSync(r.rawPayload).toString()
    assert.equal(splashOf(html).tenant, 'default')
    assert.deepEqual(splashOf(html).layout, ad())
    assert.equal(splashOf(html).src, '/api/files/default/demo/banner-4.svg?size=detail')
    // the link's `</script>` cannot end the data block
    assert.match(html, /\\u003c\/script>\\u003cscript>alert/)
    assert.equal(html.match(/<\/script>/g)?.length, HTML.match(/<\/script>/g)!.length + 1)
    assert.deepEqual(preloads(html), ['<link rel="preload" as="image" fetchpriority="high" href="/api/files/default/demo/banner-4.svg?size=detail">'])
    // found before any script: right after <head>
    assert.ok(html.indexOf('rel="preload" as="image"') < html.indexOf('<script'))
    // the page's own scripts are untouched: the same hashes still allow them
    assert.equal(
      html.replace(/<link rel="preload" as="image"[^>]*>/, '').replace(/<script type="application\/json" id="boot-splash">[^<]*<\/script>/, ''),
      HTML,
    )
    assert.notEqual(r.headers.etag, before.headers.etag)
    // the page the browser revalidates with the old ETag is the new one
    assert.equal((await get('/', { 'if-none-match': String(before.headers.etag) })).statusCode, 200)
    // an absolute picture elsewhere is preloaded as it is (the splash asks for it unsized too)
    await putSetting(t.ctx(), 'home', { ...HOME_DEFAULT, start: { layout: ad({ imgList: [{ url: 'https://cdn.example/a.png?x=1&y=2' }] }) } })
    const ext = (await get('/')).body
    assert.equal(splashOf(ext).src, 'https://cdn.example/a.png?x=1&y=2')
    assert.deepEqual(preloads(ext), ['<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example/a.png?x=1&amp;y=2">'])
    await putSetting(t.ctx(), 'home', { ...HOME_DEFAULT, start: { layout: ad({ open: false }) } })
    const closed = (await get('/')).body
    assert.equal(splashOf(closed), null)
    assert.deepEqual(preloads(closed), [])
    assert.equal(closed, HTML)
  })
})
