import Taro from '@tarojs/taro'

/**
 * What differs per platform under the request client (index.ts): sending a request, the multipart
 * upload, the download of a private file and what "forget the session" clears beside the stored token.
 * Mini-programs: Taro's APIs (this file). H5: transport.h5.ts (fetch). React Native: transport.rn.ts.
 */
export interface SendArgs {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** GET: written into the query string; otherwise the body (encoded as the content-type header says) */
  data: unknown
  header: Record<string, string>
  timeout: number
}

/**
 * One API request. Resolves with the HTTP status and the body parsed as JSON (null when it is not JSON
 * or the status is 204), whatever the status; rejects when no answer came (network error, timeout).
 */
export async function send<T>(a: SendArgs): Promise<{ statusCode: number; data: T }> {
  const res = await Taro.request<T>({ url: a.url, method: a.method, data: a.data, header: a.header, timeout: a.timeout, dataType: 'json' })
  return { statusCode: res.statusCode, data: res.data }
}

/** Upload one local file; resolves with the HTTP status and the body text, rejects when no answer came. */
export { uploadFile, downloadFile, type UploadArgs, type DownloadArgs } from './transfer'

/** H5: the session may also live in cookies (set by embedded pages); expire every one the page can see. */
export function clearCookies() {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
