import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { catalogService } from '../catalog/index.js'
import { shopService } from '../shop/index.js'
import { seedConversation } from './chat.service.js'

/**
 * Demo data: the demo shopper's conversations with three demo shops (the market and the café belong to the
 * demo merchant): a product card and questions the merchant has not read yet (2 unread in the workbench
 * inbox), an answer the shopper has not read (1 unread on the shopper's side), and one finished exchange.
 */
export const seed: SeedStep = {
  order: 97,
  async run(c) {
    const shopperId = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    const shops = await shopService.allShops(c)
    if (!shopperId || shops.length < 2) return
    const market = shops[0]
    const cafe = shops.find((s) => s.kind === 'nearby_store') ?? shops[1]
    const third = shops.find((s) => s.id !== market.id && s.id !== cafe.id)
    const [sku] = await catalogService.demoSkus(c, market.id, 1)
    await seedConversation(c, {
      shopId: market.id,
      shopperId,
      lines: [
        ...(sku ? [{ by: 'shopper' as const, productId: sku.productId }] : []),
        { by: 'shopper', text: '你好，这款今天下单什么时候能发货？' },
        { by: 'shop', text: '您好！下午四点前下单当天发货，一般两天内送达。' },
        { by: 'shopper', text: '好的，有没有大一点的规格？' },
        { by: 'shopper', text: '另外可以开发票吗？' },
      ],
    })
    await seedConversation(c, {
      shopId: cafe.id,
      shopperId,
      lines: [
        { by: 'shopper', text: '周末营业吗？想到店自提。' },
        { by: 'shop', text: '周末照常营业，早上 8 点到晚上 8 点，欢迎光临！' },
      ],
    })
    if (third)
      await seedConversation(c, {
        shopId: third.id,
        shopperId,
        lines: [
          { by: 'shopper', text: '收到货了，包装很好，谢谢！' },
          { by: 'shop', text: '感谢支持，欢迎再来～' },
        ],
        readBy: { shopper: 2 },
      })
  },
}
