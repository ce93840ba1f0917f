// The flash-sale area's demo data: a session running now and one later today, with items of the demo shops.
import type { SeedStep } from '../../seed/index.js'
import { inventoryService, type SkuState } from '../inventory/index.js'
import { shopService } from '../shop/index.js'
import { insertItem, insertSession } from './seckill.service.js'

const HOUR = 3_600_000

/**
 * Two sessions from the seed's clock, on the hour: one from an hour before to three hours after (running), one from
 * four to six hours after. Up to three retail shops put two products on sale (one SKU each, one per session; not the
 * shop's first product), at about 60 % of the price, 20 units each, 2 per person; the quantity is set aside from the
 * SKU's stock as the workbench does.
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
      const skus = await inventoryService.skuStates(c, await inventoryService.skuIdsOfShop(c, s.id, 12))
      // one SKU per product, the shop's first product left out (the form seed gives the first shop's first product a form)
      const byProduct = new Map<number, SkuState>()
      for (const k of skus.values()) if (!byProduct.has(k.productId)) byProduct.set(k.productId, k)
      const picks = [...byProduct.values()].sort((a, b) => a.productId - b.productId).slice(1)
      let n = 0
      for (const sku of picks) {
        if (!sku.shopOpen || !sku.productOn || sku.stock < 40 || sku.price < 2) continue
        const sessionId = n === 0 ? now.id : later.id
        await insertItem(c, { sessionId, skuId: sku.id, price: Math.max(1, Math.floor(sku.price * 0.6)), quantity: 20, limit: 2 }, true)
        await inventoryService.takeStock(c, [{ skuId: sku.id, count: 20 }])
        if (++n >= 2) break
      }
      if (!n) continue
      if (++placed >= 3) break
    }
  },
}
