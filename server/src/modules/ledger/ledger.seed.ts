import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { accountService } from '../account/index.js'
import { postTransaction } from './ledger.service.js'

/** The demo shopper's balances (CNY 5000.00, USD 200.00), credited through the ledger from `funding`. */
export const DEMO_BALANCES = { CNY: 500_000, USD: 20_000 }

export const seed: SeedStep = {
  order: 15,
  async run(c) {
    const userId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (!userId) return
    for (const [currency, amount] of Object.entries(DEMO_BALANCES)) {
      await postTransaction(c, {
        kind: 'seed',
        ref: `demo:${userId}:${currency}`,
        memo: 'demo balance',
        entries: [
          { account: { system: 'funding', currency }, amount: -amount },
          { account: { userId, currency }, amount },
        ],
      })
    }
  },
}
