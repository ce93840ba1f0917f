import type { LeafCategory, MyProduct, MyProductsQuery, ProductEdit, SkuEdit, SpecGroupEdit } from '../../../../types/editor.js'
import type { ShelfState } from '../../../../types/editor-codes.js'
import type { UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { pick } from '../../core/texts.js'
import { shopService } from '../shop/index.js'
import { productEditorErrors as E } from './catalog.errors.js'
import { catalogRepo as repo } from './catalog.repository.js'
import type { SpecGroupRow } from './catalog.schema.js'

// The merchant's product editor, the catalog's half: its product rows, spec groups, the list of the
// merchant's products, the shelf. SKUs and their stock are the inventory's; a product written with its
// SKUs is the editor flow (flows/editor.ts). Texts are written in the merchant's language (ADR 0114).
type Ctx = Pick<UserCtx, 'db' | 'tenantId' | 'lang' | 'userId' | 'config'>
const onField = shopService.onField

/** The user's shop ids; the editor's 403 when there is none (shopService.ownShop of no shop answers it). */
async function myShopIds(c: Ctx) {
  const mine = await shopService.shopIdsOfOwner(c, c.userId)
  if (!mine.length) await shopService.ownShop(c, 0)
  return mine
}

/** A product of the user's shops (403 without a shop, 404 naming `id` for another's or an unknown one). */
export async function ownProduct(c: Ctx, id: number) {
  const mine = await myShopIds(c)
  const p = await repo.editable(c.db, c.tenantId, id)
  if (!p || !mine.includes(p.shop_id)) throw E.product()
  return p
}

/** The product as its editor shows it (texts in the request's language, SKUs with their stock now). */
export async function productEdit(c: Ctx, id: number): Promise<ProductEdit> {
  const p = await ownProduct(c, id)
  const skus = await repo.skus(c.db, c.tenantId, id)
  const groups = p.spec_groups as SpecGroupRow[]
  return {
    id: p.id,
    shopId: p.shop_id,
    title: pick(p.title, c.lang),
    categoryId: p.category_id,
    images: p.images as string[],
    description: pick(p.description_i18n, c.lang) || (p.description ?? ''),
    status: p.status as ShelfState,
    specGroups: groups.map((g) => ({ key: g.key, name: pick(g.name, c.lang), values: g.values.map((v) => ({ key: v.key, name: pick(v.name, c.lang) })) })),
    skus: skus.map((k) => {
      const spec = k.spec as Record<string, string>
      return {
        id: k.id,
        spec: groups.map((g) => pick(g.values.find((v) => v.key === spec[g.key])?.name, c.lang) || spec[g.key] || ''),
        price: k.price,
        originalPrice: k.original_price,
        stock: k.stock,
      }
    }),
  }
}

/** The merchant's products on or off the shelf, newest first (all their shops, or `shopId`; a keyword as the shoppers' search matches it). */
export async function myProducts(c: Ctx, q: MyProductsQuery) {
  const mine = await myShopIds(c)
  if (q.shopId !== undefined) await shopService.ownShop(c, q.shopId)
  const { limit, offset } = paging(q)
  const shops = q.shopId !== undefined ? [q.shopId] : mine
  const { rows, total } = await repo.mine(c.db, c.tenantId, shops, q.status, limit, offset, q.keyword?.trim() || undefined)
  return {
    rows: rows.map((r): MyProduct => ({
      id: r.id,
      shopId: r.shop_id,
      title: pick(r.title, c.lang),
      image: (r.images as string[])[0] ?? '',
      price: r.min_price,
      stock: Number(r.stock ?? 0),
      sales: r.sales,
      status: r.status as ShelfState,
    })),
    total,
  }
}

/** The categories a product may be filed under: the tenant's without sub-categories (a merchant's question). */
export async function leafCategories(c: Ctx): Promise<LeafCategory[]> {
  await myShopIds(c)
  return (await repo.leafCategories(c.db, c.tenantId)).map((r) => ({
    id: r.id,
    name: pick(r.name, c.lang),
    parentName: r.parent_name ? pick(r.parent_name, c.lang) : '',
  }))
}

/** Whether `id` is one of the tenant's categories without sub-categories; the editor's 400 otherwise. */
export async function checkCategory(c: Ctx, id: number) {
  if (!(await repo.leafCategories(c.db, c.tenantId)).some((r) => r.id === id)) throw E.category()
}

/** On or off the shelf (an off product is not bought, listed or found; ADR 0116). */
export async function setShelf(c: Ctx, id: number, status: ShelfState) {
  await ownProduct(c, id)
  await repo.updateProduct(c.db, c.tenantId, id, { status })
  return { id, status }
}

/** A SKU as the editor flow writes it: spec keys, price, original price, and its stock (new) or the change of it (existing). */
export interface PlannedSku {
  id?: number
  spec: Record<string, string>
  price: number
  originalPrice: number
  stock: number
  /** existing SKUs: add this to the stock now */
  delta: number
}

const norm = (s: string) => s.trim().toLowerCase()
const nextKey = (prefix: string, used: Set<string>) => {
  let n = 1
  while (used.has(`${prefix}${n}`)) n++
  used.add(`${prefix}${n}`)
  return `${prefix}${n}`
}

/**
 * The spec groups and SKUs an editor sent, checked and keyed: names trimmed and unique, keys kept for
 * groups and values that had them (a renamed value stays the same value), new ones numbered; exactly one
 * SKU per combination of values; a SKU id must be one of the product's (`existing`), sent once, with the
 * stock the merchant read (`stockWas`).
 */
export function planSpecs(
  lang: string,
  stored: SpecGroupRow[],
  groups: SpecGroupEdit[],
  skus: SkuEdit[],
  existing: ReadonlyArray<{ id: number; stock: number }>,
): { groups: SpecGroupRow[]; skus: PlannedSku[] } {
  const usedGroupKeys = new Set(stored.map((g) => g.key))
  const chosenGroupKeys = new Set<string>()
  const rows: SpecGroupRow[] = []
  for (const [gi, g] of groups.entries()) {
    const name = g.name.trim()
    if (!name || rows.some((r) => norm(pick(r.name, lang)) === norm(name))) throw onField(E.specs(), `specGroups.${gi}.name`)
    const old = g.key ? stored.find((s) => s.key === g.key) : undefined
    if (g.key && (!old || chosenGroupKeys.has(g.key))) throw onField(E.specs(), `specGroups.${gi}.key`)
    const key = old ? old.key : nextKey('g', usedGroupKeys)
    chosenGroupKeys.add(key)
    const usedValueKeys = new Set((old?.values ?? []).map((v) => v.key))
    const chosenValueKeys = new Set<string>()
    const values: SpecGroupRow['values'] = []
    for (const [vi, v] of g.values.entries()) {
      const vname = v.name.trim()
      if (!vname || values.some((x) => norm(pick(x.name, lang)) === norm(vname))) throw onField(E.specs(), `specGroups.${gi}.values.${vi}`)
      const oldV = v.key ? old?.values.find((x) => x.key === v.key) : undefined
      if (v.key && (!oldV || chosenValueKeys.has(v.key))) throw onField(E.specs(), `specGroups.${gi}.values.${vi}`)
      const vkey = oldV ? oldV.key : nextKey('v', usedValueKeys)
      chosenValueKeys.add(vkey)
      // an unchanged name keeps its translations (demo products have six)
      values.push({ key: vkey, name: oldV && pick(oldV.name, lang) === vname ? oldV.name : { [lang]: vname } })
    }
    rows.push({ key, name: old && pick(old.name, lang) === name ? old.name : { [lang]: name }, values })
  }
  const combos = rows.reduce((n, g) => n * g.values.length, 1)
  if (skus.length !== combos) throw E.skus()
  const seen = new Set<string>()
  const ids = new Set<number>()
  const have = new Map(existing.map((k) => [k.id, k]))
  const out = skus.map((k, i): PlannedSku => {
    if (k.spec.length !== rows.length) throw onField(E.skus(), `skus.${i}.spec`)
    const spec: Record<string, string> = {}
    for (const [gi, g] of rows.entries()) {
      const v = g.values.find((x) => norm(pick(x.name, lang)) === norm(k.spec[gi]))
      if (!v) throw onField(E.skus(), `skus.${i}.spec`)
      spec[g.key] = v.key
    }
    const combo = rows.map((g) => spec[g.key]).join('|')
    if (seen.has(combo)) throw onField(E.skus(), `skus.${i}.spec`)
    seen.add(combo)
    const originalPrice = k.originalPrice || k.price
    if (originalPrice < k.price) throw onField(E.price(), `skus.${i}.originalPrice`)
    if (k.id === undefined) return { spec, price: k.price, originalPrice, stock: k.stock, delta: 0 }
    if (!have.has(k.id) || ids.has(k.id)) throw onField(E.skus(), `skus.${i}.id`)
    ids.add(k.id)
    if (k.stockWas === undefined) throw onField(E.skus(), `skus.${i}.stockWas`)
    return { id: k.id, spec, price: k.price, originalPrice, stock: k.stock, delta: k.stock - k.stockWas }
  })
  return { groups: rows, skus: out }
}

/** What the editor flow writes to a product's row. */
export interface ProductRowWrite {
  shopId: number
  categoryId: number
  title: string
  description: string
  images: string[]
  groups: SpecGroupRow[]
  status?: ShelfState
  minPrice: number
  minOriginalPrice: number
}

const rowValues = (c: Ctx, w: ProductRowWrite) => ({
  category_id: w.categoryId,
  title: JSON.stringify({ [c.lang]: w.title }),
  description: w.description,
  description_i18n: JSON.stringify(w.description ? { [c.lang]: w.description } : {}),
  images: JSON.stringify(w.images),
  spec_groups: JSON.stringify(w.groups),
  min_price: w.minPrice,
  min_original_price: w.minOriginalPrice,
  ...(w.status ? { status: w.status } : {}),
})

/** A new product's row (in the caller's transaction); its id. */
export const insertProduct = (c: Ctx, w: ProductRowWrite) =>
  repo.insertProduct(c.db, {
    tenant_id: c.tenantId,
    shop_id: w.shopId,
    subtitle: JSON.stringify({}),
    tags: JSON.stringify([]),
    created_at: new Date(),
    status: 'off',
    ...rowValues(c, w),
  })

/** A product's row written again (its shop stays). */
export const updateProduct = async (c: Ctx, id: number, w: ProductRowWrite) => {
  await repo.updateProduct(c.db, c.tenantId, id, rowValues(c, w))
}

/** A product's title and description in every language given (a demo product made by another module's seed). */
export const setProductTexts = (c: Ctx, id: number, t: { title: Record<string, string>; description: Record<string, string> }) =>
  repo.updateProduct(c.db, c.tenantId, id, { title: JSON.stringify(t.title), description_i18n: JSON.stringify(t.description) })

/** Reviews of SKUs about to be removed keep their text and lose the SKU. */
export const detachReviewSkus = async (c: Ctx, skuIds: number[]) => {
  if (skuIds.length) await repo.detachReviewSkus(c.db, c.tenantId, skuIds)
}

/** The editor as the flow sees it. */
export const productEditor = { ownProduct, productEdit, checkCategory, planSpecs, insertProduct, updateProduct, setProductTexts, detachReviewSkus, errors: E }
