/**
 * Nearby and maps (spec section 9), runtime-free: the client imports these as values, the server builds its
 * checks from the same numbers. Business codes of the nearby areas live in their own `*-codes.ts` files.
 */

/** Search radius in metres by the map key type of `basics/keyMap` ('1' Tencent-style, '2' Google-style). */
export const NEARBY_RADIUS_M = { '1': 5000, '2': 1500 } as const
/** Stores per page in the nearby list. */
export const NEARBY_PAGE_SIZE = 20
/** Suggestions per request of the place suggestion call. */
export const SUGGESTION_PAGE_SIZE = 10
/** The map's centre when no position is known (Tiananmen, Beijing). */
export const DEFAULT_MAP_CENTRE = { latitude: 39.9096, longitude: 116.3972 } as const
/** JSONP calls to the maps service give up after this many milliseconds (then: empty data). */
export const JSONP_TIMEOUT_MS = 5000
/** Map service status codes that mean "this key is exhausted or refused": the client rotates to the next key. */
export const MAP_KEY_ROTATE_STATUS = [120, 121] as const
/** A position less accurate than this (metres) counts as a weak GPS signal. */
export const GPS_WEAK_ACCURACY_M = 1000

/**
 * Business codes of the nearby stores (the shop module's nearby list, a store's page, photos of several
 * stores), 2170-2179; messages `nearby.<name>` in locales/<lng>/server-nearby.json.
 */
export const NearbyCodes = {
  /** no nearby store (kind nearby_store or service) of this tenant has that id (404) */
  STORE_NOT_FOUND: 2170,
  /** only one of latitude and longitude was given, or one outside the globe (400, names the field) */
  POSITION: 2171,
  /** the photo batch's `ids` is not a comma list of 1..NEARBY_PAGE_SIZE store ids (400) */
  IDS: 2172,
} as const

/** The kinds of shop the nearby list shows (a store you walk into, a service that comes to you). */
export const NEARBY_KINDS = ['nearby_store', 'service'] as const
/** Longest keyword of a search by name. */
export const NEARBY_KEYWORD_MAX = 50
/** Hot words of the nearby search: the names of at most this many top-rated stores around. */
export const NEARBY_HOT_MAX = 10
