// The newcomer area's demo data: two newcomer offers and the coupon pack a new account gets.
import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { inventoryService } from '../inventory/index.js'
import { promotionService } from '../promotion/index.js'
import { shopService } from '../shop/index.js'
import { seedOffer, seedPack } from './newcomer.service.js'

const t = (zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string) => ({ zh_CN, zh_TW, en, ja, ko, fil })

/**
 * Two offers open for 30 days (from yesterday) on the first SKUs of the demo market's 10th and 11th products, at
 * 30 % of their price (at least 0.01), and a pack of two platform coupons (10 off 50; 20 off 100), given once to
 * every account that signs up.
 */
export const seed: SeedStep = {
  order: 93,
  async run(c) {
    const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    const [shopId] = merchant ? await shopService.shopIdsOfOwner(c, merchant) : []
    if (shopId) {
      const ids = await inventoryService.skuIdsOfShop(c, shopId, 80)
      const states = await inventoryService.skuStates(c, ids)
      const firsts = new Map<number, number>()
      for (const id of ids) {
        const p = states.get(id)?.productId
        if (p !== undefined && !firsts.has(p)) firsts.set(p, id)
      }
      for (const skuId of [...firsts.values()].slice(9, 11)) {
        const sku = states.get(skuId)!
        if (sku.price > 1) await seedOffer(c, skuId, Math.max(1, Math.floor(sku.price * 0.3)), 30)
      }
    }
    const a = await promotionService.createPlatformCoupon(c, {
      title: t(
        '新人券 满50减10',
        '新人券 滿50減10',
        'Welcome: 10 off 50',
        'ようこそ：50以上で10引き',
        '환영: 50 이상 10 할인',
        'Maligayang pagdating: 10 bawas sa 50',
      ),
      type: 'amount',
      threshold: 5000,
      discount: 1000,
      total: 100_000,
      perPerson: 1,
      days: 365,
    })
    const b = await promotionService.createPlatformCoupon(c, {
      title: t(
        '新人券 满100减20',
        '新人券 滿100減20',
        'Welcome: 20 off 100',
        'ようこそ：100以上で20引き',
        '환영: 100 이상 20 할인',
        'Maligayang pagdating: 20 bawas sa 100',
      ),
      type: 'amount',
      threshold: 10000,
      discount: 2000,
      total: 100_000,
      perPerson: 1,
      days: 365,
    })
    await seedPack(c, [a, b])
  },
}
