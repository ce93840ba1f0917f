/**
 * Generated negative test: every operation of the server's own OpenAPI document gets bad input derived
 * from its schemas (wrong types, missing and unknown fields, out-of-range and non-finite numbers, huge
 * and NUL-bearing strings, injection and traversal strings, deep and malformed JSON, malformed
 * multipart, wrong content types), each without a session, with one, and with an unknown tenant.
 * It fails on any 5xx, any internal text in an answer, any 2xx for input the schema refuses, and any
 * uploaded file left without its row. A new operation is covered by being in the document.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { InjectOptions } from 'fastify'
import { Canvas } from '../src/core/png.js'
import { accountRepo } from '../src/modules/account/account.repository.js'
import { createTestApp, type TestApp } from './helpers.js'

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  additionalProperties?: boolean | Schema
  nullable?: boolean
}
type Param = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema }
type Operation = { parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: Array<Record<string, string[]>> }
interface Case {
  op: string
  what: string
  /** the schema (or the server's own rules) refuse it: any 2xx is a failure */
  refused: boolean
  req: InjectOptions & { url: string }
}

const UPLOAD_LIMIT = 4096
/** Internal text that must never reach a client. */
const LEAK = [
  /\bat (?:async )?[\w.$<>]+ \(/, // stack frame
  /\.(?:ts|js|mjs):\d+/,
  /node_modules/,
  /FST_[A-Z_]+|\bERR_[A-Z_]+|HPE_[A-Z_]+/,
  /relation "|violates|syntax error at|invalid input syntax|out of range for type|duplicate key|column "|null value in|\bpg_|kysely|ECONNREFUSED/i,
  /"(?:users|sessions|sms_codes|sms_outbox|tenants|uploads|opinions|notices|products|shops|regions|dict_data|settings|wallet_accounts|real_name_requests)"/,
]
const RULE = /^[a-z][A-Za-z]*$/
/** Free text that only a pattern, enum or format may refuse. */
const HOSTILE = [
  "' OR '1'='1' --",
  '1; DROP TABLE x; --',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202egnp.exe',
  '😀'.repeat(8),
]
/** Values tried against a `pattern`: the first that fits makes a valid sample. */
const SAMPLES = [
  '13800138000',
  '123456',
  'abc123',
  '86',
  'sex',
  'abcdef12',
  'user1234',
  'suggestion',
  'h5',
  '123e4567-e89b-42d3-a456-426614174000',
  'STRIPE',
  'CNY',
  '6228480012345678903',
  'R20261127000001',
  // a form submission's number (types/form.ts)
  'F20261127000001',
  // an e-sign page token (48 hex)
  '0123456789abcdef0123456789abcdef0123456789abcdef',
  // opening hours (the shop editor)
  '09:00-21:30',
  // an agent's join code (types/onboard-codes.ts)
  'ABCD2345',
  // a booking's number, a calendar day and a slot's start time (types/booking.ts)
  'B2611270900001234',
  '2026-11-28',
  '10:00',
  // a store payment's number (types/storepay-codes.ts)
  'S20261230000001',
]

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])
const variants = (s: Schema) => s.anyOf ?? s.oneOf
function pick(s: Schema): Schema {
  const v = variants(s)
  return v ? (v.find((x) => !types(x).includes('null')) ?? v[0]) : s
}
const fits = (s: Schema, v: string) =>
  (!s.pattern || new RegExp(s.pattern, 'u').test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity)

/** A value the schema accepts (so that a single bad field is what the server meets). */
function sample(s0: Schema): unknown {
  if (s0.default !== undefined) return s0.default
  const s = pick(s0)
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  const t = types(s)[0]
  if (t === 'boolean') return true
  if (t === 'integer' || t === 'number') return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Infinity)
  if (t === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}))
  if (t === 'object' || s.properties) {
    const o: Record<string, unknown> = {}
    for (const k of s.required ?? []) o[k] = sample(s.properties?.[k] ?? {})
    return o
  }
  if (s.format === 'email') return 'neg@example.com'
  if (s.format === 'uuid') return randomUUID()
  if (s.format === 'date-time') return new Date().toISOString()
  if (s.format === 'binary') return 'x'
  const hit = SAMPLES.find((v) => fits(s, v)) ?? ['x'.repeat(Math.max(s.minLength ?? 5, 1))].find((v) => fits(s, v))
  assert.ok(hit !== undefined, `no valid sample for pattern ${s.pattern}: add one to SAMPLES`)
  return hit
}

