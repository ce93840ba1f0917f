import { CART_LINE_MAX, CART_LINES_MAX } from '../../../../types/cart-codes.js'
import type { AddBody, Basket, BasketCount, BasketGroup, BasketList, InvalidReason, SettlePreview, UpdateBody } from '../../../../types/cart.js'
import type { UserCtx } from '../../core/context.js'
import { fail } from '../../core/errors.js'
import { catalogService } from '../catalog/index.js'
import { collectionService } from '../collection/index.js'
import { inventoryService, type SkuState, type SkuStateRow } from '../inventory/index.js'
import { cartErrors as E } from './cart.errors.js'
import { batcherPer } from '../../core/batch.js'
import { hooks } from '../../core/hooks.js'
import type { Db } from '../../db/database.js'
import type { LineForm } from './cart.hooks.js'
import { cartRepo as repo } from './cart.repository.js'

type Row = { id: number; sku_id: number; product_id: number; count: number }

/** Parse the `ids=3,5,8` list of a query (the schema checked its shape). */
export function parseIds(field: string, text: string): number[] {
  const ids = text.split(',').map(Number)
  if (ids.some((n) => !Number.isSafeInteger(n))) throw fail.invalid(field, 'maximum', { limit: Number.MAX_SAFE_INTEGER })
  return [...new Set(ids)]
}

/** Why a SKU cannot be bought now, or null. */
function invalidReason(s: SkuState | undefined): InvalidReason | null {
  if (!s) return 'skuGone'
  if (!s.productOn) return 'off'
  if (!s.shopOpen) return 'shopClosed'
  if (s.stock < 1) return 'soldOut'
  return null
}

/** The quantity rules for a SKU the user wants `count` of (in total): the server is the judge. */
function checkSellable(s: SkuState | undefined, count: number): asserts s is SkuState {
  if (!s) throw E.skuGone()
  if (!s.productOn) throw E.productOff()
  if (!s.shopOpen) throw E.shopClosed()
  if (count < 1 || count > CART_LINE_MAX) throw E.quantity({ max: CART_LINE_MAX })
  if (count > s.stock) throw E.stock({ stock: s.stock })
}

/** Add `count` of a SKU; the same SKU again adds to its basket (one statement, bounded by the stock). */
export async function add(c: UserCtx, b: AddBody) {
  if (b.count < 1 || b.count > CART_LINE_MAX) throw E.quantity({ max: CART_LINE_MAX })
  const s = (await inventoryService.skuStates(c, [b.skuId])).get(b.skuId)
  checkSellable(s, b.count)
  const had = await repo.hasSku(c.db, c.tenantId, c.userId, b.skuId)
  if (!had && (await repo.count(c.db, c.tenantId, c.userId)).lines >= CART_LINES_MAX) throw E.full({ max: CART_LINES_MAX })
  const row = await repo.add(c.db, c.tenantId, c.userId, { skuId: b.skuId, productId: s.productId, count: b.count, stock: Math.min(s.stock, CART_LINE_MAX) })
  if (!row) {
    // the sum with what the basket already holds is above the bound: say which bound
    const now = await repo.bySku(c.db, c.tenantId, c.userId, b.skuId)
    if (now && now.count + b.count > CART_LINE_MAX && s.stock >= CART_LINE_MAX) throw E.quantity({ max: CART_LINE_MAX })
    throw E.stock({ stock: s.stock })
  }
  return { id: row.id, basketCount: row.count }
}

/** Change a basket's quantity (absolute) and/or SKU (another SKU of the same product; merges into that SKU's basket). */
export async function update(c: UserCtx, id: number, b: UpdateBody) {
  const basket = await repo.get(c.db, c.tenantId, c.userId, id)
  if (!basket) throw E.basketNotFound()
  const skuId = b.skuId ?? basket.sku_id
  const count = b.count ?? basket.count
  if (count < 1 || count > CART_LINE_MAX) throw E.quantity({ max: CART_LINE_MAX })
  const states = await inventoryService.skuStates(c, [skuId, basket.sku_id])
  const s = states.get(skuId)
  if (skuId !== basket.sku_id && s && s.productId !== basket.product_id) throw E.skuOtherProduct()
  checkSellable(s, count)
  if (skuId === basket.sku_id) {
    await repo.update(c.db, c.tenantId, c.userId, id, { count })
    return { id, basketCount: count }
  }
  try {
    return await c.db.transaction().execute(async (tx) => {
      const other = await repo.bySku(tx, c.tenantId, c.userId, skuId)
      if (!other) {
        await repo.update(tx, c.tenantId, c.userId, id, { skuId, productId: s.productId, count })
        return { id, basketCount: count }
      }
      // that SKU already has a basket: this one merges into it
      const merged = other.count + count
      if (merged > CART_LINE_MAX) throw E.quantity({ max: CART_LINE_MAX })
      if (merged > s.stock) throw E.stock({ stock: s.stock })
      await repo.update(tx, c.tenantId, c.userId, other.id, { count: merged })
      await repo.remove(tx, c.tenantId, c.userId, [id])
      return { id: other.id, basketCount: merged }
    })
  } catch (e) {
    // a parallel add put the same SKU in the cart between our read and write
    if ((e as { code?: string }).code === '23505') throw E.busy()
    throw e
  }
}

