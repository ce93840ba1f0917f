import type { DeliveryBody, DeliveryRuleEdit, ProductBody, ProductEdit } from '../../../types/editor.js'
import { EDITOR_IMAGE } from '../../../types/editor-codes.js'
import type { UserCtx } from '../core/context.js'
import { catalogService } from '../modules/catalog/index.js'
import { inventoryService } from '../modules/inventory/index.js'
import { shopService } from '../modules/shop/index.js'
import { systemService } from '../modules/system/index.js'
import { uploadService } from '../modules/upload/index.js'

/**
 * The merchant's product editor (`merchant/product`): a product with its spec groups (catalog) and its
 * SKUs with price and stock (inventory), written in ONE transaction. Everything that can be checked
 * before it is (shop, texts, category, pictures); inside it the product's SKUs are locked in id order
 * first (the order checkout takes them in), then checked against the body and written, then the
 * product's row (lowest price, spec groups). Stock of an existing SKU moves by what the merchant changed
 * (`stock - stockWas`), so orders placed meanwhile stay taken (ADR 0115). The catalogue's version
 * trigger makes the change show at once (ADR 0065).
 */
const ed = catalogService.editor

async function checked(c: UserCtx, b: ProductBody, kept: readonly string[]) {
  const title = b.title.trim()
  if (!title) throw shopService.onField(ed.errors.blank(), 'title')
  await ed.checkCategory(c, b.categoryId)
  const pics = await uploadService.editorPictures(c, c.userId, b.images, kept, EDITOR_IMAGE)
  if (!pics.ok) throw shopService.pictureError(pics, `images.${pics.index}`)
  return { title, description: (b.description ?? '').trim(), images: pics.urls }
}

const minOf = (skus: ReadonlyArray<{ price: number; originalPrice: number }>) => ({
  minPrice: Math.min(...skus.map((k) => k.price)),
  minOriginalPrice: Math.min(...skus.map((k) => k.originalPrice)),
})

/** A new product of one of the user's shops (off the shelf unless `status` says on). */
export async function createProduct(c: UserCtx, b: ProductBody): Promise<ProductEdit> {
  const shopId = b.shopId ?? (await shopService.shopIdsOfOwner(c, c.userId))[0] ?? 0
  await shopService.ownShop(c, shopId)
  const v = await checked(c, b, [])
  const plan = ed.planSpecs(c.lang, [], b.specGroups, b.skus, [])
  return c.db.transaction().execute(async (tx) => {
    const t = { ...c, db: tx }
    const id = await ed.insertProduct(t, { shopId, categoryId: b.categoryId, ...v, groups: plan.groups, status: b.status ?? 'off', ...minOf(plan.skus) })
    await inventoryService.writeSkus(t, id, { add: plan.skus, change: [], remove: [] })
    return ed.productEdit(t, id)
  })
}

/** A product written again: texts, category, pictures, spec groups, SKUs (added, changed, removed), shelf state when given. */
export async function saveProduct(c: UserCtx, id: number, b: ProductBody): Promise<ProductEdit> {
  const p = await ed.ownProduct(c, id)
  const v = await checked(c, b, p.images as string[])
  return c.db.transaction().execute(async (tx) => {
    const t = { ...c, db: tx }
    const skus = await inventoryService.lockSkus(t, id)
    const fresh = await ed.ownProduct(t, id)
    const plan = ed.planSpecs(c.lang, fresh.spec_groups as Parameters<typeof ed.planSpecs>[1], b.specGroups, b.skus, skus)
    const kept = new Set(plan.skus.map((k) => k.id).filter((x) => x !== undefined))
    const remove = skus.map((k) => k.id).filter((x) => !kept.has(x))
    await ed.detachReviewSkus(t, remove)
    await inventoryService.writeSkus(t, id, {
      add: plan.skus.filter((k) => k.id === undefined),
      change: plan.skus.filter((k): k is typeof k & { id: number } => k.id !== undefined),
      remove,
    })
    await ed.updateProduct(t, id, { shopId: p.shop_id, categoryId: b.categoryId, ...v, groups: plan.groups, status: b.status, ...minOf(plan.skus) })
    return ed.productEdit(t, id)
  })
}

/** The shop's delivery rule; its regions must be provinces of the region tree (the system module's). */
export async function saveDelivery(c: UserCtx, shopId: number, b: DeliveryBody): Promise<DeliveryRuleEdit> {
  await shopService.ownShop(c, shopId)
  if (!(await systemService.areProvinces(c, b.provinceIds))) throw shopService.regionsError()
  return shopService.saveDelivery(c, shopId, b)
}