/** Bad values for one field: [label, value, refused by the contract]. */
function badValues(s0: Schema, where: 'body' | 'query' | 'path'): Array<[string, unknown, boolean]> {
  const s = pick(s0)
  const t = types(s)[0] ?? (s.properties ? 'object' : undefined)
  const out: Array<[string, unknown, boolean]> = []
  const json = where === 'body'
  if (t === 'integer' || t === 'number') {
    out.push(
      ['text', 'abc', true],
      ['Infinity', 'Infinity', true],
      ['-Infinity', '-Infinity', true],
      ['1e400', '1e400', true],
      ['NaN', 'NaN', true],
      ['2^63', '9223372036854775808', true],
      ['-2^63', '-9223372036854775809', true],
    )
    if (json)
      out.push(['2^63 number', 2 ** 63, true], ['object', { a: 1 }, true], ['array', [1, 2], true], ['one-item array', [1], true], ['boolean', true, true])
    if (t === 'integer') out.push(['fraction', '1.5', true], ['hex', '0x3', true], ['exponent', '2e0', true])
    if (s.maximum !== undefined) out.push(['above maximum', String(s.maximum + 1), true])
    if (s.minimum !== undefined) out.push(['below minimum', String(s.minimum - 1), true])
  } else if (t === 'string') {
    out.push(['NUL', 'a\u0000b', true], ['huge', 'x'.repeat(100_000), s.maxLength !== undefined && s.maxLength < 100_000])
    if (s.maxLength !== undefined) out.push(['one too long', 'x'.repeat(s.maxLength + 1), true])
    const strict = !!(s.pattern || s.enum || s.const !== undefined || s.format)
    const refusedText = (v: string) =>
      strict ? !(fits(s, v) && (!s.enum || s.enum.includes(v)) && (s.const === undefined || s.const === v) && !s.format) : false
    for (const h of HOSTILE) out.push([`hostile ${h.slice(0, 12)}`, h, refusedText(h)])
    out.push(['urn:uuid', `urn:uuid:${randomUUID()}`, refusedText('urn:uuid:x')])
    if (json) out.push(['object', { a: 1 }, true], ['array of two', ['a', 'b'], true])
  } else if (t === 'boolean') {
    out.push(['not a boolean', 'maybe', true])
    if (json) out.push(['object', { a: 1 }, true])
  } else if (t === 'array') {
    if (json) out.push(['object', { a: 1 }, true], ['NUL item', ['a\u0000b'], true])
    // an item's own bad values inside the array (a string coerced there: ["Infinity"], ["1e400"], ["0x3"])
    if (json && s.items)
      for (const [label, v, refused] of badValues(s.items, where)) if (typeof v !== 'object' || v === null) out.push([`item ${label}`, [v], refused])
    if (json && s.maxItems !== undefined) out.push(['too many items', Array.from({ length: s.maxItems + 1 }, () => sample(s.items ?? {})), true])
  } else if (t === 'object') {
    if (json) out.push(['string', 'x', true], ['deep', deep(2000), true])
  }
  return out
}

function deep(n: number): unknown {
  let v: unknown = 1
  for (let i = 0; i < n; i++) v = { a: v }
  return v
}

