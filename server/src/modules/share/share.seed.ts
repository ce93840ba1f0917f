// The share area's demo data: the demo shopper holds shareable vouchers and has one share a demo friend claimed from.
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { promotionService } from '../promotion/index.js'
import { create, claim } from './share.service.js'

/** After the coupons (catalog 20) and the demo merchant (order 40): two vouchers for the shopper, one shared (quota 3), one claim by the merchant. */
export const seed: SeedStep = {
  order: 50,
  async run(c) {
    const [shopperId, friendId] = await Promise.all([accountService.userIdByPhone(c, DEMO_LOGIN.phone), accountService.userIdByPhone(c, DEMO_MERCHANT.phone)])
    const ids = await promotionService.activeCouponIds(c)
    if (!shopperId || !friendId || ids.length < 2) return
    const shopper = { ...c, userId: shopperId, sessionId: 0 }
    for (const id of ids.slice(0, 2)) await promotionService.claimCoupon(shopper, id)
    const held = await promotionService.heldCoupons(shopper, shopperId)
    // the second coupon (10 off, no minimum) is the shared one
    const voucher = held.find((h) => h.couponId === ids[1]) ?? held[0]
    if (!voucher) return
    const share = await create(shopper, { userCouponId: voucher.id, quota: 3 })
    await claim({ ...c, userId: friendId, sessionId: 0 }, share.code)
  },
}
