/** Business codes of the cart area (runtime-free: the client may import them as values). */
export const CartCodes = {
  /** more than the SKU's stock (adding to a line counts what is already in it): "insufficient stock" */
  STOCK: 1201,
  /** quantity below 1 or above CART_LINE_MAX: "quantity out of range" */
  QUANTITY: 1202,
  /** no such SKU in this tenant (unknown, removed, or another tenant's) */
  SKU_GONE: 1203,
  /** the product is off the shelf */
  PRODUCT_OFF: 1204,
  /** the shop is closed */
  SHOP_CLOSED: 1205,
  /** a basket's SKU may only change to another SKU of the same product */
  SKU_OTHER_PRODUCT: 1206,
  /** the cart already has CART_LINES_MAX baskets */
  FULL: 1207,
} as const

/** Largest quantity of one cart line, whatever the stock. */
export const CART_LINE_MAX = 9999
/** Most lines one cart holds. */
export const CART_LINES_MAX = 200
