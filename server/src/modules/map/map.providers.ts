import type { FastifyReply } from 'fastify'
import { GOOGLE_STATUS, PLACE_PAGE_SIZE, TENCENT_STATUS } from '../../../../types/map-codes.js'
import { NEARBY_RADIUS_M, SUGGESTION_PAGE_SIZE } from '../../../../types/nearby-codes.js'
import type { RequestCtx } from '../../core/context.js'
import type { Locale } from '../../../../types/constants.js'
import { systemService } from '../system/index.js'
import * as svc from './map.service.js'
import type { Place } from './map.service.js'

/**
 * The local map service's answers in the provider's own shapes (ADR 0129): Tencent-style (`status` 0 ok, 120/121
 * key limits, 311 key refused, 347 nothing found, 310 bad parameter) and Google-style (`status` "OK",
 * "ZERO_RESULTS", "OVER_QUERY_LIMIT", "REQUEST_DENIED", "INVALID_REQUEST"), as JSON or as JSONP when a `callback`
 * is given. An outage of the flaky stand-in answers 503 without a body, as an overloaded service does.
 */
type Ctx = RequestCtx
type Common = { key?: string; output?: string; callback?: string; language?: string }
type Style = 'tencent' | 'google'

function send(reply: FastifyReply, q: Common, body: unknown) {
  const json = JSON.stringify(body)
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff')
  if (q.callback) return reply.type('application/javascript; charset=utf-8').send(`/**/${q.callback}(${json})`)
  return reply.type('application/json; charset=utf-8').send(json)
}

/** Key check, daily limit and the outage mode, then the answer of `run` in the style's shape. */
async function serve(c: Ctx, reply: FastifyReply, q: Common, style: Style, run: (lang: Locale) => Promise<unknown>) {
  const m = await systemService.mapSetting(c)
  if (await svc.flaky(m)) return reply.code(503).header('cache-control', 'no-store').type('text/plain').send('')
  const lang = svc.langOf(c, q.language)
  const verdict = await svc.checkKey(c, m, q.key)
  if (verdict !== 'ok') {
    if (style === 'google')
      return send(reply, q, { status: svc.googleStatusOf(verdict), error_message: svc.tencentMessage(lang, svc.tencentStatusOf(verdict)), results: [] })
    const status = svc.tencentStatusOf(verdict)
    return send(reply, q, { status, message: svc.tencentMessage(lang, status) })
  }
  return send(reply, q, await run(lang))
}

const tencentFail = (lang: Locale, status: number) => ({ status, message: svc.tencentMessage(lang, status) })
const googleFail = (status: string, lang: Locale) => ({ status, error_message: svc.tencentMessage(lang, 310), results: [] })
const loc = (p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng })

async function tencentAd(c: Ctx, p: Place, lang: Locale) {
  if (p.regionId) return svc.adInfo(await svc.regions(c), p.regionId, lang)
  const r = await svc.reverse(c, lang, p)
  return r?.ad ?? { adcode: '', province: '', city: '', district: '' }
}

async function tencentPoi(c: Ctx, p: Place, lang: Locale) {
  const ad = await tencentAd(c, p, lang)
  return {
    id: p.id,
    title: p.name,
    address: p.address,
    category: p.category,
    type: 0,
    location: loc(p),
    ad_info: { adcode: ad.adcode, province: ad.province, city: ad.city, district: ad.district },
    ...(p.distance !== undefined ? { _distance: p.distance } : {}),
  }
}

// ---- Tencent-style ----

export function tencentGeocoder(c: Ctx, reply: FastifyReply, q: Common & { address?: string; location?: string }) {
  return serve(c, reply, q, 'tencent', async (lang) => {
    if (q.location !== undefined) {
      const at = svc.parseLatLng(q.location)
      if (!at) return tencentFail(lang, 310)
      const r = await svc.reverse(c, lang, at)
      if (!r) return tencentFail(lang, TENCENT_STATUS.NO_RESULT)
      const chain = [r.ad.province, r.ad.city, r.ad.district].filter((x, i, a) => x && a.indexOf(x) === i)
      const address = r.near?.address || (lang.startsWith('zh') || lang === 'ja' ? chain.join('') : chain.reverse().join(', '))
      return {
        status: TENCENT_STATUS.OK,
        message: svc.tencentMessage(lang, TENCENT_STATUS.OK),
        result: {
          location: loc(at),
          address,
          formatted_addresses: { recommend: r.near ? r.near.name : r.ad.district || r.ad.city },
          address_component: { nation: '中国', province: r.ad.province, city: r.ad.city, district: r.ad.district, street: '', street_number: '' },
          ad_info: { nation_code: '156', adcode: r.ad.adcode, name: [r.ad.province, r.ad.city, r.ad.district].join(','), location: loc(r.centre) },
          pois: await Promise.all(r.pois.map((p) => tencentPoi(c, p, lang))),
        },
      }
    }
    const address = q.address?.trim()
    if (!address) return tencentFail(lang, 310)
    const g = await svc.geocode(c, lang, address)
    if (!g) return tencentFail(lang, TENCENT_STATUS.NO_RESULT)
    const ad = await tencentAd(c, g.place, lang)
    return {
      status: TENCENT_STATUS.OK,
      message: svc.tencentMessage(lang, TENCENT_STATUS.OK),
      result: {
        title: g.place.name,
        location: loc(g.place),
        ad_info: { adcode: ad.adcode },
        address_components: { province: ad.province, city: ad.city, district: ad.district, street: '', street_number: '' },
        similarity: g.level === 'place' ? 0.9 : 0.6,
        deviation: g.level === 'place' ? 100 : 1000,
        reliability: g.level === 'place' ? 8 : 3,
        level: g.level === 'place' ? 11 : g.level === 'district' ? 3 : g.level === 'city' ? 2 : 1,
      },
    }
  })
}

