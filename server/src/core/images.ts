import fs from 'node:fs/promises'
import path from 'node:path'
import type Sharp from 'sharp'
import { IMAGE_SIZES, type ImageSize } from '../../../types/image-sizes.js'

export type ImageFormat = 'webp' | 'avif'
export const IMAGE_MIME: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' }

/**
 * Sized pictures: the image service the app asks for `?size=` (a CDN would do the same; this is the
 * local provider). A master (uploaded raster or demo SVG) is resized to the size's width with sharp,
 * encoded as WebP (or AVIF), and cached on disk under `<dataDir>/cache/images/<rel>.<size>.<fmt>`; a
 * cached file older than its master is made again. Concurrent first requests share one encode.
 */
export interface ImageProvider {
  sized(master: string, rel: string, size: ImageSize, format: ImageFormat): Promise<{ file: string; bytes: Buffer }>
}

let sharpLoading: Promise<typeof Sharp> | undefined
/**
 * sharp, loaded when the first picture is read or made, not at start: libvips takes ~19 MB resident that a node
 * serving only requests and sockets never needs (docs/perf/chat.md). Every use of sharp goes through here.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    // two cores: one libvips thread per encode, two encodes at a time at most (see `limit`)
    sharp.concurrency(1)
    return sharp
  }))
}

/** Encode settings chosen from the measured figures in docs/guide/areas/catalog.md ("Pictures"). */
const ENCODE = { webp: { quality: 80, effort: 4 }, avif: { quality: 55, effort: 2 } }

export async function encode(input: Buffer, isSvg: boolean, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  const width = IMAGE_SIZES[size]
  const sharp = await loadSharp()
  // an SVG is drawn at the target width (crisp), not drawn small and enlarged
  let img = isSvg
    ? sharp(input, { density: Math.min(2400, (72 * width) / Math.max(1, (await sharp(input).metadata()).width ?? width)) })
    : sharp(input, { animated: false })
  img = img.rotate().resize({ width, withoutEnlargement: !isSvg })
  return format === 'avif' ? img.avif(ENCODE.avif).toBuffer() : img.webp(ENCODE.webp).toBuffer()
}

export function localImages(cacheRoot: string): ImageProvider {
  const inflight = new Map<string, Promise<{ file: string; bytes: Buffer }>>()
  let running = 0
  const waiting: Array<() => void> = []
  const limit = async <T>(f: () => Promise<T>) => {
    if (running >= 2) await new Promise<void>((r) => waiting.push(r))
    running++
    try {
      return await f()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
  return {
    sized(master, rel, size, format) {
      const file = path.join(cacheRoot, `${rel}.${size}.${format}`)
      const key = file
      const had = inflight.get(key)
      if (had) return had
      const job = (async () => {
        const [m, c] = await Promise.all([fs.stat(master), fs.stat(file).catch(() => null)])
        if (c && c.mtimeMs >= m.mtimeMs) return { file, bytes: await fs.readFile(file) }
        const bytes = await limit(async () => encode(await fs.readFile(master), master.endsWith('.svg'), size, format))
        await fs.mkdir(path.dirname(file), { recursive: true })
        // written aside and renamed: a reader never sees half a file
        const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
        await fs.writeFile(tmp, bytes)
        await fs.rename(tmp, file)
        return { file, bytes }
      })().finally(() => inflight.delete(key))
      inflight.set(key, job)
      return job
    },
  }
}
