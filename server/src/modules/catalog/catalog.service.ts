import { hooks } from '../../core/hooks.js'
import './catalog.hooks.js'
import type { Static } from '@sinclair/typebox'
import type {
  CategoryNode,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ProductSearchQuery,
  Review,
  ReviewCounts,
  ReviewFilter,
  ShopCard,
  ShopHome,
} from '../../../../types/catalog.js'
import type { RequestCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cached } from './catalog.cache.js'
import { catalogErrors as E } from './catalog.errors.js'
import { catalogRepo as repo, type ListOpts } from './catalog.repository.js'
import type { SpecGroupRow } from './catalog.schema.js'
import { pick } from '../../core/texts.js'
import { shopService } from '../shop/index.js'
import { addReviews, demoSkus, maskName, setReply } from './catalog.reviews.js'
import { reviewErrors } from './catalog.errors.js'
import { productEditor } from './catalog.editor.js'

type Ctx = RequestCtx

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
  return listPage(c, { type, limit, offset, categoryId: q.categoryId, shopId: q.shopId, keyword: q.keyword?.trim() || undefined })
}

/** A page of cards, from the catalogue cache (catalog.cache.ts: any catalogue write shows at once). */
function listPage(c: Ctx, o: ListOpts): Promise<{ rows: ProductCard[]; total: number }> {
  return cached(c.db, c.tenantId, `list|${c.lang}|${JSON.stringify(o)}`, async () => {
    const { rows, total } = await repo.list(c.db, c.tenantId, o)
    return { rows: rows.map((r) => productRowToCard(r, c.lang)), total }
  })
}

/** Search, a category's or a shop's products: filters, sort, paging. */
export async function productSearch(c: Ctx, q: ProductSearchQuery) {
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) throw E.priceRange()
  const { limit, offset } = paging(q)
  return listPage(c, { ...q, keyword: q.keyword?.trim() || undefined, limit, offset })
}

/** The platform's category tree (or a shop's own), built from one statement. */
export async function categoryTree(c: Ctx, shopId?: number): Promise<CategoryNode[]> {
  const rows = await repo.categories(c.db, c.tenantId, shopId)
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, name: pick(r.name, c.lang), icon: r.icon ?? '', children: [] as CategoryNode[] }]))
  const roots: CategoryNode[] = []
  for (const r of rows) {
    const n = byId.get(r.id)!
    const parent = r.parent_id ? byId.get(r.parent_id) : undefined
    if (parent) parent.children.push(n)
    else if (!r.parent_id) roots.push(n)
  }
  return roots
}

type ReviewRow = NonNullable<Awaited<ReturnType<typeof repo.review>>>

/** "white / L": the names of the SKU's spec values in the request's language (the inventory's SKU state reads it too). */
export const specText = (spec: Record<string, string> | null, groups: SpecGroupRow[], lang: string) => {
  if (!spec) return ''
  // in the spec groups' order (jsonb keeps its keys in its own order)
  const keys = [...groups.map((g) => g.key).filter((k) => k in spec), ...Object.keys(spec).filter((k) => !groups.some((g) => g.key === k))]
  return keys
    .map((g) => {
      const v = spec[g]
      const value = groups.find((x) => x.key === g)?.values.find((x) => x.key === v)
      return value ? pick(value.name, lang) : v
    })
    .join(' / ')
}

const reviewRowToReview = (r: ReviewRow, lang: string): Review => ({
  id: r.id,
  productId: r.product_id,
  rating: r.rating,
  content: r.content,
  images: r.images as string[],
  skuText: specText(r.sku_spec as Record<string, string> | null, r.spec_groups as SpecGroupRow[], lang),
  reply: r.reply,
  // an anonymous review shows a masked name and no picture
  nickname: r.anonymous ? maskName(r.nickname) : r.nickname,
  avatar: r.anonymous ? '' : (r.avatar ?? ''),
  createdAt: new Date(r.created_at).toISOString(),
})

