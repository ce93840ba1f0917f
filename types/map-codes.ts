/**
 * Maps (issue 26): business codes 2160-2169 and the numbers the client and the server share about the map
 * service and the drawn map (runtime-free: the client imports them as values). Spec numbers (radius, page
 * sizes, default centre, JSONP timeout, key rotation statuses) are in `nearby-codes.ts`.
 */
export const MapCodes = {
  /** the store has no position on the map (409) */
  NO_PLACE: 2160,
  /** a tile outside the zoom levels or outside the world at its zoom (400, names z/x/y) */
  TILE_RANGE: 2161,
  /** a position outside -90..90 / -180..180, or not `lat,lng` (400, names the parameter) */
  POSITION: 2162,
} as const

/** Side of a map tile in pixels (Web Mercator "slippy" tiles, z/x/y). */
export const MAP_TILE_SIZE = 256
/** Zoom levels the drawn map serves and the map view allows. */
export const MAP_ZOOM_MIN = 3
export const MAP_ZOOM_MAX = 18
/** The zoom a map view opens at (a few streets around the centre). */
export const MAP_ZOOM_DEFAULT = 15

/** Status of a Tencent-style answer (`status`): 0 ok; 120/121 the key's per-second or daily limit; 311 key refused; 347 nothing found. */
export const TENCENT_STATUS = { OK: 0, PER_SECOND: 120, DAILY: 121, KEY_REFUSED: 311, NO_RESULT: 347 } as const
/** Status of a Google-style answer (`status`). */
export const GOOGLE_STATUS = { OK: 'OK', ZERO: 'ZERO_RESULTS', OVER: 'OVER_QUERY_LIMIT', DENIED: 'REQUEST_DENIED', INVALID: 'INVALID_REQUEST' } as const

/**
 * Keys of the local map service (this server's stand-in) when the tenant configured none: the client rotates
 * through them on 120/121 like through real keys.
 */
export const LOCAL_MAP_KEYS = ['local-map-key-1', 'local-map-key-2'] as const
/** Results of the local service's place search per page (Tencent's own default page size is 10). */
export const PLACE_PAGE_SIZE = 10
/** Hot cities of the city picker (region ids of the tree's cities). */
export const HOT_CITY_IDS = [110100, 310100, 440100, 440300, 330100, 510100, 420100, 320100, 610100, 500100] as const
/** The drawn map's tile URL after the API prefix (`{z}`, `{x}`, `{y}` filled by the map view). */
export const MAP_TILE_PATH = '/map/tile/{z}/{x}/{y}.png'
