// Empty-state pictures (160x160 PNG: empty, error, network, soon), drawn with the project's own PNG canvas,
// so no page loads NutUI's default pictures from a third-party host.
// Run: node --import tsx scripts/gen-empty.mjs  (the PNGs are committed under src/assets/empty)
import fs from 'node:fs'
import path from 'node:path'
import { Canvas, hex, sd } from '../server/src/core/png.ts'

const out = path.resolve(import.meta.dirname, '../src/assets/empty')
fs.mkdirSync(out, { recursive: true })
const S = 160
const shadow = (x, y) => Math.sqrt(((x - 80) / 56) ** 2 + ((y - 138) / 8) ** 2) * 8 - 8
const light = hex('#eef0f4')
const mid = hex('#d5d9e0')
const dark = hex('#aab0bb')

const pictures = {
  // an open, empty box
  empty: (c) => {
    c.fill(shadow, light)
    c.fill(
      sd.poly([
        [34, 62],
        [126, 62],
        [120, 128],
        [40, 128],
      ]),
      mid,
    )
    c.fill(
      sd.poly([
        [44, 72],
        [116, 72],
        [112, 120],
        [48, 120],
      ]),
      light,
    )
    c.fill(
      sd.poly([
        [34, 62],
        [60, 40],
        [86, 62],
      ]),
      dark,
      0.6,
    )
    c.fill(
      sd.poly([
        [74, 62],
        [100, 40],
        [126, 62],
      ]),
      dark,
      0.6,
    )
    c.fill(sd.line(62, 96, 98, 96, 5), dark)
  },
  // a sheet with a warning mark
  error: (c) => {
    c.fill(shadow, light)
    c.fill(sd.rect(44, 24, 116, 132, 8), mid)
    c.fill(sd.rect(52, 32, 108, 124, 5), light)
    c.fill(sd.line(62, 46, 98, 46, 4), mid)
    c.fill(sd.line(62, 58, 88, 58, 4), mid)
    c.fill(sd.circle(80, 94, 20), hex('#f2a3a4'))
    c.fill(sd.line(80, 84, 80, 96, 5), hex('#ffffff'))
    c.fill(sd.circle(80, 104, 3), hex('#ffffff'))
  },
  // a cloud with a broken link
  network: (c) => {
    c.fill(shadow, light)
    c.fill(sd.union(sd.circle(58, 86, 22), sd.circle(84, 72, 28), sd.circle(108, 90, 18), sd.rect(40, 88, 124, 108, 10)), mid)
    c.fill(sd.union(sd.circle(58, 86, 15), sd.circle(84, 74, 21), sd.circle(108, 92, 11), sd.rect(47, 92, 117, 101, 4)), light)
    c.fill(sd.line(48, 124, 112, 52, 6), dark)
  },
  // an hourglass: not available yet
  soon: (c) => {
    c.fill(shadow, light)
    c.fill(sd.rect(46, 22, 114, 32, 4), dark)
    c.fill(sd.rect(46, 120, 114, 130, 4), dark)
    c.fill(
      sd.union(
        sd.poly([
          [54, 32],
          [106, 32],
          [84, 76],
          [76, 76],
        ]),
        sd.poly([
          [76, 76],
          [84, 76],
          [106, 120],
          [54, 120],
        ]),
      ),
      mid,
    )
    c.fill(
      sd.poly([
        [66, 44],
        [94, 44],
        [82, 68],
        [78, 68],
      ]),
      light,
    )
    c.fill(
      sd.poly([
        [80, 92],
        [98, 114],
        [62, 114],
      ]),
      hex('#f2c48d'),
    )
    c.fill(sd.line(80, 76, 80, 104, 3), hex('#f2c48d'))
  },
}
for (const [name, draw] of Object.entries(pictures)) {
  const c = new Canvas(S, S)
  draw(c)
  const png = c.encode()
  fs.writeFileSync(path.join(out, `${name}.png`), png)
  console.log(`${name}.png ${png.length} bytes`)
}
