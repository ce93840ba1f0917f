/**
 * Ordering a nearby store's goods for pickup (`systemPay/nearby/goods/index`, `systemPay/nearby/store/previewOrder`;
 * ADR 0142): business codes 2240-2249 of the checkout's store order (runtime-free: the client may import them).
 */
export const StoreOrderCodes = {
  /** a line of a store order is a SKU of another shop: 400 naming `lines` */
  OTHER_SHOP: 2240,
  /** the store offers no self pickup, so it takes no store order: 409 naming `storeId` */
  NO_PICKUP: 2241,
  /** a SKU appears twice in `lines` (one line per SKU, with its count): 400 naming `lines` */
  LINE_TWICE: 2242,
} as const

/** Most SKUs a store order's selection holds (the menu refuses to add one more; the checkout's ORDER_LINES_MAX is the server's bound). */
export const STORE_ORDER_LINES_MAX = 50
