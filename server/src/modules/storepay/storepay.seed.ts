// The store payment area's demo data: member terms of the demo stores.
import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { seedTerms } from './storepay.service.js'

/**
 * The demo merchant's café (kind nearby_store): members (one paid payment there) get 5 % off; the first service
 * shop (CleanNest): 3 % off from the second paid payment. Found by kind and owner, never by id.
 */
export const seed: SeedStep = {
  order: 96,
  async run(c) {
    const shops = await shopService.allShops(c)
    const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    const own = new Set(merchant ? await shopService.shopIdsOfOwner(c, merchant) : [])
    const cafe = shops.find((s) => s.kind === 'nearby_store' && own.has(s.id))
    const service = shops.find((s) => s.kind === 'service')
    if (cafe) await seedTerms(c, cafe.id, { memberRateBp: 500, memberAfter: 1 })
    if (service) await seedTerms(c, service.id, { memberRateBp: 300, memberAfter: 2 })
  },
}
