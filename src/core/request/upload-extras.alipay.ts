/**
 * Alipay: `my.uploadFile` requires `fileType` (image, video or audio) and names the field `fileName`
 * (Taro renames `name` itself). The server decides the real type by magic bytes; this only tells the host
 * which kind of file it sends: video for mp4/mov, else image (the app uploads only those).
 */
export function uploadExtras(filePath: string): Record<string, string> {
  return { fileType: /\.(mp4|mov)$/i.test(filePath) ? 'video' : 'image' }
}
