// The flash-sale module's rules: sessions and their items, what a shopper may buy when (time window, units left,
// per-person limit), the units taken and given back inside the checkout's and the cancel's transactions.
import type { FlashItem, FlashItemBody, FlashSessionBody, FlashSessionRow, FlashToday, MerchantFlashItem } from '../../../../types/seckill.js'
import { SECKILL_PAST_HOURS, SECKILL_SESSION_HOURS_MAX, type SeckillItemState, type SeckillSessionState } from '../../../../types/seckill-codes.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { enqueueJob } from '../../core/jobs.js'
import { inventoryService, type SkuState } from '../inventory/index.js'
import { orderService } from '../order/index.js'
import { shopService } from '../shop/index.js'
import { seckillErrors as E } from './seckill.errors.js'
import * as gate from './seckill.gate.js'
import { seckillRepo as repo, type ItemRow, type ItemWithSession, type SessionRow } from './seckill.repository.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>
const HOUR = 3_600_000

const sessionState = (s: { starts_at: Date; ends_at: Date }, now: number): SeckillSessionState =>
  now < +s.starts_at ? 'upcoming' : now >= +s.ends_at ? 'ended' : 'running'

const sessionRow = (s: SessionRow & { items?: number | null }, now: number): FlashSessionRow => ({
  id: s.id,
  title: s.title,
  startsAt: s.starts_at.toISOString(),
  endsAt: s.ends_at.toISOString(),
  state: sessionState(s, now),
  items: Number(s.items ?? 0),
})

function itemState(i: ItemRow, s: { starts_at: Date; ends_at: Date }, mine: number, now: number): SeckillItemState {
  const st = sessionState(s, now)
  if (st === 'ended' || i.returned_at) return 'ended'
  if (st === 'upcoming') return 'upcoming'
  if (i.left <= 0) return 'soldOut'
  if (mine >= i.per_limit) return 'limit'
  return 'running'
}

const pct = (i: ItemRow) => Math.min(100, Math.floor(((i.quantity - i.left - i.returned) * 100) / i.quantity))

// ---------- the shopper ----------

/** The sale page: sessions ending after now - 6 h and starting within a day, their items, the server's clock. */
export async function today(c: RequestCtx): Promise<FlashToday> {
  const now = Date.now()
  const sessions = await repo.sessionsBetween(c.db, c.tenantId, new Date(now - SECKILL_PAST_HOURS * HOUR), new Date(now + 24 * HOUR))
  const items = sessions.length
    ? await repo.itemsOfSessions(
        c.db,
        c.tenantId,
        sessions.map((s) => s.id),
      )
    : []
  const [skus, bought, currency] = await Promise.all([
    inventoryService.skuStates(
      c,
      items.map((i) => i.sku_id),
    ),
    c.userId && items.length
      ? repo.boughtOf(
          c.db,
          c.tenantId,
          c.userId,
          items.map((i) => i.id),
        )
      : Promise.resolve([]),
    orderService.currencyOf(c),
  ])
  const mine = new Map(bought.map((b) => [Number(b.item_id), b.bought]))
  return {
    serverTime: new Date(now).toISOString(),
    sessions: sessions.map((s) => ({
      ...sessionRow(s, now),
      items: items
        .filter((i) => Number(i.session_id) === s.id && skus.has(Number(i.sku_id)))
        .map((i): FlashItem => {
          const sku = skus.get(Number(i.sku_id))!
          const m = mine.get(i.id) ?? 0
          return {
            id: i.id,
            sessionId: s.id,
            skuId: Number(i.sku_id),
            productId: Number(i.product_id),
            shopId: Number(i.shop_id),
            shopName: sku.shopName,
            title: sku.title,
            image: sku.image,
            specText: sku.specText,
            currency,
            price: i.price,
            originalPrice: sku.price,
            quantity: i.quantity,
            left: i.left,
            soldPct: pct(i),
            limit: i.per_limit,
            mine: m,
            state: itemState(i, s, m, now),
          }
        }),
    })),
  }
}

/** What the buy step needs of an item; read once per item every few seconds per process (its times, SKU and limit never change). */
interface ItemMeta {
  id: number
  skuId: number
  startsAt: number
  endsAt: number
  limit: number
}
const metaCache = new Map<string, { m: ItemMeta | null; until: number }>()
const META_MS = 5_000

export async function itemMeta(c: Scope, itemId: number): Promise<ItemMeta> {
  const key = `${c.tenantId}:${itemId}`
  const hit = metaCache.get(key)
  let m: ItemMeta | null
  if (hit && hit.until > Date.now()) m = hit.m
  else {
    const i = await repo.item(c.db, c.tenantId, itemId)
    m = i ? { id: i.id, skuId: Number(i.sku_id), startsAt: +i.starts_at, endsAt: +i.ends_at, limit: i.per_limit } : null
    if (metaCache.size > 10_000) metaCache.clear()
    metaCache.set(key, { m, until: Date.now() + META_MS })
  }
  if (!m) throw E.notFound()
  return m
}

