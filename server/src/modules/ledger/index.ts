import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { ledgerRoutes } from './ledger.routes.js'
import { openAccounts } from './ledger.service.js'
import { refuseCloseWithMoney } from './ledger.close.js'

// the public face: other modules import only this file
export { ledgerService, type AccountRef, type Balance } from './ledger.service.js'

// a new user's wallets, in the transaction that made the user (a failure here undoes the user)
hooks.on('user.created', (c, { userId, currencies }) => (currencies?.length === 0 ? undefined : openAccounts(c, userId, currencies)))

// no log off while money remains (ADR 0091)
hooks.on('user.closed', (c, { userId }) => refuseCloseWithMoney(c, userId))

/** Ledger: wallet accounts, transactions, entries. Owns `wallet_accounts` and the postings; others call ledgerService. */
export default defineModule({ name: 'ledger', routes: ledgerRoutes })