const countsOf = (r: Awaited<ReturnType<typeof repo.reviewCounts>>): { counts: ReviewCounts; rating: number } => ({
  counts: { all: r.all, pictures: r.pictures, good: r.good, medium: r.medium, bad: r.bad },
  rating: r.rating === null ? 0 : Number(r.rating),
})

type ShopRow = {
  shop_id: number
  shop_name: unknown
  shop_logo: string | null
  shop_kind: string
  shop_status: string
  shop_rating: string
  delivery: boolean
  self_pickup: boolean
  min_delivery_amount: number
  hours: string | null
}
const shopCard = (s: ShopRow, lang: string): ShopCard => ({
  id: s.shop_id,
  name: pick(s.shop_name, lang),
  logo: s.shop_logo ?? '',
  kind: s.shop_kind,
  open: s.shop_status === 'open',
  rating: Number(s.shop_rating),
  delivery: s.delivery,
  selfPickup: s.self_pickup,
  minDeliveryAmount: s.min_delivery_amount,
  hours: s.hours ?? '',
})

/** Spec groups as stored, or (older rows) derived from the SKUs' specs. */
const specGroupsOf = (stored: SpecGroupRow[], skus: Array<{ spec: unknown }>): SpecGroupRow[] => {
  if (stored.length) return stored
  const groups = new Map<string, string[]>()
  for (const k of skus)
    for (const [g, v] of Object.entries(k.spec as Record<string, string>)) {
      const vs = groups.get(g) ?? []
      if (!vs.includes(v)) vs.push(v)
      groups.set(g, vs)
    }
  return [...groups].map(([key, vs]) => ({ key, name: { zh_CN: key }, values: vs.map((v) => ({ key: v, name: { zh_CN: v } })) }))
}

/**
 * One product for its page. The shared part (product, SKUs, review counts, first reviews: four
 * statements, three in parallel after the product row) comes from the catalogue cache; the personal
 * part (favourite flag, footprint) is asked per request. 404 for another tenant's.
 */
export async function productDetail(c: Ctx, id: number): Promise<ProductDetail> {
  const shared = await cached(c.db, c.tenantId, `detail|${c.lang}|${id}`, () => productShared(c, id))
  if (!shared) throw E.productNotFound()
  if (!c.userId) return { ...shared, favourite: false }
  const [favourite] = await Promise.all([hooks.get('catalog.isFavourite', async () => false)(c, id), hooks.emit('catalog.productViewed', c, { productId: id })])
  return { ...shared, favourite }
}

async function productShared(c: Ctx, id: number): Promise<Omit<ProductDetail, 'favourite'> | null> {
  const p = await repo.product(c.db, c.tenantId, id)
  if (!p) return null
  const [skus, counts, first] = await Promise.all([
    repo.skus(c.db, c.tenantId, id),
    repo.reviewCounts(c.db, c.tenantId, id),
    repo.reviews(c.db, c.tenantId, id, 'all', 2, 0),
  ])
  const groups = specGroupsOf(p.spec_groups as SpecGroupRow[], skus)
  const stock = skus.reduce((n, k) => n + k.stock, 0)
  const reason = p.status !== 'on' ? 'offShelf' : p.shop_status !== 'open' ? 'shopClosed' : stock === 0 ? 'soldOut' : null
  const images = p.images as string[]
  return {
    id: p.id,
    title: pick(p.title, c.lang),
    subtitle: pick(p.subtitle, c.lang),
    images,
    price: p.min_price,
    originalPrice: p.min_original_price,
    sales: p.sales,
    stock,
    specGroups: groups.map((g) => ({ key: g.key, name: pick(g.name, c.lang), values: g.values.map((v) => ({ key: v.key, name: pick(v.name, c.lang) })) })),
    skus: skus.map((k) => ({
      id: k.id,
      spec: k.spec as Record<string, string>,
      price: k.price,
      originalPrice: k.original_price,
      stock: k.stock,
      image: k.image ?? images[0] ?? '',
      available: k.stock > 0 && reason !== 'offShelf' && reason !== 'shopClosed',
    })),
    delivery: p.delivery,
    selfPickup: p.self_pickup,
    shop: shopCard(p, c.lang),
    reviews: { ...countsOf(counts), first: first.map((r) => reviewRowToReview(r, c.lang)) },
    description: pick(p.description_i18n, c.lang) || (p.description ?? ''),
    categoryId: p.category_id,
    buyable: reason === null,
    notBuyableReason: reason,
  }
}

