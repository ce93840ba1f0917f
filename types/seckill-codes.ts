/** Business codes and limits of flash sales (issue 27), 2250-2269 (runtime-free: the client may import them as values). */
export const SeckillCodes = {
  /** no such flash-sale item in this tenant (404, field itemId) */
  NOT_FOUND: 2250,
  /** the item's session has not started yet (409, field itemId, rule started) */
  NOT_STARTED: 2251,
  /** the item's session is over (409, field itemId, rule ended) */
  ENDED: 2252,
  /** every unit of the item is taken (409, field itemId, rule left) */
  SOLD_OUT: 2253,
  /** the shopper would buy more than the item's per-person limit (409, field count, rule limit) */
  LIMIT: 2254,
  /** no such session in this tenant, or it is over (404, field sessionId) */
  SESSION: 2255,
  /** a session's times are wrong: the end before the start, longer than a day, or already past (400, field endsAt) */
  TIMES: 2256,
  /** the SKU is not one of the merchant's shops' sellable SKUs (404, field skuId) */
  SKU: 2257,
  /** the SKU's stock is less than the quantity to set aside (409, field quantity, rule stock) */
  STOCK: 2258,
  /** the flash price must be below the SKU's own price (400, field price, rule below) */
  PRICE: 2259,
  /** the user owns no shop (403) */
  NOT_MERCHANT: 2260,
  /** only staff manage sessions (403) */
  STAFF: 2261,
  /** the SKU is already on sale in this session (409, field skuId, rule once) */
  TWICE: 2262,
  /** the per-person limit is larger than the quantity (400, field limit, rule quantity) */
  LIMIT_OVER: 2263,
} as const

/** A session's state at the server's clock. */
export const SECKILL_SESSION_STATES = ['upcoming', 'running', 'ended'] as const
export type SeckillSessionState = (typeof SECKILL_SESSION_STATES)[number]
/** An item's state for the shopper: `limit` when they bought their limit already. */
export const SECKILL_ITEM_STATES = ['upcoming', 'running', 'soldOut', 'limit', 'ended'] as const
export type SeckillItemState = (typeof SECKILL_ITEM_STATES)[number]

/** Units one flash-sale item may set aside, at most. */
export const SECKILL_QUANTITY_MAX = 100_000
/** The per-person limit, at most. */
export const SECKILL_LIMIT_MAX = 99
/** A session lasts at most this many hours. */
export const SECKILL_SESSION_HOURS_MAX = 24
/** A session's title, at most this many characters. */
export const SECKILL_TITLE_MAX = 30
/** The shopper's sale page shows sessions ending after now minus this many hours, and starting before now plus a day. */
export const SECKILL_PAST_HOURS = 6
