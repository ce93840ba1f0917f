// The booking module's failures: code, HTTP status and message key of each.
import { BookingCodes as C } from '../../../../types/booking-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of service booking (codes 2200-2224); messages `booking.<name>` in locales/<lng>/server-booking.json. */
export const bookingErrors = defineErrors('booking', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
  service: { code: C.SERVICE, status: 404, field: 'serviceId', rule: 'exists' },
  slot: { code: C.SLOT, status: 404, field: 'slotId', rule: 'exists' },
  slotFull: { code: C.SLOT_FULL, status: 409, field: 'slotId', rule: 'capacity' },
  slotPast: { code: C.SLOT_PAST, status: 409, field: 'slotId', rule: 'future' },
  remark: { code: C.REMARK, status: 400, field: 'remark', rule: 'maxLength' },
  state: { code: C.STATE, status: 409 },
  cancelLate: { code: C.CANCEL_LATE, status: 409, field: 'id', rule: 'cancelBefore' },
  code: { code: C.CODE, status: 404, field: 'code', rule: 'exists' },
  notMerchant: { code: C.NOT_MERCHANT, status: 403 },
  card: { code: C.CARD, status: 409, field: 'cardId', rule: 'usable' },
  comment: { code: C.COMMENT, status: 409 },
  slotTime: { code: C.SLOT_TERMS, status: 400, field: 'times', rule: 'time' },
  slotDay: { code: C.SLOT_TERMS, status: 400, field: 'date', rule: 'daysAhead' },
  serviceShop: { code: C.SERVICE_TERMS, status: 400, field: 'shopId', rule: 'own' },
  capacityBelow: { code: C.CAPACITY_BELOW, status: 409, field: 'capacity', rule: 'atLeastBooked' },
  addressRequired: { code: C.ADDRESS_REQUIRED, status: 400, field: 'addressId', rule: 'required' },
  atStore: { code: C.AT_STORE, status: 400, field: 'addressId', rule: 'atStore' },
})
