// Live rooms: a shop's room with its video, chat and pinned products (ADR 0107).
import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageQuery } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { LIVE_LIMITS, LIVE_STATUSES } from './live-codes.js'

export { LiveCodes, LIVE_LIMITS, LIVE_STATUSES, type LiveStatus } from './live-codes.js'

const strict = { additionalProperties: false } as const
const Status = Type.Union(LIVE_STATUSES.map((s) => Type.Literal(s)))
const Iso = Type.String()

/** A room in a list: the public list and the merchant's own. */
export const LiveRoom = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  status: Status,
  /** ISO time of the scheduled start */
  startAt: Iso,
  startedAt: Type.Union([Iso, Type.Null()]),
  endedAt: Type.Union([Iso, Type.Null()]),
  /** distinct signed-in viewers who entered */
  viewers: Type.Integer(),
  pinCount: Type.Integer(),
})
export type LiveRoom = Static<typeof LiveRoom>

/** A pinned product with the server's numbers now (price: the lowest SKU price; the sheet reads the SKUs from the product). */
export const LivePin = Type.Object({
  productId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  originalPrice: Type.Integer(),
  inStock: Type.Boolean(),
  /** on sale in an open shop: buyable now */
  onSale: Type.Boolean(),
})
export type LivePin = Static<typeof LivePin>

/** One room: what the viewer plays and buys. */
export const LiveRoomDetail = Type.Composite([
  LiveRoom,
  Type.Object({
    /** where the stream plays from (the stream provider's address; the local one: the uploaded video, looped) */
    playbackUrl: Type.String(),
    /** the player loops it (a recorded video standing in for a stream) */
    loop: Type.Boolean(),
    /** the room's chat (a group conversation); join through `enter` first */
    conversationId: Type.Integer(),
    pins: Type.Array(LivePin),
  }),
])
export type LiveRoomDetail = Static<typeof LiveRoomDetail>

export const LiveRoomParams = Type.Object({ id: BigId() }, strict)
export const LivePinParams = Type.Object({ id: BigId(), productId: BigId() }, strict)

export const LiveCreateBody = Type.Object(
  {
    /** one of the merchant's shops; left out: the first */
    shopId: Type.Optional(BigId()),
    title: Type.String({ minLength: 1, maxLength: LIVE_LIMITS.titleMax }),
    /** a public picture the merchant uploaded (upload module) */
    coverId: Type.String({ format: 'uuid' }),
    /** a public mp4 or mov the merchant uploaded (upload module) */
    videoId: Type.String({ format: 'uuid' }),
    /** ISO time of the scheduled start */
    startAt: Type.String({ format: 'date-time' }),
  },
  strict,
)
export type LiveCreateBody = Static<typeof LiveCreateBody>

export const LivePinBody = Type.Object({ productId: BigId() }, strict)

/** What entering answers: the room's chat to open and the viewers now. */
export const LiveEnter = Type.Object({ conversationId: Type.Integer(), viewers: Type.Integer() })
export type LiveEnter = Static<typeof LiveEnter>

/** Endpoints of the live rooms. */
/** page and size only: another field is refused */
const RoomsQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false })

export const LiveApi = {
  /** Rooms: live first, then scheduled by start, then ended (latest first); paged. */
  list: defineEndpoint({ method: 'GET', url: '/customer/api/live/rooms', auth: 'none', querystring: RoomsQuery, response: LiveRoom, paged: true }),
  /** One room: playback, status, pinned products with the server's prices and stock. */
  detail: defineEndpoint({ method: 'GET', url: '/customer/api/live/rooms/:id', auth: 'none', params: LiveRoomParams, response: LiveRoomDetail }),
  /** A viewer enters: joins the room's chat (scheduled or live rooms; ended: 409) and counts once. */
  enter: defineEndpoint({ method: 'POST', url: '/customer/api/live/rooms/:id/enter', auth: 'required', params: LiveRoomParams, response: LiveEnter }),
  /** Merchant: own shops' rooms, newest first. */
  mine: defineEndpoint({ method: 'GET', url: '/merchant/api/live/rooms', auth: 'required', querystring: RoomsQuery, response: LiveRoom, paged: true }),
  /** Merchant: one own room (with pins) for the workbench. */
  mineDetail: defineEndpoint({ method: 'GET', url: '/merchant/api/live/rooms/:id', auth: 'required', params: LiveRoomParams, response: LiveRoomDetail }),
  /** Merchant: create a scheduled room (its chat opens). */
  create: defineEndpoint({ method: 'POST', url: '/merchant/api/live/rooms', auth: 'required', body: LiveCreateBody, response: LiveRoomDetail }),
  /** Merchant: scheduled -> live. */
  start: defineEndpoint({ method: 'POST', url: '/merchant/api/live/rooms/:id/start', auth: 'required', params: LiveRoomParams, response: LiveRoomDetail }),
  /** Merchant: scheduled or live -> ended (the chat closes). */
  end: defineEndpoint({ method: 'POST', url: '/merchant/api/live/rooms/:id/end', auth: 'required', params: LiveRoomParams, response: LiveRoomDetail }),
  /** Merchant: pin a product of the room's shop on sale (at most LIVE_LIMITS.pins; pinning again keeps its place). */
  pin: defineEndpoint({
    method: 'POST',
    url: '/merchant/api/live/rooms/:id/pins',
    auth: 'required',
    params: LiveRoomParams,
    body: LivePinBody,
    response: LiveRoomDetail,
  }),
  /** Merchant: unpin a product. */
  unpin: defineEndpoint({
    method: 'DELETE',
    url: '/merchant/api/live/rooms/:id/pins/:productId',
    auth: 'required',
    params: LivePinParams,
    response: LiveRoomDetail,
  }),
  /** Staff: end any room. */
  staffEnd: defineEndpoint({ method: 'POST', url: '/platform/api/live/rooms/:id/end', auth: 'required', params: LiveRoomParams, response: LiveRoomDetail }),
}
