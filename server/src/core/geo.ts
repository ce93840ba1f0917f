/** A point on the earth in degrees. */
export type LatLng = { lat: number; lng: number }

/** Whole metres between two points on the earth (haversine on the mean radius; `min(1, ...)` guards rounding). */
export function distanceM(a: LatLng, b: LatLng): number {
  const r = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))))
}
