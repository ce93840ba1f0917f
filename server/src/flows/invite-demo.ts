import type { RequestCtx } from '../core/context.js'
import { hooks } from '../core/hooks.js'
import { accountService } from '../modules/account/index.js'
import { inventoryService } from '../modules/inventory/index.js'
import { ledgerService } from '../modules/ledger/index.js'
import { orderService } from '../modules/order/index.js'
import { paymentService } from '../modules/payment/index.js'
import { shopService } from '../modules/shop/index.js'
import { DEMO_MERCHANT } from '../seed/tenants.js'

/**
 * Demo data (seed, the hook invite.demo): each member of the demo team buys one SKU of the demo merchant's market
 * (the 7th product on: past the ones the other demos use), paid by their balance (funded first, a real ledger
 * posting), the way refund-demo.ts places its orders. Deterministic: the same SKUs and counts every time.
 */
export async function seedInviteDemo(c: RequestCtx, members: number[]): Promise<void> {
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
  const skus = [...firsts.values()].slice(6, 6 + members.length).map((id) => states.get(id)!)
  const currency = await orderService.currencyOf(c)
  const address = JSON.stringify({
    name: 'Demo Team',
    phone: '13800138100',
    region: 'Beijing',
    regionIds: [110000, 110100, 110101],
    detail: 'No. 2 Chang An Avenue',
  })
  for (const [i, userId] of members.entries()) {
    const sku = skus[i]
    if (!sku || sku.stock < 2) return
    const count = i + 1 > 2 ? 1 : i + 1
    const pay = sku.price * count
    await ledgerService.postTransaction(c, {
      kind: 'credit',
      ref: `demo-team-${i}`,
      memo: 'demo team',
      entries: [
        { account: { system: 'funding', currency }, amount: -pay },
        { account: { userId, currency }, amount: pay },
      ],
    })
    const placed = await orderService.placeOrders(c, {
      main: { userId, amount: pay, currency, idemKey: `demo-team-${i}`, platformCouponId: null, expiresAt: new Date(Date.now() + 86_400_000) },
      orders: [{ shopId, mode: 'delivery', address, pickupPointId: null, goods: pay, fee: 0, discount: 0, pay, items: count, couponId: null, remark: '' }],
      items: [{ shopId, skuId: sku.id, productId: sku.productId, title: sku.title, image: sku.image, spec: JSON.stringify(sku.spec), price: sku.price, count }],
    })
    if (!placed) return
    await inventoryService.takeStock(c, [{ skuId: sku.id, count }])
    await paymentService.payByBalanceInternal(c, userId, placed.payNo)
  }
}
hooks.provide('invite.demo', seedInviteDemo)
