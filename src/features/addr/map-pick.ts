import type { RegionChoice } from './region-picker'

/** What the map's address picker (`user/receivingAddress/nearbyAddress`) answers (the map area's `AddressPick`). */
export interface MapAddressPick {
  latitude: number
  longitude: number
  name: string
  address: string
  province: string
  city: string
  district: string
  adcode: string
}

/**
 * The address tree's path of a picked place from its district code (GB/T 2260: province `xx0000`, city `xxxx00`,
 * district itself) and the names the map service gave; undefined when the code is not a district's.
 */
export function regionOfPick(p: MapAddressPick): RegionChoice | undefined {
  const code = Number(p.adcode)
  if (!Number.isInteger(code) || code < 110000 || code % 100 === 0 || !p.province || !p.city || !p.district) return undefined
  return { ids: [Math.floor(code / 10000) * 10000, Math.floor(code / 100) * 100, code], names: [p.province, p.city, p.district] }
}
