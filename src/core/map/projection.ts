import { MAP_TILE_SIZE } from '~types/map-codes'
import type { LatLng } from './distance'

/** Web Mercator: a point to world pixels at a zoom (the tiles' grid) and back. */
export function toPixel(p: LatLng, z: number): { x: number; y: number } {
  const n = 2 ** z * MAP_TILE_SIZE
  const lat = Math.max(-85.05, Math.min(85.05, p.latitude))
  const r = (lat * Math.PI) / 180
  return { x: ((p.longitude + 180) / 360) * n, y: ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n }
}

export function toLatLng(x: number, y: number, z: number): LatLng {
  const n = 2 ** z * MAP_TILE_SIZE
  const lng = (x / n) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round((((lng + 540) % 360) - 180) * 1e6) / 1e6 }
}

/** The tiles covering a view of `w` x `h` px centred on `c` at zoom `z`: each with its place in the view. */
export function tilesFor(c: LatLng, z: number, w: number, h: number): Array<{ key: string; z: number; x: number; y: number; left: number; top: number }> {
  const S = MAP_TILE_SIZE
  const n = 2 ** z
  const p = toPixel(c, z)
  const ox = p.x - w / 2
  const oy = p.y - h / 2
  const out: Array<{ key: string; z: number; x: number; y: number; left: number; top: number }> = []
  for (let ty = Math.floor(oy / S); ty * S < oy + h; ty++) {
    if (ty < 0 || ty >= n) continue
    for (let tx = Math.floor(ox / S); tx * S < ox + w; tx++) {
      const x = ((tx % n) + n) % n
      out.push({ key: `${z}/${tx}/${ty}`, z, x, y: ty, left: Math.round(tx * S - ox), top: Math.round(ty * S - oy) })
    }
  }
  return out
}

/** Where a point falls in that view (px from its top left). */
export function inView(c: LatLng, z: number, w: number, h: number, p: LatLng): { left: number; top: number } {
  const a = toPixel(c, z)
  const b = toPixel(p, z)
  return { left: b.x - a.x + w / 2, top: b.y - a.y + h / 2 }
}
