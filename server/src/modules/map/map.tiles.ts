import { MAP_TILE_SIZE, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../../../../types/map-codes.js'
import { loadSharp } from '../../core/images.js'
import { CITY_CENTRES } from './map.centres.js'

/**
 * The drawn map (ADR 0131): Web Mercator tiles this server draws itself, never a third-party host. A tile is an SVG
 * of a street grid laid on the latitude and longitude lines (arterial roads every 0.1°, main roads every 0.02°,
 * streets every 0.005°, lanes every 0.0025° as the zoom allows), parks and ponds on some blocks chosen by a hash of
 * the block (the same block looks the same at every zoom), cities as dots at low zoom; sharp turns it into a PNG
 * (React Native and mini-programs show no SVG in an image). Tiles are the same for every tenant: kept in memory
 * (the last TILE_CACHE) and cached by clients for a day.
 */
const TILE_CACHE = 600
const cache = new Map<string, Buffer>()

const N = (z: number) => 2 ** z
const lngOf = (x: number, z: number) => (x / N(z)) * 360 - 180
const latOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / N(z)))) * 180) / Math.PI
const worldX = (lng: number, z: number) => ((lng + 180) / 360) * N(z)
const worldY = (lat: number, z: number) => {
  const r = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * N(z)
}

/** Whether z/x/y names a tile of the drawn map. */
export const tileInRange = (z: number, x: number, y: number) => z >= MAP_ZOOM_MIN && z <= MAP_ZOOM_MAX && x >= 0 && y >= 0 && x < N(z) && y < N(z)

/** A number in 0..1 from a block's coordinates (stable, no state). */
function hash(a: number, b: number) {
  let h = (Math.imul(a | 0, 73856093) ^ Math.imul(b | 0, 19349663)) >>> 0
  h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0
  h = Math.imul(h ^ (h >>> 13), 3266489917) >>> 0
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

const ROAD_CLASSES = [
  { step: 0.1, minZoom: 7, colour: '#f6cf65', width: (z: number) => Math.max(1.5, (z - 6) * 0.9) },
  { step: 0.02, minZoom: 11, colour: '#ffffff', width: (z: number) => Math.max(1.5, (z - 10) * 1.1) },
  { step: 0.005, minZoom: 14, colour: '#ffffff', width: (z: number) => Math.max(1, (z - 13) * 1.2) },
  { step: 0.0025, minZoom: 16, colour: '#fbfbf8', width: (z: number) => Math.max(1, (z - 15) * 1.1) },
]

/** The SVG of one tile. */
export function tileSvg(z: number, x: number, y: number): string {
  const S = MAP_TILE_SIZE
  const west = lngOf(x, z)
  const east = lngOf(x + 1, z)
  const north = latOf(y, z)
  const south = latOf(y + 1, z)
  const px = (lng: number) => (worldX(lng, z) - x) * S
  const py = (lat: number) => (worldY(lat, z) - y) * S
  const f = (n: number) => n.toFixed(1)
  const parts: string[] = [`<rect width="${S}" height="${S}" fill="#f1eee8"/>`]

  // parks and ponds: blocks of 0.01° (zoom 12 and closer)
  if (z >= 12) {
    const step = 0.01
    for (let i = Math.floor(west / step); i * step < east; i++) {
      for (let j = Math.floor(south / step); j * step < north; j++) {
        const h = hash(i, j)
        if (h > 0.13) continue
        const inset = step * 0.12
        const x0 = px(i * step + inset)
        const x1 = px((i + 1) * step - inset)
        const y0 = py((j + 1) * step - inset)
        const y1 = py(j * step + inset)
        const fill = h < 0.1 ? '#cfe8c4' : '#aad3df'
        parts.push(`<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" rx="${h < 0.1 ? 2 : 12}" fill="${fill}"/>`)
      }
    }
  }

  // roads, finest first so the wider ones are drawn over them
  for (const rc of [...ROAD_CLASSES].reverse()) {
    if (z < rc.minZoom) continue
    const w = rc.width(z)
    const lines: string[] = []
    for (let i = Math.ceil(west / rc.step); i * rc.step <= east; i++) lines.push(`M${f(px(i * rc.step))} 0V${S}`)
    for (let j = Math.ceil(south / rc.step); j * rc.step <= north; j++) lines.push(`M0 ${f(py(j * rc.step))}H${S}`)
    if (lines.length) {
      if (rc.step >= 0.02) parts.push(`<path d="${lines.join('')}" stroke="#d9d3c7" stroke-width="${f(w + 1.5)}" fill="none"/>`)
      parts.push(`<path d="${lines.join('')}" stroke="${rc.colour}" stroke-width="${f(w)}" fill="none"/>`)
    }
  }

  // cities at low zoom
  if (z <= 10) {
    for (const [lat, lng] of Object.values(CITY_CENTRES)) {
      if (lat < south || lat > north || lng < west || lng > east) continue
      parts.push(`<circle cx="${f(px(lng))}" cy="${f(py(lat))}" r="${z <= 6 ? 2.5 : 4}" fill="#8a8276" stroke="#ffffff" stroke-width="1.5"/>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${parts.join('')}</svg>`
}

/** One tile as PNG bytes (drawn once, then from memory). */
export async function tilePng(z: number, x: number, y: number): Promise<Buffer> {
  const k = `${z}/${x}/${y}`
  const hit = cache.get(k)
  if (hit) {
    cache.delete(k)
    cache.set(k, hit)
    return hit
  }
  const sharp = await loadSharp()
  const png = await sharp(Buffer.from(tileSvg(z, x, y)))
    .png({ compressionLevel: 9, palette: true, colours: 32 })
    .toBuffer()
  cache.set(k, png)
  if (cache.size > TILE_CACHE) cache.delete(cache.keys().next().value!)
  return png
}

export { latOf, lngOf, worldX, worldY }
