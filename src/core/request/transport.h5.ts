import type { DownloadArgs, SendArgs, UploadArgs } from './transport'

export type { DownloadArgs, SendArgs, UploadArgs } from './transport'

/**
 * H5 twin of transport.ts. `send` is what Taro.request does on H5 for the request client's calls, on the
 * browser's own fetch: Taro's brings whatwg-fetch, an AbortController polyfill and a JSONP client
 * (~7 KB brotli) into the first screen, none of which a browser able to run this app needs.
 * Same wire as Taro's (test/unit/transport-h5.test.ts compares both on the same calls): GET data in the
 * query string; an object body as JSON or a form by the content-type header; the timeout aborts.
 */

/** Taro's `serializeParams`: `k=v&...`, objects as JSON text, every value encoded */
const serialize = (params: Record<string, unknown>) =>
  Object.keys(params)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof params[k] === 'object' ? JSON.stringify(params[k]) : (params[k] as string))}`)
    .join('&')

export async function send<T>(a: SendArgs): Promise<{ statusCode: number; data: T }> {
  let url = a.url
  const init: RequestInit = { method: a.method, cache: 'default', headers: a.header }
  if (a.method === 'GET') {
    const params = typeof a.data === 'string' ? a.data : a.data ? serialize(a.data as Record<string, unknown>) : ''
    if (params) url += (url.includes('?') ? '&' : '?') + params
    url = url.replace('?&', '?')
  } else if (a.data !== null && typeof a.data === 'object') {
    const key = Object.keys(a.header).find((k) => k.toLowerCase() === 'content-type')
    const type = key ? a.header[key] : 'application/json'
    if (!key) init.headers = { ...a.header, 'Content-Type': type }
    init.body = type.includes('application/json')
      ? JSON.stringify(a.data)
      : type.includes('application/x-www-form-urlencoded')
        ? serialize(a.data as Record<string, unknown>)
        : (a.data as BodyInit)
  } else init.body = a.data as BodyInit | undefined
  const ctrl = new AbortController()
  init.signal = ctrl.signal
  // as Taro's: the timeout runs until the answer's headers, not while its body is read
  const timer = setTimeout(() => ctrl.abort(), a.timeout)
  let res: Response
  try {
    res = await fetch(url, init)
  } finally {
    clearTimeout(timer)
  }
  const data = res.status === 204 ? null : await res.json().catch(() => null)
  return { statusCode: res.status, data: data as T }
}

/** Taro's upload and download (XHR) load with their first use: no page of the first screen sends files. */
export async function uploadFile(a: UploadArgs): Promise<{ statusCode: number; data: string }> {
  return (await import('./transfer')).uploadFile(a)
}

export async function downloadFile(a: DownloadArgs): Promise<{ statusCode: number; tempFilePath: string }> {
  return (await import('./transfer')).downloadFile(a)
}

/** The session may also live in cookies (set by embedded pages); expire every one the page can see. */
export function clearCookies() {
  if (typeof document === 'undefined') return
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
