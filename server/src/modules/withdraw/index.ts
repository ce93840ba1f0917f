import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { decided } from './withdraw.service.js'
import { withdrawRoutes } from './withdraw.routes.js'

// staff decided a withdrawal in the desk's review queue: applied in the decision's transaction
hooks.on('approval.decided', (c, d) => (d.kind === 'withdrawal' ? decided(c, d) : undefined))

/**
 * Withdrawals of shoppers (their balance) and merchants (a shop's settled money): the cash settings, the
 * agreement signed electronically (esign module), one machine (withdraw.machine.ts) with its history, the
 * money held in the ledger at once (ADR 0100), the desk's review (approval module), and the payout through a
 * bank-payout provider (providers/payout-local.ts, ADR 0099). Owns `withdrawals`, `withdraw_history` and the
 * local bank's `payout_local_orders`. Nobody calls it: no face service.
 */
export default defineModule({ name: 'withdraw', routes: withdrawRoutes })
