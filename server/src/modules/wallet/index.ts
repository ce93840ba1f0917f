// The wallet module's public face: discovery registers its routes; other modules import only this file.
import { defineModule } from '../../core/module.js'
import { walletRoutes } from './wallet.routes.js'

// the public face: other modules import only this file
export { walletService } from './wallet.service.js'

/**
 * Wallet (`user/wallet/*`): balances per currency the tenant enables and the history of the user's own accounts, read
 * through ledgerService; the default currency; the signed hand-over to the wallet web pages and their local stand-in.
 * Owns no table: balances and history are the ledger's, settings the system's.
 */
export default defineModule({ name: 'wallet', routes: walletRoutes })
