import Taro from '@tarojs/taro'
import { Codes } from '~types/constants'
import { API_TABLE } from '~types/api-table'
import type { EndpointDef, EndpointInput } from '~types/endpoint'
import type { UploadResult } from '~types/upload'
import { t } from '../i18n'
import { routeByPath } from '../../routes/index'
import { useSessionStore } from '../stores/session'
import { useSettingsStore } from '../stores/settings'
import { toast } from '../ui/toast'
// transport.h5.ts on H5 (fetch), transport.rn.ts on React Native, Taro's request elsewhere
import { clearCookies, downloadFile, send, uploadFile } from './transport'

/**
 * The request client: the only caller of the transport (Taro.request / Taro.uploadFile, fetch on H5; spec sections 7 and 8).
 * Resolves with the envelope's `data` (or `{rows, total}` for page envelopes).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  url: string
  method?: Method
  data?: Record<string, unknown> | unknown[]
  /** send JSON instead of the default form encoding */
  json?: boolean
  /** login required (default true): blocked before sending when there is no token */
  auth?: boolean
  /** keep empty values in the payload */
  noFilter?: boolean
  /** no toast on failure */
  silent?: boolean
  header?: Record<string, string>
  timeout?: number
  /**
   * Sent as the `Idempotency-Key` header (money requests: create order, pay, confirm). Make one key per
   * user intent with `newIdempotencyKey()` and send the same key again on a retry: the server answers a
   * repeat with the first result and changes nothing.
   */
  idempotencyKey?: string
}

export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export const SUCCESS_CODES = [200, 0]
export const TIMEOUT = 60000

/** Base URL from the build (`API_BASE`): '/api' on H5 means the same origin. */
export const apiBase = () => (typeof API_BASE === 'string' ? API_BASE : '/api')

/**
 * A URL the server handed out (`/api/files/...`), made loadable here: unchanged on H5 when the API is
 * same-origin; prefixed with the API's origin when API_BASE is absolute (mini-programs, native).
 */
export function fileUrl(u: string | undefined | null): string {
  if (!u) return ''
  if (!u.startsWith('/') || u.startsWith('//')) return u
  const m = /^(https?:\/\/[^/]+)/.exec(apiBase())
  return m ? m[1] + u : u
}

/** Drop null, undefined and '' (booleans and 0 stay); arrays and objects become JSON text for forms. */
export function filterPayload(data: Record<string, unknown>, { keepEmpty = false, form = true } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(data)) {
    if (!keepEmpty && (v === null || v === undefined || v === '')) continue
    out[k] = form && v !== null && typeof v === 'object' ? JSON.stringify(v) : v
  }
  return out
}

/** A fresh idempotency key (random, 32 hex digits; the platform's crypto when it has one). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  const bytes = new Uint8Array(16)
  if (c?.getRandomValues) c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function headers(opts: Pick<RequestOptions, 'json' | 'header' | 'idempotencyKey'>): Record<string, string> {
  const { token } = useSessionStore.getState()
  const s = useSettingsStore.getState()
  const h: Record<string, string> = {
    lang: s.locale,
    tenant: s.tenant || DEFAULT_TENANT,
    'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
  }
  if (token) h.Authorization = `Bearer ${token}`
  if (s.storePrivateSphereId) h.StorePrivateSphereId = s.storePrivateSphereId
  if (opts.idempotencyKey) h['Idempotency-Key'] = opts.idempotencyKey
  if (s.location) {
    h.latitude = String(s.location.latitude)
    h.longitude = String(s.location.longitude)
  }
  return { ...h, ...opts.header }
}

function currentRoute(): string {
  const pages = Taro.getCurrentPages?.() ?? []
  return pages.length ? (pages[pages.length - 1].route ?? '') : ''
}

/** 401/403/1001: forget the session, reset cookies and go to login (unless on splash). */
async function onUnauthorized() {
  useSessionStore.getState().logout()
  clearCookies()
  const here = routeByPath(currentRoute())
  if (here?.name === 'splash') return
  const { nav } = await import('../navigation')
  nav.toLogin()
}

