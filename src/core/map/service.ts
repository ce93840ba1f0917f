import { JSONP_TIMEOUT_MS, MAP_KEY_ROTATE_STATUS, SUGGESTION_PAGE_SIZE } from '~types/nearby-codes'
import { fetchQuery, keyOf } from '../data'
import { api, fileUrl } from '../request'
import { useSettingsStore } from '../stores/settings'
import type { LatLng } from './distance'
import { fetchMapJson } from './fetch-json'

/** A place as every caller sees it, whichever provider answered (Tencent-style or Google-style). */
export interface MapPlace extends LatLng {
  id: string
  name: string
  address: string
  province: string
  city: string
  district: string
  /** the region code of the district (or city) when the provider names it */
  adcode: string
  /** metres from the point the call was made around, when the provider says */
  distance?: number
}

/** What the place at a point is (reverse geocoding). */
export interface MapAddress extends LatLng {
  address: string
  /** a short name for it: the nearest known place, else the district */
  name: string
  province: string
  city: string
  district: string
  adcode: string
}

interface KeyInfo {
  keyType: '1' | '2'
  keys: string[]
  base: string
}

/** The service and keys of `basics/keyMap` (asked once a session), the base made loadable from here. */
async function keyInfo(): Promise<KeyInfo | undefined> {
  try {
    const k = await fetchQuery(keyOf('system.keyMap'), () => api.system.keyMap(undefined, { silent: true }))
    return { keyType: k.keyType === '2' ? '2' : '1', keys: k.key, base: fileUrl(k.base ?? '') }
  } catch {
    return undefined
  }
}

/** Which key is in use: the next after one reported exhausted (status 120/121), kept for the session. */
let keyIndex = 0
export const resetMapKeys = () => {
  keyIndex = 0
}

const rotates = (keyType: '1' | '2', body: Record<string, unknown>) =>
  keyType === '1' ? (MAP_KEY_ROTATE_STATUS as readonly number[]).includes(Number(body.status)) : body.status === 'OVER_QUERY_LIMIT'

/**
 * One call of the map service with the current key; on 120/121 (Google: OVER_QUERY_LIMIT) the next key, until each
 * was tried once. Undefined when nothing answers usefully (no service, timeout, refusal): callers show empty data.
 */
async function call(
  path: { '1': string; '2': string },
  query: (k: KeyInfo) => Record<string, string | undefined>,
): Promise<{ k: KeyInfo; body: Record<string, unknown> } | undefined> {
  const k = await keyInfo()
  if (!k?.base || !k.keys.length) return undefined
  for (let tried = 0; tried < k.keys.length; tried++) {
    const key = k.keys[keyIndex % k.keys.length]
    const q = Object.fromEntries(
      Object.entries({ ...query(k), key, language: useSettingsStore.getState().locale }).filter((e): e is [string, string] => e[1] !== undefined),
    )
    const body = (await fetchMapJson(`${k.base}${path[k.keyType]}`, q, JSONP_TIMEOUT_MS)) as Record<string, unknown> | undefined
    if (!body) return undefined
    if (!rotates(k.keyType, body)) return { k, body }
    keyIndex = (keyIndex + 1) % k.keys.length
  }
  return undefined
}

const ll = (p: LatLng) => `${p.latitude},${p.longitude}`
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const str = (v: unknown) => (typeof v === 'string' ? v : '')

type Any = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- provider answers are outside data, read field by field

function tencentPlace(d: Any): MapPlace | undefined {
  const lat = num(d.location?.lat)
  const lng = num(d.location?.lng)
  if (lat === undefined || lng === undefined) return undefined
  const ad = (d.ad_info ?? d) as Any
  return {
    id: str(d.id),
    name: str(d.title),
    address: str(d.address),
    province: str(ad.province),
    city: str(ad.city),
    district: str(ad.district),
    adcode: String(ad.adcode ?? ''),
    latitude: lat,
    longitude: lng,
    distance: num(d._distance),
  }
}

function googlePlace(d: Any): MapPlace | undefined {
  const lat = num(d.geometry?.location?.lat)
  const lng = num(d.geometry?.location?.lng)
  if (lat === undefined || lng === undefined) return undefined
  const comp = (type: string) => str(((d.address_components ?? []) as Any[]).find((c) => (c.types ?? []).includes(type))?.long_name)
  return {
    id: str(d.place_id),
    name: str(d.name) || str(d.formatted_address),
    address: str(d.vicinity) || str(d.formatted_address),
    province: comp('administrative_area_level_1'),
    city: comp('locality'),
    district: comp('sublocality_level_1'),
    adcode: '',
    latitude: lat,
    longitude: lng,
    distance: num(d.distance_meters),
  }
}

