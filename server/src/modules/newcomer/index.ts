// The newcomer module's public face: discovery registers its routes; the newcomer flow imports only this file.
import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { newcomerRoutes } from './newcomer.routes.js'
import { givePack } from './newcomer.service.js'

export { newcomerService } from './newcomer.service.js'

// a user signed up (not demo data, not a test factory): the newcomer coupon pack, in the sign-up transaction, once
hooks.on('user.created', async (c, { userId, signUp }) => {
  if (signUp) await givePack(c, userId)
})

/**
 * Newcomer offers (issue 27): one SKU at a newcomer price, bought once per user and only by a newcomer (ADR 0155),
 * sold through the checkout's buy-now as the offer kind 'newcomer' (flows/newcomer.ts); the coupon pack a new
 * account gets. Owns `newcomer_offers`, `newcomer_buys`, `newcomer_pack`, `newcomer_gifts`.
 */
export default defineModule({ name: 'newcomer', routes: newcomerRoutes })
