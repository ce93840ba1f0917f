import { Type, type Static } from '@sinclair/typebox'
import { IntId } from './common.js'
import { defineEndpoint } from './endpoint.js'

const strict = { additionalProperties: false } as const

/** A city of the region tree with its centre (the city picker `nearby/city`). */
export const MapCity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  /** first letter of its name in Latin letters (A-Z), for the picker's index */
  initial: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type MapCity = Static<typeof MapCity>
const CityList = Type.Object({ hot: Type.Array(MapCity), list: Type.Array(MapCity) })
export type MapCityList = Static<typeof CityList>

/** Where a store is (the `store/map` page). */
export const MapStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type MapStore = Static<typeof MapStore>

/** The app's own map calls (`api.map.*`): the city picker's cities and a store's position. */
export const MapApi = {
  cities: defineEndpoint({
    method: 'GET',
    url: '/customer/api/map/cities',
    auth: 'none',
    querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 30 })) }, strict),
    response: CityList,
  }),
  store: defineEndpoint({ method: 'GET', url: '/customer/api/map/store/:id', auth: 'none', params: Type.Object({ id: IntId() }, strict), response: MapStore }),
}

const Tenant = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 })
/** The query every call of the map service takes: the key, and `output=jsonp` + `callback` for JSONP. */
const Common = {
  key: Type.Optional(Type.String({ maxLength: 80 })),
  output: Type.Optional(Type.String({ maxLength: 10 })),
  callback: Type.Optional(Type.String({ pattern: '^[A-Za-z_$][\\w$]{0,63}(\\.[A-Za-z_$][\\w$]{0,63}){0,3}$', maxLength: 80 })),
  /** the answer's language (Google's `language`; Tencent answers in Chinese) */
  language: Type.Optional(Type.String({ maxLength: 10 })),
}
const Q = (o: Record<string, ReturnType<typeof Type.Optional>>) => Type.Object({ ...Common, ...o })
const S = (n = 100) => Type.Optional(Type.String({ maxLength: n }))
const Raw = Type.Unknown()
const T = { tenant: Tenant }
const P = (o: Record<string, ReturnType<typeof Type.String>> = {}) => Type.Object({ ...T, ...o }, strict)

/**
 * The local map service (not for the app's request client: the client calls it over JSONP from the base URL that
 * `basics/keyMap` hands out): Tencent-style (`/ws/...`) and Google-style (`/maps/api/...`) answers in the
 * provider's own shape and status codes, from the region tree, the shops and the demo places; the tenant is in the
 * path (a script tag sends no headers). The drawn map's tiles are `MapTileApi`.
 */
export const MapServiceApi = {
  tencentGeocoder: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/ws/geocoder/v1',
    auth: 'none',
    params: P(),
    querystring: Q({ address: S(), location: S(60) }),
    response: Raw,
  }),
  tencentSearch: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/ws/place/v1/search',
    auth: 'none',
    params: P(),
    querystring: Q({ keyword: S(), boundary: S(120), page_size: S(4), page_index: S(4) }),
    response: Raw,
  }),
  tencentSuggestion: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/ws/place/v1/suggestion',
    auth: 'none',
    params: P(),
    querystring: Q({ keyword: S(), region: S(), location: S(60), page_size: S(4) }),
    response: Raw,
  }),
  tencentDistricts: defineEndpoint({ method: 'GET', url: '/map/:tenant/ws/district/v1/list', auth: 'none', params: P(), querystring: Q({}), response: Raw }),
  tencentDistrictChildren: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/ws/district/v1/getchildren',
    auth: 'none',
    params: P(),
    querystring: Q({ id: S(12) }),
    response: Raw,
  }),
  googleGeocode: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/maps/api/geocode/json',
    auth: 'none',
    params: P(),
    querystring: Q({ address: S(), latlng: S(60) }),
    response: Raw,
  }),
  googleNearby: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/maps/api/place/nearbysearch/json',
    auth: 'none',
    params: P(),
    querystring: Q({ location: S(60), radius: S(8), keyword: S() }),
    response: Raw,
  }),
  googleText: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/maps/api/place/textsearch/json',
    auth: 'none',
    params: P(),
    querystring: Q({ query: S(), location: S(60) }),
    response: Raw,
  }),
  googleAutocomplete: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/maps/api/place/autocomplete/json',
    auth: 'none',
    params: P(),
    querystring: Q({ input: S(), location: S(60) }),
    response: Raw,
  }),
  googleDetails: defineEndpoint({
    method: 'GET',
    url: '/map/:tenant/maps/api/place/details/json',
    auth: 'none',
    params: P(),
    querystring: Q({ place_id: S(40) }),
    response: Raw,
  }),
}

/** The drawn map: one 256 px PNG tile (Web Mercator z/x/y), the same for every tenant, cached. */
export const MapTileApi = {
  tile: defineEndpoint({
    method: 'GET',
    url: '/map/tile/:z/:x/:y',
    auth: 'none',
    params: Type.Object(
      { z: Type.Integer({ minimum: 0, maximum: 30 }), x: Type.Integer({ minimum: 0 }), y: Type.String({ pattern: '^[0-9]{1,9}(\\.png)?$' }) },
      strict,
    ),
    response: Type.Unknown(),
  }),
}

/** The local service's base path for a tenant (after the API prefix): what `basics/keyMap` hands out. */
export const mapServicePath = (tenant: string) => `/map/${encodeURIComponent(tenant)}`
