import zlib from 'node:zlib'

/** An RGBA canvas with a few anti-aliased shape primitives, encoded as PNG with node:zlib. */
export type Rgb = [number, number, number]

const CRC = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

function crc32(buf: Buffer): number {
  // zlib.crc32 exists from Node 20.15; the table version stays for older runtimes
  const native = (zlib as unknown as { crc32?: (b: Buffer) => number }).crc32
  if (native) return native(buf) >>> 0
  let c = 0xffffffff
  for (let i = 0; i < buf.length; i++) c = CRC[(c ^ buf[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}

export class Canvas {
  readonly px: Float32Array
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 4)
  }

  /** Blend `rgb` at coverage `a` (0..1) into pixel x,y. */
  blend(x: number, y: number, rgb: Rgb, a: number) {
    if (a <= 0 || x < 0 || y < 0 || x >= this.w || y >= this.h) return
    const i = (y * this.w + x) * 4
    const da = this.px[i + 3]
    const oa = a + da * (1 - a)
    for (let k = 0; k < 3; k++) this.px[i + k] = oa ? (rgb[k] * a + this.px[i + k] * da * (1 - a)) / oa : 0
    this.px[i + 3] = oa
  }

  /** Fill every pixel whose centre's signed distance `sd(x, y)` is below zero (1 px soft edge). */
  fill(sd: (x: number, y: number) => number, rgb: Rgb | ((x: number, y: number) => Rgb), alpha = 1, box?: [number, number, number, number]) {
    const [x0, y0, x1, y1] = box ?? [0, 0, this.w, this.h]
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.h, Math.ceil(y1)); y++)
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.w, Math.ceil(x1)); x++) {
        const d = sd(x + 0.5, y + 0.5)
        const a = Math.min(Math.max(0.5 - d, 0), 1) * alpha
        if (a > 0) this.blend(x, y, typeof rgb === 'function' ? rgb(x, y) : rgb, a)
      }
  }

  /** Vertical-diagonal gradient background from `a` to `b`. */
  gradient(a: Rgb, b: Rgb) {
    // opaque paint: written directly, no blending needed
    const px = this.px
    for (let y = 0; y < this.h; y++)
      for (let x = 0; x < this.w; x++) {
        const t = (x / this.w) * 0.35 + (y / this.h) * 0.65
        const i = (y * this.w + x) * 4
        px[i] = a[0] + (b[0] - a[0]) * t
        px[i + 1] = a[1] + (b[1] - a[1]) * t
        px[i + 2] = a[2] + (b[2] - a[2]) * t
        px[i + 3] = 1
      }
  }

  encode(): Buffer {
    const raw = Buffer.alloc((this.w * 4 + 1) * this.h)
    for (let y = 0; y < this.h; y++) {
      raw[y * (this.w * 4 + 1)] = 0
      for (let x = 0; x < this.w; x++) {
        const i = (y * this.w + x) * 4
        const o = y * (this.w * 4 + 1) + 1 + x * 4
        raw[o] = Math.round(this.px[i])
        raw[o + 1] = Math.round(this.px[i + 1])
        raw[o + 2] = Math.round(this.px[i + 2])
        raw[o + 3] = Math.round(this.px[i + 3] * 255)
      }
    }
    const ihdr = Buffer.alloc(13)
    ihdr.writeUInt32BE(this.w, 0)
    ihdr.writeUInt32BE(this.h, 4)
    ihdr[8] = 8
    ihdr[9] = 6 // RGBA
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ])
  }
}

/** Signed distances of basic shapes. */
export const sd = {
  circle: (cx: number, cy: number, r: number) => (x: number, y: number) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r,
  ring: (cx: number, cy: number, r: number, w: number) => (x: number, y: number) => Math.abs(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r) - w / 2,
  rect:
    (x0: number, y0: number, x1: number, y1: number, r = 0) =>
    (x: number, y: number) => {
      const cx = (x0 + x1) / 2
      const cy = (y0 + y1) / 2
      const qx = Math.abs(x - cx) - ((x1 - x0) / 2 - r)
      const qy = Math.abs(y - cy) - ((y1 - y0) / 2 - r)
      return Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - r
    },
  /** convex polygon, points clockwise in screen coordinates (y down) */
  poly: (pts: Array<[number, number]>) => {
    // edge normals computed once, not per pixel
    const edges = pts.map(([ax, ay], i) => {
      const [bx, by] = pts[(i + 1) % pts.length]
      const len = Math.sqrt((by - ay) ** 2 + (ax - bx) ** 2)
      return [ax, ay, (by - ay) / len, (ax - bx) / len] as const
    })
    return (x: number, y: number) => {
      let d = -Infinity
      for (const [ax, ay, nx, ny] of edges) {
        const e = (x - ax) * nx + (y - ay) * ny
        if (e > d) d = e
      }
      return d
    }
  },
  line: (ax: number, ay: number, bx: number, by: number, w: number) => (x: number, y: number) => {
    const px = x - ax
    const py = y - ay
    const dx = bx - ax
    const dy = by - ay
    const t = Math.min(Math.max((px * dx + py * dy) / (dx * dx + dy * dy), 0), 1)
    return Math.sqrt((px - dx * t) ** 2 + (py - dy * t) ** 2) - w / 2
  },
  union:
    (...f: Array<(x: number, y: number) => number>) =>
    (x: number, y: number) => {
      let d = Infinity
      for (const g of f) {
        const v = g(x, y)
        if (v < d) d = v
      }
      return d
    },
  minus: (a: (x: number, y: number) => number, b: (x: number, y: number) => number) => (x: number, y: number) => Math.max(a(x, y), -b(x, y)),
}
