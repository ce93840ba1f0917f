import { GOOGLE_STATUS, HOT_CITY_IDS, PLACE_PAGE_SIZE, TENCENT_STATUS } from '../../../../types/map-codes.js'
import { SUGGESTION_PAGE_SIZE } from '../../../../types/nearby-codes.js'
import type { MapCity, MapCityList, MapStore } from '../../../../types/map.js'
import type { RequestCtx } from '../../core/context.js'
import type { Locale } from '../../../../types/constants.js'
import { pick } from '../../core/texts.js'
import { normalizeLang, t } from '../../i18n/index.js'
import { shopService } from '../shop/index.js'
import { systemService, type MapSetting } from '../system/index.js'
import { CITY_CENTRES, DISTRICT_CENTRES } from './map.centres.js'
import { mapErrors as E } from './map.errors.js'
import { mapRepo as repo, type Box } from './map.repository.js'
import { distanceM, type LatLng } from '../../core/geo.js'

type Ctx = RequestCtx

/** The box around a point that holds the circle of `radius` metres (the index's range; the distance decides). */
export function boxAround(p: LatLng, radius: number): Box {
  const dLat = radius / 111_320
  const dLng = radius / (111_320 * Math.max(0.01, Math.cos((p.lat * Math.PI) / 180)))
  return { south: p.lat - dLat, north: p.lat + dLat, west: p.lng - dLng, east: p.lng + dLng }
}

