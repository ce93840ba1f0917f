// Tab bar icons (81x81 PNG, inactive #808080 and active), drawn with the project's own PNG canvas.
// Run: node --import tsx scripts/gen-icons.mjs  (the PNGs are committed under src/assets/tabbar)
import fs from 'node:fs'
import path from 'node:path'
import { Canvas, hex, sd } from '../server/src/core/png.ts'

const out = path.resolve(import.meta.dirname, '../src/assets/tabbar')
fs.mkdirSync(out, { recursive: true })
const S = 81
const shapes = {
  home: sd.union(
    sd.poly([
      [40.5, 12],
      [70, 38],
      [11, 38],
    ]),
    sd.minus(sd.rect(18, 36, 63, 70, 3), sd.rect(34, 50, 47, 70, 2)),
  ),
  classify: sd.union(sd.rect(12, 12, 37, 37, 6), sd.rect(44, 12, 69, 37, 6), sd.rect(12, 44, 37, 69, 6), sd.ring(56.5, 56.5, 10.5, 5)),
  cart: sd.union(
    sd.line(8, 16, 18, 16, 5),
    sd.line(18, 16, 24, 52, 5),
    sd.poly([
      [22, 24],
      [72, 24],
      [66, 48],
      [25, 48],
    ]),
    sd.line(24, 52, 66, 52, 5),
    sd.circle(29, 64, 6),
    sd.circle(61, 64, 6),
  ),
  user: sd.union(sd.circle(40.5, 27, 14), sd.minus(sd.circle(40.5, 78, 30), sd.rect(0, 72, 81, 81))),
}
for (const [name, shape] of Object.entries(shapes)) {
  for (const [suffix, colour] of [
    ['', '#808080'],
    ['-active', '#e93b3d'],
  ]) {
    const c = new Canvas(S, S)
    c.fill(shape, hex(colour))
    fs.writeFileSync(path.join(out, `${name}${suffix}.png`), c.encode())
  }
}
console.log(`tab bar icons written to ${path.relative(process.cwd(), out)}`)
