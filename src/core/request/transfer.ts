import Taro from '@tarojs/taro'
// upload-extras.alipay.ts on Alipay (Taro resolves the platform file): fields a host's upload requires
import { uploadExtras } from './upload-extras'

export interface UploadArgs {
  url: string
  filePath: string
  name: string
  formData?: Record<string, string>
  header: Record<string, string>
  timeout: number
}

export interface DownloadArgs {
  url: string
  header: Record<string, string>
  timeout: number
}

/**
 * File upload and download through Taro (mini-programs and H5; React Native has its own in
 * transport.rn.ts). transport.ts re-exports them; H5's transport.h5.ts loads this module on first use.
 */
export async function uploadFile(a: UploadArgs): Promise<{ statusCode: number; data: string }> {
  const res = await Taro.uploadFile({
    url: a.url,
    filePath: a.filePath,
    name: a.name,
    formData: a.formData,
    header: a.header,
    timeout: a.timeout,
    ...uploadExtras(a.filePath),
  })
  return { statusCode: res.statusCode, data: res.data }
}

export async function downloadFile(a: DownloadArgs): Promise<{ statusCode: number; tempFilePath: string }> {
  const res = await Taro.downloadFile({ url: a.url, header: a.header, timeout: a.timeout } as Taro.downloadFile.Option)
  return { statusCode: res.statusCode, tempFilePath: res.tempFilePath }
}
