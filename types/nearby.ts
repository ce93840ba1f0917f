// The nearby stores' contract (the shop module answers): stores around a position by distance, a store's
// page, photos of several stores, hot words of the search. Shared by the server, the client and the fake API.
import { Type, type Static } from '@sinclair/typebox'
import { IntId, PageNum } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { NEARBY_KEYWORD_MAX, NEARBY_PAGE_SIZE } from './nearby-codes.js'

export { NearbyCodes, NEARBY_KINDS, NEARBY_PAGE_SIZE, NEARBY_RADIUS_M, DEFAULT_MAP_CENTRE } from './nearby-codes.js'

const strict = { additionalProperties: false } as const
const Lat = () => Type.Number({ minimum: -90, maximum: 90 })
const Lng = () => Type.Number({ minimum: -180, maximum: 180 })

/** Where to search from: latitude and longitude together (else the request's headers, else the default centre). */
const Position = { latitude: Type.Optional(Lat()), longitude: Type.Optional(Lng()) }

export const NearbyQuery = Type.Object(
  {
    ...Position,
    /** part of a store's name, in any of its languages */
    keyword: Type.Optional(Type.String({ maxLength: NEARBY_KEYWORD_MAX })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: NEARBY_PAGE_SIZE, default: NEARBY_PAGE_SIZE })),
  },
  strict,
)
export type NearbyQuery = Static<typeof NearbyQuery>

/** A store of the nearby list. */
export const NearbyStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** nearby_store or service */
  kind: Type.String(),
  logo: Type.String(),
  address: Type.String(),
  /** "08:00-22:00" (several spans with commas), empty when not given */
  hours: Type.String(),
  /** open now: the store is open and the tenant's clock is inside its hours */
  open: Type.Boolean(),
  /** 0.0-5.0 */
  rating: Type.Number(),
  /** metres from the position searched from */
  distance: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type NearbyStore = Static<typeof NearbyStore>

/** A store's page (`nearby/store/info`). */
export const NearbyStoreInfo = Type.Intersect([
  NearbyStore,
  Type.Object({
    phone: Type.String(),
    intro: Type.String(),
    notice: Type.String(),
    photos: Type.Array(Type.String()),
    /** its products on the shelf */
    goodsCount: Type.Integer(),
    /** whether the store was closed by its merchant (not only outside its hours) */
    closedByMerchant: Type.Boolean(),
  }),
])
export type NearbyStoreInfo = Static<typeof NearbyStoreInfo>

export const StorePhotos = Type.Object({ id: Type.Integer(), photos: Type.Array(Type.String()) })
export type StorePhotos = Static<typeof StorePhotos>

const IdParams = Type.Object({ id: IntId() }, strict)
const InfoQuery = Type.Object(Position, strict)
/** `ids=1,2,3` (the spec's query) */
const PhotoQuery = Type.Object({ ids: Type.String({ maxLength: 400 }) }, strict)

/** Endpoints of the nearby stores. */
export const NearbyApi = {
  /** Stores (nearby_store, service) within the radius of the tenant's map key type, nearest first, 20 a page; by name with `keyword`. */
  list: defineEndpoint({ method: 'GET', url: '/merchant/customer/store/nearby', auth: 'none', querystring: NearbyQuery, response: NearbyStore, paged: true }),
  /** A store's page: photos, hours, phone, address, open now, rating, distance, goods on the shelf. */
  info: defineEndpoint({
    method: 'GET',
    url: '/merchant/customer/store/info/:id',
    auth: 'none',
    params: IdParams,
    querystring: InfoQuery,
    response: NearbyStoreInfo,
  }),
  /** Photos of several stores (the spec's `store/get/photo/batch?ids=`), in the order asked; unknown ids left out. */
  photos: defineEndpoint({
    method: 'GET',
    url: '/merchant/customer/store/get/photo/batch',
    auth: 'none',
    querystring: PhotoQuery,
    response: Type.Array(StorePhotos),
  }),
  /** The search page's hot words: the names of the best-rated stores around. */
  hot: defineEndpoint({ method: 'GET', url: '/merchant/customer/store/nearby/hot', auth: 'none', querystring: InfoQuery, response: Type.Array(Type.String()) }),
}
