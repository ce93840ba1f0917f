import type { RequestCtx } from '../../core/context.js'
import { pick } from '../../core/texts.js'
import { catalogService, type SpecGroupRow } from '../catalog/index.js'
import { randomUUID } from 'node:crypto'
import { inventoryErrors } from './inventory.errors.js'
import { inventoryRepo as repo } from './inventory.repository.js'

// Stock: the state of SKUs as the cart and checkout see it, stock taken and given back. Callers pass
// their transaction as `ctx.db` ({...ctx, db: tx}). Every write to product_skus raises the catalogue's
// version by a trigger (catalog.cache.ts), so the catalog's read cache sees stock changes without a call.
type Ctx = Pick<RequestCtx, 'db' | 'tenantId'>

/** A SKU as the cart and checkout see it: its product and shop, and whether they can be sold. */
export interface SkuState {
  id: number
  productId: number
  title: string
  image: string
  spec: Record<string, string>
  /** the spec values' names in the request's language, in group order ("white / L"; a key without a name shows as itself) */
  specText: string
  price: number
  originalPrice: number
  stock: number
  productOn: boolean
  shopId: number
  shopName: string
  shopOpen: boolean
}

/** The columns of a SKU state row (inventoryRepo.skusWithState; the cart's one-statement list reads the same). */
export type SkuStateRow = Awaited<ReturnType<typeof repo.skusWithState>>[number]

/** A SKU state from its row, in the language. */
export const skuStateOf = (r: SkuStateRow, lang: string): SkuState => ({
  id: r.id,
  productId: r.product_id,
  title: pick(r.title, lang),
  image: r.sku_image || ((r.images as string[])[0] ?? ''),
  spec: r.spec as Record<string, string>,
  specText: catalogService.specText(r.spec as Record<string, string>, (r.spec_groups as SpecGroupRow[] | null) ?? [], lang),
  price: r.price,
  originalPrice: r.original_price,
  stock: r.stock,
  productOn: r.product_status === 'on',
  shopId: r.shop_id,
  shopName: pick(r.shop_name, lang),
  shopOpen: r.shop_status === 'open',
})

/** SKUs of this tenant by id (an unknown or another tenant's SKU is simply absent from the map). */
export async function skuStates(c: Ctx & Pick<RequestCtx, 'lang'>, skuIds: number[]): Promise<Map<number, SkuState>> {
  if (!skuIds.length) return new Map()
  const rows = await repo.skusWithState(c.db, c.tenantId, [...new Set(skuIds)])
  return new Map(rows.map((r) => [r.id, skuStateOf(r, c.lang)]))
}

export interface StockItem {
  skuId: number
  count: number
}

/** Merge lines of the same SKU; sorted by id so parallel orders lock rows in one order (no deadlock). */
const mergeItems = (items: StockItem[]): Array<[number, number]> => {
  const m = new Map<number, number>()
  for (const i of items) m.set(i.skuId, (m.get(i.skuId) ?? 0) + i.count)
  return [...m].sort(([a], [b]) => a - b)
}

/**
 * Take stock by conditional update (`stock >= count`) and add the products' sales, in ONE statement
 * (the caller keeps it last in its transaction: the hot rows stay locked briefly). Returns the SKU ids
 * that lacked stock (empty = all taken); the caller then rolls its transaction back, sales included.
 */
export async function takeStock(c: Ctx, items: StockItem[]): Promise<number[]> {
  const merged = mergeItems(items)
  if (!merged.length) return []
  const taken = new Set(await repo.take(c.db, c.tenantId, merged))
  return merged.map(([id]) => id).filter((id) => !taken.has(id))
}

/** Give stock back (an order cancelled before it was paid or shipped) and take the sales back. */
export async function returnStock(c: Ctx, items: StockItem[]): Promise<void> {
  const merged = mergeItems(items)
  if (!merged.length) return
  const back = await repo.give(c.db, c.tenantId, merged)
  const m = new Map<number, number>()
  for (const r of back) m.set(r.productId, (m.get(r.productId) ?? 0) - r.n)
  if (m.size)
    await repo.addSales(
      c.db,
      c.tenantId,
      [...m].sort(([a], [b]) => a - b),
    )
}

/** SKU ids of a shop's products with stock, in a fixed order (demo data picks from them). */
export const skuIdsOfShop = async (c: Ctx, shopId: number, limit = 5): Promise<number[]> =>
  (await repo.skuIdsOfShop(c.db, c.tenantId, shopId, limit)).map((r) => r.id)

/** The inventory as others see it (its face, re-exported by index.ts): the cart's and the checkout's SKU states, stock taken and given back. */
/** A product's SKUs with their stock now, locked until the caller's transaction ends (the editor flow). */
export const lockSkus = (c: Ctx, productId: number) => repo.lockSkus(c.db, c.tenantId, productId)

/** SKUs the editor writes: new ones with their stock, existing ones with the change of their stock. */
export interface SkuWrites {
  add: Array<{ spec: Record<string, string>; price: number; originalPrice: number; stock: number }>
  change: Array<{ id: number; spec: Record<string, string>; price: number; originalPrice: number; delta: number }>
  remove: number[]
}

/**
 * Write a product's SKUs in the caller's transaction (after `lockSkus`): removed ones go, changed ones get
 * their prices and `stock + delta` (orders placed since the merchant read the stock stay taken: ADR 0115),
 * new ones come with their stock. A change that would take a stock below 0 is refused (409 naming the SKU).
 */
export async function writeSkus(c: Ctx, productId: number, w: SkuWrites): Promise<void> {
  if (w.remove.length) await repo.deleteSkus(c.db, c.tenantId, w.remove)
  for (const k of [...w.change].sort((a, b) => a.id - b.id)) {
    const ok = await repo.updateSku(c.db, c.tenantId, k.id, { spec: JSON.stringify(k.spec), price: k.price, original_price: k.originalPrice, delta: k.delta })
    if (!ok) throw inventoryErrors.stockChanged({ id: k.id })
  }
  if (w.add.length)
    await repo.insertSkus(
      c.db,
      w.add.map((k) => ({
        tenant_id: c.tenantId,
        product_id: productId,
        sku_code: `P${productId}-${randomUUID().slice(0, 8)}`,
        spec: JSON.stringify(k.spec),
        price: k.price,
        original_price: k.originalPrice,
        stock: k.stock,
      })),
    )
}

export const inventoryService = { skuStates, skuStateOf, skuIdsOfShop, takeStock, returnStock, lockSkus, writeSkus }
