// Nearby stores (ADR 0132, 0133): the stores of kinds nearby_store and service around a position, nearest first
// within the radius of the tenant's map key type; a store's page; photos of several stores; the search's hot words.
import type { NearbyQuery, NearbyStore, NearbyStoreInfo, StorePhotos } from '../../../../types/nearby.js'
import { DEFAULT_MAP_CENTRE, NEARBY_HOT_MAX, NEARBY_KINDS, NEARBY_PAGE_SIZE, NEARBY_RADIUS_M } from '../../../../types/nearby-codes.js'
import type { RequestCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { hooks } from '../../core/hooks.js'
import { pick } from '../../core/texts.js'
import { nearbyErrors as E } from './shop.errors.js'
import { shopRepo as repo } from './shop.repository.js'
import './shop.hooks.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang' | 'config'>
type LatLng = { lat: number; lng: number }
type PositionQuery = { latitude?: number; longitude?: number }

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/**
 * Where a search starts: the query's latitude and longitude (both or neither), else the request's `latitude` and
 * `longitude` headers, else the default map centre.
 */
export function positionOf(q: PositionQuery, header?: LatLng): LatLng {
  const hasLat = q.latitude !== undefined
  const hasLng = q.longitude !== undefined
  if (hasLat !== hasLng) throw hasLat ? E.longitude() : E.latitude()
  if (hasLat) return { lat: q.latitude!, lng: q.longitude! }
  return header ?? { lat: DEFAULT_MAP_CENTRE.latitude, lng: DEFAULT_MAP_CENTRE.longitude }
}

/** The search radius of the tenant's map key type (spec: 5000 m Tencent-style, 1500 m Google-style). */
export const radiusOf = (c: Pick<RequestCtx, 'config'>) => NEARBY_RADIUS_M[c.config.mapKeyType] ?? NEARBY_RADIUS_M['1']

/** Minutes since midnight of `at` on the clock of `timeZone`. */
export function minutesIn(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at)
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0)
  return (n('hour') % 24) * 60 + n('minute')
}

/**
 * Whether `minutes` (since midnight) falls in the hours "08:00-22:00" (spans separated by commas; a span may pass
 * midnight, "22:00-02:00"; "00:00-24:00" is all day). No hours, or none readable: open all day.
 */
export function inHours(hours: string | null | undefined, minutes: number): boolean {
  const spans = (hours ?? '')
    .split(/[,，;]/)
    .map((s) => /^\s*(\d{1,2}):(\d{2})\s*[-~–]\s*(\d{1,2}):(\d{2})\s*$/.exec(s))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])] as const)
  if (!spans.length) return true
  return spans.some(([from, to]) => (from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to))
}

const timeZoneOf = async (c: Ctx) => {
  const tz = await hooks.get('shop.timeZone', async () => DEFAULT_TIME_ZONE)(c)
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return tz
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

type Row = {
  id: number
  name: unknown
  kind: string
  logo: string | null
  address: string | null
  address_i18n: unknown
  hours: string | null
  status: string
  rating: string | number
  lat: number | null
  lng: number | null
  distance: number
}

function toStore(c: Ctx, r: Row, now: number): NearbyStore {
  return {
    id: Number(r.id),
    name: pick(r.name, c.lang),
    kind: r.kind,
    logo: r.logo ?? '',
    address: pick(r.address_i18n, c.lang) || (r.address ?? ''),
    hours: r.hours ?? '',
    open: r.status === 'open' && inHours(r.hours, now),
    rating: Number(r.rating),
    distance: Number(r.distance),
    latitude: Number(r.lat),
    longitude: Number(r.lng),
  }
}

/** One page of the stores around, nearest first; by name with `keyword`. */
export async function nearbyStores(c: Ctx, q: NearbyQuery, header?: LatLng): Promise<{ rows: NearbyStore[]; total: number }> {
  const at = positionOf(q, header)
  const { limit, offset } = paging({ pageNum: q.pageNum, pageSize: q.pageSize ?? NEARBY_PAGE_SIZE })
  const keyword = q.keyword?.trim() || undefined
  const [{ rows, total }, tz] = await Promise.all([
    repo.nearby(c.db, c.tenantId, NEARBY_KINDS, { ...at, radius: radiusOf(c) }, Math.min(limit, NEARBY_PAGE_SIZE), offset, keyword),
    timeZoneOf(c),
  ])
  const now = minutesIn(tz)
  return { rows: rows.map((r) => toStore(c, r as Row, now)), total }
}

/** The search page's hot words: names of the best-rated open stores around. */
export async function nearbyHot(c: Ctx, q: PositionQuery, header?: LatLng): Promise<string[]> {
  const at = positionOf(q, header)
  const rows = await repo.nearbyTop(c.db, c.tenantId, NEARBY_KINDS, { ...at, radius: radiusOf(c) }, NEARBY_HOT_MAX)
  return [...new Set(rows.map((r) => pick(r.name, c.lang)).filter(Boolean))]
}

/** A store's page; 2170 for an unknown id, another tenant's shop or a shop of another kind. */
export async function nearbyStore(c: Ctx, id: number, q: PositionQuery, header?: LatLng): Promise<NearbyStoreInfo> {
  const at = positionOf(q, header)
  const [r, tz] = await Promise.all([repo.nearbyOne(c.db, c.tenantId, NEARBY_KINDS, id, at), timeZoneOf(c)])
  if (!r || (r.status !== 'open' && r.status !== 'closed')) throw E.storeNotFound({ id })
  const photos = ((r.photos ?? []) as string[]).filter((p) => typeof p === 'string' && p)
  return {
    ...toStore(c, r as unknown as Row, minutesIn(tz)),
    phone: r.phone ?? '',
    intro: pick(r.intro, c.lang),
    notice: pick(r.notice, c.lang),
    photos: photos.length ? photos : [r.cover, r.logo].filter((p): p is string => !!p),
    goodsCount: Number(r.goods_count ?? 0),
    closedByMerchant: r.status !== 'open',
  }
}

/** Parses `ids=1,2,3`: 1..NEARBY_PAGE_SIZE positive integer ids (repeats once), else 2172. */
export function parseIds(text: string): number[] {
  const parts = text.split(',').map((s) => s.trim())
  const ids = parts.map((s) => (/^[1-9]\d{0,9}$/.test(s) ? Number(s) : NaN))
  if (!text.trim() || ids.some((n) => !Number.isSafeInteger(n) || n > 2_147_483_647)) throw E.ids({ max: NEARBY_PAGE_SIZE })
  const unique = [...new Set(ids)]
  if (unique.length > NEARBY_PAGE_SIZE) throw E.ids({ max: NEARBY_PAGE_SIZE })
  return unique
}

/** Photos of several stores, in the order asked; unknown ids are left out. */
export async function storePhotos(c: Ctx, idsText: string): Promise<StorePhotos[]> {
  const ids = parseIds(idsText)
  const rows = new Map((await repo.photos(c.db, c.tenantId, ids)).map((r) => [Number(r.id), r]))
  return ids.flatMap((id) => {
    const r = rows.get(id)
    if (!r) return []
    const photos = ((r.photos ?? []) as string[]).filter((p) => typeof p === 'string' && p)
    return [{ id, photos: photos.length ? photos : r.cover ? [r.cover] : [] }]
  })
}
