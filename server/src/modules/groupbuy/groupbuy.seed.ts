// The group-buy area's demo data: two offers on the demo merchant's products and one forming group.
import { hooks } from '../../core/hooks.js'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { inventoryService } from '../inventory/index.js'
import { shopService } from '../shop/index.js'
import './groupbuy.hooks.js'
import { groupbuyService } from './groupbuy.service.js'

/**
 * Two offers on the demo merchant's market (the first SKU of its 7th and 8th products: past the other demos'),
 * 20 % off in groups of 3 within 48 hours and 15 % off in pairs within 24 hours; the first has a forming group
 * the demo shopper leads and paid (made by the flow: hook groupbuy.demo). Found by owner and order, never by id.
 */
export const seed: SeedStep = {
  order: 97,
  async run(c) {
    const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    if (!merchant) return
    const [shopId] = await shopService.shopIdsOfOwner(c, merchant)
    if (!shopId) return
    const ids = await inventoryService.skuIdsOfShop(c, shopId, 60)
    const states = await inventoryService.skuStates(c, ids)
    const firsts = new Map<number, number>()
    for (const id of ids) {
      const p = states.get(id)?.productId
      if (p !== undefined && !firsts.has(p)) firsts.set(p, id)
    }
    const [a, b] = [...firsts.values()].slice(6, 8).map((id) => states.get(id)!)
    if (!a || !b) return
    const first = await groupbuyService.seedOffer(c, a, { groupPrice: Math.max(1, Math.floor(a.price * 0.8)), size: 3, hours: 48 })
    await groupbuyService.seedOffer(c, b, { groupPrice: Math.max(1, Math.floor(b.price * 0.85)), size: 2, hours: 24 })
    if (first) await hooks.get('groupbuy.demo', async () => undefined)(c, first)
  },
}
