import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { demoVideo, type DemoVideo } from '../../seed/videos/index.js'
import { accountService } from '../account/index.js'
import { catalogService } from '../catalog/index.js'
import { videoRepo as repo } from './video.repository.js'

/** The demo clips (server/src/seed/videos, scripts/make-demo-videos.mjs) and the product each one shows, by its English title. */
const CLIPS: Array<{ clip: DemoVideo; product: string; title: string }> = [
  { clip: 'clip-3', product: 'Wireless earbuds', title: '新品上手 · Wireless earbuds, first look' },
  { clip: 'clip-2', product: 'Lightweight running shoes', title: '轻跑鞋 · Run light, 399' },
  { clip: 'clip-1', product: 'Americano (large)', title: '清晨第一杯 · Morning coffee' },
]

/**
 * Short videos' demo data (after the catalog, 20, and the demo merchant, order 40): the three demo clips as
 * videos of the shops selling what they show, stored where demo pictures are (`uploads/public/<tenant>/demo/`),
 * newest first `clip-1` (the café's, the demo merchant's shop); the demo merchant likes two of them.
 */
export const seed: SeedStep = {
  order: 70,
  async run(c) {
    const merchant = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    const ids: number[] = []
    for (const v of CLIPS) {
      const p = (await catalogService.productList(c, 1, { keyword: v.product, pageSize: 1 })).rows[0]
      if (!p) continue
      const files = demoVideo(c.config, c.tenantCode, v.clip)
      const { id } = await repo.insert(c.db, {
        tenant_id: c.tenantId,
        shop_id: p.shopId,
        user_id: merchant ?? 0,
        title: v.title,
        video_url: files.video,
        cover_url: files.cover,
        product_id: p.id,
      })
      ids.push(Number(id))
    }
    if (merchant) for (const id of ids.slice(0, 2)) await repo.like(c.db, c.tenantId, id, merchant)
  },
}