/** The session's window at the server's clock, and the count within the item's limit (no database). */
function checkWindow(m: ItemMeta, count: number, now = Date.now()) {
  if (now < m.startsAt) throw E.notStarted()
  if (now >= m.endsAt) throw E.ended()
  if (count > m.limit) throw E.limit({ limit: m.limit })
}

/**
 * The cheapest refusals, before anything is written (an Idempotency-Key's claim included): the window and the limit
 * of the cached item, and "sold out" when the gate's counter is spent. No database while the item is cached.
 */
export async function refuseEarly(c: UserCtx, itemId: number, count: number): Promise<void> {
  checkWindow(await itemMeta(c, itemId), count)
  if (await gate.spent(c, itemId, count)) throw E.soldOut()
}

/**
 * Before the checkout: the window and the limit (cached item), then the admission gate (core/kv.ts): "sold out"
 * or "limit reached" without touching PostgreSQL. Admitted units are given back with `release` if the checkout fails.
 */
export async function admit(c: UserCtx, itemId: number, count: number): Promise<ItemMeta> {
  const m = await itemMeta(c, itemId)
  checkWindow(m, count)
  const a = await gate.admit(c, itemId, c.userId, count, m.limit)
  if (a === 'soldOut') throw E.soldOut()
  if (a === 'limit') throw E.limit({ limit: m.limit })
  return m
}

/** The gate's counter of the item is spent (no database): a buy attempt can be refused "sold out" before its login is read. */
export const spent = (c: Pick<RequestCtx, 'db' | 'kv' | 'tenantId'>, itemId: number, count: number) => gate.spent(c, itemId, count)

export const release = (c: RequestCtx, itemId: number, userId: number, count: number) => gate.release(c, itemId, userId, count)

/** The offer's price (preview and submit): the item of this SKU, in its window, with units left, within the limit. */
export async function quote(c: UserCtx, itemId: number, skuId: number, count: number): Promise<{ unitPrice: number }> {
  const i = await repo.item(c.db, c.tenantId, itemId)
  if (!i || Number(i.sku_id) !== skuId) throw E.notFound()
  const now = Date.now()
  if (now < +i.starts_at) throw E.notStarted()
  if (now >= +i.ends_at || i.returned_at) throw E.ended()
  if (i.left < count) throw E.soldOut()
  const [b] = await repo.boughtOf(c.db, c.tenantId, c.userId, [itemId])
  if ((b?.bought ?? 0) + count > i.per_limit) throw E.limit({ limit: i.per_limit })
  return { unitPrice: i.price }
}

/**
 * In the checkout's transaction: the buyer's count first (conditional upsert: within the limit), then the item's
 * `left` (conditional update `left >= n`, the hot row, last). Throws to roll the whole checkout back.
 */
export async function take(t: UserCtx, itemId: number, count: number): Promise<void> {
  const i = await repo.item(t.db, t.tenantId, itemId)
  if (!i) throw E.notFound()
  if (count > i.per_limit || !(await repo.addBought(t.db, t.tenantId, itemId, t.userId, count, i.per_limit))) throw E.limit({ limit: i.per_limit })
  if (!(await repo.takeLeft(t.db, t.tenantId, itemId, count))) throw E.soldOut()
}

/**
 * In the cancel's transaction: unpaid units go back to their item (and its gate) while it is on sale; the units of
 * an item already closed are answered, for the caller to give back to the SKU's stock.
 */
export async function giveBack(
  t: RequestCtx,
  userId: number,
  items: Array<{ offerId: number; count: number }>,
): Promise<Array<{ skuId: number; count: number }>> {
  const toStock: Array<{ skuId: number; count: number }> = []
  for (const it of [...items].sort((a, b) => a.offerId - b.offerId)) {
    await repo.subBought(t.db, t.tenantId, it.offerId, userId, it.count)
    const back = await repo.giveLeft(t.db, t.tenantId, it.offerId, it.count)
    if (back) await gate.release(t, it.offerId, userId, it.count)
    else {
      const r = await repo.skuOf(t.db, t.tenantId, it.offerId)
      if (r) toStock.push({ skuId: Number(r.sku_id), count: it.count })
    }
  }
  return toStock
}

/** The session's end: its open items close; their unsold units are answered for the caller to give back to stock. */
export async function closeSession(c: RequestCtx, sessionId: number): Promise<Array<{ skuId: number; count: number }>> {
  const rows = await repo.closeItems(c.db, c.tenantId, sessionId)
  for (const r of rows) await gate.closeGate(c, r.id)
  return rows.filter((r) => r.returned > 0).map((r) => ({ skuId: Number(r.sku_id), count: r.returned }))
}

// ---------- the desk ----------

