/** Business codes of the shop and product editor (the merchant's `merchant/shop`, `merchant/products`, `merchant/product`), 2060-2089 (runtime-free). */
export const EditorCodes = {
  /** the user owns no shop: 403 */
  NOT_MERCHANT: 2060,
  /** `shopId` is not a shop of the user (another merchant's, unknown, another tenant's): 404 naming `shopId` */
  SHOP: 2061,
  /** not a product of the user's shops: 404 */
  PRODUCT: 2062,
  /** a name or title blank once trimmed: 400 naming the field */
  BLANK: 2063,
  /** a picture that is not the user's own public PNG, JPEG or GIF upload (nor one the record already shows): 400 naming the field */
  IMAGE_TYPE: 2064,
  /** a picture smaller than 800 x 800: 400 naming the field */
  IMAGE_SMALL: 2065,
  /** a picture of 5 MB or more: 400 naming the field */
  IMAGE_LARGE: 2066,
  /** opening hours not `HH:MM-HH:MM`: 400 naming `hours` */
  HOURS: 2067,
  /** not a category of the tenant's tree without sub-categories: 400 naming `categoryId` */
  CATEGORY: 2068,
  /** spec groups or values repeated or blank: 400 naming `specGroups` */
  SPECS: 2069,
  /** the SKUs are not exactly one per combination of the spec values (or a SKU id is not the product's): 400 naming `skus` */
  SKUS: 2070,
  /** a price out of bounds, or an original price below the price: 400 naming `skus` */
  PRICE: 2071,
  /** the stock changed since it was read and the edit would take it below 0: 409 naming `skus` */
  STOCK_CHANGED: 2072,
  /** not a pickup point of the user's shops: 404 */
  PICKUP: 2073,
  /** a delivery region that is not a province of the region tree: 400 naming `regions` */
  REGIONS: 2074,
} as const

/** The product's shelf state: on sale, or off the shelf (not bought, not listed). */
export const SHELF_STATES = ['on', 'off'] as const
export type ShelfState = (typeof SHELF_STATES)[number]

/** Limits of the editor (the server checks them; the client's forms mirror them for comfort). */
export const EDITOR_LIMITS = {
  shopNameMax: 30,
  /** spec section 5: textarea maxlength 140 */
  noticeMax: 140,
  titleMax: 60,
  descriptionMax: 2000,
  /** spec section 5: album maximum 9 images */
  imagesMin: 1,
  imagesMax: 9,
  specGroupsMax: 3,
  specValuesMax: 20,
  specNameMax: 20,
  skusMax: 100,
  /** minor units (fen): 0.01 .. 999,999.99 */
  priceMin: 1,
  priceMax: 99_999_999,
  stockMax: 999_999,
  deliveryFeeMax: 1_000_000,
  freeOverMax: 99_999_999,
  regionsMax: 40,
  pickupNameMax: 30,
  pickupAddressMax: 100,
  phoneMax: 20,
} as const

/** Spec section 5, shop (and product) pictures: at least this wide and high, under this many bytes, of these kinds. */
export const EDITOR_IMAGE = { minSide: 800, maxBytes: 5 * 1024 * 1024, exts: ['png', 'jpg', 'jpeg', 'gif'] } as const

/** `09:00-21:30`: opening hours as the editor writes them (empty = not given). */
export const HOURS_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d$'
