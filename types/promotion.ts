import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { CENTER_TABS, COUPON_MONEY_MAX, COUPON_PER_PERSON_MAX, COUPON_TITLE_MAX, COUPON_TOTAL_MAX, MINE_TABS } from './promotion-codes.js'

export {
  PromotionCodes,
  COUPON_PER_PERSON_MAX,
  COUPON_TOTAL_MAX,
  COUPON_MONEY_MAX,
  COUPON_TITLE_MAX,
  COUPON_STRIP_MAX,
  CENTER_TABS,
  MINE_TABS,
  type CenterTab,
  type MineTab,
} from './promotion-codes.js'

const strict = { additionalProperties: false } as const
const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])

const COUPON_TYPES = ['amount', 'percent'] as const
export type CouponType = (typeof COUPON_TYPES)[number]
const CouponTypeSchema = () => Type.Union(COUPON_TYPES.map((s) => Type.Literal(s)))
const COUPON_STATES = ['active', 'paused'] as const
export type CouponState = (typeof COUPON_STATES)[number]

/** A coupon's terms as every list shows them (money in minor units of `currency`). */
const Terms = {
  /** coupons.id */
  couponId: Type.Integer(),
  /** null = a platform coupon (any shop) */
  shopId: Nullable(Type.Integer()),
  shopName: Nullable(Type.String()),
  title: Type.String(),
  description: Type.String(),
  type: CouponTypeSchema(),
  /** goods amount it needs (0 = none) */
  threshold: Type.Integer(),
  /** amount: minor units off; percent: percent off (10 = 10% off) */
  discount: Type.Integer(),
  /** percent coupons: the most it takes off; null = no cap */
  maxOff: Nullable(Type.Integer()),
  validFrom: Type.String(),
  validTo: Type.String(),
  currency: Type.String(),
}

/** A coupon in the centre or on a product/shop page. */
export const CenterCoupon = Type.Object({
  ...Terms,
  total: Type.Integer(),
  /** stock left */
  left: Type.Integer(),
  perPerson: Type.Integer(),
  /** how many of it the user holds or held (0 for a guest) */
  mine: Type.Integer(),
  /** the user may claim one now (stock left, under the per-person limit, valid) */
  claimable: Type.Boolean(),
})
export type CenterCoupon = Static<typeof CenterCoupon>

/** A coupon the user claimed. */
export const MyCoupon = Type.Object({
  /** user_coupons.id (what checkout takes as couponId / platformCouponId) */
  id: Type.Integer(),
  ...Terms,
  state: Type.Union(MINE_TABS.map((s) => Type.Literal(s))),
  claimedAt: Type.String(),
  usedAt: Nullable(Type.String()),
})
export type MyCoupon = Static<typeof MyCoupon>

/** A coupon as its merchant or staff manage it. */
export const ManagedCoupon = Type.Object({
  ...Terms,
  total: Type.Integer(),
  claimed: Type.Integer(),
  used: Type.Integer(),
  perPerson: Type.Integer(),
  status: Type.Union(COUPON_STATES.map((s) => Type.Literal(s))),
  /** past validTo */
  ended: Type.Boolean(),
})
export type ManagedCoupon = Static<typeof ManagedCoupon>

