/**
 * Host-specific fields of an upload (Taro.uploadFile). weapp, tt and H5 need none; the Alipay twin
 * (upload-extras.alipay.ts) adds the `fileType` that `my.uploadFile` requires.
 */
export function uploadExtras(_filePath: string): Record<string, string> {
  return {}
}
