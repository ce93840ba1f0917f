/** Business codes of the live rooms, 1970-1999 (runtime-free: the client may import them as values). */
export const LiveCodes = {
  /** the room's status does not allow this (start an ended room, pin in an ended room, enter an ended room): 409 */
  STATE: 1970,
  /** not a shop of the merchant: 404 naming `shopId` */
  SHOP: 1971,
  /** not a video the merchant uploaded (public mp4 or mov): 400 naming `videoId` */
  VIDEO: 1972,
  /** not a picture the merchant uploaded (public jpg, png, webp): 400 naming `coverId` */
  COVER: 1973,
  /** the scheduled start is in the past or more than LIVE_LIMITS.scheduleDays ahead: 400 naming `startAt` */
  START_AT: 1974,
  /** not a product of the room's shop on sale: 400 naming `productId` */
  PRODUCT: 1975,
  /** the room already pins LIVE_LIMITS.pins products: 409 naming `productId` */
  PINS_FULL: 1976,
  /** a title that is empty once trimmed: 400 naming `title` */
  TITLE: 1977,
  /** no such room, or another shop's room for a merchant (another tenant's too): 404 naming `id` */
  ROOM: 1978,
  /** platform staff only: 403 */
  STAFF_ONLY: 1979,
} as const

/** Room statuses, one machine (server/src/modules/live/live.machine.ts): scheduled -> live -> ended. */
export const LIVE_STATUSES = ['scheduled', 'live', 'ended'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

export const LIVE_LIMITS = {
  /** products a room pins at most */
  pins: 4,
  /** title length */
  titleMax: 60,
  /** how far ahead a start may be scheduled */
  scheduleDays: 60,
  /** a start this many minutes in the past is still taken (the clock of a phone) */
  pastSlackMinutes: 5,
} as const