const CenterQuery = Type.Object(
  {
    tab: Type.Optional(
      Type.Union(
        CENTER_TABS.map((s) => Type.Literal(s)),
        { default: 'store' },
      ),
    ),
    /** store tab: only this shop's */
    shopId: Type.Optional(BigId()),
    /** store tab: only the coupons of this product's shop */
    productId: Type.Optional(BigId()),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
const AvailableQuery = Type.Object({ shopId: Type.Optional(BigId()), productId: Type.Optional(BigId()) }, strict)
const MineQuery = Type.Object(
  {
    tab: Type.Optional(
      Type.Union(
        MINE_TABS.map((s) => Type.Literal(s)),
        { default: 'unused' },
      ),
    ),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
const ManageQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
const CouponIdParams = Type.Object({ id: BigId() }, strict)
const Money = (min: number) => Type.Integer({ minimum: min, maximum: COUPON_MONEY_MAX })

/**
 * A new coupon. Rules (400 naming the field): threshold >= 0; discount > 0 (percent: 1-99); maxOff > 0
 * (percent only, optional); total >= 1; perPerson >= 1; validTo after validFrom and in the future.
 */
export const CouponBody = Type.Object(
  {
    /** merchant: which of the user's shops (left out: the first one); staff: ignored (platform coupons) */
    shopId: Type.Optional(BigId()),
    title: Type.String({ minLength: 1, maxLength: COUPON_TITLE_MAX }),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    type: CouponTypeSchema(),
    threshold: Money(0),
    discount: Money(1),
    maxOff: Type.Optional(Money(1)),
    total: BoundedInt(1, COUPON_TOTAL_MAX),
    perPerson: BoundedInt(1, COUPON_PER_PERSON_MAX),
    /** ISO date-time; left out: now */
    validFrom: Type.Optional(Type.String({ format: 'date-time' })),
    validTo: Type.String({ format: 'date-time' }),
  },
  strict,
)
export type CouponBody = Static<typeof CouponBody>
const StatusBody = Type.Object({ status: Type.Union(COUPON_STATES.map((s) => Type.Literal(s))) }, strict)

const Claimed = Type.Object({ id: Type.Integer(), couponId: Type.Integer(), mine: Type.Integer(), left: Type.Integer(), claimable: Type.Boolean() })

/**
 * Coupons (spec pages `user/coupon/center`, `user/coupon/index`; merchant `merchant/coupons`, staff
 * `platform/coupons`). Money in minor units of `currency`.
 */
export const PromotionApi = {
  /** The centre: coupons open for claiming (active, valid, stock left), store or platform tab, paged. */
  center: defineEndpoint({
    method: 'GET',
    url: '/promotion/api/coupon/center',
    auth: 'optional',
    querystring: CenterQuery,
    response: CenterCoupon,
    paged: true,
  }),
  /** A product's or shop's claimable coupons (its shop's and the platform's), at most COUPON_STRIP_MAX. */
  available: defineEndpoint({
    method: 'GET',
    url: '/promotion/api/coupon/available',
    auth: 'optional',
    querystring: AvailableQuery,
    response: Type.Array(CenterCoupon),
  }),
  /** Claim one (409 "unable to claim voucher" when none is left, the limit is reached, paused or expired). */
  claim: defineEndpoint({ method: 'POST', url: '/promotion/api/coupon/:id/claim', auth: 'required', params: CouponIdParams, response: Claimed }),
  /** The user's coupons: to use, used, expired; newest first. */
  mine: defineEndpoint({ method: 'GET', url: '/promotion/api/coupon/mine', auth: 'required', querystring: MineQuery, response: MyCoupon, paged: true }),

  /** Merchant: the coupons of the user's shops with claims and uses (403 when the user owns no shop). */
  merchantList: defineEndpoint({
    method: 'GET',
    url: '/promotion/merchant/coupons',
    auth: 'required',
    querystring: ManageQuery,
    response: ManagedCoupon,
    paged: true,
  }),
  /** Merchant: create a coupon of one of the user's shops. */
  merchantCreate: defineEndpoint({ method: 'POST', url: '/promotion/merchant/coupons', auth: 'required', body: CouponBody, response: ManagedCoupon }),
  /** Merchant: pause (no more claims; held ones stay usable) or resume (another shop's: 404). */
  merchantStatus: defineEndpoint({
    method: 'POST',
    url: '/promotion/merchant/coupons/:id/status',
    auth: 'required',
    params: CouponIdParams,
    body: StatusBody,
    response: ManagedCoupon,
  }),
  /** Staff: platform coupons with claims and uses. */
  staffList: defineEndpoint({
    method: 'GET',
    url: '/promotion/staff/coupons',
    auth: 'required',
    querystring: ManageQuery,
    response: ManagedCoupon,
    paged: true,
  }),
  /** Staff: create a platform coupon. */
  staffCreate: defineEndpoint({ method: 'POST', url: '/promotion/staff/coupons', auth: 'required', body: CouponBody, response: ManagedCoupon }),
  /** Staff: pause or resume a platform coupon (a store coupon's id: 404). */
  staffStatus: defineEndpoint({
    method: 'POST',
    url: '/promotion/staff/coupons/:id/status',
    auth: 'required',
    params: CouponIdParams,
    body: StatusBody,
    response: ManagedCoupon,
  }),
}
