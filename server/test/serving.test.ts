import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from './helpers.js'

/** Every route declared in the modules' *.routes.ts files, read from the source (a new one is covered too). */
/** The API routes the app registered (app.routeList), with whether their schema hides them from OpenAPI. */
function declaredRoutes(t: TestApp): Array<{ method: string; url: string; hidden: boolean }> {
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map((r) => ({ method: r.method.toLowerCase(), url: r.url.slice('/api'.length), hidden: !!r.schema?.hide }))
}

describe('serving: the H5 app, caching, CORS, body limits, failures, OpenAPI', () => {
  let t: TestApp
  let plain: TestApp
  let h5Dir: string
  const opinions = async (db = t.db) =>
    Number(
      (
        await db
          .selectFrom('opinions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.mkdirSync(path.join(h5Dir, 'js'))
    fs.writeFileSync(
      path.join(h5Dir, 'index.html'),
      '<!doctype html><html><body><div id="app"></div><script src="./js/app.0123abcd.js"></script></body></html>',
    )
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js'), 'console.log("app")')
    // the twins the H5 build writes (config/compress-plugin.js); a chunk without twins is sent as it is
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js.br'), zlib.brotliCompressSync('console.log("app")'))
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js.gz'), zlib.gzipSync('console.log("app")'))
    fs.writeFileSync(path.join(h5Dir, 'index.html.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(h5Dir, 'index.html'))))
    fs.writeFileSync(path.join(h5Dir, 'js', 'small.89abcdef.js'), 'void 0')
    fs.writeFileSync(path.join(h5Dir, 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
    t = await createTestApp({ env: { H5_DIR: h5Dir, BODY_LIMIT: '4096', CORS_ORIGIN: 'https://shop.example, https://admin.example' } })
    plain = await createTestApp()
    t.app.log.level = 'silent'
    plain.app.log.level = 'silent'
  })
  after(async () => {
    await t.close()
    await plain.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('the built H5 app is served at /: index.html revalidated, hashed files cached for a year, others a day', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' })
    assert.equal(index.statusCode, 200)
    assert.match(String(index.headers['content-type']), /text\/html/)
    assert.match(index.body, /<div id="app">/)
    assert.equal(index.headers['cache-control'], 'no-cache')
    const js = await t.app.inject({ method: 'GET', url: '/js/app.0123abcd.js' })
    assert.equal(js.statusCode, 200)
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal((await t.app.inject({ method: 'GET', url: '/logo.png' })).headers['cache-control'], 'public, max-age=86400')
    // hash routing: a path that is no file is a 404 envelope, not index.html; so is an unknown API path
    for (const url of ['/pages/tabbar/index', '/js/missing.js', '/api/no/such/route']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { lang: 'en' } })
      assert.equal(r.statusCode, 404, url)
      assert.equal(r.json().ok, false, url)
      assert.doesNotMatch(r.body, /<div id="app">/, url)
    }
    // without a build, / says how to build instead of failing
    const none = await plain.app.inject({ method: 'GET', url: '/' })
    assert.equal(none.statusCode, 200)
    assert.match(none.body, /npm run build:h5/)
  })

  it("compression: H5 files go out as the build's br/gzip twin the browser accepts; API answers above 1 KB too; identity otherwise", async () => {
    const get = (url: string, enc?: string) => t.app.inject({ method: 'GET', url, headers: enc === undefined ? {} : { 'accept-encoding': enc } })
    const br = await get('/js/app.0123abcd.js', 'gzip, deflate, br')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers.vary), /accept-encoding/i)
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), 'console.log("app")')
    const gz = await get('/js/app.0123abcd.js', 'gzip')
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(gz.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), 'console.log("app")')
    for (const enc of [undefined, 'identity', 'deflate']) {
      const plainJs = await get('/js/app.0123abcd.js', enc)
      assert.equal(plainJs.headers['content-encoding'], undefined, String(enc))
      assert.equal(plainJs.body, 'console.log("app")', String(enc))
      assert.match(String(plainJs.headers.vary), /accept-encoding/i, String(enc))
    }
    // index.html through `/`: its twin, still revalidated each time; a file without twins as it is
    const index = await get('/', 'br')
    assert.equal(index.headers['content-encoding'], 'br')
    assert.equal(index.headers['cache-control'], 'no-cache')
    assert.match(String(index.headers['content-type']), /text\/html/)
    assert.match(zlib.brotliDecompressSync(index.rawPayload).toString(), /<div id="app">/)
    const small = await get('/js/small.89abcdef.js', 'br, gzip')
    assert.equal(small.headers['content-encoding'], undefined)
    assert.equal(small.body, 'void 0')
    // an API list (basics/list: the app's settings and agreement texts, well above 1 KB); a tiny answer stays as it is
    const list = '/api/system/api/basics/list'
    const apiBr = await get(list, 'br')
    assert.equal(apiBr.statusCode, 200)
    assert.equal(apiBr.headers['content-encoding'], 'br')
    assert.match(String(apiBr.headers.vary), /accept-encoding/i)
    const doc = JSON.parse(zlib.brotliDecompressSync(apiBr.rawPayload).toString())
    assert.equal(doc.ok, true)
    assert.ok(apiBr.rawPayload.length < Buffer.byteLength(JSON.stringify(doc)) * 0.8, `${apiBr.rawPayload.length} bytes`)
    const apiGz = await get(list, 'gzip')
    assert.equal(apiGz.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(zlib.gunzipSync(apiGz.rawPayload).toString()), doc)
    const apiPlain = await get(list)
    assert.equal(apiPlain.headers['content-encoding'], undefined)
    assert.deepEqual(apiPlain.json(), doc)
    assert.equal((await get(list, 'identity')).headers['content-encoding'], undefined)
    const health = await get('/api/health', 'br, gzip')
    assert.equal(health.headers['content-encoding'], undefined)
    assert.equal(health.json().ok, true)
  })

  it('CORS: configured origins only; by default none (same origin)', async () => {
    const preflight = (app: TestApp, origin: string) =>
      app.app.inject({
        method: 'OPTIONS',
        url: '/api/system/api/basics/list',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'tenant,lang,authorization' },
      })
    const allowed = await preflight(t, 'https://admin.example')
    assert.ok(allowed.statusCode < 300, String(allowed.statusCode))
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://admin.example')
    assert.equal((await preflight(t, 'https://evil.example')).headers['access-control-allow-origin'], undefined)
    const get = await t.app.inject({ method: 'GET', url: '/api/system/api/basics/list', headers: { origin: 'https://shop.example' } })
    assert.equal(get.headers['access-control-allow-origin'], 'https://shop.example')
    assert.equal((await preflight(plain, 'https://shop.example')).headers['access-control-allow-origin'], undefined)
  })

  it('a body over BODY_LIMIT is 413 in the envelope, in the request language, and nothing is written', async () => {
    const before = await opinions()
    const big = { type: 'bug', content: 'x'.repeat(5000) }
    for (const [type, payload] of [
      ['application/json', JSON.stringify(big)],
      ['application/x-www-form-urlencoded', new URLSearchParams(big).toString()],
    ]) {
      const r = await t.api({ method: 'POST', url: '/system/api/opinion', payload, headers: { 'content-type': type, lang: 'en' } })
      assert.equal(r.status, 413, type)
      assert.equal(r.body.code, 413, type)
      assert.equal(r.body.ok, false, type)
      assert.match(r.body.msg, /large/i, type)
    }
    assert.equal(await opinions(), before)
    // under the limit the same request is taken
    const small = await t.api({ method: 'POST', url: '/system/api/opinion', payload: { type: 'bug', content: 'small enough, but real' } })
    assert.equal(small.status, 200)
    assert.equal(await opinions(), before + 1)
  })

  it('an unexpected failure is a 500 with a plain message: no stack, no SQL, no table names', async () => {
    await plain.db.schema.alterTable('notices').renameTo('notices_away').execute()
    try {
      const r = await plain.api({ method: 'GET', url: '/system/api/notice/list', headers: { lang: 'en' } })
      assert.equal(r.status, 500)
      assert.equal(r.body.code, 500)
      assert.equal(r.body.ok, false)
      assert.equal(typeof r.body.msg, 'string')
      assert.doesNotMatch(JSON.stringify(r.body), /notices|relation|select|\.ts:|at \w+ \(|node_modules/i)
      assert.deepEqual(Object.keys(r.body).sort(), ['code', 'msg', 'ok'])
    } finally {
      await plain.db.schema.alterTable('notices_away').renameTo('notices').execute()
    }
    assert.equal((await plain.api({ method: 'GET', url: '/system/api/notice/list' })).status, 200)
  })

  it('OpenAPI lists every declared route with its schemas; the docs page is served', async () => {
    const doc = (await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    assert.match(doc.openapi, /^3\./)
    const routes = declaredRoutes(plain)
    assert.ok(routes.length >= 30, `only ${routes.length} routes declared`)
    for (const { method, url, hidden } of routes) {
      if (url.endsWith('*')) continue // file serving wildcard
      const key = `/api${url}`.replace(/:(\w+)/g, '{$1}')
      if (hidden) assert.equal(doc.paths[key]?.[method], undefined, `${key} should be hidden`)
      else assert.ok(doc.paths[key]?.[method], `${method.toUpperCase()} ${key} missing from OpenAPI`)
    }
    assert.ok(
      routes.some((r) => r.hidden),
      'the development SMS outbox is declared hidden',
    )
    // request schemas come from the shared contracts: the login body names its fields
    const login = doc.paths['/api/auth/api/customer/login'].post
    const body = login.requestBody.content['application/json'].schema
    assert.ok(body.properties.username && body.properties.password && body.properties.loginType)
    const page = await plain.app.inject({ method: 'GET', url: '/api/docs' })
    const html = page.statusCode === 302 ? await plain.app.inject({ method: 'GET', url: String(page.headers.location).replace(/^\.\//, '/api/docs/') }) : page
    assert.equal(html.statusCode, 200)
    assert.match(html.body, /swagger/i)
  })
})
