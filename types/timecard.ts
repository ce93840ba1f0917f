// Time cards' contract (`user/timeCard/*`, `classify/reservation/cardList`, the spec's `merchant/customer/seqcard/*`,
// the workbench's `merchant/time-cards`): schemas and endpoint records.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { TIME_CARD_STATES } from './timecard-codes.js'

export { TIME_CARD_STATES, TimecardCodes, type TimeCardState } from './timecard-codes.js'

const strict = { additionalProperties: false } as const

/** A service a card covers (its id, name and price without the card). */
export const CoveredService = Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Integer(), durationMin: Type.Integer(), image: Type.String() })

/** A user's time card: uses left of how many, until when, at which store. */
export const TimeCard = Type.Object({
  id: Type.Integer(),
  /** the code the store checks (digits), also drawn as a QR code */
  code: Type.String(),
  name: Type.String(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  usesTotal: Type.Integer(),
  usesLeft: Type.Integer(),
  expiresAt: Type.String(),
  state: Type.Union(TIME_CARD_STATES.map((s) => Type.Literal(s))),
  services: Type.Array(CoveredService),
  createdAt: Type.String(),
})
export type TimeCard = Static<typeof TimeCard>

/** One use or give-back of a card. */
export const CardUse = Type.Object({ kind: Type.String(), delta: Type.Integer(), ref: Type.String(), at: Type.String() })

export const CardDetail = Type.Composite([TimeCard, Type.Object({ uses: Type.Array(CardUse) })])
export type CardDetail = Static<typeof CardDetail>

/** `serviceId`: only cards that can pay a booking of it now (uses left, not expired, covering it). */
export const CardListQuery = Type.Object({ serviceId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
/** The spec's `seqcard/carId`: one card by its id (`id`). */
export const CardQuery = Type.Object({ id: BigId() }, strict)
export const CardCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }) }, strict)
export const CardCodeQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }) }, strict)

export const TimecardApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/merchant/customer/seqcard/list',
    auth: 'required',
    querystring: CardListQuery,
    response: TimeCard,
    paged: true,
  }),
  card: defineEndpoint({ method: 'GET', url: '/merchant/customer/seqcard/carId', auth: 'required', querystring: CardQuery, response: CardDetail }),
  // the workbench: look a card up by its code, then take one use (Idempotency-Key: a repeated request takes one use)
  lookup: defineEndpoint({ method: 'GET', url: '/merchant/api/seqcard/lookup', auth: 'required', querystring: CardCodeQuery, response: CardDetail }),
  verify: defineEndpoint({ method: 'POST', url: '/merchant/api/seqcard/verify', auth: 'required', body: CardCodeBody, response: CardDetail, idempotent: true }),
}
