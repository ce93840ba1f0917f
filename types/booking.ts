// Service booking's contract (`classify/reservation/*`, `systemPay/nearby/reservation/previewOrder`, `order/reservation/*`,
// the workbench's `merchant/bookings`, `merchant/booking`, `merchant/slots`): schemas and endpoint records.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { BOOKING_CAPACITY_MAX, BOOKING_COMMENT_MAX, BOOKING_STATES, BOOKING_TABS } from './booking-codes.js'

export {
  BOOKING_CAPACITY_MAX,
  BOOKING_COMMENT_MAX,
  BOOKING_DAYS_AHEAD,
  BOOKING_DICT_VALUE,
  BOOKING_PAY_LETTER,
  BOOKING_REMARK_MAX,
  BOOKING_STATES,
  BOOKING_TABS,
  BookingCodes,
  type BookingState,
  type BookingTab,
} from './booking-codes.js'

const strict = { additionalProperties: false } as const
const Money = () => BoundedInt(0, 100_000_000)
/** A booking's number (`B...`), also its pay number. */
const BookingNo = () => Type.String({ minLength: 2, maxLength: 40, pattern: '^B[0-9]+$' })
const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })
const State = Type.Union(BOOKING_STATES.map((s) => Type.Literal(s)))
const Tab = Type.Union(BOOKING_TABS.map((s) => Type.Literal(s)))

/** A service a store offers: price in minor units, duration in minutes. */
export const Service = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  durationMin: Type.Integer(),
  image: Type.String(),
  on: Type.Boolean(),
})
export type Service = Static<typeof Service>

/** The store's services with its name and logo. */
export const ShopServices = Type.Object({
  shopId: Type.Integer(),
  shopName: Type.String(),
  shopLogo: Type.String(),
  currency: Type.String(),
  services: Type.Array(Service),
  /** the days a shopper may book (the tenant's calendar, today first) */
  days: Type.Array(Type.Object({ date: Type.String(), weekday: BoundedInt(0, 6) })),
})
export type ShopServices = Static<typeof ShopServices>

/** A slot: its start and end, the time as the tenant's clock shows it, places left. */
export const Slot = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** `HH:MM-HH:MM` in the tenant's time zone */
  time: Type.String(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  left: Type.Integer(),
  /** started already: not bookable */
  past: Type.Boolean(),
})
export type Slot = Static<typeof Slot>

export const ServicesQuery = Type.Object({ shopId: BigId() }, strict)
export const SlotsQuery = Type.Object({ serviceId: BigId(), date: Day() }, strict)

/** What the shopper chose; the remark's length is checked by the server (BOOKING_REMARK_MAX, code REMARK). */
export const BookBody = Type.Object(
  {
    serviceId: BigId(),
    slotId: BigId(),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
    /** pay with one use of this time card instead of money */
    cardId: Type.Optional(BigId()),
    /** a home service (shop kind `service`): the shopper's address where it is done; left out, the default one (ADR 0160) */
    addressId: Type.Optional(BigId()),
  },
  strict,
)
export type BookBody = Static<typeof BookBody>

/** Where a home service is done (ADR 0160): the shopper's address as it was booked, with its place when picked on the map. */
export const BookingAddress = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  phone: Type.String(),
  region: Type.String(),
  detail: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
})
export type BookingAddress = Static<typeof BookingAddress>

/** The server's quote of a booking: what is payable (0 with a card). */
export const BookingQuote = Type.Object({
  /** the service is done at the shopper's address (a shop of kind `service`), which `address` then names (null: none yet) */
  atHome: Type.Boolean(),
  address: Type.Union([BookingAddress, Type.Null()]),
  shopId: Type.Integer(),
  shopName: Type.String(),
  service: Service,
  slot: Slot,
  date: Type.String(),
  amount: Type.Integer(),
  payable: Type.Integer(),
  currency: Type.String(),
  card: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String(), usesLeft: Type.Integer() })),
  /** hours before the slot until which the booking can be cancelled (tenant setting) */
  cancelBeforeHours: Type.Integer(),
})
export type BookingQuote = Static<typeof BookingQuote>

/** A booking as the shopper and the merchant see it. */
export const Booking = Type.Object({
  /** the booking's number `B...` (also the pay number) */
  id: Type.String(),
  state: State,
  /** the value in the dictionary `appointment_order_state` (null while unpaid) */
  stateValue: Type.Union([Type.String(), Type.Null()]),
  shopId: Type.Integer(),
  shopName: Type.String(),
  shopLogo: Type.String(),
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  serviceImage: Type.String(),
  slotId: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** `YYYY-MM-DD HH:MM-HH:MM` in the tenant's time zone */
  when: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  remark: Type.String(),
  /** paid with a time card (its id and name) */
  card: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  payChannel: Type.Union([Type.String(), Type.Null()]),
  /** the verification code the store checks (shown once the booking is paid or paid by card, until it is used) */
  code: Type.Union([Type.String(), Type.Null()]),
  /** the money back: 'done', 'pending' (a gateway answers later), 'manual' (cash or offline: paid back by a person), null when none */
  refund: Type.Union([Type.Literal('done'), Type.Literal('pending'), Type.Literal('manual'), Type.Null()]),
  /** what the shopper may do now */
  canCancel: Type.Boolean(),
  canPay: Type.Boolean(),
  canComment: Type.Boolean(),
  /** until when an unpaid booking waits for its payment */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** until when it may be cancelled */
  cancelUntil: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.Object({ rating: Type.Integer(), content: Type.String(), at: Type.String() }), Type.Null()]),
  createdAt: Type.String(),
  /** the shopper's phone, masked (the merchant's view only) */
  customer: Type.Optional(Type.String()),
  /** a home service's address (ADR 0160); null for a service at the store */
  address: Type.Union([BookingAddress, Type.Null()]),
})
export type Booking = Static<typeof Booking>

