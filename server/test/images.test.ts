import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { IMAGE_SIZES } from '../../types/image-sizes.js'
import { loadConfig } from '../src/config.js'
import { demoImage } from '../src/seed/images.js'
import { asUser, createTestApp, type TestApp } from './helpers.js'

const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'
const isAvif = (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif'

describe('images: sized WebP (AVIF when asked), cached on disk, for demo drawings and uploads', () => {
  let t: TestApp
  let cup: string
  let banner: string
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  before(async () => {
    t = await createTestApp({ env: { IMAGE_AVIF: 'true' } })
    t.app.log.level = 'silent'
    cup = demoImage(t.config, 'default', 'cup-test', 'cup', 1)
    banner = demoImage(t.config, 'default', 'banner-test', 'croissant', 2, 480, { shape: 'banner' })
  })
  after(() => t.close())

  it('each size is a WebP of that width (by its magic bytes), with the public files caching headers and Vary: Accept', async () => {
    for (const [size, width] of Object.entries(IMAGE_SIZES)) {
      const r = await get(`${cup}?size=${size}`)
      assert.equal(r.statusCode, 200, `${size}: ${r.body}`)
      assert.equal(r.headers['content-type'], 'image/webp')
      assert.ok(isWebp(r.rawPayload), size)
      assert.equal(r.headers['cache-control'], 'public, max-age=604800, immutable')
      assert.match(String(r.headers.vary), /Accept/)
      const meta = await sharp(r.rawPayload).metadata()
      assert.equal(meta.format, 'webp')
      assert.deepEqual([meta.width, meta.height], [width, width], size)
    }
    // a banner keeps its 5:2 shape
    const b = await sharp((await get(`${banner}?size=banner`)).rawPayload).metadata()
    assert.deepEqual([b.width, b.height], [750, 300])
    // the SVG master itself is never sent: without a size it is the detail WebP
    const plain = await get(cup)
    assert.equal(plain.headers['content-type'], 'image/webp')
    assert.equal((await sharp(plain.rawPayload).metadata()).width, IMAGE_SIZES.detail)
  })

  it('AVIF only for a browser whose Accept names it (and only when IMAGE_AVIF is on; off by default)', async () => {
    const r = await get(`${cup}?size=card`, { accept: 'image/avif,image/webp,*/*' })
    assert.equal(r.headers['content-type'], 'image/avif')
    assert.ok(isAvif(r.rawPayload))
    assert.match(String(r.headers.vary), /Accept/)
    const w = await get(`${cup}?size=card`, { accept: 'image/webp,*/*' })
    assert.equal(w.headers['content-type'], 'image/webp')
    assert.equal(loadConfig({ NODE_ENV: 'test' }).imageAvif, false)
  })

  it('made once and cached on disk under DATA_DIR; made again when the master changes', async () => {
    const cached = path.join(t.config.dataDir, 'cache', 'images', 'default', 'demo', 'cup-test.svg.thumb.webp')
    assert.ok(fs.existsSync(cached), 'cached after the first request')
    const first = fs.statSync(cached).mtimeMs
    const again = await get(`${cup}?size=thumb`)
    assert.deepEqual(again.rawPayload, fs.readFileSync(cached))
    assert.equal(fs.statSync(cached).mtimeMs, first, 'served from the cache, not encoded again')
    // parallel first requests of a new size share one encode and all get the picture
    const rs = await Promise.all(Array.from({ length: 6 }, () => get(`${banner}?size=thumb`)))
    assert.ok(rs.every((r) => r.statusCode === 200 && isWebp(r.rawPayload)))
    // a newer master (the seed drew it again) replaces the cached size
    const master = path.join(t.config.dataDir, 'uploads', 'public', 'default', 'demo', 'cup-test.svg')
    fs.utimesSync(master, new Date(), new Date(Date.now() + 5000))
    await get(`${cup}?size=thumb`)
    assert.ok(fs.statSync(cached).mtimeMs > first)
  })

  it('a size that is not one of the sizes is refused with 400 naming the field; missing and escaping paths are 404', async () => {
    for (const bad of ['huge', '', '100', 'Card']) {
      const r = await get(`${cup}?size=${bad}`)
      assert.equal(r.statusCode, 400, bad)
      const body = r.json()
      assert.equal(body.ok, false)
      assert.equal(body.field, 'size')
      assert.equal(body.rule, 'enum')
    }
    for (const url of [
      '/api/files/default/demo/none.svg?size=card',
      '/api/files/default/demo/..%2f..%2f..%2fpackage.json?size=card',
      '/api/files/default/.hidden.png?size=card',
      '/api/files/default/x.txt?size=card',
    ]) {
      assert.equal((await get(url)).statusCode, 404, url)
    }
  })

  it("a user's uploaded picture gets the same sizes; without a size its original bytes are served as before", async () => {
    const user = await asUser(t)
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b6fd1' } })
      .png()
      .toBuffer()
    const boundary = '----img-test'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const up = await t.api({
      method: 'POST',
      url: '/system/api/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` },
    })
    assert.equal(up.status, 200, JSON.stringify(up.body))
    const url: string = up.body.data.url
    const card = await get(`${url}?size=card`)
    assert.equal(card.headers['content-type'], 'image/webp')
    const meta = await sharp(card.rawPayload).metadata()
    assert.deepEqual([meta.width, meta.height], [360, 240])
    assert.ok(card.rawPayload.length < png.length)
    // never enlarged: the 900 px picture at detail (750) is 750, a small one stays small
    assert.equal((await sharp((await get(`${url}?size=detail`)).rawPayload).metadata()).width, 750)
    const original = await get(url)
    assert.equal(original.headers['content-type'], 'image/png')
    assert.deepEqual(original.rawPayload, png)
  })
})

describe('images: sharp loads with the first picture, not at start', () => {
  it('the server code and every module imported, libvips is not in the process; one encode loads it', () => {
    // a child process, so this file's own `import sharp` does not count
    const child = [
      "import fs from 'node:fs'",
      "const vips = () => fs.readFileSync('/proc/self/maps', 'utf8').includes('libvips')",
      "await import('./src/app.ts')",
      "const { importFromModules } = await import('./src/core/discover.ts')",
      "await importFromModules(() => 'index')",
      'const atStart = vips()',
      "const { encode } = await import('./src/core/images.ts')",
      'await encode(Buffer.from(\'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\'), true, \'thumb\', \'webp\')',
      'console.log(JSON.stringify({ atStart, afterEncode: vips() }))',
    ].join('\n')
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    })
    assert.equal(r.status, 0, r.stderr)
    assert.deepEqual(JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}'), { atStart: false, afterEncode: true })
  })
})
