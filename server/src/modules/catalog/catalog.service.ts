import type { Static } from '@sinclair/typebox'
import type { ProductCard, ProductListQuery } from '../../../../types/catalog.js'
import type { RequestCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { catalogRepo as repo } from './catalog.repository.js'

type Ctx = RequestCtx

/** The text of a `{zh_CN, en, ...}` column in the request's language (zh_CN, then any, as fallback). */
const pick = (v: unknown, lang: string) => {
  const m = (v ?? {}) as Record<string, string>
  return m[lang] ?? m.zh_CN ?? Object.values(m)[0] ?? ''
}

type ListRow = Awaited<ReturnType<typeof repo.list>>['rows'][number]

/** A product row as lists show it. */
const productRowToCard = (r: ListRow, lang: string): ProductCard => ({
  id: r.id,
  title: pick(r.title, lang),
  image: (r.images as string[])[0] ?? '',
  price: r.min_price,
  originalPrice: r.min_original_price,
  sales: r.sales,
  shopId: r.shop_id,
  shopName: pick(r.shop_name, lang),
  inStock: Boolean(r.in_stock),
})

/** Products of a list type (1 recommended, 2 new, 3 hot, 4 discount), paged and filtered. */
export async function productList(c: Ctx, type: number, q: Static<typeof ProductListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.list(c.db, c.tenantId, { type, limit, offset, categoryId: q.categoryId, shopId: q.shopId, keyword: q.keyword })
  return { rows: rows.map((r) => productRowToCard(r, c.lang)), total }
}

/** Claim one coupon for the user; false when none is left. */
export const claimCoupon = (c: Ctx & { userId: number }, couponId: number) => repo.claimCoupon(c.db, c.tenantId, couponId, c.userId)

// ---- reads for the cart, collection and footprint modules ----

/** A SKU as the cart sees it: its product and shop, and whether they can be sold. */
export interface SkuState {
  id: number
  productId: number
  title: string
  image: string
  spec: Record<string, string>
  price: number
  originalPrice: number
  stock: number
  productOn: boolean
  shopId: number
  shopName: string
  shopOpen: boolean
}

/** SKUs of this tenant by id (an unknown or another tenant's SKU is simply absent from the map). */
export async function skuForCart(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, skuIds: number[]): Promise<Map<number, SkuState>> {
  if (!skuIds.length) return new Map()
  const rows = await repo.skusWithState(c.db, c.tenantId, [...new Set(skuIds)])
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        productId: r.product_id,
        title: pick(r.title, c.lang),
        image: (r.images as string[])[0] ?? '',
        spec: r.spec as Record<string, string>,
        price: r.price,
        originalPrice: r.original_price,
        stock: r.stock,
        productOn: r.product_status === 'on',
        shopId: r.shop_id,
        shopName: pick(r.shop_name, c.lang),
        shopOpen: r.shop_status === 'open',
      },
    ]),
  )
}

/** A product as favourites and footprints show it. */
export interface ProductState {
  id: number
  title: string
  image: string
  price: number
  originalPrice: number
  productOn: boolean
  inStock: boolean
  shopId: number
  shopName: string
  shopOpen: boolean
}

/** Products of this tenant by id (absent when unknown or another tenant's). */
export async function productsBrief(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, productIds: number[]): Promise<Map<number, ProductState>> {
  if (!productIds.length) return new Map()
  const rows = await repo.productsWithState(c.db, c.tenantId, [...new Set(productIds)])
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: pick(r.title, c.lang),
        image: (r.images as string[])[0] ?? '',
        price: r.min_price,
        originalPrice: r.min_original_price,
        productOn: r.product_status === 'on',
        inStock: Boolean(r.in_stock),
        shopId: r.shop_id,
        shopName: pick(r.shop_name, c.lang),
        shopOpen: r.shop_status === 'open',
      },
    ]),
  )
}

/** A shop as favourites show it. */
export interface ShopState {
  id: number
  name: string
  logo: string
  open: boolean
}

/** Shops of this tenant by id (absent when unknown or another tenant's). */
export async function shopsBrief(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, shopIds: number[]): Promise<Map<number, ShopState>> {
  if (!shopIds.length) return new Map()
  const rows = await repo.shopsByIds(c.db, c.tenantId, [...new Set(shopIds)])
  return new Map(rows.map((r) => [r.id, { id: r.id, name: pick(r.name, c.lang), logo: r.logo ?? '', open: r.status === 'open' }]))
}

/** The catalog as other modules see it. */
export const catalogService = { claimCoupon, skuForCart, productsBrief, shopsBrief }