/** `nearby(lat,lng,radius[,auto_extend])` or `region(name...)`; absent: around the default radius of the key type. */
function boundaryOf(b: string | undefined): { at?: { lat: number; lng: number }; radius?: number } | undefined {
  if (!b) return {}
  const m = /^nearby\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(\d{1,6})(?:\s*,\s*[01])?\s*\)$/.exec(b)
  if (m) {
    const at = svc.parseLatLng(`${m[1]},${m[2]}`)
    return at ? { at, radius: Math.min(50_000, Math.max(10, Number(m[3]))) } : undefined
  }
  return /^region\(/.test(b) ? {} : undefined
}

export function tencentSearch(c: Ctx, reply: FastifyReply, q: Common & { keyword?: string; boundary?: string; page_size?: string; page_index?: string }) {
  return serve(c, reply, q, 'tencent', async (lang) => {
    const keyword = q.keyword?.trim()
    const b = boundaryOf(q.boundary)
    if (!keyword || !b) return tencentFail(lang, 310)
    const pageSize = svc.pageSizeOf(q.page_size, PLACE_PAGE_SIZE, 20)
    const r = await svc.searchPlaces(c, { lang, keyword, ...b, pageSize, pageIndex: svc.pageSizeOf(q.page_index, 1, 1000) })
    return {
      status: TENCENT_STATUS.OK,
      message: svc.tencentMessage(lang, TENCENT_STATUS.OK),
      count: r.count,
      data: await Promise.all(r.rows.map((p) => tencentPoi(c, p, lang))),
    }
  })
}

export function tencentSuggestion(c: Ctx, reply: FastifyReply, q: Common & { keyword?: string; region?: string; location?: string; page_size?: string }) {
  return serve(c, reply, q, 'tencent', async (lang) => {
    const keyword = q.keyword?.trim()
    if (!keyword) return tencentFail(lang, 310)
    const at = q.location ? svc.parseLatLng(q.location) : undefined
    const rows = await svc.suggest(c, { lang, keyword, at, size: svc.pageSizeOf(q.page_size, SUGGESTION_PAGE_SIZE, 20) })
    const data = await Promise.all(
      rows.map(async (p) => {
        const poi = await tencentPoi(c, p, lang)
        return { ...poi, ...poi.ad_info }
      }),
    )
    return { status: TENCENT_STATUS.OK, message: svc.tencentMessage(lang, TENCENT_STATUS.OK), count: data.length, data }
  })
}

type District = { id: string; name: string; fullname: string; location: { lat: number; lng: number }; cidx?: [number, number] }

export function tencentDistricts(c: Ctx, reply: FastifyReply, q: Common) {
  return serve(c, reply, q, 'tencent', async (lang) => {
    const all = await svc.regions(c)
    const byLevel = [1, 2, 3].map((lv) => [...all.values()].filter((r) => r.level === lv))
    const index = byLevel.map((rows) => new Map(rows.map((r, i) => [r.id, i])))
    const out = byLevel.map((rows, lv) =>
      rows.map((r): District => {
        const d: District = {
          id: String(r.id),
          name: svc.nameOfRegion(r, lang),
          fullname: svc.nameOfRegion(r, lang),
          location: loc(svc.centreOf(all, r.id) ?? { lat: 0, lng: 0 }),
        }
        if (lv < 2) {
          const kids = byLevel[lv + 1].filter((k) => k.parentId === r.id).map((k) => index[lv + 1].get(k.id)!)
          if (kids.length) d.cidx = [Math.min(...kids), Math.max(...kids)]
        }
        return d
      }),
    )
    return { status: TENCENT_STATUS.OK, message: svc.tencentMessage(lang, TENCENT_STATUS.OK), data_version: '20261230', result: out }
  })
}

export function tencentDistrictChildren(c: Ctx, reply: FastifyReply, q: Common & { id?: string }) {
  return serve(c, reply, q, 'tencent', async (lang) => {
    const all = await svc.regions(c)
    const parent = q.id ? Number(q.id) : null
    if (parent !== null && !all.has(parent)) return tencentFail(lang, 310)
    const rows = [...all.values()].filter((r) => r.parentId === parent)
    return {
      status: TENCENT_STATUS.OK,
      message: svc.tencentMessage(lang, TENCENT_STATUS.OK),
      result: [
        rows.map((r) => ({
          id: String(r.id),
          name: svc.nameOfRegion(r, lang),
          fullname: svc.nameOfRegion(r, lang),
          location: loc(svc.centreOf(all, r.id) ?? { lat: 0, lng: 0 }),
        })),
      ],
    }
  })
}

