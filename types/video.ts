import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { VIDEO_STATES, VIDEO_TITLE_MAX } from './video-codes.js'

export {
  VideoCodes,
  VIDEO_STATES,
  VIDEO_TITLE_MAX,
  VIDEO_COVER_EXTS,
  VIDEO_FILE_EXTS,
  VIDEO_PAGE_SIZE,
  VIDEO_PREFETCH_AHEAD,
  VIDEO_PRODUCTS_MAX,
  type VideoState,
} from './video-codes.js'

const strict = { additionalProperties: false } as const

/** The product a video shows, as its card: the server's price in minor units (fen). */
export const VideoProduct = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  inStock: Type.Boolean(),
})
export type VideoProduct = Static<typeof VideoProduct>

/** A short video as the feed shows it. */
export const FeedVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** the MP4 address (public file: Range requests answered, so players seek) */
  url: Type.String(),
  /** the poster picture */
  cover: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  shopLogo: Type.String(),
  /** the product shown; null when none was chosen or it is no longer on sale */
  product: Type.Union([VideoProduct, Type.Null()]),
  likes: Type.Integer(),
  /** the signed-in user likes it (false for a guest) */
  liked: Type.Boolean(),
  createdAt: Type.String(),
})
export type FeedVideo = Static<typeof FeedVideo>

/** A video as its merchant manages it. */
export const MerchantVideo = Type.Composite([
  FeedVideo,
  Type.Object({ status: Type.Union(VIDEO_STATES.map((s) => Type.Literal(s))), productId: Type.Union([Type.Integer(), Type.Null()]) }),
])
export type MerchantVideo = Static<typeof MerchantVideo>

/**
 * A new video: the uploaded MP4/MOV and cover picture (the user's public uploads, `POST system/api/upload`),
 * a title, and optionally the product it shows (an on-sale product of the same shop).
 */
export const VideoBody = Type.Object(
  {
    /** which of the user's shops (left out: the first one) */
    shopId: Type.Optional(BigId()),
    title: Type.String({ minLength: 1, maxLength: VIDEO_TITLE_MAX }),
    videoId: Uuid(),
    coverId: Uuid(),
    productId: Type.Optional(BigId()),
  },
  strict,
)
export type VideoBody = Static<typeof VideoBody>

const VideoIdParams = Type.Object({ id: BigId() }, strict)
const Paging = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
/** After a like or an unlike: the user's state and the count. */
export const LikeState = Type.Object({ id: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer() })
export type LikeState = Static<typeof LikeState>

/** Merchant: one of the user's shops with the on-sale products a video may show (the form's choices). */
export const VideoShop = Type.Object({ shopId: Type.Integer(), shopName: Type.String(), products: Type.Array(VideoProduct) })
export type VideoShop = Static<typeof VideoShop>

/** Short videos (spec: the short-video tab `tabbar/video`; merchant `merchant/videos`). */
export const VideoApi = {
  /** The feed: published videos, newest first, paged; `liked` for a signed-in user. */
  feed: defineEndpoint({ method: 'GET', url: '/video/api/feed', auth: 'optional', querystring: Paging, response: FeedVideo, paged: true }),
  /** Like a video (once per user: liking again changes nothing). */
  like: defineEndpoint({ method: 'POST', url: '/video/api/:id/like', auth: 'required', params: VideoIdParams, response: LikeState }),
  /** Take a like back (nothing to take back changes nothing). */
  unlike: defineEndpoint({ method: 'DELETE', url: '/video/api/:id/like', auth: 'required', params: VideoIdParams, response: LikeState }),
  /** Merchant: the published videos of the user's shops, newest first (403 when the user owns no shop). */
  merchantList: defineEndpoint({ method: 'GET', url: '/video/merchant/videos', auth: 'required', querystring: Paging, response: MerchantVideo, paged: true }),
  /** Merchant: the user's shops with their on-sale products (at most VIDEO_PRODUCTS_MAX each, best sellers first). */
  merchantShops: defineEndpoint({ method: 'GET', url: '/video/merchant/shops', auth: 'required', response: Type.Array(VideoShop) }),
  /** Merchant: publish a video of one of the user's shops. */
  merchantCreate: defineEndpoint({ method: 'POST', url: '/video/merchant/videos', auth: 'required', body: VideoBody, response: MerchantVideo }),
  /** Merchant: delete one of the shops' videos (it leaves the feed; another shop's: 404). */
  merchantDelete: defineEndpoint({
    method: 'DELETE',
    url: '/video/merchant/videos/:id',
    auth: 'required',
    params: VideoIdParams,
    response: Type.Object({ id: Type.Integer() }),
  }),
}
