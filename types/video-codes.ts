/** Business codes of the short-video area (the `tabbar/video` feed, likes, the merchant's videos), 2000-2029 (runtime-free). */
export const VideoCodes = {
  /** the user owns no shop (merchant pages): 403 */
  NOT_MERCHANT: 2000,
  /** no such published video of this tenant (or, for a merchant, not one of the user's shops'): 404 */
  NOT_FOUND: 2001,
  /** `videoId` is not one of the user's public MP4 or MOV uploads: 400 naming `videoId` */
  FILE: 2002,
  /** `coverId` is not one of the user's public JPEG, PNG or WebP uploads: 400 naming `coverId` */
  COVER: 2003,
  /** `productId` is not an on-sale product of the video's shop: 400 naming `productId` */
  PRODUCT: 2004,
  /** `shopId` is not a shop of the user: 404 naming `shopId` */
  SHOP: 2005,
  /** the title is blank once trimmed: 400 naming `title` */
  TITLE: 2006,
} as const

/** A video's states: shown in the feed, or deleted by its merchant (kept for its likes, never shown). */
export const VIDEO_STATES = ['published', 'removed'] as const
export type VideoState = (typeof VIDEO_STATES)[number]

/** Longest title (characters). */
export const VIDEO_TITLE_MAX = 60
/** Picture kinds a cover may be (upload extensions). */
export const VIDEO_COVER_EXTS = ['jpg', 'jpeg', 'png', 'webp'] as const
/** Video kinds a short video may be (upload extensions; the upload module stores only these two video kinds). */
export const VIDEO_FILE_EXTS = ['mp4', 'mov'] as const
/** Feed page size the client asks for; it asks for the next page when this many clips are left ahead. */
export const VIDEO_PAGE_SIZE = 5
export const VIDEO_PREFETCH_AHEAD = 2
/** Most products per shop the merchant's form offers. */
export const VIDEO_PRODUCTS_MAX = 50
