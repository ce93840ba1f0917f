import { DEMO_LOGIN } from '../../seed/tenants.js'
import type { SeedStep } from '../../seed/index.js'
import { accountService } from '../account/index.js'
import { seedCard } from './bank.service.js'

/** The demo shopper's bound card: a Luhn-valid made-up number at ICBC, in the approved real name. */
export const DEMO_CARD = { bankCode: 'ICBC', cardNumber: '6217001234567890122', phone: DEMO_LOGIN.phone }

export const seed: SeedStep = {
  order: 16,
  async run(c) {
    const userId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    const real = userId && (await accountService.approvedRealName(c, userId))
    if (!userId || !real) return
    await seedCard(c, userId, { holder: real.realName, idNumber: real.idNumber, ...DEMO_CARD })
  },
}
