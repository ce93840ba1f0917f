import { defineModule } from '../../core/module.js'
import { bankRoutes } from './bank.routes.js'

// the public face: other modules import only this file
export { bankService } from './bank.service.js'

/** Bank cards: owns `bank_cards` (numbers sealed, ADR 0092) and the tenant's bank list; asks the account module for the approved real name. */
export default defineModule({ name: 'bank', routes: bankRoutes })
