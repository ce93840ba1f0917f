// The flash-sale module's public face: discovery registers its routes; the flash-sale flow imports only this file.
import { defineModule } from '../../core/module.js'
import { seckillRoutes } from './seckill.routes.js'

export { seckillService } from './seckill.service.js'

/**
 * Flash sales (issue 27): the tenant's sessions, the merchants' items (a SKU's units set aside at a flash price,
 * a per-person limit), the buyers' counts, and the admission gate in front of PostgreSQL (core/kv.ts). The
 * checkout sells an item through the `Offer` of kind 'flash' (flows/seckill.ts). Owns `seckill_sessions`,
 * `seckill_items` and `seckill_buyers`.
 */
export default defineModule({ name: 'seckill', routes: seckillRoutes })
