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
