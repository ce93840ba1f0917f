/** A point on the earth (degrees). */
export interface LatLng {
  latitude: number
  longitude: number
}

/** Metres between two points along the earth's surface (great circle, mean radius 6,371 km), rounded. */
export function distanceM(a: LatLng, b: LatLng): number {
  const r = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(r(b.latitude - a.latitude) / 2) ** 2 + Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))))
}
