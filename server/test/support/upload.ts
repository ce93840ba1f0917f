import { Canvas, type Rgb } from '../../src/core/png.js'
import type { AsUser } from '../helpers.js'

/** A real PNG (a small gradient) of `rgb`: what a phone's photo of an ID card stands for in tests. */
export function picture(rgb: Rgb = [120, 160, 210]): Buffer {
  const c = new Canvas(24, 16)
  c.gradient(rgb, [255 - rgb[0], 255 - rgb[1], 255 - rgb[2]])
  return c.encode()
}

/** Upload a picture as the user through `POST system/api/upload` (multipart, as the client sends it); its id. */
export async function uploadPicture(u: AsUser, scope: 'private' | 'public' = 'private', data = picture()): Promise<string> {
  const boundary = `----t-${Math.random().toString(36).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="scope"\r\n\r\n${scope}\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="id.png"\r\ncontent-type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const r = await u.api({ method: 'POST', url: '/system/api/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
  if (r.status !== 200) throw new Error(`upload: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body.data.id as string
}
