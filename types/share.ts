// The share area's contract (voucher sharing, spec group `advanceShare`): a shopper shares a held voucher with a
// quota; friends open its code and each claims one copy of the same coupon.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { SHARE_CODE_LENGTH, SHARE_QUOTA_MAX } from './share-codes.js'

export { SHARE_CODE_LENGTH, SHARE_OPEN_MAX, SHARE_QUOTA_MAX, ShareCodes } from './share-codes.js'

const strict = { additionalProperties: false } as const

/** A share code: 22 URL-safe base64 characters (128 random bits). */
export const ShareCode = () => Type.String({ pattern: `^[A-Za-z0-9_-]{${SHARE_CODE_LENGTH}}$`, minLength: SHARE_CODE_LENGTH, maxLength: SHARE_CODE_LENGTH })

/** A coupon's terms as a share shows them (amounts in minor units; `percent`: percent off). */
export const ShareCoupon = Type.Object({
  couponId: Type.Integer(),
  shopId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  type: Type.Union([Type.Literal('amount'), Type.Literal('percent')]),
  threshold: Type.Integer(),
  discount: Type.Integer(),
  validTo: Type.String(),
})
export type ShareCoupon = Static<typeof ShareCoupon>

/** A voucher the user holds and may share (unused, valid now). */
export const HeldVoucher = Type.Object({
  id: Type.Integer({ description: 'the held voucher (user coupon) id' }),
  couponId: Type.Integer(),
  shopId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  type: Type.Union([Type.Literal('amount'), Type.Literal('percent')]),
  threshold: Type.Integer(),
  discount: Type.Integer(),
})
export type HeldVoucher = Static<typeof HeldVoucher>

export const CreateShareBody = Type.Object(
  { userCouponId: BigId({ description: 'one of my held vouchers' }), quota: BoundedInt(1, SHARE_QUOTA_MAX, { description: 'how many friends may claim one' }) },
  strict,
)
export const CodeQuery = Type.Object({ code: ShareCode() }, strict)
export const CodeBody = Type.Object({ code: ShareCode() }, strict)
export const SharePageQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
export const RecordsQuery = Type.Object({ code: ShareCode(), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

/** One of my shares. */
export const ShareItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  quota: Type.Integer(),
  claimed: Type.Integer(),
  createTime: Type.String(),
})
export type ShareItem = Static<typeof ShareItem>

/** What a share's page shows (to its sharer, a friend or a guest). */
export const ShareDetail = Type.Object({
  code: Type.String(),
  coupon: ShareCoupon,
  /** the sharer's nickname, masked (`D***r`) */
  sharer: Type.String(),
  quota: Type.Integer(),
  claimed: Type.Integer(),
  left: Type.Integer(),
  /** the coupon is past its end (nothing can be claimed) */
  expired: Type.Boolean(),
  /** the viewer is the sharer */
  mine: Type.Boolean(),
  /** the viewer claimed from this share */
  claimedByMe: Type.Boolean(),
  createTime: Type.String(),
})
export type ShareDetail = Static<typeof ShareDetail>

export const ClaimResult = Type.Object({ claimed: Type.Boolean(), left: Type.Integer() })

/** One claim of a share, as its sharer sees it. */
export const ShareClaim = Type.Object({ id: Type.Integer(), user: Type.String({ description: 'masked nickname' }), createTime: Type.String() })
export type ShareClaim = Static<typeof ShareClaim>

/** A voucher I claimed from a friend's share. */
export const MyClaim = Type.Object({ id: Type.Integer(), code: Type.String(), title: Type.String(), sharer: Type.String(), createTime: Type.String() })
export type MyClaim = Static<typeof MyClaim>

/** Endpoints of the share area. */
export const ShareApi = {
  /** My held vouchers that can be shared (unused, valid now). */
  coupons: defineEndpoint({ method: 'GET', url: '/customer/api/share/coupons', auth: 'required', response: Type.Array(HeldVoucher) }),
  /** Share one of my held vouchers with a quota: a new share with an unguessable code. */
  create: defineEndpoint({ method: 'POST', url: '/customer/api/share/pre', auth: 'required', body: CreateShareBody, response: ShareItem }),
  /** A share by its code: guests see it too; a logged-in viewer learns whether it is theirs and whether they claimed. */
  detail: defineEndpoint({ method: 'GET', url: '/customer/api/share/detail', auth: 'optional', querystring: CodeQuery, response: ShareDetail }),
  /** Claim one voucher from a share (once per recipient, never the sharer, never above the quota). */
  claim: defineEndpoint({ method: 'POST', url: '/customer/api/share/claim', auth: 'required', body: CodeBody, response: ClaimResult }),
  /** My shares, newest first, paged. */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/share/list', auth: 'required', querystring: SharePageQuery, response: ShareItem, paged: true }),
  /** Who claimed from one of my shares (another's share: 404), newest first, paged. */
  records: defineEndpoint({
    method: 'GET',
    url: '/customer/api/share/records',
    auth: 'required',
    querystring: RecordsQuery,
    response: ShareClaim,
    paged: true,
  }),
  /** What I claimed from friends' shares, newest first, paged. */
  claimed: defineEndpoint({ method: 'GET', url: '/customer/api/share/claimed', auth: 'required', querystring: SharePageQuery, response: MyClaim, paged: true }),
}
