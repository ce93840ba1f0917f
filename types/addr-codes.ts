/** Business codes of the address area (runtime-free: the client may import them as values). Range 1400-1419. */
export const AddrCodes = {
  /** the user already keeps ADDR_MAX addresses (409) */
  FULL: 1401,
  /** the region path is not a province-to-leaf path of the address tree (400, field `regionIds`) */
  REGION: 1402,
  /** the phone does not follow the country area's phone rule (400, field `phone`) */
  PHONE: 1403,
  /** the user has no address (checkout asks to add one: "add shipping address before payment") (404) */
  NONE: 1404,
} as const

/** Most addresses one user keeps. */
export const ADDR_MAX = 20
/** Labels an address may carry. */
export const ADDR_LABELS = ['home', 'company', 'school'] as const
export type AddrLabel = (typeof ADDR_LABELS)[number]
/** Recipient name 1-20 characters, detail 2-120 characters (after trimming). */
export const ADDR_NAME_MAX = 20
export const ADDR_DETAIL_MIN = 2
export const ADDR_DETAIL_MAX = 120
