// The invitation module's public face: discovery registers its routes; others import only this file.
import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { inviteRoutes } from './invite.routes.js'
import { bindNewUser, recordPaid, recordRemoved } from './invite.service.js'

export { inviteService } from './invite.service.js'

// a user signed up with an invitation code (checked by the account): bound in the sign-up transaction
hooks.on('user.created', (c, { userId, referrerId }) => (referrerId ? bindNewUser(c, userId, referrerId) : undefined))
// the team's paid orders, kept here from the order module's events, each in the order's own transaction (ADR 0162)
hooks.on('order.paid', (c, e) => recordPaid(c, e))
hooks.on('order.removed', (c, { orderId }) => recordRemoved(c, orderId))

/**
 * Invitations and teams (issue 27): each user's invitation card, a referrer bound once and never into a circle,
 * the team by level (1 direct, 2 theirs) with masked phones, the team's paid orders. Owns `invite_links` and
 * `team_orders` (a record of the team's paid orders fed by the order module's events, ADR 0162).
 */
export default defineModule({ name: 'invite', routes: inviteRoutes })
