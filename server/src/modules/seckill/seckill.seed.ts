// The flash-sale area's demo data: a session running now and one later today, with items of the demo shops.
import type { SeedStep } from '../../seed/index.js'
import { inventoryService } from '../inventory/index.js'
import { shopService } from '../shop/index.js'
import { insertItem, insertSession } from './seckill.service.js'

const HOUR = 3_600_000

/**
 * Two sessions from the seed's clock: one started an hour ago and running for two more (on the hour), one starting
 * three hours later. The first two shops with stock put their first SKUs on sale at about 60 % of the price, 20
 * units each, 2 per person; the quantity is set aside from the SKU's stock as the workbench does.
 */
export const seed: SeedStep = {
  order: 100,
  async run(c) {
    const hour = Math.floor(Date.now() / HOUR) * HOUR
    const now = await insertSession(c, { title: 'Now', startsAt: new Date(hour - HOUR).toISOString(), endsAt: new Date(hour + 3 * HOUR).toISOString() })
    const later = await insertSession(c, { title: 'Later', startsAt: new Date(hour + 4 * HOUR).toISOString(), endsAt: new Date(hour + 6 * HOUR).toISOString() })
    const shops = (await shopService.allShops(c)).filter((s) => s.kind === 'retail')
    let placed = 0
    for (const s of shops) {
      const skuIds = await inventoryService.skuIdsOfShop(c, s.id, 2)
      if (!skuIds.length) continue
      const skus = await inventoryService.skuStates(c, skuIds)
      for (const [i, id] of skuIds.entries()) {
        const sku = skus.get(id)
        if (!sku || !sku.shopOpen || !sku.productOn || sku.stock < 40 || sku.price < 2) continue
        const sessionId = i === 0 ? now.id : later.id
        await insertItem(c, { sessionId, skuId: id, price: Math.max(1, Math.floor(sku.price * 0.6)), quantity: 20, limit: 2 }, true)
        await inventoryService.takeStock(c, [{ skuId: id, count: 20 }])
      }
      if (++placed >= 3) break
    }
  },
}