function realPng(): Buffer {
  const c = new Canvas(4, 4)
  c.gradient([10, 200, 30], [250, 20, 90])
  return c.encode()
}
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>,
  boundary = `----neg${Math.random().toString(36).slice(2)}`,
) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disp = `content-disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\n${disp}\r\n${p.type ? `content-type: ${p.type}\r\n` : ''}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** Every case of one operation (before the three auth/tenant variants). */
function casesFor(url: string, method: string, op: Operation, bodyLimit: number): Case[] {
  const name = `${method.toUpperCase()} ${url}`
  const params = op.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const content = op.requestBody?.content ?? {}
  const jsonSchema = content['application/json']?.schema
  const isMultipart = !!content['multipart/form-data']
  const base = {
    path: Object.fromEntries(pathParams.map((p) => [p.name, sample(p.schema)])),
    query: Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, sample(p.schema)])),
    body: jsonSchema ? (sample(jsonSchema) as Record<string, unknown>) : undefined,
  }
  const build = (o: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; raw?: string | Buffer; type?: string }): Case['req'] => {
    const p = o.path ?? base.path
    const u = url.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(p[k])))
    const q = new URLSearchParams()
    for (const [k, v] of Object.entries(o.query ?? base.query)) q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
    const qs = q.toString()
    const req: Case['req'] = { method: method.toUpperCase() as InjectOptions['method'], url: qs ? `${u}?${qs}` : u, headers: {} }
    if (o.raw !== undefined) {
      req.payload = o.raw
      req.headers = { 'content-type': o.type ?? 'application/json' }
    } else if ((o.body ?? base.body) !== undefined) {
      req.payload = JSON.stringify(o.body ?? base.body)
      req.headers = { 'content-type': 'application/json' }
    }
    return req
  }
  const out: Case[] = []
  const add = (what: string, refused: boolean, req: Case['req']) => out.push({ op: name, what, refused, req })

  for (const p of pathParams)
    for (const [label, v, refused] of badValues(p.schema, 'path')) add(`path ${p.name}: ${label}`, refused, build({ path: { ...base.path, [p.name]: v } }))
  for (const p of queryParams) {
    for (const [label, v, refused] of badValues(p.schema, 'query')) add(`query ${p.name}: ${label}`, refused, build({ query: { ...base.query, [p.name]: v } }))
    if (p.required) add(`query ${p.name}: missing`, true, build({ query: Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== p.name)) }))
  }
  if (queryParams.length) add('query: unknown field', true, build({ query: { ...base.query, zzUnknown: '1' } }))
  if (jsonSchema) {
    const b = base.body ?? {}
    const s = pick(jsonSchema)
    for (const [k, fs] of Object.entries(s.properties ?? {})) {
      for (const [label, v, refused] of badValues(fs, 'body')) add(`body ${k}: ${label}`, refused, build({ body: { ...b, [k]: v } }))
      // the client's default encoding: every value arrives as text
      add(
        `form ${k}: NUL`,
        true,
        build({
          raw: new URLSearchParams({ ...Object.fromEntries(Object.entries(b).map(([a, v]) => [a, String(v)])), [k]: 'a\u0000b' }).toString(),
          type: 'application/x-www-form-urlencoded',
        }),
      )
      if (['integer', 'number'].includes(types(pick(fs))[0] ?? ''))
        add(`form ${k}: Infinity`, true, build({ raw: `${k}=Infinity`, type: 'application/x-www-form-urlencoded' }))
    }
    for (const k of s.required ?? []) add(`body ${k}: missing`, true, build({ body: Object.fromEntries(Object.entries(b).filter(([a]) => a !== k)) }))
    if (s.additionalProperties === false) add('body: unknown field', true, build({ body: { ...b, zzUnknown: 1 } }))
    add('body: NUL in a key', true, build({ body: { ...b, ['k\u0000']: 1 } }))
    add('body: array instead of object', true, build({ raw: '[1,2,3]' }))
    add('body: deep JSON', true, build({ raw: '['.repeat(5000) + ']'.repeat(5000) }))
  }
  if (method !== 'get' && method !== 'head') {
    add('body: malformed JSON', true, build({ raw: '{"a":' }))
    add('body: JSON too large', true, build({ raw: JSON.stringify({ a: 'x'.repeat(bodyLimit) }) }))
    add('body: wrong content type', true, build({ raw: '<a>1</a>', type: 'application/xml' }))
    add('body: text/plain', !!jsonSchema, build({ raw: 'hello', type: 'text/plain' }))
    add('body: multipart without boundary', true, build({ raw: 'x', type: 'multipart/form-data' }))
    const m = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: realPng() }])
    add('body: truncated multipart', true, build({ raw: m.payload.subarray(0, m.payload.length - 30), type: m.type }))
  }
  if (isMultipart) {
    const png = realPng()
    const up = (what: string, refused: boolean, parts: Parameters<typeof multipart>[0], boundary?: string) => {
      const m = multipart(parts, boundary)
      add(`multipart: ${what}`, refused, build({ raw: m.payload, type: m.type }))
    }
    up('file name with NUL', true, [{ name: 'file', filename: 'a\u0000b.png', type: 'image/png', data: png }])
    up('no file part', true, [{ name: 'scope', data: 'public' }])
    up('empty file', true, [{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.alloc(0) }])
    up('text posing as an image', true, [{ name: 'file', filename: 'a.png', type: 'image/png', data: 'not an image at all' }])
    up('svg', true, [
      { name: 'file', filename: 'a.svg', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    ])
    up('too large', true, [{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(UPLOAD_LIMIT)]) }])
    up('two files', false, [
      { name: 'file', filename: 'a.png', type: 'image/png', data: png },
      { name: 'file', filename: 'b.png', type: 'image/png', data: png },
    ])
    up('NUL in scope', false, [
      { name: 'scope', data: 'a\u0000b' },
      { name: 'file', filename: 'a.png', type: 'image/png', data: png },
    ])
    up('traversal file name', false, [{ name: 'file', filename: '../../../x.png', type: 'image/png', data: png }])
    up(
      'many fields',
      true,
      Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
    )
    const bad = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }])
    add('multipart: truncated mid-file', true, build({ raw: bad.payload.subarray(0, 80), type: bad.type }))
    add('multipart: boundary mismatch', true, build({ raw: bad.payload, type: 'multipart/form-data; boundary=other' }))
  }
  return out
}

describe('negative: bad input on every operation never breaks the server', () => {
  let t: TestApp
  let token = ''
  const failures: string[] = []
  let sent = 0
  let users = 0

  before(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) } })
    t.app.log.level = 'silent'
  })
  after(() => t.close())

  const newSession = async () => {
    const u = await t.db
      .insertInto('users')
      .values({
        tenant_id: t.tenantId,
        phone: `1370000${String(++users).padStart(4, '0')}`,
        country_area: '86',
        password_hash: 'x',
        nickname: 'negtest',
        invite_code: `NEG${randomUUID().slice(0, 8)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return accountRepo.insertSession(t.db, { tenantId: t.tenantId, userId: Number(u.id), ttlSec: 3600 })
  }

  /** Send and judge one request. */
  async function judge(c: { op: string; what: string; refused: boolean; security?: boolean }, req: Case['req']) {
    sent++
    const res = await t.app.inject(req)
    const h = (req.headers ?? {}) as Record<string, string>
    if (h.authorization && res.statusCode < 300 && !String(res.headers['cache-control'] ?? '').includes('no-store'))
      failures.push(`personal answer without no-store: ${c.op} [${c.what}]`)
    if (c.security === false && res.statusCode === 401 && !h.tenant) failures.push(`asks for a login the document does not declare: ${c.op} [${c.what}]`)
    const where = `${c.op} [${c.what}] → ${res.statusCode}`
    if (process.env.NEG_TRACE && where.includes(process.env.NEG_TRACE)) console.log(where, res.body.slice(0, 120))
    if (res.statusCode >= 500) failures.push(`5xx: ${where} ${res.body.slice(0, 200)}`)
    if (c.refused && res.statusCode < 300) failures.push(`accepted refused input: ${where}`)
    for (const re of LEAK) if (re.test(res.body)) failures.push(`leak ${re}: ${where} ${res.body.slice(0, 200)}`)
    if (res.statusCode >= 400) {
      let body: { code?: unknown; msg?: unknown; ok?: unknown; rule?: unknown } = {}
      try {
        body = res.json()
      } catch {
        failures.push(`not JSON: ${where} ${res.body.slice(0, 100)}`)
      }
      if (typeof body.code !== 'number' || typeof body.msg !== 'string' || body.ok !== false)
        failures.push(`not the envelope: ${where} ${res.body.slice(0, 200)}`)
      if (body.rule !== undefined && !RULE.test(String(body.rule))) failures.push(`internal rule name: ${where} ${body.rule}`)
    }
    return res
  }

  it('every operation of the OpenAPI document, three ways each', { timeout: 240_000 }, async () => {
    const t0 = Date.now()
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const ops = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([m]) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map(([m, op]) => ({ url, method: m, op })),
    )
    assert.ok(ops.length >= 25, `only ${ops.length} operations in the document`)
    let cases = 0
    for (const { url, method, op } of ops) {
      const list = casesFor(url, method, op, t.config.bodyLimit)
      cases += list.length
      // a fresh session per operation: logout or log-off must not end the next operation's session
      token = await newSession()
      const tenantScoped = (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'tenant')
      const security = !!op.security?.length
      const queue = list.flatMap((c) => [
        () => judge({ ...c, security }, c.req),
        () => judge(c, { ...c.req, headers: { ...c.req.headers, authorization: `Bearer ${token}` } }),
        () =>
          judge(
            { ...c, refused: c.refused || tenantScoped },
            { ...c.req, headers: { ...c.req.headers, authorization: `Bearer ${token}`, tenant: 'no-such-tenant-zz' } },
          ),
      ])
      // a few at a time: slow answers (password hashing, failure delays) overlap
      let i = 0
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (i < queue.length) await queue[i++]()
        }),
      )
    }
    const files = listFiles(path.join(t.config.dataDir, 'uploads'))
    const rows = await t.db.selectFrom('uploads').select('path').execute()
    assert.equal(files.length, rows.length, `files on disk without their row (or rows without file): ${files.length} files, ${rows.length} rows`)
    const documented = ops.filter((o) => o.op.security?.length).length
    console.log(`# negative: ${documented} of ${ops.length} operations declare a bearer token`)
    console.log(`# negative: ${ops.length} operations, ${cases} cases, ${sent} requests in ${Date.now() - t0} ms`)
    assert.deepEqual(failures.slice(0, 40), [], `${failures.length} failures`)
  })

  it('public file paths are decoded once and never escape', async () => {
    const urls = [
      '/api/files/%25',
      '/api/files/%252e%252e%252fpackage.json',
      '/api/files/..%2f..%2fpackage.json',
      '/api/files/%2e%2e/%2e%2e/x.png',
      '/api/files/a%00.png',
      '/api/files/%E0%A4%A',
      `/api/files/${'a'.repeat(5000)}.png`,
    ]
    for (const url of urls) {
      const res = await judge({ op: 'GET /api/files/*', what: url.slice(0, 40), refused: true }, { method: 'GET', url })
      assert.ok(res.statusCode === 404 || res.statusCode === 400 || res.statusCode === 414, `${url} → ${res.statusCode}`)
    }
    assert.deepEqual(failures, [])
  })

  it('framework errors before routing: envelope with our own rule names', async () => {
    for (const url of ['/api/system/api/address/tree/%E0%A4%A', `/api/system/api/address/tree/${'9'.repeat(300)}`, '/api/%']) {
      await judge({ op: 'GET', what: url.slice(0, 40), refused: true }, { method: 'GET', url })
    }
    assert.deepEqual(failures, [])
  })

  it('the document tells the truth, and can be switched off; the H5 CSP allows no inline script, and lets a picked picture be read for upload', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const info = doc.paths['/api/customer/api/info'].post
    assert.deepEqual(info.security, [{ bearer: [] }])
    assert.ok(info.parameters?.some((p) => p.in === 'header' && p.name === 'tenant'))
    assert.ok(info.parameters?.some((p) => p.in === 'header' && p.name === 'lang'))
    assert.ok(doc.paths['/api/system/api/upload'].post.requestBody?.content['multipart/form-data'])
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    assert.match(csp, /script-src 'self'(;|$)/)
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/)
    // a picture picked on H5 is read through its blob: URL before it is uploaded (Taro.uploadFile)
    assert.match(csp, /connect-src [^;]*blob:/)
    const off = await createTestApp({ env: { API_DOCS: 'false' } })
    try {
      assert.equal((await off.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 404)
    } finally {
      await off.close()
    }
  })

  it("Node's own 400 and 431 answers carry the envelope", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as net.AddressInfo).port
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.end(text))
        let got = ''
        s.on('data', (d) => (got += d))
        s.on('close', () => resolve(got))
        s.on('error', () => resolve(got))
      })
    for (const [text, status] of [
      ['GARBAGE\r\n\r\n', 400],
      [`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
    ] as const) {
      sent++
      const answer = await raw(text)
      const [head, body] = answer.split('\r\n\r\n')
      assert.match(head, new RegExp(`^HTTP/1.1 ${status} `), answer.slice(0, 80))
      const j = JSON.parse(body)
      assert.equal(j.ok, false)
      assert.equal(j.code, status)
      assert.match(j.rule, RULE)
      for (const re of LEAK) assert.doesNotMatch(answer, re)
    }
  })
})
