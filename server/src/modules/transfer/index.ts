// The transfer module's public face: discovery registers its routes; nobody else calls it today.
import { defineModule } from '../../core/module.js'
import { transferRoutes } from './transfer.routes.js'

/**
 * Transfers between users of a tenant and conversions between currencies (spec section 7: customer/api/account/turn
 * and convert), each through a one-time quote and a GET that moves money only with an Idempotency-Key, the pay
 * password and the quote (ADR 0096); the desk's exchange rates. Owns `transfer_quotes`, `transfer_daily` and
 * `exchange_rates`; moves money through the ledger's face, checks the pay password through the payment module's.
 */
export default defineModule({ name: 'transfer', routes: transferRoutes })