/** Delete one basket; another user's id answers 404. */
export async function remove(c: UserCtx, id: number) {
  const count = await repo.remove(c.db, c.tenantId, c.userId, [id])
  if (!count) throw E.basketNotFound()
  return { count }
}

/** Delete several (`ids` comma list); ids not in the user's cart are skipped. */
export async function removeMany(c: UserCtx, idsText: string) {
  return { count: await repo.remove(c.db, c.tenantId, c.userId, parseIds('ids', idsText)) }
}

/** What the products' forms add per piece for the user (the form module answers the hook; none without it). */
const lineForms = (c: UserCtx, productIds: number[]): Promise<Map<number, LineForm>> =>
  hooks.get('cart.lineForms', async () => new Map())(c, c.userId, productIds)

/** A basket's `formJson` (spec section 3) when its product carries a form. */
const formJsonOf = (f: LineForm | undefined): Pick<Basket, 'formJson'> =>
  f ? { formJson: { subFormDto: { formId: f.formId, version: f.version, totalPrice: f.totalPrice }, missing: f.missing } } : {}

/** A basket row with its SKU state as the list shows it. */
function toBasket(
  r: Row,
  s: SkuState | undefined,
  product: { title: string; image: string } | undefined,
  reason: InvalidReason | null,
  form?: LineForm,
): Basket {
  return {
    id: r.id,
    basketCount: r.count,
    product: { id: r.product_id, title: s?.title ?? product?.title ?? '', image: s?.image ?? product?.image ?? '' },
    productSku: s ? { id: s.id, spec: s.spec, specText: s.specText, price: s.price, originalPrice: s.originalPrice, stock: s.stock } : null,
    shopId: s?.shopId ?? 0,
    ...(reason ? { reason } : {}),
    ...formJsonOf(form),
  }
}

/** The user's baskets with their SKUs' state. */
async function withState(c: UserCtx, rows: Row[]) {
  const states = await inventoryService.skuStates(
    c,
    rows.map((r) => r.sku_id),
  )
  return rows.map((r) => ({ r, s: states.get(r.sku_id), reason: invalidReason(states.get(r.sku_id)) }))
}

/** The cart grouped by shop (spec section 3): valid baskets per shop, invalid ones apart, productAll. */
type ListRow = Awaited<ReturnType<typeof repo.listWithSkus>>[number]
/** the cart lists asked for in one event-loop turn: one statement for all of them, sent after they came (ADR 0161) */
const cartsOf = batcherPer(
  async (db: Db, keys: Array<{ tenantId: number; userId: number }>) => {
    const out = new Map<string, ListRow[]>()
    for (const tenantId of new Set(keys.map((k) => k.tenantId))) {
      const userIds = keys.filter((k) => k.tenantId === tenantId).map((k) => k.userId)
      for (const u of userIds) out.set(`${tenantId}|${u}`, [])
      for (const r of await repo.listWithSkus(db, tenantId, userIds)) out.get(`${tenantId}|${r.user_id}`)?.push(r)
    }
    return out
  },
  (k) => `${k.tenantId}|${k.userId}`,
)

