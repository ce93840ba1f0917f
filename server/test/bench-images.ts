// Figures for docs/architecture.md ("Pictures"): bytes per size as PNG, WebP and AVIF, and encode time,
// over a sample of demo drawings. Run: npx tsx test/bench-images.ts
import sharp from 'sharp'
import { IMAGE_SIZES, type ImageSize } from '../../types/image-sizes.js'
import { encode } from '../src/core/images.js'
import { drawSvg, pictureFor } from '../src/seed/images.js'
import { CATEGORIES } from '../src/seed/catalog-data.js'

const titles = CATEGORIES.filter((c) => !c.twoPackOf)
  .flatMap((c) => c.products.map((p) => [p[1], c.motif] as const))
  .filter((_, i) => i % 6 === 0)
const svgs = titles.map(([t, m], i) => Buffer.from(drawSvg(pictureFor(t, m).kind, pictureFor(t, m).colour, i)))
const banner = Buffer.from(drawSvg('cup', '#e0a030', 3, { width: 250, height: 100 }))
console.log(`${svgs.length} product drawings; SVG master ${Math.round(svgs.reduce((a, b) => a + b.length, 0) / svgs.length)} B on average`)
for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
  const inputs = size === 'banner' ? [banner] : svgs
  const row: string[] = []
  for (const fmt of ['png', 'webp', 'avif'] as const) {
    const t0 = performance.now()
    let bytes = 0
    for (const svg of inputs) {
      if (fmt === 'png') {
        const meta = await sharp(svg).metadata()
        bytes += (
          await sharp(svg, { density: (72 * IMAGE_SIZES[size]) / (meta.width ?? 500) })
            .resize({ width: IMAGE_SIZES[size] })
            .png({ compressionLevel: 9 })
            .toBuffer()
        ).length
      } else bytes += (await encode(svg, true, size, fmt)).length
    }
    const ms = (performance.now() - t0) / inputs.length
    row.push(`${fmt} ${(bytes / inputs.length / 1024).toFixed(1)} KiB ${ms.toFixed(0)} ms`)
  }
  console.log(`${size.padEnd(6)} ${IMAGE_SIZES[size]} px: ${row.join(' | ')}`)
}
