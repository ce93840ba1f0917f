import { defineModule } from '../../core/module.js'
import { ledgerRoutes } from './ledger.routes.js'

/** Ledger: wallet accounts (and later their entries). Owns `wallet_accounts`; others call ledgerService. */
export default defineModule({ name: 'ledger', routes: ledgerRoutes })