// ---- Google-style ----

async function googleResult(c: Ctx, p: Place, lang: Locale) {
  const ad = await tencentAd(c, p, lang)
  const comps = [
    ad.district && { long_name: ad.district, short_name: ad.district, types: ['sublocality_level_1', 'sublocality', 'political'] },
    ad.city && { long_name: ad.city, short_name: ad.city, types: ['locality', 'political'] },
    ad.province && { long_name: ad.province, short_name: ad.province, types: ['administrative_area_level_1', 'political'] },
  ].filter(Boolean)
  return {
    place_id: p.id,
    name: p.name,
    formatted_address: p.address || [ad.district, ad.city, ad.province].filter(Boolean).join(', '),
    vicinity: p.address,
    geometry: { location: loc(p), location_type: p.category === 'region' ? 'APPROXIMATE' : 'ROOFTOP' },
    address_components: comps,
    types: [p.category === 'region' ? 'political' : p.category === 'shop' ? 'store' : 'point_of_interest'],
  }
}
const gOk = (results: unknown[]) => ({ status: results.length ? GOOGLE_STATUS.OK : GOOGLE_STATUS.ZERO, results })

export function googleGeocode(c: Ctx, reply: FastifyReply, q: Common & { address?: string; latlng?: string }) {
  return serve(c, reply, q, 'google', async (lang) => {
    if (q.latlng !== undefined) {
      const at = svc.parseLatLng(q.latlng)
      if (!at) return googleFail(GOOGLE_STATUS.INVALID, lang)
      const r = await svc.reverse(c, lang, at)
      if (!r) return gOk([])
      const region: Place = { id: `r${r.regionId}`, name: r.ad.district || r.ad.city, address: '', category: 'region', regionId: r.regionId, ...r.centre }
      const list = [...(r.near ? [r.near] : []), region]
      return gOk(await Promise.all(list.map((p) => googleResult(c, p, lang))))
    }
    const address = q.address?.trim()
    if (!address) return googleFail(GOOGLE_STATUS.INVALID, lang)
    const g = await svc.geocode(c, lang, address)
    return gOk(g ? [await googleResult(c, g.place, lang)] : [])
  })
}

export function googleNearby(c: Ctx, reply: FastifyReply, q: Common & { location?: string; radius?: string; keyword?: string }) {
  return serve(c, reply, q, 'google', async (lang) => {
    const at = svc.parseLatLng(q.location)
    if (!at) return googleFail(GOOGLE_STATUS.INVALID, lang)
    const radius = Math.min(50_000, Math.max(1, Number(q.radius) || NEARBY_RADIUS_M['2']))
    const r = await svc.searchPlaces(c, { lang, keyword: q.keyword?.trim() ?? '', at, radius, pageSize: 20, pageIndex: 1 })
    return gOk(await Promise.all(r.rows.map((p) => googleResult(c, p, lang))))
  })
}

export function googleText(c: Ctx, reply: FastifyReply, q: Common & { query?: string; location?: string }) {
  return serve(c, reply, q, 'google', async (lang) => {
    const query = q.query?.trim()
    if (!query) return googleFail(GOOGLE_STATUS.INVALID, lang)
    const r = await svc.searchPlaces(c, { lang, keyword: query, at: svc.parseLatLng(q.location), pageSize: 20, pageIndex: 1 })
    return gOk(await Promise.all(r.rows.map((p) => googleResult(c, p, lang))))
  })
}

export function googleAutocomplete(c: Ctx, reply: FastifyReply, q: Common & { input?: string; location?: string }) {
  return serve(c, reply, q, 'google', async (lang) => {
    const input = q.input?.trim()
    if (!input) return { status: GOOGLE_STATUS.INVALID, predictions: [] }
    const rows = await svc.suggest(c, { lang, keyword: input, at: svc.parseLatLng(q.location), size: SUGGESTION_PAGE_SIZE })
    return {
      status: rows.length ? GOOGLE_STATUS.OK : GOOGLE_STATUS.ZERO,
      predictions: rows.map((p) => ({
        place_id: p.id,
        description: p.address ? `${p.name}, ${p.address}` : p.name,
        structured_formatting: { main_text: p.name, secondary_text: p.address },
        types: [p.category === 'region' ? 'political' : 'establishment'],
        ...(p.distance !== undefined ? { distance_meters: p.distance } : {}),
      })),
    }
  })
}

export function googleDetails(c: Ctx, reply: FastifyReply, q: Common & { place_id?: string }) {
  return serve(c, reply, q, 'google', async (lang) => {
    const p = q.place_id ? await svc.placeById(c, lang, q.place_id) : undefined
    if (!p) return { status: q.place_id ? 'NOT_FOUND' : GOOGLE_STATUS.INVALID }
    return { status: GOOGLE_STATUS.OK, result: await googleResult(c, p, lang) }
  })
}
