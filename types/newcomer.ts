// The newcomer area's contract (issue 27): offers only a new user can buy, once (through the checkout's buy-now with
// `offer: { kind: 'newcomer', id }`), the coupon pack given on registration, and the desk's page for both.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { NEWCOMER_PACK_MAX, NEWCOMER_REASONS, NEWCOMER_STATES } from './newcomer-codes.js'

export {
  NEWCOMER_COUNT,
  NEWCOMER_DAYS,
  NEWCOMER_PACK_MAX,
  NEWCOMER_REASONS,
  NEWCOMER_STATES,
  NewcomerCodes,
  type NewcomerReason,
  type NewcomerState,
} from './newcomer-codes.js'

const strict = { additionalProperties: false } as const
const State = Type.Union(NEWCOMER_STATES.map((s) => Type.Literal(s)))
const Reason = Type.Union(NEWCOMER_REASONS.map((s) => Type.Literal(s)))
const Price = () => BoundedInt(1, 100_000_000)

/** A newcomer offer as a shopper sees it: the SKU, its own price and the newcomer price, the window, bought or not. */
export const NewcomerOffer = Type.Object({
  id: Type.Integer(),
  skuId: Type.Integer(),
  productId: Type.Integer(),
  shopId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  specText: Type.String(),
  /** the newcomer price per piece (minor units) */
  price: Type.Integer(),
  /** the SKU's own price */
  skuPrice: Type.Integer(),
  stock: Type.Integer(),
  startAt: Type.String(),
  endAt: Type.String(),
  /** the user bought it (an order not cancelled) */
  bought: Type.Boolean(),
})
export type NewcomerOffer = Static<typeof NewcomerOffer>

/** A coupon of the newcomer pack. */
export const PackCoupon = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Union([Type.Literal('amount'), Type.Literal('percent')]),
  threshold: Type.Integer(),
  discount: Type.Integer(),
  usable: Type.Boolean(),
})
export type PackCoupon = Static<typeof PackCoupon>

/** The newcomers page: may I buy (and why not), the offers open now, the pack a new account gets. */
export const NewcomerPage = Type.Object({
  days: Type.Integer(),
  eligible: Type.Boolean(),
  reason: Type.Union([Reason, Type.Null()]),
  currency: Type.String(),
  offers: Type.Array(NewcomerOffer),
  pack: Type.Array(PackCoupon),
  /** the pack was given to me on registration */
  packGiven: Type.Boolean(),
})
export type NewcomerPage = Static<typeof NewcomerPage>

/** A newcomer offer on the desk: also paused and past ones, with how many bought it. */
export const DeskOffer = Type.Composite([Type.Omit(NewcomerOffer, ['bought']), Type.Object({ status: State, sold: Type.Integer(), open: Type.Boolean() })])
export type DeskOffer = Static<typeof DeskOffer>

export const DeskNewcomers = Type.Object({ currency: Type.String(), offers: Type.Array(DeskOffer), pack: Type.Array(PackCoupon) })
export type DeskNewcomers = Static<typeof DeskNewcomers>

const When = () => Type.String({ format: 'date-time', maxLength: 40 })
export const OfferBody = Type.Object({ skuId: BigId(), price: Price(), startAt: When(), endAt: When(), status: Type.Optional(State) }, strict)
export type OfferBody = Static<typeof OfferBody>
export const OfferEdit = Type.Object({ price: Price(), startAt: When(), endAt: When(), status: State }, strict)
export type OfferEdit = Static<typeof OfferEdit>
export const PackBody = Type.Object({ couponIds: Type.Array(BigId(), { maxItems: NEWCOMER_PACK_MAX, uniqueItems: true }) }, strict)
export type PackBody = Static<typeof PackBody>

const IdParams = Type.Object({ id: BigId() }, strict)

/** Endpoints of newcomer offers (shopper: `customer/api/newcomers`; desk: `platform/api/newcomers`). */
export const NewcomerApi = {
  /** The newcomers page (a guest sees the offers and the pack, `eligible` false with reason guest). */
  page: defineEndpoint({ method: 'GET', url: '/customer/api/newcomers', auth: 'optional', response: NewcomerPage }),
  /** Desk: every newcomer offer and the pack. */
  desk: defineEndpoint({ method: 'GET', url: '/platform/api/newcomers', auth: 'required', response: DeskNewcomers }),
  /** Desk: a new offer of one SKU. */
  create: defineEndpoint({ method: 'POST', url: '/platform/api/newcomers', auth: 'required', body: OfferBody, response: DeskOffer }),
  /** Desk: change an offer's price, window or state. */
  update: defineEndpoint({ method: 'PUT', url: '/platform/api/newcomers/:id', auth: 'required', params: IdParams, body: OfferEdit, response: DeskOffer }),
  /** Desk: the coupons a new account gets on registration. */
  pack: defineEndpoint({ method: 'PUT', url: '/platform/api/newcomers-pack', auth: 'required', body: PackBody, response: Type.Array(PackCoupon) }),
}
