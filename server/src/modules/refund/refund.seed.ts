import { hooks } from '../../core/hooks.js'
import type { SeedStep } from '../../seed/index.js'
import './refund.hooks.js'

/**
 * Demo data: the demo shopper's after-sales requests on orders of the demo merchant (one waiting for the
 * shop, one refunded to the balance, one rejected), made by the refund flow's steps (the hook refund.demo,
 * answered by flows/refund-demo.ts). After the users, shops, catalogue and settings (order 40), before
 * the settlement run (90).
 */
export const seed: SeedStep = {
  order: 60,
  async run(c) {
    await hooks.get('refund.demo', async () => undefined)(c)
  },
}
