// A fake server for screen tests, driven by the client's endpoint table (types/api-table.ts, the rows the app's
// `api` is built from) and keyed by the records of `types/` (the same records the real server registers and
// the client's calls are typed by) or their names, not by URL fragments:
//
//   const api = fakeApi()
//   api.on('order.detail', ({ params }) => detail(Number(params.id)))      // or api.on(OrderApi.detail, ...)
//   api.on('order.cancel', () => refuse(409, 1402, 'Order already paid'))
//   expect(api.calls('order.cancel')[0].body).toEqual({ reason: 'Changed my mind' })
//
// It stands in for Taro.request, Taro.uploadFile and Taro.downloadFile (the request client's only exits;
// a file endpoint's handler answers the local path the download gives, `blob:<id>`). Every request is
// checked against its record (method, path, the params/query/body schemas, after the same coercion the
// server applies to form bodies, whose values must be text: arrays as JSON text) and every answer against
// the record's response schema: a fake that drifts from the contract fails the test (`api.problems`). A
// login-only endpoint reached without the session's Authorization answers 401, as the server does (and is
// a problem: the request client never sends one so). A request no handler takes answers 404 (and is a problem,
// named by its record when the table has one).
import Taro from '@tarojs/taro'
import { FormatRegistry, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { API_TABLE } from '~types/api-table'
import { API_RECORDS } from '~types/api-records'
import type { UserInfo } from '~types/account'
import type { EndpointData, EndpointDef } from '~types/endpoint'
import type { EndpointName, RecordOf } from '@/core/request'

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v))
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (v) => /^[0-9a-f-]{36}$/i.test(v))
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)))

/** What a handler sees of a request. */
export interface FakeCall {
  params: Record<string, string>
  query: Record<string, unknown>
  body: any
  header: Record<string, string>
}
/** A refusal the server would send: the request client shows `msg` (unless silent) and throws. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    readonly field?: string,
  ) {}
}
export const refuse = (status: number, code: number, msg: string, field?: string) => new Refusal(status, code, msg, field)

type Answer<E extends EndpointDef> = EndpointData<E> | Refusal
type Handler<E extends EndpointDef> = (c: FakeCall) => Answer<E> | Promise<Answer<E>>
interface Route {
  /** the record's name: `order.detail` */
  name: string
  method: string
  e: EndpointDef
  re: RegExp
  names: string[]
}

const API_PREFIX = /^(https?:\/\/[^/]+)?\/api(?=\/)/

/** Every row of the endpoint table with its record's schemas: a literal path before one with params (`/order/api/list` before `/order/api/:id`). */
const ROUTES: Route[] = Object.entries(API_TABLE)
  .flatMap(([area, rows]) =>
    Object.entries(rows as Record<string, readonly [string, ...unknown[]]>).map(([n, row]) => {
      const [method, url] = row[0].split(' ')
      const names: string[] = []
      const source = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_, p: string) => (names.push(p), '([^/]+)'))
      const e = (API_RECORDS as unknown as Record<string, Record<string, EndpointDef>>)[area][n]
      return { name: `${area}.${n}`, method, e, re: new RegExp(`^${source}$`), names }
    }),
  )
  .sort((a, b) => a.names.length - b.names.length)

/** A record's name (`order.detail`) from the record itself or its name. */
function nameOf(e: EndpointDef | string): string {
  if (typeof e === 'string') return e
  const r = ROUTES.find((x) => x.e === e)
  if (!r) throw new Error(`not a record of types/: ${e.method} ${e.url}`)
  return r.name
}

function parseData(data: unknown): Record<string, unknown> {
  if (data == null) return {}
  if (typeof data === 'object') return data as Record<string, unknown>
  const s = String(data)
  try {
    return JSON.parse(s)
  } catch {
    return Object.fromEntries(new URLSearchParams(s))
  }
}

