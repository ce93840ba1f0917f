import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/**
 * A PNG drawn in code (demo ID pictures, which uploads store as PNG: SVG is refused there): a card of
 * `w` x `h` in `rgb`, a darker band on the left for the photo and lighter lines for the text.
 */
export function cardPng(w: number, h: number, rgb: [number, number, number]): Buffer {
  const dark = rgb.map((v) => Math.round(v * 0.6)) as [number, number, number]
  const light = rgb.map((v) => Math.round(v + (255 - v) * 0.6)) as [number, number, number]
  const rows: Buffer[] = []
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3)
    for (let x = 0; x < w; x++) {
      const photo = x > w * 0.06 && x < w * 0.32 && y > h * 0.15 && y < h * 0.75
      const line = x > w * 0.4 && x < w * 0.92 && [0.2, 0.35, 0.5, 0.65].some((p) => y > h * p && y < h * p + h * 0.05)
      const px = photo ? dark : line ? light : rgb
      row.set(px, 1 + x * 3)
    }
    rows.push(row)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
