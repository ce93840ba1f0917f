// The group-buy area's contract (issue 27): offers (one SKU at a group price, a size, a time limit), groups that
// shoppers open and join through the checkout's buy-now (offer `{ kind: 'group', id: <groupId> }`, ADR 0149), my
// groups, and the workbench's offers with their groups and sales.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { GROUP_HOURS_MAX, GROUP_HOURS_MIN, GROUP_SIZE_MAX, GROUP_SIZE_MIN, GROUP_STATES, MEMBER_STATES } from './groupbuy-codes.js'

export {
  GROUP_HOLD,
  GROUP_HOURS_MAX,
  GROUP_HOURS_MIN,
  GROUP_PIECES,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  GROUP_STATES,
  GroupbuyCodes,
  MEMBER_STATES,
  type GroupState,
  type MemberState,
} from './groupbuy-codes.js'

const strict = { additionalProperties: false } as const
const Iso = () => Type.String()

/** A group-buy offer as shoppers see it: the product's SKU, its own price and the group price. */
export const GroupOffer = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  productId: Type.Integer(),
  skuId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  specText: Type.String(),
  currency: Type.String(),
  /** the SKU's own price (minor units) */
  price: Type.Integer(),
  /** the price per piece in a group */
  groupPrice: Type.Integer(),
  size: Type.Integer(),
  hours: Type.Integer(),
  /** groups that succeeded */
  succeeded: Type.Integer(),
})
export type GroupOffer = Static<typeof GroupOffer>

/** A member as others see them: a masked name, paid or not. */
export const GroupMember = Type.Object({ name: Type.String(), avatar: Type.String(), leader: Type.Boolean(), paid: Type.Boolean() })
export type GroupMember = Static<typeof GroupMember>

/** A group: its offer, state, paid members against the size, when its time runs out; `mine` when the viewer is a member. */
export const Group = Type.Object({
  id: Type.Integer(),
  offerId: Type.Integer(),
  state: Type.Union(GROUP_STATES.map((s) => Type.Literal(s))),
  size: Type.Integer(),
  paidCount: Type.Integer(),
  /** places left: size - paid members */
  left: Type.Integer(),
  leaderName: Type.String(),
  expiresAt: Iso(),
  /** the server's clock when answered (the countdown runs from it, not the device's) */
  now: Iso(),
  members: Type.Array(GroupMember),
  /** the viewer's membership: their state and order, null when not a member (or not signed in) */
  mine: Type.Union([
    Type.Object({ state: Type.Union(MEMBER_STATES.map((s) => Type.Literal(s))), orderId: Type.Integer(), leader: Type.Boolean() }),
    Type.Null(),
  ]),
  /** the viewer may join it now (forming, places left, not a member) */
  joinable: Type.Boolean(),
})
export type Group = Static<typeof Group>

/** An offer with the groups a shopper may join now (forming, a paid leader, places left), soonest to end first. */
export const GroupOfferDetail = Type.Object({ offer: GroupOffer, groups: Type.Array(Group) })
export type GroupOfferDetail = Static<typeof GroupOfferDetail>

/** A group with its offer (the invitation page, the preview page, my groups). */
export const GroupWithOffer = Type.Composite([Group, Type.Object({ offer: GroupOffer })])
export type GroupWithOffer = Static<typeof GroupWithOffer>

