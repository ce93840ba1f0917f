/** Business codes and limits of group buys (issue 27), 2270-2289 (runtime-free: the client may import them as values). */
export const GroupbuyCodes = {
  /** no such group-buy offer here, or it is switched off (404, field offerId) */
  OFFER: 2270,
  /** no such group (404, field groupId) */
  GROUP: 2271,
  /** the group no longer takes members: it succeeded, failed or its time ran out (409, field groupId, rule forming) */
  CLOSED: 2272,
  /** the group is full: as many paid members as its size (409, field groupId, rule size) */
  FULL: 2273,
  /** the shopper is already a member of this group (409, field groupId, rule once) */
  MEMBER: 2274,
  /** the line is not the offer's: another SKU, or more than one piece (400, field skuId or count) */
  LINE: 2275,
  /** the SKU is not one of the merchant's shops' (403, field skuId) */
  NOT_MERCHANT: 2276,
  /** the group price must be at least 0.01 and below the SKU's own price (400, field price, rule range) */
  PRICE: 2277,
  /** the size is out of range (400, field size) */
  SIZE: 2278,
  /** the time limit is out of range (400, field hours) */
  HOURS: 2279,
  /** the SKU already has an offer that is on (409, field skuId, rule one) */
  TAKEN: 2280,
} as const

/** Group states (spec section 4): forming -> success (paid members reach the size, once) or failed (time ran out, once). */
export const GROUP_STATES = ['forming', 'success', 'failed'] as const
export type GroupState = (typeof GROUP_STATES)[number]
/** A member: joined (ordered, unpaid), paid (counted, in arrival order), late (paid after the group was decided or full: refunded), cancelled (unpaid order cancelled). */
export const MEMBER_STATES = ['joined', 'paid', 'late', 'cancelled'] as const
export type MemberState = (typeof MEMBER_STATES)[number]
/** A group's size: 2 to 20 paid members. */
export const GROUP_SIZE_MIN = 2
export const GROUP_SIZE_MAX = 20
/** A group's time limit: 1 hour to 7 days. */
export const GROUP_HOURS_MIN = 1
export const GROUP_HOURS_MAX = 168
/** One piece per member (the group price is per piece, one each). */
export const GROUP_PIECES = 1
/** The order hold's name (ADR 0150): a group member's order waits, paid, in `held` until its group succeeds. */
export const GROUP_HOLD = 'group'