const okTencent = (b: Any) => b.status === 0
const okGoogle = (b: Any) => b.status === 'OK'
const defined = <T>(x: T | undefined): x is T => x !== undefined

/** Places whose name starts with or holds what is typed (at most 10), nearest to `near` first when given. */
export async function suggestPlaces(keyword: string, near?: LatLng): Promise<MapPlace[]> {
  const kw = keyword.trim()
  if (!kw) return []
  const r = await call({ '1': '/ws/place/v1/suggestion', '2': '/maps/api/place/autocomplete/json' }, (k) =>
    k.keyType === '1'
      ? { keyword: kw, page_size: String(SUGGESTION_PAGE_SIZE), ...(near ? { location: ll(near) } : {}) }
      : { input: kw, ...(near ? { location: ll(near) } : {}) },
  )
  if (!r) return []
  const b = r.body as Any
  if (r.k.keyType === '1') return okTencent(b) ? ((b.data ?? []) as Any[]).map(tencentPlace).filter(defined).slice(0, SUGGESTION_PAGE_SIZE) : []
  if (!okGoogle(b)) return []
  // Google's predictions carry no position: each one's details (at most 10 calls)
  const preds = ((b.predictions ?? []) as Any[]).slice(0, SUGGESTION_PAGE_SIZE)
  const details = await Promise.all(preds.map((p) => call({ '1': '', '2': '/maps/api/place/details/json' }, () => ({ place_id: str(p.place_id) }))))
  return details.map((d) => (d && okGoogle(d.body) ? googlePlace((d.body as Any).result ?? {}) : undefined)).filter(defined)
}

/** Places matching `keyword` within `radius` metres of `at`, nearest first. */
export async function searchNearby(keyword: string, at: LatLng, radius: number): Promise<MapPlace[]> {
  const r = await call({ '1': '/ws/place/v1/search', '2': '/maps/api/place/nearbysearch/json' }, (k) =>
    k.keyType === '1'
      ? { keyword: keyword.trim(), boundary: `nearby(${ll(at)},${radius})`, page_size: '20' }
      : { location: ll(at), radius: String(radius), keyword: keyword.trim() },
  )
  if (!r) return []
  const b = r.body as Any
  if (r.k.keyType === '1') return okTencent(b) ? ((b.data ?? []) as Any[]).map(tencentPlace).filter(defined) : []
  return okGoogle(b) ? ((b.results ?? []) as Any[]).map(googlePlace).filter(defined) : []
}

/** Where an address is, or undefined. */
export async function geocode(address: string): Promise<LatLng | undefined> {
  const r = await call({ '1': '/ws/geocoder/v1', '2': '/maps/api/geocode/json' }, () => ({ address }))
  const b = r?.body as Any | undefined
  if (!r || !b) return undefined
  const loc = r.k.keyType === '1' ? (okTencent(b) ? b.result?.location : undefined) : okGoogle(b) ? b.results?.[0]?.geometry?.location : undefined
  const lat = num(loc?.lat)
  const lng = num(loc?.lng)
  return lat === undefined || lng === undefined ? undefined : { latitude: lat, longitude: lng }
}

/** What is at a point, or undefined (outside what the service knows, or no service). */
export async function reverseGeocode(at: LatLng): Promise<MapAddress | undefined> {
  const r = await call({ '1': '/ws/geocoder/v1', '2': '/maps/api/geocode/json' }, (k) => (k.keyType === '1' ? { location: ll(at) } : { latlng: ll(at) }))
  const b = r?.body as Any | undefined
  if (!r || !b) return undefined
  if (r.k.keyType === '1') {
    if (!okTencent(b)) return undefined
    const c = (b.result?.address_component ?? {}) as Any
    return {
      ...at,
      address: str(b.result?.address),
      name: str(b.result?.formatted_addresses?.recommend) || str(c.district),
      province: str(c.province),
      city: str(c.city),
      district: str(c.district),
      adcode: String(b.result?.ad_info?.adcode ?? ''),
    }
  }
  if (!okGoogle(b)) return undefined
  const first = googlePlace(b.results?.[0] ?? {})
  if (!first) return undefined
  return { ...at, address: first.address, name: first.name, province: first.province, city: first.city, district: first.district, adcode: '' }
}