export const OffersQuery = Type.Object({ productId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
export const MineQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
const IdParams = Type.Object({ id: BigId() }, strict)
/** A checkout's pay number (the cashier's `payNo`). */
export const PaidQuery = Type.Object({ payNo: Type.String({ pattern: '^[0-9A-Za-z]{6,32}$' }) }, strict)
/** The group the user's order of that checkout belongs to, null when it is not a group buy's. */
export const PaidGroup = Type.Object({ groupId: Type.Union([Type.Integer(), Type.Null()]) })
export type PaidGroup = Static<typeof PaidGroup>

/** Open a group of an offer (the shopper leads it); the checkout's buy-now then orders under `{ kind: 'group', id: groupId }`. */
export const OpenBody = Type.Object({ offerId: BigId() }, strict)
export type OpenBody = Static<typeof OpenBody>

/** Workbench: a new offer: one SKU of my shop, the group price, the size and the time limit in hours. */
export const OfferBody = Type.Object(
  {
    skuId: BigId(),
    groupPrice: BoundedInt(1, 1_000_000_000),
    size: BoundedInt(GROUP_SIZE_MIN, GROUP_SIZE_MAX),
    hours: BoundedInt(GROUP_HOURS_MIN, GROUP_HOURS_MAX),
  },
  strict,
)
export type OfferBody = Static<typeof OfferBody>

/** Workbench: an offer with its sales: groups by state, paid members, money taken for the offer's goods (refunds off). */
export const MerchantOffer = Type.Composite([
  GroupOffer,
  Type.Object({
    active: Type.Boolean(),
    forming: Type.Integer(),
    failed: Type.Integer(),
    paidMembers: Type.Integer(),
    /** what paid members paid for the lines bought under the offer's groups (after the order's discount), less what was refunded of them; no shipping fee, no other line */
    sales: Type.Integer(),
    createdAt: Iso(),
  }),
])
export type MerchantOffer = Static<typeof MerchantOffer>

/** Workbench: a group of my offer. */
export const MerchantGroup = Type.Object({
  id: Type.Integer(),
  state: Type.Union(GROUP_STATES.map((s) => Type.Literal(s))),
  size: Type.Integer(),
  paidCount: Type.Integer(),
  leaderName: Type.String(),
  expiresAt: Iso(),
  decidedAt: Type.Union([Iso(), Type.Null()]),
  createdAt: Iso(),
})
export type MerchantGroup = Static<typeof MerchantGroup>
export const GroupsQuery = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)

/** Endpoints of group buys (shopper under `customer/api/group`, the merchant's under `merchant/api/group-buy`). */
export const GroupbuyApi = {
  /** Offers that are on (one product's with `productId`: the product page's "group buy"). */
  offers: defineEndpoint({ method: 'GET', url: '/customer/api/group/offers', auth: 'optional', querystring: OffersQuery, response: GroupOffer, paged: true }),
  /** An offer and its groups open to join. */
  offer: defineEndpoint({ method: 'GET', url: '/customer/api/group/offers/:id', auth: 'optional', params: IdParams, response: GroupOfferDetail }),
  /** Open a group (the shopper leads it; a group of theirs not yet paid for is answered again). */
  open: defineEndpoint({ method: 'POST', url: '/customer/api/group/open', auth: 'required', body: OpenBody, response: GroupWithOffer }),
  /** A group with its offer (the invitation link opens it). */
  group: defineEndpoint({ method: 'GET', url: '/customer/api/group/:id', auth: 'optional', params: IdParams, response: GroupWithOffer }),
  /** The group of my checkout `payNo` (the cashier's success page leads to the group's page after paying). */
  byPayNo: defineEndpoint({ method: 'GET', url: '/customer/api/group/paid', auth: 'required', querystring: PaidQuery, response: PaidGroup }),
  /** My groups with their state, newest first. */
  mine: defineEndpoint({ method: 'GET', url: '/customer/api/group/mine', auth: 'required', querystring: MineQuery, response: GroupWithOffer, paged: true }),
  /** Workbench: my shops' offers with their sales. */
  merchantOffers: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/group-buy',
    auth: 'required',
    querystring: GroupsQuery,
    response: MerchantOffer,
    paged: true,
  }),
  /** Workbench: create an offer. */
  create: defineEndpoint({ method: 'POST', url: '/merchant/api/group-buy', auth: 'required', body: OfferBody, response: MerchantOffer }),
  /** Workbench: switch an offer off (its forming groups run to their end). */
  stop: defineEndpoint({ method: 'POST', url: '/merchant/api/group-buy/:id/stop', auth: 'required', params: IdParams, response: MerchantOffer }),
  /** Workbench: an offer's groups, newest first. */
  groups: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/group-buy/:id/groups',
    auth: 'required',
    params: IdParams,
    querystring: GroupsQuery,
    response: MerchantGroup,
    paged: true,
  }),
}
