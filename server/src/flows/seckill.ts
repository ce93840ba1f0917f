// The flash-sale flow (issue 27): the `Offer` of kind 'flash' the checkout asks, the buy step (admission gate, then
// the checkout's buy-now with the offer), the merchant's item (its quantity set aside from the SKU's stock) and the
// session's end (unsold units back to stock).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FlashBuyBody, FlashItemBody, MerchantFlashItem } from '../../../types/seckill.js'
import { SeckillApi } from '../../../types/seckill.js'
import type { SubmitResult } from '../../../types/order.js'
import { locationOf, type RequestCtx } from '../core/context.js'
import { registerJob } from '../core/jobs.js'
import { idempotent } from '../core/idempotency.js'
import { idempotencyKey, route } from '../core/route.js'
import { inventoryService } from '../modules/inventory/index.js'
import { seckillService } from '../modules/seckill/index.js'
import * as checkout from './checkout.js'
import { registerOffer, type Offer } from './offers.js'

/**
 * The flash sale as an offer (ADR 0145): its units are its own (`ownsStock`: set aside from the SKU's stock when the
 * item was created), so the checkout neither checks nor takes inventory's stock for it; a cancelled unpaid unit
 * goes back to the sale while it runs, to the SKU's stock once the session has closed.
 */
export const flashOffer: Offer = {
  ownsStock: true,
  quote: (c, line) => seckillService.quote(c, line.offerId, line.skuId, line.count),
  take: (t, line) => seckillService.take(t, line.offerId, line.count),
  async giveBack(t, userId, items) {
    const toStock = await seckillService.giveBack(t, userId, items)
    if (toStock.length) await inventoryService.returnStock(t, toStock)
  },
}
registerOffer('flash', flashOffer)

/**
 * Buy (ADR 0146): the window and the limit from the cached item, the admission gate (no database when the units or
 * the shopper's limit are gone), then the checkout's buy-now with the offer, where PostgreSQL's conditional updates
 * decide. When the gate admitted but the checkout failed, the gate gets the units back.
 */
export async function buy(c: Parameters<typeof checkout.submit>[0], b: FlashBuyBody, idemKey?: string): Promise<SubmitResult> {
  // sold out, not open, over the limit: refused before the key is claimed (no database while the item is cached)
  await seckillService.refuseEarly(c, b.itemId, b.count ?? 1)
  // a repeated Idempotency-Key answers the first result without passing the gate again
  return idempotent(c, 'seckill:buy', idemKey, b, () => admitAndBuy(c, b))
}

async function admitAndBuy(c: Parameters<typeof checkout.submit>[0], b: FlashBuyBody): Promise<SubmitResult> {
  const count = b.count ?? 1
  const m = await seckillService.admit(c, b.itemId, count)
  try {
    return await checkout.submit(c, { skuId: m.skuId, count, offer: { kind: 'flash', id: b.itemId }, addressId: b.addressId, choices: b.choices })
  } catch (e) {
    await seckillService.release(c, b.itemId, c.userId, count)
    throw e
  }
}

/** The merchant's item: the rules (seckill), then its quantity set aside from the SKU's stock, in one transaction. */
export function createItem(c: RequestCtx & { userId?: number }, b: FlashItemBody, anyShop = false): Promise<MerchantFlashItem> {
  return c.db.transaction().execute(async (tx) => {
    const t = { ...c, db: tx }
    const item = await seckillService.insertItem(t, b, anyShop)
    if ((await inventoryService.takeStock(t, [{ skuId: b.skuId, count: b.quantity }])).length) throw seckillService.errors.stock()
    return item
  })
}

/** The session's end: its items close and their unsold units go back to the SKUs' stock, in the job's transaction. */
export async function endSession(c: RequestCtx, sessionId: number): Promise<void> {
  const back = await seckillService.closeSession(c, sessionId)
  if (back.length) await inventoryService.returnStock(c, back)
}
registerJob('seckill:end', (c, p: { sessionId: number }) => endSession(c, p.sessionId))

/**
 * Before the login is checked (a session read in PostgreSQL): an attempt at an item whose gate counter is spent is
 * refused "sold out" at once (ADR 0146). A malformed body passes on to the schema's own refusal.
 */
async function soldOutFirst(req: FastifyRequest) {
  const b = req.body as { itemId?: unknown; count?: unknown } | undefined
  const itemId = b?.itemId
  const count = b?.count ?? 1
  if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || itemId < 1 || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1)
    return
  if (await seckillService.spent(req.ctx, itemId, count)) throw seckillService.errors.soldOut()
}

export async function seckillRoutes(app: FastifyInstance) {
  const tags = ['seckill']
  // its own scope: the early refusal applies to the buy route alone
  await app.register(async (buyScope) => {
    buyScope.addHook('preValidation', soldOutFirst)
    route(buyScope, SeckillApi.buy, (ctx, { body }, req) => buy({ ...ctx, location: locationOf(req) }, body, idempotencyKey(req)), { tags })
  })
  route(app, SeckillApi.createItem, (ctx, { body }) => createItem(ctx, body), { tags })
}
