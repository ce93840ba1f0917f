import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Canvas } from '../src/core/png.js'
import { multipart, userWithToken } from './fixtures.js'
import { createTestApp, type TestApp } from './helpers.js'

const png = () => {
  const c = new Canvas(8, 8)
  c.gradient([255, 0, 0], [0, 0, 255])
  return c.encode()
}
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])) : []

describe('uploads: type by content, size limit, private files, public files', () => {
  let t: TestApp
  let alice: { id: number; token: string }
  let bob: { id: number; token: string }
  const upload = (token: string | null, file: Parameters<typeof multipart>[0], fields?: Record<string, string>) => {
    const m = multipart(file, fields)
    return t.api({ method: 'POST', url: '/system/api/upload', payload: m.payload, headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  }
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads')

  before(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: '4096' } })
    t.app.log.level = 'silent'
    alice = await userWithToken(t)
    bob = await userWithToken(t)
  })
  after(() => t.close())

  it('a real PNG is stored on disk and served back, byte for byte, as a public file', async () => {
    const data = png()
    const r = await upload(alice.token, { name: 'photo.png', data, type: 'image/png' })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.data.mime, 'image/png')
    assert.equal(r.body.data.size, data.length)
    assert.match(r.body.data.url, /^\/api\/files\/default\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    const got = await t.app.inject({ method: 'GET', url: r.body.data.url })
    assert.equal(got.statusCode, 200)
    assert.equal(got.headers['content-type'], 'image/png')
    assert.ok(got.rawPayload.equals(data))
    const row = await t.db.selectFrom('uploads').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow()
    assert.equal(Number(row.owner_id), alice.id)
  })

  it('the type is decided by content: a text file named .png, an SVG and an empty file are refused, nothing kept', async () => {
    const before = filesUnder(uploadsDir()).length
    const fake = await upload(alice.token, { name: 'fake.png', data: Buffer.from('hello, I am not a picture'), type: 'image/png' })
    assert.equal(fake.status, 415)
    assert.equal(fake.body.field, 'file')
    const svg = await upload(alice.token, { name: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' })
    assert.equal(svg.status, 415)
    const empty = await upload(alice.token, { name: 'e.png', data: Buffer.alloc(0) })
    assert.equal(empty.status, 400)
    assert.equal(filesUnder(uploadsDir()).length, before)
  })

  it('a file over the size limit gets 413 and leaves nothing behind', async () => {
    const before = filesUnder(uploadsDir()).length
    const big = Buffer.concat([png(), Buffer.alloc(8192, 1)])
    const r = await upload(alice.token, { name: 'big.png', data: big })
    assert.equal(r.status, 413)
    assert.equal(r.body.ok, false)
    assert.equal(filesUnder(uploadsDir()).length, before)
    assert.equal(Number((await t.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).where('size', '>', 4096).executeTakeFirstOrThrow()).n), 0)
  })

  it('uploading needs a login', async () => {
    const r = await upload(null, { name: 'p.png', data: png() })
    assert.equal(r.status, 401)
  })

  it('private files: readable by their owner and staff, 404 for anyone else and never under /files', async () => {
    const r = await upload(alice.token, { name: 'proof.png', data: png() }, { scope: 'private' })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const url = r.body.data.url
    assert.match(url, /^\/api\/system\/api\/upload\/[0-9a-f-]{36}$/)
    const get = (token: string, tenant?: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(tenant ? { tenant } : {}) } })
    const own = await get(alice.token)
    assert.equal(own.statusCode, 200)
    assert.equal(own.headers['content-type'], 'image/png')
    assert.equal((await get(bob.token)).statusCode, 404)
    const staff = await userWithToken(t, { roles: 'shopper,staff' })
    assert.equal((await get(staff.token)).statusCode, 200)
    const row = await t.db.selectFrom('uploads').select('path').where('id', '=', r.body.data.id).executeTakeFirstOrThrow()
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/files/${row.path}` })).statusCode, 404)
    const foreign = await userWithToken(t, { tenantId: t.otherTenantId, roles: 'shopper,staff' })
    assert.equal((await get(foreign.token, 'other')).statusCode, 404)
  })

  it('the public files route never leaves its folder', async () => {
    for (const u of ['/api/files/..%2f..%2f..%2fetc%2fpasswd', '/api/files/../../etc/passwd', '/api/files/%2e%2e/%2e%2e/private/x.png', '/api/files/default/..%00.png']) {
      const r = await t.app.inject({ method: 'GET', url: u })
      assert.ok([400, 404].includes(r.statusCode), `${u} -> ${r.statusCode}`)
      assert.doesNotMatch(r.body, /root:/)
    }
  })
})
