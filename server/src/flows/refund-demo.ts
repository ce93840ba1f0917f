import type { RequestCtx, UserCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { accountService } from '../modules/account/index.js'
import { inventoryService } from '../modules/inventory/index.js'
import { orderService } from '../modules/order/index.js'
import { paymentService } from '../modules/payment/index.js'
import { refundService } from '../modules/refund/index.js'
import { shopService } from '../modules/shop/index.js'
import { DEMO_LOGIN, DEMO_MERCHANT } from '../seed/tenants.js'
import { agree, apply } from './refund.js'

/**
 * Demo data (seed, the hook refund.demo): the demo shopper has three after-sales requests on orders of the
 * demo merchant's market, each order placed, its stock taken, paid by the shopper's balance (a real payment,
 * the ledger's payment posting), shipped and received a few days ago, then through the refund flow's own steps
 * (`apply`, `agree`, the module's `reject`) in the seed's transaction:
 * - "requesting": refund only, damaged on arrival, with a description and no proof (the merchant's to-do);
 * - "success": refund only of one of two units, agreed by the merchant: the money is back on the balance
 *   (the ledger's refund posting, the payment's refund row);
 * - "rejected": refund only, rejected by the merchant with a reason (the shopper may re-apply or dispute).
 * Deterministic: the same SKUs (the first of the market's 4th to 6th products in stock), counts, reasons and days every time; the
 * orders are the seed's own (not in the cart, not the other demos' orders).
 */

/** The three demo requests, in the order they are made. */
export const REFUND_DEMO = [
  {
    key: 'demo-refund-requesting',
    count: 1,
    refund: 1,
    reason: '4',
    description: '收到时瓶盖裂开了，里面有点漏。',
    receivedDaysAgo: 1,
    then: 'requesting',
  },
  {
    key: 'demo-refund-success',
    count: 2,
    refund: 1,
    reason: '3',
    description: '其中一件有明显划痕，另一件没问题，只退一件。',
    receivedDaysAgo: 3,
    then: 'success',
  },
  {
    key: 'demo-refund-rejected',
    count: 1,
    refund: 1,
    reason: '1',
    description: '买多了，不想要了。',
    receivedDaysAgo: 2,
    then: 'rejected',
    rejectReason: '商品已拆封使用，不支持无理由退款。',
  },
] as const

export async function seedRefundDemo(c: RequestCtx): Promise<void> {
  const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
  const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
  if (!shopper || !merchant) return
  const [shopId] = await shopService.shopIdsOfOwner(c, merchant)
  if (!shopId) return
  // one SKU (the first) of each of three products, past the first three the settled and review demos use
  const ids = await inventoryService.skuIdsOfShop(c, shopId, 40)
  const states = await inventoryService.skuStates(c, ids)
  const firsts = new Map<number, number>()
  for (const id of ids) {
    const p = states.get(id)?.productId
    if (p !== undefined && !firsts.has(p)) firsts.set(p, id)
  }
  const skuIds = [...firsts.values()].slice(3, 3 + REFUND_DEMO.length)
  if (skuIds.length < REFUND_DEMO.length) return
  const skus = states
  const currency = await orderService.currencyOf(c)
  const address = JSON.stringify({
    name: 'Demo Shopper',
    phone: DEMO_LOGIN.phone,
    region: 'Beijing',
    regionIds: [110000, 110100, 110101],
    detail: 'No. 1 Chang An Avenue',
  })
  // the shopper's and the merchant's contexts as their requests would have them (no session: the seed)
  const asShopper: UserCtx = { ...c, userId: shopper, sessionId: 0 }
  const asMerchant: UserCtx = { ...c, userId: merchant, sessionId: 0 }
  for (const [i, d] of REFUND_DEMO.entries()) {
    const sku = skus.get(skuIds[i])
    if (!sku || sku.stock < d.count) return
    const pay = sku.price * d.count
    const placed = await orderService.placeOrders(c, {
      main: { userId: shopper, amount: pay, currency, idemKey: d.key, platformCouponId: null, expiresAt: new Date(Date.now() + 86_400_000) },
      orders: [{ shopId, mode: 'delivery', address, pickupPointId: null, goods: pay, fee: 0, discount: 0, pay, items: d.count, couponId: null, remark: '' }],
      items: [
        {
          shopId,
          skuId: sku.id,
          productId: sku.productId,
          title: sku.title,
          image: sku.image,
          spec: JSON.stringify(sku.spec),
          price: sku.price,
          count: d.count,
        },
      ],
    })
    if (!placed) return
    await inventoryService.takeStock(c, [{ skuId: sku.id, count: d.count }])
    // paid by balance the way the cashier pays it (after its pay password check): a payment row, the ledger's posting
    await paymentService.payByBalanceInternal(c, shopper, placed.payNo)
    const orderId = placed.orderIds[0]
    await orderService.receivedForDemo(c, orderId, d.receivedDaysAgo)
    const [line] = (await orderService.refundOrder(c, orderId, shopper)).lines
    const r = await apply(asShopper, {
      orderId,
      type: 'refund',
      lines: [{ itemId: line.itemId, count: d.refund }],
      reason: d.reason,
      description: d.description,
    })
    if (d.then === 'success') await agree(asMerchant, r.id)
    if (d.then === 'rejected') await refundService.reject(asMerchant, r.id, d.rejectReason)
  }
}
hooks.provide('refund.demo', seedRefundDemo)