interface Envelope {
  code?: number
  msg?: string
  ok?: boolean
  data?: unknown
  rows?: unknown[]
  total?: number
  field?: string
}

/** Decide success or failure of a response and apply the section 8 reactions. */
export async function handleResponse<T>(status: number, body: Envelope | string | undefined, opts: Pick<RequestOptions, 'silent'>): Promise<T> {
  const env: Envelope = typeof body === 'string' ? safeJson(body) : (body ?? {})
  const code = env.code ?? status
  const success = env.ok === true || (status >= 200 && status < 300 && env.ok !== false && SUCCESS_CODES.includes(code))
  if (success) return ('rows' in env ? { rows: env.rows ?? [], total: env.total ?? 0 } : env.data) as T
  if (status === 401 || status === 403 || code === 401 || code === 403 || (env.ok === false && code === Codes.TOKEN_INVALID)) {
    await onUnauthorized()
    throw new RequestError(code, env.msg ?? t('common:loginRequired'), env.field, status)
  }
  if (code === 503 || status === 503) {
    const { nav } = await import('../navigation')
    nav.redirect('404', { type: 2 })
    throw new RequestError(503, env.msg ?? t('common:maintenance'), undefined, status)
  }
  const msg = env.msg || t('common:requestFailed')
  if (!opts.silent) toast(msg)
  throw new RequestError(code, msg, env.field, status)
}

const query = (q: Record<string, unknown>) => {
  const kv = Object.entries(filterPayload(q)).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return kv.length ? `?${kv.join('&')}` : ''
}

/** The full URL of an API path (`system/api/...` or `/system/api/...`). */
const endpoint = (path: string) => `${apiBase()}/${path.replace(/^\/+/, '')}`

/** No answer at all (timeout, offline): a toast unless silent, then reject. */
function networkFailure(silent?: boolean): RequestError {
  const msg = t('common:networkError')
  if (!silent) toast(msg)
  return new RequestError(0, msg)
}

function safeJson(s: string): Envelope {
  try {
    return JSON.parse(s)
  } catch {
    return {}
  }
}

export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  const method = opts.method ?? 'GET'
  const needsAuth = opts.auth !== false
  if (needsAuth && !useSessionStore.getState().token) {
    throw new RequestError(Codes.UNAUTHORIZED, t('common:loginRequired'))
  }
  const form = !opts.json && method !== 'GET'
  let data: unknown = opts.data
  if (Array.isArray(data)) data = JSON.stringify(data)
  else if (data && typeof data === 'object') data = filterPayload(data as Record<string, unknown>, { keepEmpty: opts.noFilter, form: form || method === 'GET' })
  let res: { statusCode: number; data: Envelope }
  try {
    res = await send<Envelope>({ url: endpoint(opts.url), method, data, header: headers(opts), timeout: opts.timeout ?? TIMEOUT })
  } catch {
    throw networkFailure(opts.silent)
  }
  return handleResponse<T>(res.statusCode, res.data, opts)
}

/** The parts of an endpoint's input that its record declares (`params`, `query`, `body`). */
export type CallInput<E extends EndpointDef> = { [K in keyof EndpointInput<E> as undefined extends EndpointInput<E>[K] ? never : K]: EndpointInput<E>[K] }

/**
 * What a call may say besides its input. Login is the record's `auth` (no `auth` option); an
 * `Idempotency-Key` only on a record marked `idempotent`.
 */
export type CallOptions<E extends EndpointDef = EndpointDef> = Pick<RequestOptions, 'json' | 'noFilter' | 'silent' | 'header' | 'timeout'> &
  (E['idempotent'] extends true ? { idempotencyKey?: string } : { idempotencyKey?: never })

/** A row of the endpoint table (types/api-table.ts): `'METHOD /url'`, auth, idempotent. */
export type EndpointRow = readonly [key: string, auth: EndpointDef['auth'], idempotent?: boolean]

/** The path of a table row (`'GET /system/api/upload/:id'` -> `/system/api/upload/:id`). */
export const pathOf = (row: EndpointRow) => row[0].slice(row[0].indexOf(' ') + 1)

