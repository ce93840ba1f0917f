import type { Destination } from './open-map-app'

export type { Destination }

/**
 * H5: a browser has no map app of its own. On iOS the system's map URL scheme (`maps://`) and on Android the
 * `geo:` scheme hand the place to the phone's map app; anywhere else resolves false (the caller says "map app not
 * installed"). No third-party web map is opened.
 */
export async function openMapApp(d: Destination): Promise<boolean> {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const q = encodeURIComponent(d.name || d.address)
  if (/iPhone|iPad|iPod/i.test(ua)) {
    window.location.href = `maps://?ll=${d.lat},${d.lng}&q=${q}`
    return true
  }
  if (/Android/i.test(ua)) {
    window.location.href = `geo:${d.lat},${d.lng}?q=${d.lat},${d.lng}(${q})`
    return true
  }
  return false
}
