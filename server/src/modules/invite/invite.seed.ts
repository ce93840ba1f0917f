// The invitation area's demo data: a small team under the demo shopper, with paid orders.
import { hooks } from '../../core/hooks.js'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import './invite.hooks.js'

/** The demo team's members: two the demo shopper invited, one the first of them invited. */
export const DEMO_TEAM = [
  { phone: '13800138101', nickname: 'Lina Chen', under: 'shopper' },
  { phone: '13800138102', nickname: 'Marco Diaz', under: 'shopper' },
  { phone: '13800138103', nickname: 'Yuki Sato', under: '13800138101' },
] as const

/**
 * The demo shopper's team (level 1: two, level 2: one), bound through `user.created` as sign-up binds them, and
 * their paid orders at the demo merchant's market (the hook invite.demo, answered by flows/invite-demo.ts).
 */
export const seed: SeedStep = {
  order: 92,
  async run(c) {
    const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (!shopper) return
    const ids = new Map<string, number>([['shopper', shopper]])
    for (const m of DEMO_TEAM) {
      const id = await accountService.createUser(c, { phone: m.phone, nickname: m.nickname, referrerId: ids.get(m.under), currencies: ['CNY'] })
      ids.set(m.phone, id)
    }
    await hooks.get('invite.demo', async () => undefined)(
      c,
      DEMO_TEAM.map((m) => ids.get(m.phone)!),
    )
  },
}