/** `/customer/api/addr/:id` + `{id: 7}` -> `customer/api/addr/7` */
export function fillPath(url: string, params?: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_, k: string) => {
    if (params?.[k] === undefined) throw new Error(`missing path parameter ${k} for ${url}`)
    return encodeURIComponent(String(params[k]))
  })
}

/**
 * One endpoint's call from its table row: path params filled, the query in the URL or as `data`, the body
 * as `data`, login as the record says (`auth: 'required'`: refused before sending without a session).
 */
export function callEndpoint<T>(
  row: EndpointRow,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> | unknown[] } = {},
  o: Partial<CallOptions> = {},
): Promise<T> {
  const [key, auth] = row
  const space = key.indexOf(' ')
  const method = key.slice(0, space) as Method
  let url = fillPath(key.slice(space + 1), input.params)
  // the query string rides the URL except on GET without a body (there the transport writes `data` into it);
  // a POST/DELETE's `data` is its body, where the server never reads the query's fields
  const inUrl = input.query && (method !== 'GET' || input.body)
  if (inUrl) url += query(input.query!)
  const data = input.body ?? (inUrl ? undefined : input.query)
  return request<T>({ ...o, url, method, data, auth: auth === 'required' })
}

export const http = {
  get: <T = unknown>(url: string, data?: Record<string, unknown>, o: Partial<RequestOptions> = {}) => request<T>({ ...o, url, data, method: 'GET' }),
  post: <T = unknown>(url: string, data?: Record<string, unknown>, o: Partial<RequestOptions> = {}) => request<T>({ ...o, url, data, method: 'POST' }),
  put: <T = unknown>(url: string, data?: Record<string, unknown>, o: Partial<RequestOptions> = {}) => request<T>({ ...o, url, data, method: 'PUT' }),
  del: <T = unknown>(url: string, data?: Record<string, unknown>, o: Partial<RequestOptions> = {}) => request<T>({ ...o, url, data, method: 'DELETE' }),
  /**
   * A private file (`GET /system/api/upload/:id`: payment proofs, id documents) fetched with the
   * session's headers; resolves with a local path for `Image` (a picture tag cannot send them).
   */
  async privateFile(id: string, o: { silent?: boolean } = {}): Promise<string> {
    if (!useSessionStore.getState().token) throw new RequestError(Codes.UNAUTHORIZED, t('common:loginRequired'))
    const h = headers({})
    delete h['content-type']
    let res: { statusCode: number; tempFilePath: string }
    try {
      res = await downloadFile({ url: endpoint(fillPath(pathOf(API_TABLE.upload.privateFile), { id })), header: h, timeout: TIMEOUT })
    } catch {
      throw networkFailure(o.silent ?? true)
    }
    if (res.statusCode !== 200) throw new RequestError(res.statusCode, t('common:requestFailed'))
    return res.tempFilePath
  },
  /**
   * Multipart upload of a local file path (field `file` unless said otherwise) to `POST /system/api/upload`
   * (`upload.upload`), or to another upload endpoint's row (`row: API_TABLE.chat.image`, its answer typed by `T`).
   */
  async upload<T = UploadResult>(
    filePath: string,
    o: { name?: string; formData?: Record<string, string>; silent?: boolean; row?: EndpointRow } = {},
  ): Promise<T> {
    const url = pathOf(o.row ?? API_TABLE.upload.upload)
    if (!useSessionStore.getState().token) throw new RequestError(Codes.UNAUTHORIZED, t('common:loginRequired'))
    const h = headers({})
    delete h['content-type']
    let res: { statusCode: number; data: string }
    try {
      // Taro.uploadFile (transfer.ts, loaded on first use on H5) or transport.rn.ts (fetch + FormData)
      res = await uploadFile({ url: endpoint(url), filePath, name: o.name ?? 'file', formData: o.formData, header: h, timeout: TIMEOUT })
    } catch {
      throw networkFailure(o.silent)
    }
    return handleResponse<T>(res.statusCode, res.data, o)
  },
}
