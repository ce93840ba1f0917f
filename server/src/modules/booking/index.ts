// The booking module's public face: discovery registers its routes; other modules and the flows import only this file.
import { hooks } from '../../core/hooks.js'
import { accountService } from '../account/index.js'
import { defineModule } from '../../core/module.js'
import { bookingRoutes } from './booking.routes.js'
import { bookingService } from './booking.service.js'

export { bookingService, type BookingSetting } from './booking.service.js'

// a closed account may not leave a booking open (it would hold a place and money); cancelled and completed ones stay
hooks.on('user.closed', async (c, { userId }) => {
  if (await bookingService.openOfUser(c, userId)) throw accountService.errors.logOffOrders({ n: 1 })
})

/**
 * Service booking: a store's services, their slots with capacity, bookings `B...` (one place each; states
 * unpaid -> to_confirm -> booked -> in_service -> completed, or cancelled; dictionary `appointment_order_state`),
 * the verification code the store checks, one comment. Paying, cards, cancelling with the money back and the
 * store's credit are the booking flow's (flows/booking.ts; the pay flow's kind `B`). Owns `booking_services`,
 * `booking_slots`, `bookings` (ADR 0138, 0139).
 */
export default defineModule({ name: 'booking', routes: bookingRoutes })
