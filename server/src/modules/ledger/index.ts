import { defineModule } from '../../core/module.js'
import { ledgerRoutes } from './ledger.routes.js'

// the public face: other modules import only this file
export { ledgerService, type AccountRef } from './ledger.service.js'

/** Ledger: wallet accounts (and later their entries). Owns `wallet_accounts`; others call ledgerService. */
export default defineModule({ name: 'ledger', routes: ledgerRoutes })
