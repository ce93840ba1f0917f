import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { bankRepo } from './bank.repository.js'
import { bankRoutes } from './bank.routes.js'

// the public face: other modules import only this file
export { bankService } from './bank.service.js'

// a closed account (log off) keeps no usable card
hooks.on('user.closed', async (c, { userId }) => void (await bankRepo.removeAllOf(c.db, c.tenantId, userId)))

/** Bank cards: owns `bank_cards` (numbers sealed, ADR 0092) and the tenant's bank list; asks the account module for the approved real name. */
export default defineModule({ name: 'bank', routes: bankRoutes })
