import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { accountService } from '../account/index.js'
import { bankService } from '../bank/index.js'
import { seedPaidDemo } from './withdraw.service.js'

/**
 * Demo data: the demo shopper's past withdrawal, paid out to the demo card (bank seed) three days ago. The
 * agreement is left unsigned, so the demo shows signing before the next withdrawal.
 */
export const seed: SeedStep = {
  order: 95,
  async run(c) {
    const userId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    const real = userId ? await accountService.approvedRealName(c, userId) : null
    const [card] = userId && real ? await bankService.cards(c, userId) : []
    if (!userId || !real || !card) return
    await seedPaidDemo(c, userId, { ...card, holder: real.realName })
  },
}