export const IdParams = Type.Object({ id: BookingNo() }, strict)
export const ListQuery = Type.Object({ tab: Type.Optional(Tab), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
export const CommentBody = Type.Object({ rating: BoundedInt(1, 5), content: Type.String({ maxLength: BOOKING_COMMENT_MAX }) }, strict)
export const CancelBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 100 })) }, strict)
export const CodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }) }, strict)

// ---------------------------------------------------------------- the merchant's services and slots

export const ServiceBody = Type.Object(
  {
    id: Type.Optional(BigId()),
    shopId: BigId(),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    price: Money(),
    durationMin: BoundedInt(5, 600),
    image: Type.Optional(Type.String({ maxLength: 500 })),
    on: Type.Optional(Type.Boolean()),
  },
  strict,
)
export type ServiceBody = Static<typeof ServiceBody>

export const MerchantServices = Type.Object({
  shops: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  services: Type.Array(Service),
  days: Type.Array(Type.Object({ date: Type.String(), weekday: BoundedInt(0, 6) })),
})
export const MerchantSlotsQuery = Type.Object({ serviceId: BigId(), date: Day() }, strict)
/** Open slots on a day at the given start times (`HH:MM`, the tenant's clock), each the service's duration long. */
export const OpenSlotsBody = Type.Object(
  {
    serviceId: BigId(),
    date: Day(),
    times: Type.Array(Type.String({ pattern: '^\\d{2}:\\d{2}$', maxLength: 5 }), { minItems: 1, maxItems: 24 }),
    capacity: BoundedInt(1, BOOKING_CAPACITY_MAX),
  },
  strict,
)
export const SlotParams = Type.Object({ id: BigId() }, strict)
export const CapacityBody = Type.Object({ capacity: BoundedInt(1, BOOKING_CAPACITY_MAX) }, strict)
export const MerchantListQuery = Type.Object(
  { tab: Type.Optional(Tab), shopId: Type.Optional(BigId()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) },
  strict,
)

export const BookingApi = {
  services: defineEndpoint({ method: 'GET', url: '/merchant/customer/reservation/services', auth: 'none', querystring: ServicesQuery, response: ShopServices }),
  slots: defineEndpoint({ method: 'GET', url: '/merchant/customer/reservation/slots', auth: 'none', querystring: SlotsQuery, response: Type.Array(Slot) }),
  quote: defineEndpoint({ method: 'POST', url: '/order/api/reservation/quote', auth: 'required', body: BookBody, response: BookingQuote }),
  submit: defineEndpoint({ method: 'POST', url: '/order/api/reservation/submit', auth: 'required', body: BookBody, response: Booking, idempotent: true }),
  list: defineEndpoint({ method: 'GET', url: '/order/api/reservation/list', auth: 'required', querystring: ListQuery, response: Booking, paged: true }),
  detail: defineEndpoint({ method: 'GET', url: '/order/api/reservation/:id', auth: 'required', params: IdParams, response: Booking }),
  cancel: defineEndpoint({ method: 'POST', url: '/order/api/reservation/:id/cancel', auth: 'required', params: IdParams, body: CancelBody, response: Booking }),
  comment: defineEndpoint({
    method: 'POST',
    url: '/order/api/reservation/:id/comment',
    auth: 'required',
    params: IdParams,
    body: CommentBody,
    response: Booking,
  }),
  // the workbench
  merchantList: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/booking/list',
    auth: 'required',
    querystring: MerchantListQuery,
    response: Booking,
    paged: true,
  }),
  merchantDetail: defineEndpoint({ method: 'GET', url: '/merchant/api/booking/:id', auth: 'required', params: IdParams, response: Booking }),
  confirm: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/:id/confirm', auth: 'required', params: IdParams, response: Booking }),
  verify: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/verify', auth: 'required', body: CodeBody, response: Booking }),
  complete: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/:id/complete', auth: 'required', params: IdParams, response: Booking }),
  refuse: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/:id/refuse', auth: 'required', params: IdParams, body: CancelBody, response: Booking }),
  myServices: defineEndpoint({ method: 'GET', url: '/merchant/api/booking/services', auth: 'required', response: MerchantServices }),
  saveService: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/service', auth: 'required', body: ServiceBody, response: Service }),
  mySlots: defineEndpoint({ method: 'GET', url: '/merchant/api/booking/slots', auth: 'required', querystring: MerchantSlotsQuery, response: Type.Array(Slot) }),
  openSlots: defineEndpoint({ method: 'POST', url: '/merchant/api/booking/slots', auth: 'required', body: OpenSlotsBody, response: Type.Array(Slot) }),
  setCapacity: defineEndpoint({
    method: 'PUT',
    url: '/merchant/api/booking/slot/:id',
    auth: 'required',
    params: SlotParams,
    body: CapacityBody,
    response: Slot,
  }),
  removeSlot: defineEndpoint({ method: 'DELETE', url: '/merchant/api/booking/slot/:id', auth: 'required', params: SlotParams, response: Type.Null() }),
}
