import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { accountService } from './account.service.js'

/** The demo shopper (printed by the start command), with CNY and USD wallets opened by the ledger. */
export const seed: SeedStep = {
  order: 10,
  async run(c) {
    await accountService.createUser(c, {
      phone: DEMO_LOGIN.phone,
      password: DEMO_LOGIN.password,
      nickname: 'Demo Shopper',
      roles: 'shopper',
      level: 2,
      currencies: ['CNY', 'USD'],
    })
  },
}
