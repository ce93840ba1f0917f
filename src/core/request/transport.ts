import Taro from '@tarojs/taro'
// upload-extras.alipay.ts on Alipay (Taro resolves the platform file): fields a host's upload requires
import { uploadExtras } from './upload-extras'

/**
 * What differs per platform under the request client (React Native has transport.rn.ts):
 * the multipart upload and what "forget the session" clears beside the stored token.
 */
export interface UploadArgs {
  url: string
  filePath: string
  name: string
  formData?: Record<string, string>
  header: Record<string, string>
  timeout: number
}

/** Upload one local file; resolves with the HTTP status and the body text, rejects when no answer came. */
export async function uploadFile(a: UploadArgs): Promise<{ statusCode: number; data: string }> {
  const res = await Taro.uploadFile({ url: a.url, filePath: a.filePath, name: a.name, formData: a.formData, header: a.header, timeout: a.timeout, ...uploadExtras(a.filePath) })
  return { statusCode: res.statusCode, data: res.data }
}

/** H5: the session may also live in cookies (set by embedded pages); expire every one the page can see. */
export function clearCookies() {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

/** Download a file that needs the session's headers (private uploads): a local path an `Image` can show. */
export async function downloadFile(a: { url: string; header: Record<string, string>; timeout: number }): Promise<{ statusCode: number; tempFilePath: string }> {
  const res = await Taro.downloadFile({ url: a.url, header: a.header, timeout: a.timeout } as Taro.downloadFile.Option)
  return { statusCode: res.statusCode, tempFilePath: res.tempFilePath }
}
