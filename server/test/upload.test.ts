import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Canvas } from '../src/core/png.js'
import { asUser, createTestApp, type TestApp } from './helpers.js'

const LIMIT = 1000
const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A real, decodable PNG small enough for the 1000-byte limit. */
function realPng(): Buffer {
  const c = new Canvas(6, 6)
  c.gradient([10, 200, 30], [250, 20, 90])
  return c.encode()
}

/** multipart/form-data, written by hand: text fields first, then the file part. */
function multipartBody(file: { field?: string; name: string; type: string; data: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----upload-test-${Math.random().toString(36).slice(2)}`
  const chunks: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  chunks.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
  )
  chunks.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

describe('upload: real images only, size limit, owners, public files', () => {
  let t: TestApp
  let alice: { id: number; token: string }
  let bob: { id: number; token: string }

  const makeUser = async (tenantId = t.tenantId) => asUser(t, { tenantId })
  const upload = (token: string | null, file: Parameters<typeof multipartBody>[0], fields?: Record<string, string>, extra: Record<string, string> = {}) => {
    const m = multipartBody(file, fields)
    return t.api({
      method: 'POST',
      url: '/system/api/upload',
      payload: m.payload,
      headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    })
  }
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads')
  const uploadRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  before(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } })
    t.app.log.level = 'silent'
    assert.equal(t.config.uploadMaxBytes, LIMIT)
    alice = await makeUser()
    bob = await makeUser()
  })
  after(() => t.close())

  it('a logged-in user uploads a real PNG and gets a URL; the URL serves the same bytes as image/png', async () => {
    const data = realPng()
    assert.ok(data.length < LIMIT)
    const r = await upload(alice.token, { name: 'my photo.png', type: 'image/png', data })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.ok, true)
    assert.equal(r.body.code, 200)
    const d = r.body.data
    assert.equal(d.mime, 'image/png')
    assert.equal(d.size, data.length)
    assert.equal(d.scope, 'public')
    assert.match(d.url, /^\/api\/files\/default\/.+\.png$/)
    assert.ok(!d.url.includes('my photo'), 'the stored name is not the client-supplied one')

    const got = await t.app.inject({ method: 'GET', url: d.url })
    assert.equal(got.statusCode, 200)
    assert.equal(got.headers['content-type'], 'image/png')
    assert.equal(got.headers['x-content-type-options'], 'nosniff')
    assert.ok(got.rawPayload.equals(data), 'same bytes back')

    const row = await t.db.selectFrom('uploads').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow()
    assert.equal(Number(row.owner_id), alice.id)
    assert.equal(row.tenant_id, t.tenantId)
    assert.equal(row.original_name, 'my photo.png')
    assert.ok(fs.readFileSync(path.join(uploadsDir(), 'public', row.path)).equals(data))
  })

  it('the type comes from the content: a text file named fake.png is 415 and leaves no file', async () => {
    const files = listFiles(uploadsDir()).length
    const rows = await uploadRows()
    const r = await upload(
      alice.token,
      { name: 'fake.png', type: 'image/png', data: Buffer.from('just some text pretending to be a picture\n') },
      {},
      { lang: 'en' },
    )
    assert.equal(r.status, 415)
    assert.equal(r.body.ok, false)
    assert.equal(r.body.code, 415)
    assert.equal(r.body.field, 'file')
    assert.equal(listFiles(uploadsDir()).length, files)
    assert.equal(await uploadRows(), rows)
  })

  it('SVG is refused, even with script-free content and an image/svg+xml type', async () => {
    const files = listFiles(uploadsDir()).length
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    ]) {
      const r = await upload(alice.token, { name: 'pic.svg', type: 'image/svg+xml', data: Buffer.from(svg) })
      assert.equal(r.status, 415, JSON.stringify(r.body))
      assert.equal(r.body.ok, false)
    }
    assert.equal(listFiles(uploadsDir()).length, files)
  })

  it('a file over UPLOAD_MAX_BYTES is 413 and nothing is kept; one at the limit is accepted', async () => {
    const files = listFiles(uploadsDir()).length
    const rows = await uploadRows()
    const over = Buffer.concat([PNG_SIG, Buffer.alloc(LIMIT + 1 - PNG_SIG.length, 7)])
    const r = await upload(alice.token, { name: 'big.png', type: 'image/png', data: over })
    assert.equal(r.status, 413, JSON.stringify(r.body))
    assert.equal(r.body.ok, false)
    assert.equal(r.body.code, 413)
    assert.equal(r.body.field, 'file')
    const far = await upload(alice.token, { name: 'huge.png', type: 'image/png', data: Buffer.concat([PNG_SIG, Buffer.alloc(50_000, 1)]) })
    assert.equal(far.status, 413)
    assert.equal(listFiles(uploadsDir()).length, files)
    assert.equal(await uploadRows(), rows)

    // a real PNG padded to the limit (content sniffing reads its chunks, not only the signature)
    const exact = Buffer.concat([realPng(), Buffer.alloc(LIMIT - realPng().length, 0)])
    const ok = await upload(alice.token, { name: 'edge.png', type: 'image/png', data: exact })
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    assert.equal(ok.body.data.size, LIMIT)
  })

  it('uploading needs a valid token', async () => {
    const rows = await uploadRows()
    const none = await upload(null, { name: 'p.png', type: 'image/png', data: realPng() })
    assert.equal(none.status, 401)
    assert.equal(none.body.ok, false)
    const bogus = await upload('not-a-real-token', { name: 'p.png', type: 'image/png', data: realPng() })
    assert.equal(bogus.status, 401)
    assert.equal(await uploadRows(), rows)
  })

  it('a file under another field name, or no file at all, is 400', async () => {
    const wrongField = await upload(alice.token, { field: 'picture', name: 'p.png', type: 'image/png', data: realPng() })
    assert.equal(wrongField.status, 400)
    const notMultipart = await t.api({ method: 'POST', url: '/system/api/upload', payload: { file: 'x' }, headers: { authorization: `Bearer ${alice.token}` } })
    assert.ok([400, 415].includes(notMultipart.status), String(notMultipart.status))
    assert.equal(notMultipart.body.ok, false)
  })

  it('GET /system/api/upload/:id: the owner gets the file, another user gets 404', async () => {
    const data = realPng()
    const r = await upload(alice.token, { name: 'id-card.png', type: 'image/png', data }, { scope: 'private' })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.data.scope, 'private')
    const id = r.body.data.id as string
    assert.equal(r.body.data.url, `/api/system/api/upload/${id}`)
    const get = (token: string | null, tenant?: string) =>
      t.api({
        method: 'GET',
        url: `/system/api/upload/${id}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(tenant ? { tenant } : {}) },
      })

    const own = await t.app.inject({ method: 'GET', url: r.body.data.url, headers: { authorization: `Bearer ${alice.token}` } })
    assert.equal(own.statusCode, 200)
    assert.equal(own.headers['content-type'], 'image/png')
    assert.match(String(own.headers['cache-control']), /private/)
    assert.ok(own.rawPayload.equals(data))

    const byBob = await get(bob.token)
    assert.equal(byBob.status, 404)
    assert.equal(byBob.body.ok, false)
    assert.equal((await get(null)).status, 401)
    const staff = await makeUser()
    await t.db.updateTable('users').set({ roles: 'shopper,staff' }).where('id', '=', staff.id).execute()
    assert.equal((await get(staff.token)).status, 200, 'staff may read private files')
    const stranger = await makeUser(t.otherTenantId)
    assert.equal((await get(stranger.token, 'other')).status, 404)
    // a made-up id and a non-uuid
    assert.equal(
      (await t.api({ method: 'GET', url: '/system/api/upload/00000000-0000-4000-8000-000000000000', headers: { authorization: `Bearer ${alice.token}` } }))
        .status,
      404,
    )
    assert.equal(
      (await t.api({ method: 'GET', url: '/system/api/upload/..%2f..%2fetc%2fpasswd', headers: { authorization: `Bearer ${alice.token}` } })).status,
      400,
    )
    // a private file is never reachable through the public route
    const row = await t.db.selectFrom('uploads').select('path').where('id', '=', id).executeTakeFirstOrThrow()
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/files/${row.path}` })).statusCode, 404)
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/files/..%2fprivate%2f${row.path.split('/').join('%2f')}` })).statusCode, 404)
  })

  it('path traversal in the public files route is 404/400, never file contents', async () => {
    // a file just outside the public folder with an allowed extension, to catch an escape that MIME checks would not
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.png'), 'TOP-SECRET')
    fs.mkdirSync(path.join(uploadsDir(), 'public'), { recursive: true })
    const attempts = [
      '/api/files/..%2f..%2fetc/passwd',
      '/api/files/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/api/files/../../etc/passwd',
      '/api/files/%2e%2e/%2e%2e/secret.png',
      '/api/files/..%2f..%2fsecret.png',
      '/api/files/default/..%2f..%2f..%2fsecret.png',
      '/api/files/%252e%252e%252f%252e%252e%252fsecret.png',
      '/api/files/..%5c..%5csecret.png',
      `/api/files/${encodeURIComponent(path.join(t.config.dataDir, 'secret.png'))}`,
      '/api/files/default/x.png%00.txt',
      '/api/files/%E0%A4%A.png',
      '/api/files/',
    ]
    for (const url of attempts) {
      const r = await t.app.inject({ method: 'GET', url })
      assert.ok([400, 404].includes(r.statusCode), `${url} -> ${r.statusCode}`)
      assert.doesNotMatch(r.body, /root:|TOP-SECRET/, url)
      if (String(r.headers['content-type']).includes('json')) assert.equal(JSON.parse(r.body).ok, false, url)
    }
    // a URL that is not valid percent-encoding is refused before routing, still in the envelope
    const bad = await t.app.inject({ method: 'GET', url: '/api/files/%E0%A4%A.png', headers: { lang: 'en' } })
    assert.equal(bad.statusCode, 400)
    assert.deepEqual({ ok: bad.json().ok, code: bad.json().code, field: bad.json().field }, { ok: false, code: 400, field: 'url' })
  })
})