/** `lat,lng` text to a point; undefined when it is not one. */
export function parseLatLng(s: string | undefined): LatLng | undefined {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(s ?? '')
  if (!m) return undefined
  const lat = Number(m[1])
  const lng = Number(m[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined
}

// ---- the region tree with centres (the same for every tenant: kept once per process) ----

interface RegionNode {
  id: number
  parentId: number | null
  level: number
  names: Record<string, string>
}
let regionsLoading: Promise<Map<number, RegionNode>> | undefined
function regions(c: Pick<Ctx, 'db'>) {
  regionsLoading ??= systemService
    .allRegions(c)
    .then((rows) => new Map(rows.map((r) => [r.id, { ...r, names: { ...r.names, zh_CN: r.names.zh_CN ?? r.name } }])))
  regionsLoading.catch(() => (regionsLoading = undefined))
  return regionsLoading
}

/** A region's centre: its own row, else its city's, else its province capital's (ADR 0130). */
function centreOf(all: Map<number, RegionNode>, id: number): LatLng | undefined {
  const own = DISTRICT_CENTRES[id] ?? CITY_CENTRES[id]
  if (own) return { lat: own[0], lng: own[1] }
  const r = all.get(id)
  if (!r) return undefined
  if (r.level === 1) return CITY_CENTRES[id + 100] ? { lat: CITY_CENTRES[id + 100][0], lng: CITY_CENTRES[id + 100][1] } : undefined
  return r.parentId ? centreOf(all, r.parentId) : undefined
}

const nameOf = (r: RegionNode | undefined, lang: Locale) => (r ? pick(r.names, lang) : '')

/** The province, city and district names of a region (a district's chain; a city has no district). */
function adInfo(all: Map<number, RegionNode>, id: number | null, lang: Locale) {
  const chain: RegionNode[] = []
  for (let r = id ? all.get(id) : undefined; r; r = r.parentId ? all.get(r.parentId) : undefined) chain.unshift(r)
  const [p, city, d] = chain
  return { adcode: id ? String(id) : '', province: nameOf(p, lang), city: nameOf(city ?? p, lang), district: nameOf(d, lang) }
}

// ---- what the service answers from: demo places, shops, regions ----

/** One answer of the local service before its provider's shape: `p<id>` a demo place, `s<id>` a shop, `r<id>` a region. */
export interface Place {
  id: string
  name: string
  address: string
  category: string
  regionId: number | null
  lat: number
  lng: number
  distance?: number
}

const placeRow = (r: Awaited<ReturnType<typeof repo.places>>[number], lang: Locale): Place => ({
  id: `p${r.id}`,
  name: pick(r.name, lang),
  address: pick(r.address, lang),
  category: r.category,
  regionId: r.region_id,
  lat: Number(r.lat),
  lng: Number(r.lng),
})

/** The tenant's shops that have a position, named in `lang`. */
async function shopPlaces(c: Ctx, lang: Locale): Promise<Place[]> {
  const withPlace = (await shopService.allShops(c)).filter((s) => s.lat !== null && s.lng !== null)
  const terms = await shopService.shopTerms(
    { ...c, lang },
    withPlace.map((s) => s.id),
  )
  return [...terms.values()]
    .filter((s) => s.lat !== null && s.lng !== null)
    .map((s) => ({ id: `s${s.id}`, name: s.name, address: s.address, category: 'shop', regionId: null, lat: s.lat!, lng: s.lng! }))
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, '')
const holds = (hay: string, needle: string) => !!needle && norm(hay).includes(norm(needle))

/** Places and shops whose name or address holds `keyword`, inside `box` when given. */
async function candidates(c: Ctx, lang: Locale, keyword: string, box?: Box): Promise<Place[]> {
  const [places, shops] = await Promise.all([repo.places(c.db, c.tenantId, { box, keyword, limit: 200 }), shopPlaces(c, lang)])
  const inBox = (p: Place) => !box || (p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east)
  return [...places.map((r) => placeRow(r, lang)), ...shops.filter((s) => inBox(s) && (!keyword || holds(s.name, keyword) || holds(s.address, keyword)))]
}

const byDistanceFrom = (from: LatLng | undefined, list: Place[]) => {
  if (!from) return list
  for (const p of list) p.distance = distanceM(from, p)
  return list.sort((a, b) => a.distance! - b.distance!)
}

/** Place search: `keyword` around `at` within `radius` metres, nearest first, one page. */
export async function searchPlaces(c: Ctx, o: { lang: Locale; keyword: string; at?: LatLng; radius?: number; pageSize: number; pageIndex: number }) {
  const box = o.at && o.radius ? boxAround(o.at, o.radius) : undefined
  let list = byDistanceFrom(o.at, await candidates(c, o.lang, o.keyword, box))
  if (o.at && o.radius) list = list.filter((p) => p.distance! <= o.radius!)
  const from = (o.pageIndex - 1) * o.pageSize
  return { count: list.length, rows: list.slice(from, from + o.pageSize) }
}

/** Suggestions for what is being typed: places, shops, then cities and districts whose name holds it. */
export async function suggest(c: Ctx, o: { lang: Locale; keyword: string; at?: LatLng; size: number }): Promise<Place[]> {
  const all = await regions(c)
  const found = await candidates(c, o.lang, o.keyword)
  const regionHits: Place[] = []
  for (const r of all.values()) {
    if (r.level < 2 || !Object.values(r.names).some((n) => holds(n, o.keyword))) continue
    const centre = centreOf(all, r.id)
    if (!centre) continue
    const ad = adInfo(all, r.id, o.lang)
    regionHits.push({
      id: `r${r.id}`,
      name: nameOf(r, o.lang),
      address: [ad.province, ad.city].filter((x, i, a) => x && a.indexOf(x) === i).join(''),
      category: 'region',
      regionId: r.id,
      ...centre,
    })
    if (regionHits.length >= o.size) break
  }
  const starts = (p: Place) => (norm(p.name).startsWith(norm(o.keyword)) ? 0 : 1)
  const list = byDistanceFrom(o.at, found).sort((a, b) => starts(a) - starts(b))
  return [...list, ...regionHits].slice(0, o.size)
}

/** Where an address is: a place or shop it names, else the deepest region it names; undefined when none. */
export async function geocode(c: Ctx, lang: Locale, address: string): Promise<{ place: Place; level: 'place' | 'district' | 'city' | 'province' } | undefined> {
  const all = await regions(c)
  const [places, shops] = await Promise.all([repo.places(c.db, c.tenantId, { limit: 500 }), shopPlaces(c, lang)])
  const known = [...places.map((r) => placeRow(r, 'zh_CN')), ...places.map((r) => placeRow(r, 'en')), ...shops]
  const hit = known.find(
    (p) => holds(address, p.name) || (address.length >= 6 && holds(p.address, address)) || (p.address.length > 4 && holds(address, p.address)),
  )
  if (hit)
    return {
      place: { ...hit, name: hit.id.startsWith('p') ? pick((places.find((r) => `p${r.id}` === hit.id) ?? { name: hit.name }).name, lang) : hit.name },
      level: 'place',
    }
  let best: RegionNode | undefined
  let bestLen = 0
  for (const r of all.values()) {
    const len = Math.max(...Object.values(r.names).map((n) => (n.length >= 2 && holds(address, n) ? n.length : 0)))
    if (len && (!best || r.level > best.level || (r.level === best.level && len > bestLen))) {
      best = r
      bestLen = len
    }
  }
  const centre = best && centreOf(all, best.id)
  if (!best || !centre) return undefined
  return {
    place: { id: `r${best.id}`, name: nameOf(best, lang), address: nameOf(best, lang), category: 'region', regionId: best.id, ...centre },
    level: best.level >= 3 ? 'district' : best.level === 2 ? 'city' : 'province',
  }
}

/** What is at a point: the nearest district (12 km) or city (80 km) with its chain, and the nearest place within 1 km. */
export async function reverse(c: Ctx, lang: Locale, at: LatLng) {
  const all = await regions(c)
  const nearest = (table: Record<number, [number, number]>, within: number) => {
    let best: { id: number; d: number } | undefined
    for (const [id, [lat, lng]] of Object.entries(table)) {
      const d = distanceM(at, { lat, lng })
      if (d <= within && (!best || d < best.d)) best = { id: Number(id), d }
    }
    return best?.id
  }
  const around = byDistanceFrom(at, await candidates(c, lang, '', boxAround(at, 1000))).filter((p) => p.distance! <= 1000)
  // the nearest known place's own district when it has one, else the nearest district or city centre
  const regionId = around[0]?.regionId ?? nearest(DISTRICT_CENTRES, 12_000) ?? nearest(CITY_CENTRES, 80_000)
  if (!regionId) return undefined
  return { regionId, ad: adInfo(all, regionId, lang), centre: centreOf(all, regionId)!, near: around[0], pois: around.slice(0, 5) }
}

/** The whole tree for the district list: provinces, cities, districts, each with its centre. */
export async function districts(c: Ctx) {
  return [...(await regions(c)).values()]
}
export { centreOf, adInfo, regions, nameOf as nameOfRegion }

/** One answer by its id (`p<id>`, `s<id>`, `r<id>`): Google-style place details. */
export async function placeById(c: Ctx, lang: Locale, id: string): Promise<Place | undefined> {
  const m = /^([psr])(\d{1,10})$/.exec(id)
  if (!m) return undefined
  const n = Number(m[2])
  if (m[1] === 'p') {
    const r = await repo.place(c.db, c.tenantId, n)
    return r ? placeRow(r, lang) : undefined
  }
  if (m[1] === 's') return (await shopPlaces(c, lang)).find((p) => p.id === id)
  const all = await regions(c)
  const r = all.get(n)
  const centre = r && centreOf(all, n)
  return r && centre ? { id, name: nameOf(r, lang), address: '', category: 'region', regionId: n, ...centre } : undefined
}

// ---- keys, limits, the flaky stand-in ----

export type KeyVerdict = 'ok' | 'refused' | 'daily'

/** Whether a call with `key` is answered: a key of the tenant, within its daily limit (each call counts, ADR 0129). */
export async function checkKey(c: Ctx, m: MapSetting, key: string | undefined): Promise<KeyVerdict> {
  if (!key || !m.keys.includes(key)) return 'refused'
  if (!m.dailyLimit) return 'ok'
  return (await repo.useKey(c.db, c.tenantId, key)) > m.dailyLimit ? 'daily' : 'ok'
}

/** The stand-in's outage mode: waits `delayMs`, then fails with the rate `failRate` (true: answer 503, no body). */
export async function flaky(m: MapSetting): Promise<boolean> {
  if (m.flaky.delayMs) await new Promise((r) => setTimeout(r, m.flaky.delayMs))
  return m.flaky.failRate > 0 && Math.random() < m.flaky.failRate
}

export const langOf = (c: Ctx, language?: string) => (language ? normalizeLang(language) : c.lang)

/** Tencent-style message of a status in `lang`. */
export function tencentMessage(lang: Locale, status: number) {
  const key =
    status === TENCENT_STATUS.OK
      ? 'map.serviceOk'
      : status === TENCENT_STATUS.DAILY
        ? 'map.serviceDaily'
        : status === TENCENT_STATUS.KEY_REFUSED
          ? 'map.serviceKeyRefused'
          : status === TENCENT_STATUS.NO_RESULT
            ? 'map.serviceNoResult'
            : 'map.serviceBadRequest'
  return t(lang, key)
}
export const googleStatusOf = (v: KeyVerdict) => (v === 'daily' ? GOOGLE_STATUS.OVER : GOOGLE_STATUS.DENIED)
export const tencentStatusOf = (v: KeyVerdict) => (v === 'daily' ? TENCENT_STATUS.DAILY : TENCENT_STATUS.KEY_REFUSED)
export const pageSizeOf = (raw: string | undefined, dflt: number, max: number) => Math.min(max, Math.max(1, Number.parseInt(raw ?? '', 10) || dflt))
export { PLACE_PAGE_SIZE, SUGGESTION_PAGE_SIZE }

// ---- the app's own calls ----

const initialOf = (en: string) => (/^[A-Za-z]/.test(en) ? en[0].toUpperCase() : '#')

/** The tree's cities with their centres, hot ones first; `keyword` filters by name in any language. */
export async function cities(c: Ctx, keyword?: string): Promise<MapCityList> {
  const all = await regions(c)
  const toCity = (r: RegionNode): MapCity | undefined => {
    const centre = centreOf(all, r.id)
    if (!centre) return undefined
    const province = r.parentId ? all.get(r.parentId) : undefined
    return {
      id: r.id,
      name: nameOf(r, c.lang),
      province: nameOf(province, c.lang),
      initial: initialOf(r.names.en ?? ''),
      latitude: centre.lat,
      longitude: centre.lng,
    }
  }
  const kw = keyword?.trim() ?? ''
  const list = [...all.values()]
    .filter((r) => r.level === 2 && (!kw || Object.values(r.names).some((n) => holds(n, kw))))
    .map(toCity)
    .filter((x): x is MapCity => !!x)
    .sort((a, b) => a.initial.localeCompare(b.initial) || (all.get(a.id)!.names.en ?? '').localeCompare(all.get(b.id)!.names.en ?? '') || a.id - b.id)
  const hot = kw ? [] : HOT_CITY_IDS.map((id) => all.get(id)).flatMap((r) => (r ? [toCity(r)].filter((x): x is MapCity => !!x) : []))
  return { hot, list }
}

/** A store's name, address and position (the `store/map` page): 404 unknown, 2160 without a position. */
export async function store(c: Ctx, id: number): Promise<MapStore> {
  const s = (await shopService.shopTerms(c, [id])).get(id)
  if (!s) throw E.storeUnknown()
  if (s.lat === null || s.lng === null) throw E.noPlace()
  const brief = (await shopService.shopsBrief(c, [id])).get(id)
  return { id, name: s.name, address: s.address, logo: brief?.logo || null, latitude: s.lat, longitude: s.lng }
}

/** Demo places of a tenant (its seed). */
export async function addDemoPlaces(
  c: Pick<Ctx, 'db' | 'tenantId'>,
  rows: Array<{ name: Record<string, string>; address: Record<string, string>; category: string; regionId: number; lat: number; lng: number }>,
) {
  if (!rows.length) return
  await repo.addPlaces(
    c.db,
    rows.map((r) => ({
      tenant_id: c.tenantId,
      name: JSON.stringify(r.name),
      address: JSON.stringify(r.address),
      category: r.category,
      region_id: r.regionId,
      lat: r.lat,
      lng: r.lng,
    })),
  )
}
