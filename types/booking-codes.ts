/** Business codes of service booking (`classify/reservation/*`, `order/reservation/*`, the workbench's bookings and slots), 2200-2224 (runtime-free). */
export const BookingCodes = {
  /** no such booking of this user (or of the merchant's shops): 404 naming `id` */
  NOT_FOUND: 2200,
  /** no such service on offer (gone, off, or of another shop): 404 naming `serviceId` */
  SERVICE: 2201,
  /** no such slot of the service: 404 naming `slotId` */
  SLOT: 2202,
  /** the slot has no place left: 409 naming `slotId` (rule `capacity`) */
  SLOT_FULL: 2203,
  /** the slot has started (or ended): 409 naming `slotId` (rule `future`) */
  SLOT_PAST: 2204,
  /** the remark is longer than BOOKING_REMARK_MAX (spec section 5): 400 naming `remark` (rule `maxLength`) */
  REMARK: 2205,
  /** the booking's state does not allow this step: 409 */
  STATE: 2206,
  /** too late to cancel: less than `cancelBeforeHours` before the slot (ADR 0139): 409 naming `id` (rule `cancelBefore`) */
  CANCEL_LATE: 2207,
  /** no booking of the merchant's shops waits with this verification code: 404 naming `code` */
  CODE: 2208,
  /** not a merchant of the booking's shop: 403 */
  NOT_MERCHANT: 2209,
  /** the time card cannot pay this booking (not the user's, no use left, expired, or not covering the service): 409 naming `cardId` */
  CARD: 2210,
  /** a booking is commented once, after it is completed: 409 */
  COMMENT: 2211,
  /** a slot's terms break a rule (time format, day in the past or too far ahead, capacity): 400 naming the field */
  SLOT_TERMS: 2212,
  /** a service's terms break a rule (name, price, duration): 400 naming the field */
  SERVICE_TERMS: 2213,
  /** the capacity would be below the places already booked, or a slot with bookings is removed: 409 naming `capacity` */
  CAPACITY_BELOW: 2214,
  /** a home service (a shop of kind `service`) is booked without an address of the shopper's: 400 naming `addressId` (ADR 0160) */
  ADDRESS_REQUIRED: 2215,
  /** an address came with a booking at a store, where the service is done: 400 naming `addressId` (rule `atStore`) */
  AT_STORE: 2216,
} as const

/** A booking's states (server names); `BOOKING_DICT_VALUE` maps them to the dictionary `appointment_order_state`. */
export const BOOKING_STATES = ['unpaid', 'to_confirm', 'booked', 'in_service', 'completed', 'cancelled'] as const
export type BookingState = (typeof BOOKING_STATES)[number]
/** The value of each state in the dictionary `appointment_order_state` (unpaid has none: the client says "to pay"). */
export const BOOKING_DICT_VALUE: Record<BookingState, string | null> = {
  unpaid: null,
  to_confirm: '0',
  booked: '1',
  in_service: '2',
  completed: '3',
  cancelled: '4',
}
/** The tabs of "my bookings" and the workbench's list. */
export const BOOKING_TABS = ['all', 'unpaid', 'to_confirm', 'booked', 'in_service', 'completed', 'cancelled'] as const
export type BookingTab = (typeof BOOKING_TABS)[number]

/** The booking remark's most characters (spec section 5 and 9: 20). */
export const BOOKING_REMARK_MAX = 20
/** How many days ahead a shopper sees and a merchant opens slots. */
export const BOOKING_DAYS_AHEAD = 7
/** A comment's most characters. */
export const BOOKING_COMMENT_MAX = 140
/** Most places a slot offers. */
export const BOOKING_CAPACITY_MAX = 100
/** A booking's number starts with this letter (the pay flow's kind `B`). */
export const BOOKING_PAY_LETTER = 'B'
