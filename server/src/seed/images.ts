import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.js'
import { Canvas, hex, sd, type Rgb } from '../core/png.js'

/** A motif per category, drawn in white on a gradient: each product gets its own colours and layout. */
type Motif = 'bottle' | 'shirt' | 'phone' | 'leaf' | 'cup' | 'house' | 'star' | 'heart' | 'box' | 'spark' | 'fruit' | 'muffin' | 'teapot' | 'shoe' | 'ball' | 'lamp' | 'jar' | 'book'

const MOTIFS: Record<Motif, (s: number) => (x: number, y: number) => number> = {
  bottle: (s) => sd.union(sd.rect(s * 0.42, s * 0.18, s * 0.58, s * 0.32, s * 0.02), sd.rect(s * 0.34, s * 0.3, s * 0.66, s * 0.8, s * 0.06)),
  shirt: (s) => sd.union(sd.poly([[s * 0.3, s * 0.25], [s * 0.7, s * 0.25], [s * 0.7, s * 0.8], [s * 0.3, s * 0.8]]), sd.poly([[s * 0.3, s * 0.25], [s * 0.3, s * 0.45], [s * 0.16, s * 0.4]]), sd.poly([[s * 0.7, s * 0.25], [s * 0.84, s * 0.4], [s * 0.7, s * 0.45]])),
  phone: (s) => sd.minus(sd.rect(s * 0.34, s * 0.16, s * 0.66, s * 0.84, s * 0.05), sd.rect(s * 0.38, s * 0.24, s * 0.62, s * 0.72, s * 0.01)),
  leaf: (s) => sd.union(sd.circle(s * 0.44, s * 0.46, s * 0.2), sd.circle(s * 0.56, s * 0.54, s * 0.2), sd.line(s * 0.3, s * 0.78, s * 0.5, s * 0.5, s * 0.03)),
  cup: (s) => sd.union(sd.rect(s * 0.3, s * 0.35, s * 0.62, s * 0.78, s * 0.05), sd.ring(s * 0.66, s * 0.52, s * 0.08, s * 0.035), sd.rect(s * 0.26, s * 0.78, s * 0.66, s * 0.82, s * 0.02)),
  house: (s) => sd.union(sd.poly([[s * 0.5, s * 0.18], [s * 0.82, s * 0.46], [s * 0.18, s * 0.46]]), sd.rect(s * 0.26, s * 0.44, s * 0.74, s * 0.8, s * 0.02)),
  star: (s) => {
    const pts: Array<[number, number]> = []
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5
      pts.push([s * 0.5 + Math.cos(a) * s * 0.3, s * 0.52 + Math.sin(a) * s * 0.3])
    }
    // a pentagon plus five triangles make the star
    return sd.union(sd.poly(pts), ...pts.map((p, i) => sd.poly([p, pts[(i + 2) % 5], [s * 0.5, s * 0.52]])), ...pts.map((p, i) => sd.poly([[s * 0.5, s * 0.52], pts[(i + 3) % 5], p])))
  },
  heart: (s) => sd.union(sd.circle(s * 0.4, s * 0.42, s * 0.14), sd.circle(s * 0.6, s * 0.42, s * 0.14), sd.poly([[s * 0.27, s * 0.48], [s * 0.73, s * 0.48], [s * 0.5, s * 0.78]])),
  box: (s) => sd.union(sd.rect(s * 0.24, s * 0.34, s * 0.76, s * 0.8, s * 0.03), sd.rect(s * 0.2, s * 0.26, s * 0.8, s * 0.36, s * 0.02)),
  fruit: (s) => sd.union(sd.circle(s * 0.5, s * 0.56, s * 0.24), sd.line(s * 0.5, s * 0.34, s * 0.54, s * 0.2, s * 0.035), sd.poly([[s * 0.53, s * 0.28], [s * 0.7, s * 0.2], [s * 0.6, s * 0.32]])),
  muffin: (s) => sd.union(sd.poly([[s * 0.3, s * 0.5], [s * 0.7, s * 0.5], [s * 0.64, s * 0.8], [s * 0.36, s * 0.8]]), sd.circle(s * 0.5, s * 0.46, s * 0.2), sd.circle(s * 0.5, s * 0.24, s * 0.04)),
  teapot: (s) => sd.union(sd.circle(s * 0.48, s * 0.56, s * 0.2), sd.line(s * 0.66, s * 0.58, s * 0.82, s * 0.4, s * 0.05), sd.ring(s * 0.28, s * 0.56, s * 0.08, s * 0.04), sd.rect(s * 0.42, s * 0.3, s * 0.54, s * 0.37, s * 0.02)),
  shoe: (s) => sd.union(sd.rect(s * 0.18, s * 0.56, s * 0.84, s * 0.7, s * 0.05), sd.poly([[s * 0.22, s * 0.32], [s * 0.42, s * 0.32], [s * 0.5, s * 0.46], [s * 0.8, s * 0.56], [s * 0.22, s * 0.56]])),
  ball: (s) => sd.minus(sd.circle(s * 0.5, s * 0.5, s * 0.28), sd.union(sd.line(s * 0.22, s * 0.5, s * 0.78, s * 0.5, s * 0.03), sd.line(s * 0.5, s * 0.22, s * 0.5, s * 0.78, s * 0.03))),
  lamp: (s) => sd.union(sd.poly([[s * 0.38, s * 0.2], [s * 0.62, s * 0.2], [s * 0.74, s * 0.42], [s * 0.26, s * 0.42]]), sd.rect(s * 0.48, s * 0.42, s * 0.52, s * 0.74), sd.rect(s * 0.34, s * 0.74, s * 0.66, s * 0.8, s * 0.02)),
  jar: (s) => sd.union(sd.rect(s * 0.32, s * 0.34, s * 0.68, s * 0.8, s * 0.08), sd.rect(s * 0.36, s * 0.22, s * 0.64, s * 0.32, s * 0.02)),
  book: (s) => sd.union(sd.poly([[s * 0.2, s * 0.28], [s * 0.48, s * 0.32], [s * 0.48, s * 0.78], [s * 0.2, s * 0.74]]), sd.poly([[s * 0.52, s * 0.32], [s * 0.8, s * 0.28], [s * 0.8, s * 0.74], [s * 0.52, s * 0.78]])),
  spark: (s) => sd.union(sd.ring(s * 0.5, s * 0.5, s * 0.24, s * 0.05), sd.circle(s * 0.5, s * 0.5, s * 0.08)),
}