export async function list(c: UserCtx): Promise<BasketList> {
  // baskets and their SKUs' state in one statement (cart.repository listWithSkus), shared by the lists of one turn
  const rows = c.db.isTransaction
    ? await repo.listWithSkus(c.db, c.tenantId, [c.userId])
    : ((await cartsOf(c.db, { tenantId: c.tenantId, userId: c.userId })) ?? [])
  const items = rows.map((x) => {
    const s = x.k_id === null ? undefined : inventoryService.skuStateOf({ ...x, id: x.k_id, product_id: x.k_product_id! } as SkuStateRow, c.lang)
    return { r: { id: x.id, sku_id: x.sku_id, product_id: x.product_id, count: x.count }, s, reason: invalidReason(s) }
  })
  // a removed SKU's basket still names its product
  const goneProducts = items.filter((i) => !i.s).map((i) => i.r.product_id)
  const [products, forms] = await Promise.all([
    catalogService.productsBrief(c, goneProducts),
    lineForms(
      c,
      items.map((i) => i.r.product_id),
    ),
  ])
  const groups = new Map<number, BasketGroup>()
  const invalid: Basket[] = []
  for (const { r, s, reason } of items) {
    if (reason || !s) {
      invalid.push(toBasket(r, s, products.get(r.product_id), reason ?? 'skuGone'))
      continue
    }
    let g = groups.get(s.shopId)
    if (!g) groups.set(s.shopId, (g = { shopId: s.shopId, shopName: s.shopName, shopOpen: s.shopOpen, baskets: [] }))
    g.baskets.push(toBasket(r, s, undefined, null, forms.get(r.product_id)))
  }
  const valid = [...groups.values()]
  return { groups: valid, invalid, productAll: valid.reduce((n, g) => n + g.baskets.length, 0) }
}

/** The tab badge: total quantity and lines. */
export const count = (c: UserCtx): Promise<BasketCount> => repo.count(c.db, c.tenantId, c.userId)

/** Delete every basket that cannot be bought now. */
export async function clearInvalid(c: UserCtx) {
  const items = await withState(c, await repo.list(c.db, c.tenantId, c.userId))
  return {
    count: await repo.remove(
      c.db,
      c.tenantId,
      c.userId,
      items.filter((i) => i.reason).map((i) => i.r.id),
    ),
  }
}

/** The selected baskets, all of them the user's (one missing answers 404). */
async function selected(c: UserCtx, ids: number[]) {
  const uniq = [...new Set(ids)]
  const rows = await repo.byIds(c.db, c.tenantId, c.userId, uniq)
  if (rows.length !== uniq.length) throw E.basketNotFound()
  return rows
}

/** Totals of a selection in minor units: what is paid, what is saved against the original prices, how many. */
export async function settlePreview(c: UserCtx, ids: number[]): Promise<SettlePreview> {
  const items = await withState(c, await selected(c, ids))
  const forms = await lineForms(
    c,
    items.map((i) => i.r.product_id),
  )
  const out: SettlePreview = { total: 0, saving: 0, count: 0, ids: [], excluded: [] }
  for (const { r, s, reason } of items.sort((a, b) => a.r.id - b.r.id)) {
    if (reason || !s || r.count > s.stock) {
      out.excluded.push(r.id)
      continue
    }
    // a product's form answers add to each piece (ADR 0119)
    out.total += (s.price + (forms.get(r.product_id)?.totalPrice ?? 0)) * r.count
    out.saving += Math.max(0, s.originalPrice - s.price) * r.count
    out.count += r.count
    out.ids.push(r.id)
  }
  return out
}

/** Move baskets to the product favourites and out of the cart, in one transaction. */
export async function moveToCollection(c: UserCtx, ids: number[]) {
  const rows = await selected(c, ids)
  return c.db.transaction().execute(async (tx) => {
    const tc = { ...c, db: tx }
    await collectionService.addProducts(
      tc,
      rows.map((r) => r.product_id),
    )
    return {
      count: await repo.remove(
        tx,
        c.tenantId,
        c.userId,
        rows.map((r) => r.id),
      ),
    }
  })
}

// ---- the baskets a checkout orders (the checkout flow reads them and removes them in its transaction) ----

/** The user's baskets among `ids` (others' and unknown ids are absent). */
export const basketsOf = (c: Pick<UserCtx, 'db' | 'tenantId'>, userId: number, ids: number[]) =>
  ids.length ? repo.byIds(c.db, c.tenantId, userId, ids) : Promise.resolve([])

/** Remove baskets of the user (`ctx.db` may be the caller's transaction). */
/** Remove the user's baskets `ids` (checkout, in its transaction); how many were there to remove (a parallel checkout's row lock waits, then finds none). */
export async function removeBaskets(c: Pick<UserCtx, 'db' | 'tenantId'>, userId: number, ids: number[]): Promise<number> {
  return ids.length ? repo.remove(c.db, c.tenantId, userId, ids) : 0
}

/** The cart as the flows see it (its face, re-exported by index.ts): the checkout's baskets. */
export const cartService = { basketsOf, removeBaskets }