function staff(c: RequestCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

export async function sessions(c: UserCtx, q: { pageNum?: number; pageSize?: number }) {
  staff(c)
  const { limit, offset } = paging(q)
  const rows = await repo.sessionPage(c.db, c.tenantId, limit, offset)
  const now = Date.now()
  return { rows: rows.map((r) => sessionRow(r, now)), total: rows[0]?.total ?? 0 }
}

/** A session: the end after the start, at most a day long, not over already; its end closes its items (job `seckill:end`). */
export async function insertSession(c: RequestCtx, b: FlashSessionBody): Promise<FlashSessionRow> {
  const starts = new Date(b.startsAt)
  const ends = new Date(b.endsAt)
  if (!(+ends > +starts) || +ends - +starts > SECKILL_SESSION_HOURS_MAX * HOUR || +ends <= Date.now()) throw E.times({ hours: SECKILL_SESSION_HOURS_MAX })
  const s = await repo.insertSession(c.db, { tenant_id: c.tenantId, title: b.title.trim() || b.title, starts_at: starts, ends_at: ends })
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: 'seckill:end', payload: { sessionId: s.id }, runAt: ends, key: `seckill:end:${s.id}` })
  return sessionRow({ ...s, items: 0 }, Date.now())
}

export async function createSession(c: UserCtx, b: FlashSessionBody): Promise<FlashSessionRow> {
  staff(c)
  return insertSession(c, b)
}

// ---------- the workbench ----------

async function ownShops(c: UserCtx): Promise<number[]> {
  const own = await shopService.shopIdsOfOwner(c, c.userId)
  if (!own.length) throw E.notMerchant()
  return own
}

export async function openSessions(c: UserCtx): Promise<FlashSessionRow[]> {
  await ownShops(c)
  const now = Date.now()
  return (await repo.openSessions(c.db, c.tenantId, new Date(now))).map((s) => sessionRow(s, now))
}

const merchantItem = (i: ItemWithSession, sku: SkuState | undefined, currency: string, now: number): MerchantFlashItem => ({
  id: i.id,
  sessionId: Number(i.session_id),
  sessionTitle: i.title,
  startsAt: i.starts_at.toISOString(),
  endsAt: i.ends_at.toISOString(),
  state: sessionState(i, now),
  skuId: Number(i.sku_id),
  shopId: Number(i.shop_id),
  title: sku?.title ?? '',
  image: sku?.image ?? '',
  specText: sku?.specText ?? '',
  currency,
  price: i.price,
  originalPrice: sku?.price ?? i.price,
  quantity: i.quantity,
  sold: i.quantity - i.left - i.returned,
  left: i.left,
  returned: i.returned,
  limit: i.per_limit,
})

export async function items(c: UserCtx, q: { pageNum?: number; pageSize?: number }) {
  const own = await ownShops(c)
  const { limit, offset } = paging(q)
  const rows = await repo.itemPage(c.db, c.tenantId, own, limit, offset)
  const [skus, currency] = await Promise.all([
    inventoryService.skuStates(
      c,
      rows.map((r) => Number(r.sku_id)),
    ),
    orderService.currencyOf(c),
  ])
  const now = Date.now()
  return { rows: rows.map((r) => merchantItem(r, skus.get(Number(r.sku_id)), currency, now)), total: rows[0]?.total ?? 0 }
}

/**
 * The item's rules (the caller, flows/seckill.ts, sets its quantity aside from the SKU's stock in the same
 * transaction): a SKU of one of the user's shops (or any shop with `anyShop`, the seed), a session not over,
 * a price below the SKU's, a limit within the quantity, once per session.
 */
export async function insertItem(c: RequestCtx & { userId?: number }, b: FlashItemBody, anyShop = false): Promise<MerchantFlashItem> {
  const own = anyShop ? null : await ownShops(c as UserCtx)
  const sku = (await inventoryService.skuStates(c, [b.skuId])).get(b.skuId)
  if (!sku || !sku.productOn || (own && !own.includes(sku.shopId))) throw E.sku()
  const s = await repo.session(c.db, c.tenantId, b.sessionId)
  if (!s || +s.ends_at <= Date.now()) throw E.session()
  if (b.price >= sku.price) throw E.price({ price: sku.price })
  if (b.limit > b.quantity) throw E.limitOver()
  const row = await repo.insertItem(c.db, {
    tenant_id: c.tenantId,
    session_id: s.id,
    shop_id: sku.shopId,
    product_id: sku.productId,
    sku_id: sku.id,
    price: b.price,
    quantity: b.quantity,
    left: b.quantity,
    per_limit: b.limit,
  })
  if (!row) throw E.twice()
  return merchantItem({ ...row, starts_at: s.starts_at, ends_at: s.ends_at, title: s.title }, sku, await orderService.currencyOf(c), Date.now())
}

/** Flash sales as the flows see them (the face, re-exported by index.ts). */
export const seckillService = { spent, refuseEarly, admit, release, quote, take, giveBack, closeSession, insertItem, insertSession, errors: E }