const PALETTES: Array<[string, string]> = [
  ['#ff9a8b', '#ff6a88'], ['#f6d365', '#fda085'], ['#84fab0', '#8fd3f4'], ['#a1c4fd', '#c2e9fb'], ['#d4fc79', '#96e6a1'], ['#fccb90', '#d57eeb'],
  ['#e0c3fc', '#8ec5fc'], ['#f093fb', '#f5576c'], ['#4facfe', '#00f2fe'], ['#43e97b', '#38f9d7'], ['#fa709a', '#fee140'], ['#30cfd0', '#667eea'],
]

export function draw(motif: Motif, seed: number, size = 360): Buffer {
  const c = new Canvas(size, size)
  const [a, b] = PALETTES[seed % PALETTES.length]
  c.gradient(hex(a), hex(b))
  // soft background circles, placed by the seed, make every picture different
  for (let i = 0; i < 3; i++) {
    const r = size * (0.12 + ((seed * (i + 3)) % 7) * 0.02)
    const cx = (seed * 97 * (i + 1)) % size
    const cy = (seed * 53 * (i + 2)) % size
    // shapes are only evaluated inside their bounding boxes: seeding draws ~180 pictures
    c.fill(sd.circle(cx, cy, r), [255, 255, 255] as Rgb, 0.18, [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1])
  }
  c.fill(sd.rect(size * 0.14, size * 0.1, size * 0.86, size * 0.9, size * 0.08), [255, 255, 255], 0.16, [size * 0.13, size * 0.09, size * 0.87, size * 0.91])
  // every motif is drawn inside [0.12, 0.88] of the picture
  c.fill(MOTIFS[motif](size), [255, 255, 255], 0.95, [size * 0.12, size * 0.12, size * 0.88, size * 0.88])
  return c.encode()
}

/** Write (once) `<dataDir>/uploads/public/<tenant>/demo/<name>.png`; returns its public URL. */
export function demoImage(config: Config, tenantCode: string, name: string, motif: Motif, seed: number, size = 360): string {
  const dir = path.join(config.dataDir, 'uploads', 'public', tenantCode, 'demo')
  const file = path.join(dir, `${name}.png`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(file, draw(motif, seed, size))
  }
  return `${config.apiPrefix}/files/${tenantCode}/demo/${name}.png`
}

export type { Motif }

/** The drawing that stands for a product, from words of its English title; the category's motif otherwise. */
const BY_WORD: Array<[RegExp, Motif]> = [
  [/muffin|cake|croissant|roll|tiramisu|bread|cookie|tart|bun/i, 'muffin'],
  [/teapot|tea set|kettle/i, 'teapot'],
  [/tea|longjing|oolong|pu-erh|matcha|jasmine|leaf|broccoli/i, 'leaf'],
  [/coffee|latte|americano|macchiato|pour-over|mug|cup/i, 'cup'],
  [/orange|apple|pineapple|berr|grape|melon|durian|tomato|peach|lemon|fruit/i, 'fruit'],
  [/water|milk|juice|beer|oil|wine|shampoo|wash|lotion|serum|bottle/i, 'bottle'],
  [/phone|charger|power bank|earbud|band|mount/i, 'phone'],
  [/shoe|sneaker|boot|slipper/i, 'shoe'],
  [/shirt|hoodie|jacket|jeans|dress|sweater|coat|skirt|trousers|scarf/i, 'shirt'],
  [/ball|racket|yoga|dumbbell|rope/i, 'ball'],
  [/lamp|light/i, 'lamp'],
  [/jar|honey|jam|nuts|dates|cream|balm/i, 'jar'],
  [/book|notebook|pen/i, 'book'],
]
export const motifFor = (title: string, fallback: Motif): Motif => BY_WORD.find(([re]) => re.test(title))?.[1] ?? fallback
