// The share area's demo data: the demo shopper holds shareable vouchers and has one share a demo friend claimed from.
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { promotionService } from '../promotion/index.js'
import { create, claim } from './share.service.js'

/** After the coupons (promotion 50) and the demo merchant (order 40): the shopper's platform voucher shared (quota 3), one claim by the merchant. */
export const seed: SeedStep = {
  order: 50,
  async run(c) {
    const [shopperId, friendId] = await Promise.all([accountService.userIdByPhone(c, DEMO_LOGIN.phone), accountService.userIdByPhone(c, DEMO_MERCHANT.phone)])
    if (!shopperId || !friendId) return
    const shopper = { ...c, userId: shopperId, sessionId: 0 }
    // the vouchers the promotion seed gave the shopper (it runs first: same order, area name before): the platform one is shared
    const held = await promotionService.heldCoupons(shopper, shopperId)
    const voucher = held.find((h) => h.shopId === null) ?? held[0]
    if (!voucher) return
    const share = await create(shopper, { userCouponId: voucher.id, quota: 3 })
    await claim({ ...c, userId: friendId, sessionId: 0 }, share.code)
  },
}
