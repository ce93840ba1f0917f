import type { SeedStep } from '../../seed/index.js'
import { addressTexts } from '../../seed/content-i18n.js'
import { DEMO_LOGIN, DEMO_MERCHANT, DEMO_STAFF } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { shopService } from '../shop/index.js'
import { seedReviewDemo } from './order.review.js'

/** Demo logins printed by the start command beside the shopper's (kept with it in seed/tenants.ts). */
export { DEMO_MERCHANT, DEMO_STAFF }

const i18n = (zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string) => JSON.stringify({ zh_CN, zh_TW, en, ja, ko, fil })
const IN_STORE = i18n('门店自提', '門市自取', 'In-store pickup', '店頭受け取り', '매장 픽업', 'Pickup sa tindahan')
const COMMUNITY = i18n('社区自提点', '社區自取點', 'Community pickup point', 'コミュニティ受け取り所', '커뮤니티 픽업 장소', 'Pickup point sa komunidad')

/**
 * Orders' demo data: a demo merchant who owns the market (delivery) and the café (self pickup), a
 * demo staff account, pickup points for the shops that offer self pickup, delivery fee rules.
 */
export const seed: SeedStep = {
  order: 40,
  async run(c) {
    const shops = await shopService.allShops(c)
    const merchant = await accountService.createUser(c, {
      phone: DEMO_MERCHANT.phone,
      password: DEMO_MERCHANT.password,
      nickname: 'Demo Merchant',
      roles: 'shopper,merchant',
    })
    await accountService.createUser(c, { phone: DEMO_STAFF.phone, password: DEMO_STAFF.password, nickname: 'Demo Staff', roles: 'staff' })
    const market = shops[0]
    const cafe = shops.find((s) => s.kind === 'nearby_store')
    if (market) await shopService.setShopOwner(c, market.id, merchant)
    if (cafe) await shopService.setShopOwner(c, cafe.id, merchant)
    const points = shops
      .filter((s) => s.self_pickup)
      .flatMap((s) => [
        {
          shop_id: s.id,
          name: IN_STORE,
          address: s.address ?? '',
          address_i18n: JSON.stringify(addressTexts(s.address ?? '')),
          hours: '09:00-21:00',
          phone: null,
          lat: s.lat === null ? null : Number(s.lat),
          lng: s.lng === null ? null : Number(s.lng),
        },
        {
          shop_id: s.id,
          name: COMMUNITY,
          address: `${s.address ?? ''} (B)`,
          address_i18n: JSON.stringify(addressTexts(s.address ?? '', ' (B)')),
          hours: '10:00-20:00',
          phone: null,
          lat: s.lat === null ? null : Number(s.lat) + 0.01,
          lng: s.lng === null ? null : Number(s.lng) + 0.01,
        },
      ])
    await shopService.addPickupPoints(c, points)
    // 8 yuan delivery, free from 99; the warehouse delivers to Sichuan, Chongqing, Shanghai and Beijing only
    const rules = shops.map((s) => ({
      shop_id: s.id,
      fee: 800,
      free_over: 9900,
      regions: JSON.stringify(s.kind === 'warehouse' ? [510000, 500000, 310000, 110000] : []),
    }))
    await shopService.addDeliveryRules(c, rules)
    // the demo shopper: an order to review, and a reviewed one with the merchant's reply
    const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    if (shopper && market) await seedReviewDemo(c, shopper, market.id, merchant)
  },
}