/** Form bodies carry text: numbers and booleans as text, arrays as JSON text (as the server reads them). */
function coerce(schema: TSchema | undefined, v: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return v
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === 'string' && /^[[{]/.test(x) ? parseData(x) : x
  return Value.Convert(schema, out) as Record<string, unknown>
}

export function fakeApi() {
  const handlers = new Map<string, Handler<EndpointDef>>()
  const log: Logged[] = []
  const problems: string[] = []

  const check = (what: string, schema: TSchema | undefined, v: unknown, key: string) => {
    // a file's bytes (types/upload.ts FileBytes): the handler gives the downloaded file's local path
    if (schema?.format === 'binary') return void (typeof v !== 'string' && problems.push(`${key}: ${what} is not a file path (${JSON.stringify(v)})`))
    if (!schema || Value.Check(schema, v)) return
    const first = [...Value.Errors(schema, v)][0]
    problems.push(`${key}: ${what} ${first?.path || '/'} ${first?.message} (${JSON.stringify(v)})`)
  }

  async function answer(method: string, url: string, data: unknown, header: Record<string, string>) {
    const [path, qs] = url.replace(API_PREFIX, '').split('?')
    const key = `${method} ${path}`
    const route = ROUTES.find((r) => r.method === method && r.re.test(path))
    const handler = route && handlers.get(route.name)
    const fromUrl = Object.fromEntries(new URLSearchParams(qs ?? ''))
    if (!route || !handler) {
      log.push({ e: null, name: route?.name ?? null, key, params: {}, query: fromUrl, body: parseData(data), header })
      return { status: 404, env: { code: 404, ok: false, msg: `no fake for ${key}` } }
    }
    const m = route.re.exec(path)!
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]))
    const raw = parseData(data)
    // a form body carries text: an array or object in it would travel as `a,b` / `[object Object]`
    if (method !== 'GET' && /x-www-form-urlencoded/.test(header['content-type'] ?? '') && data && typeof data === 'object')
      for (const [k, v] of Object.entries(data))
        if (v !== null && typeof v === 'object') problems.push(`${key}: form body /${k} is not text (${JSON.stringify(v)}): send it as JSON text`)
    const query = coerce(route.e.querystring, method === 'GET' ? { ...fromUrl, ...raw } : fromUrl)
    const body = method === 'GET' ? undefined : coerce(route.e.body, raw)
    check('params', route.e.params, coerce(route.e.params, params), key)
    if (route.e.querystring) check('query', route.e.querystring, query, key)
    if (route.e.body) check('body', route.e.body, body, key)
    const call: FakeCall = { params, query, body, header }
    log.push({ ...call, e: route.e, name: route.name, key })
    if (route.e.auth === 'required' && !/^Bearer \S/.test(header.Authorization ?? '')) {
      problems.push(`${key}: login-only endpoint reached without the session (Authorization)`)
      return { status: 401, env: { code: 401, ok: false, msg: 'Login required' } }
    }
    const out = await handler(call)
    if (out instanceof Refusal) return { status: out.status, env: { code: out.code, ok: false, msg: out.msg, field: out.field } }
    if (route.e.paged) {
      const page = out as { rows: unknown[]; total: number }
      for (const r of page.rows) check('row', route.e.response, r, key)
      return { status: 200, env: { code: 200, ok: true, msg: 'ok', rows: page.rows, total: page.total } }
    }
    check('response', route.e.response, out, key)
    return { status: 200, env: { code: 200, ok: true, msg: 'ok', data: out }, file: out }
  }

  const api: FakeApi = {
    /** Answer a record (`'order.detail'` or `OrderApi.detail`) with `handler` (a later `on` for the same record replaces the earlier one). */
    on: (<E extends EndpointDef>(e: E | EndpointName, handler: Handler<E>) => {
      handlers.set(nameOf(e as EndpointDef | string), handler as unknown as Handler<EndpointDef>)
      return api
    }) as FakeApi['on'],
    /** The requests a record received (by record or name), oldest first. */
    calls: (e: EndpointDef | EndpointName) => log.filter((c) => c.e !== null && c.name === nameOf(e)),
    /** Every request as `METHOD /path`, handled or not. */
    keys: () => log.map((c) => c.key),
    /** Requests or answers that broke the contract, and requests no handler took. */
    problems: () => [...problems, ...log.filter((c) => !c.e).map((c) => `${c.key}: no fake${c.name ? ` (${c.name})` : ' (no record)'}`)],
    /** Make this fake the server of Taro.request, Taro.uploadFile and Taro.downloadFile. */
    install() {
      ;(Taro as any).request = jest.fn(async (o: { url: string; method?: string; data?: unknown; header?: Record<string, string> }) => {
        const r = await answer(o.method ?? 'GET', o.url, o.data, o.header ?? {})
        return { statusCode: r.status, data: r.env, header: {} }
      })
      ;(Taro as any).uploadFile = jest.fn(async (o: { url: string; filePath: string; formData?: Record<string, string>; header?: Record<string, string> }) => {
        const r = await answer('POST', o.url, { ...o.formData, filePath: o.filePath }, o.header ?? {})
        return { statusCode: r.status, data: JSON.stringify(r.env) }
      })
      ;(Taro as any).downloadFile = jest.fn(async (o: { url: string; header?: Record<string, string> }) => {
        const r = await answer('GET', o.url, undefined, o.header ?? {})
        return { statusCode: r.status, tempFilePath: r.status === 200 ? String(r.file) : '' }
      })
      return api
    },
  }
  return api
}
type Logged = FakeCall & { e: EndpointDef | null; name: string | null; key: string }
export interface FakeApi {
  on: { <N extends EndpointName>(name: N, handler: Handler<RecordOf<N>>): FakeApi; <E extends EndpointDef>(e: E, handler: Handler<E>): FakeApi }
  calls(e: EndpointDef | EndpointName): Logged[]
  keys(): string[]
  problems(): string[]
  install(): FakeApi
}

/** A user info the UserInfo schema accepts (types/account.ts), with `extra` over it. */
export const userInfo = (extra: Partial<UserInfo> = {}): UserInfo => ({
  userId: 7,
  nickname: 'Demo',
  code: 'C7',
  email: null,
  isPayword: false,
  isPhone: true,
  isRepertory: false,
  isRepertoryMsg: '',
  levelIcon: '',
  levelName: 'Member',
  levelNumber: 1,
  msg: '',
  newUser: false,
  phone: '13800138000',
  photo: null,
  salt: '',
  userSex: 0,
  countryArea: '86',
  imInfo: { loginname: '', nick: '', pd5: '', sign: '', userThirdId: '', userType: '' },
  roles: ['shopper'],
  merchant: false,
  ...extra,
})
