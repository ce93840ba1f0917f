// The timecard module's public face: discovery registers its routes; other modules and the flows import only this file.
import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { issueForOrder } from './timecard.service.js'
import { timecardRoutes } from './timecard.routes.js'

export { timecardService } from './timecard.service.js'

// a paid checkout line of a card template's product issues the cards (in the payment's transaction, once per piece)
hooks.on('order.paid', async (c, e) => void (await issueForOrder(c, e)))

/**
 * Time cards (the spec's `seqcard`): templates sold as catalog products (uses, days valid, booking services
 * covered), a user's cards issued when that product's order is paid, uses taken once per ref and never below
 * zero (a booking paid by card, the store's verification), given back when a booking is cancelled, expiry.
 * Owns `timecard_templates`, `time_cards`, `time_card_uses` (ADR 0140).
 */
export default defineModule({ name: 'timecard', routes: timecardRoutes })
