import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { REVIEW_IMAGES_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from './review-codes.js'

export { ReviewCodes, REVIEW_TEXT_MAX, REVIEW_IMAGES_MAX, REVIEW_IMAGE_TYPES, REVIEW_REPLY_MAX, ORDER_AUTO_COMPLETE_DAYS } from './review-codes.js'

const strict = { additionalProperties: false } as const
const IdParams = Type.Object({ id: BigId() }, strict)

/** One reviewed line of the order: its item id (OrderLine.itemId), 1-5 stars, text, public pictures (upload ids). */
export const ReviewLineInput = Type.Object(
  {
    itemId: BigId(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String({ maxLength: REVIEW_TEXT_MAX, default: '' }),
    /** ids of the user's public uploads (jpg, jpeg, png, webp) */
    images: Type.Array(Uuid(), { maxItems: REVIEW_IMAGES_MAX, default: [] }),
  },
  strict,
)
export type ReviewLineInput = Static<typeof ReviewLineInput>
/** Every line of the order still to review, each once; anonymous hides the name and picture. */
export const ReviewSubmitBody = Type.Object(
  { items: Type.Array(ReviewLineInput, { minItems: 1, maxItems: 100 }), anonymous: Type.Optional(Type.Boolean({ default: false })) },
  strict,
)
export type ReviewSubmitBody = Static<typeof ReviewSubmitBody>
export const ReviewSubmitResult = Type.Object({ id: Type.Integer(), state: Type.String(), reviewIds: Type.Array(Type.Integer()) })
export type ReviewSubmitResult = Static<typeof ReviewSubmitResult>

/** A review as the merchant's workbench lists it. */
export const MerchantReview = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  productTitle: Type.String(),
  productImage: Type.String(),
  rating: Type.Integer(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  /** masked when the shopper chose anonymous */
  nickname: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type MerchantReview = Static<typeof MerchantReview>
const MerchantReviewQuery = Type.Object(
  { unreplied: Type.Optional(Type.Boolean()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) },
  strict,
)
const ReplyBody = Type.Object({ reply: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX }) }, strict)

/** Endpoints of the review area (ADR 0088): the shopper reviews an order; the merchant lists and replies. */
export const ReviewApi = {
  /** The buyer reviews every line of an order in to_review; the order becomes completed (spec `order/comment`). */
  submit: defineEndpoint({
    method: 'POST',
    url: '/order/api/:id/comment',
    auth: 'required',
    params: IdParams,
    body: ReviewSubmitBody,
    response: ReviewSubmitResult,
  }),
  /** Merchant: the reviews of the user's shops, unreplied first (403 when no shop). */
  merchantList: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/reviews',
    auth: 'required',
    querystring: MerchantReviewQuery,
    response: MerchantReview,
    paged: true,
  }),
  /** Merchant: reply once (a second reply 409; another shop's review 404). */
  reply: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/reviews/:id/reply',
    auth: 'required',
    params: IdParams,
    body: ReplyBody,
    response: MerchantReview,
  }),
}