/** A product's reviews by filter, with the filter's total. */
export async function productReviews(c: Ctx, id: number, q: { filter?: ReviewFilter; pageNum?: number; pageSize?: number }) {
  const { limit, offset } = paging(q)
  const [counts, rows] = await Promise.all([reviewCounts(c, id), repo.reviews(c.db, c.tenantId, id, q.filter, limit, offset)])
  return { rows: rows.map((r) => reviewRowToReview(r, c.lang)), total: counts.counts[q.filter ?? 'all'] }
}

/** Counts per filter and the average rating; 404 for an unknown product. */
export async function reviewCounts(c: Ctx, id: number) {
  const [p, counts] = await Promise.all([repo.product(c.db, c.tenantId, id), repo.reviewCounts(c.db, c.tenantId, id)])
  if (!p) throw E.productNotFound()
  return countsOf(counts)
}

export async function review(c: Ctx, id: number): Promise<Review> {
  const r = await repo.review(c.db, c.tenantId, id)
  if (!r) throw E.reviewNotFound()
  return reviewRowToReview(r, c.lang)
}

/** A shop's home: card, banner, notice, licence and photos, its own categories. */
export async function shopHome(c: Ctx, id: number): Promise<ShopHome> {
  const [s, categories] = await Promise.all([shopService.shopProfile(c, id), categoryTree(c, id)])
  return {
    ...shopCard(
      {
        shop_id: s.id,
        shop_name: s.name,
        shop_logo: s.logo,
        shop_kind: s.kind,
        shop_status: s.status,
        shop_rating: s.rating,
        delivery: s.delivery,
        self_pickup: s.self_pickup,
        min_delivery_amount: s.min_delivery_amount,
        hours: s.hours,
      },
      c.lang,
    ),
    banner: s.banner ?? s.cover ?? '',
    notice: pick(s.notice, c.lang),
    intro: pick(s.intro, c.lang),
    phone: s.phone ?? '',
    address: s.address ?? '',
    licenceImages: s.licence_images as string[],
    photos: s.photos as string[],
    categories,
    productCount: Number(s.product_count ?? 0),
  }
}

export async function hotWords(c: Ctx) {
  return (await repo.hotWords(c.db, c.tenantId)).map((r) => pick(r.word, c.lang))
}

/** At most 10 distinct titles (in the request's language) of products matching the typed text. */
export async function suggest(c: Ctx, keyword: string) {
  const k = keyword.trim()
  if (!k) return []
  const rows = await repo.suggest(c.db, c.tenantId, k, 10)
  return [...new Set(rows.map((r) => pick(r.title, c.lang)))]
}

// ---- reads for other modules (order lines, favourites, footprints) ----

/**
 * Order lines' `specText`: the names of their spec values in the request's language, from their products'
 * spec groups now (an order keeps the keys it was placed with; a key no group names shows as itself).
 */
export async function specTexts(
  c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>,
  lines: ReadonlyArray<{ productId: number; spec: Record<string, string> }>,
): Promise<string[]> {
  const ids = [...new Set(lines.map((l) => l.productId))]
  const rows = ids.length ? await repo.specGroups(c.db, c.tenantId, ids) : []
  const groups = new Map(rows.map((r) => [r.id, (r.spec_groups as SpecGroupRow[] | null) ?? []]))
  return lines.map((l) => specText(l.spec, groups.get(l.productId) ?? [], c.lang))
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

/** The catalog as other modules see it (its face, re-exported by index.ts): product states and lists, spec texts. */
export const catalogService = { productsBrief, productList, specText, specTexts, addReviews, setReply, demoSkus, reviewErrors, editor: productEditor }
