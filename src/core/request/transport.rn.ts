import Taro from '@tarojs/taro'
import type { SendArgs, UploadArgs } from './transport'

/** React Native: Taro RN's request, as before the transports split (see transport.ts for the contract). */
export async function send<T>(a: SendArgs): Promise<{ statusCode: number; data: T }> {
  const res = await Taro.request<T>({ url: a.url, method: a.method, data: a.data, header: a.header, timeout: a.timeout, dataType: 'json' })
  return { statusCode: res.statusCode, data: res.data }
}

/**
 * React Native: Taro RN's uploadFile resolves with the raw fetch Response (no statusCode, no data),
 * so the upload is a fetch with FormData here; a local file goes in as `{uri, name, type}`.
 */
export async function uploadFile(a: UploadArgs): Promise<{ statusCode: number; data: string }> {
  const body = new FormData()
  for (const [k, v] of Object.entries(a.formData ?? {})) body.append(k, v)
  const fileName = a.filePath.split('/').pop() || 'upload'
  body.append(a.name, { uri: a.filePath, name: fileName, type: mimeOf(fileName) } as unknown as Blob)
  const ctrl = new AbortController()
  const timer = setTimeout(() => ctrl.abort(), a.timeout)
  try {
    const res = await fetch(a.url, { method: 'POST', body, headers: a.header, signal: ctrl.signal })
    return { statusCode: res.status, data: await res.text() }
  } finally {
    clearTimeout(timer)
  }
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}
function mimeOf(name: string): string {
  return TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'
}

/** React Native has no document cookies to clear (the token lives in storage only). */
export function clearCookies() {}

/** React Native: fetch with the session's headers, the picture handed to `Image` as a data URL. */
export async function downloadFile(a: { url: string; header: Record<string, string>; timeout: number }): Promise<{ statusCode: number; tempFilePath: string }> {
  const res = await fetch(a.url, { headers: a.header })
  if (!res.ok) return { statusCode: res.status, tempFilePath: '' }
  const blob = await res.blob()
  const data = await new Promise<string>((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result))
    r.onerror = () => reject(r.error)
    r.readAsDataURL(blob)
  })
  return { statusCode: res.status, tempFilePath: data }
}
