import { hooks } from '../../core/hooks.js'
import './catalog.hooks.js'
import type { Static } from '@sinclair/typebox'
import type { CategoryNode, ProductCard, ProductDetail, ProductListQuery, ProductSearchQuery, Review, ReviewCounts, ReviewFilter, ShopCard, ShopHome } from '../../../../types/catalog.js'
import type { RequestCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { cached } from './catalog.cache.js'
import { catalogErrors as E } from './catalog.errors.js'
import { catalogRepo as repo, type ListOpts } from './catalog.repository.js'
import type { SpecGroupRow } from './catalog.schema.js'
import { pick } from '../../core/texts.js'

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

/** "white / L": the names of the SKU's spec values in the request's language. */
const skuText = (spec: Record<string, string> | null, groups: SpecGroupRow[], lang: string) => {
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
  skuText: skuText(r.sku_spec as Record<string, string> | null, r.spec_groups as SpecGroupRow[], lang),
  reply: r.reply,
  nickname: r.nickname,
  avatar: r.avatar ?? '',
  createdAt: new Date(r.created_at).toISOString(),
})

const countsOf = (r: Awaited<ReturnType<typeof repo.reviewCounts>>): { counts: ReviewCounts; rating: number } => ({
  counts: { all: r.all, pictures: r.pictures, good: r.good, medium: r.medium, bad: r.bad },
  rating: r.rating === null ? 0 : Number(r.rating),
})

type ShopRow = { shop_id: number; shop_name: unknown; shop_logo: string | null; shop_kind: string; shop_status: string; shop_rating: string; delivery: boolean; self_pickup: boolean; min_delivery_amount: number; hours: string | null }
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
  const [skus, counts, first] = await Promise.all([repo.skus(c.db, c.tenantId, id), repo.reviewCounts(c.db, c.tenantId, id), repo.reviews(c.db, c.tenantId, id, 'all', 2, 0)])
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
    skus: skus.map((k) => ({ id: k.id, spec: k.spec as Record<string, string>, price: k.price, originalPrice: k.original_price, stock: k.stock, image: k.image ?? images[0] ?? '', available: k.stock > 0 && reason !== 'offShelf' && reason !== 'shopClosed' })),
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
  const [s, categories] = await Promise.all([repo.shop(c.db, c.tenantId, id), categoryTree(c, id)])
  if (!s) throw E.shopNotFound()
  return {
    ...shopCard({ shop_id: s.id, shop_name: s.name, shop_logo: s.logo, shop_kind: s.kind, shop_status: s.status, shop_rating: s.rating, delivery: s.delivery, self_pickup: s.self_pickup, min_delivery_amount: s.min_delivery_amount, hours: s.hours }, c.lang),
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

/** SKUs of this tenant by id (an unknown or another tenant's SKU is simply absent from the map). */
export async function skuForCart(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, skuIds: number[]): Promise<Map<number, SkuState>> {
  if (!skuIds.length) return new Map()
  const rows = await repo.skusWithState(c.db, c.tenantId, [...new Set(skuIds)])
  return new Map(rows.map((r) => [r.id, skuStateOf(r, c.lang)]))
}

/** The columns of a SKU state row (catalogRepo.skusWithState; the cart's one-statement list reads the same). */
export type SkuStateRow = Awaited<ReturnType<typeof repo.skusWithState>>[number]

/** A SKU state from its row, in the language. */
export const skuStateOf = (r: SkuStateRow, lang: string): SkuState => ({
  id: r.id,
  productId: r.product_id,
  title: pick(r.title, lang),
  image: r.sku_image || ((r.images as string[])[0] ?? ''),
  spec: r.spec as Record<string, string>,
  specText: skuText(r.spec as Record<string, string>, (r.spec_groups as SpecGroupRow[] | null) ?? [], lang),
  price: r.price,
  originalPrice: r.original_price,
  stock: r.stock,
  productOn: r.product_status === 'on',
  shopId: r.shop_id,
  shopName: pick(r.shop_name, lang),
  shopOpen: r.shop_status === 'open',
})

/**
 * Order lines' `specText`: the names of their spec values in the request's language, from their products'
 * spec groups now (an order keeps the keys it was placed with; a key no group names shows as itself).
 */
export async function specTexts(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, lines: ReadonlyArray<{ productId: number; spec: Record<string, string> }>): Promise<string[]> {
  const ids = [...new Set(lines.map((l) => l.productId))]
  const rows = ids.length ? await repo.specGroups(c.db, c.tenantId, ids) : []
  const groups = new Map(rows.map((r) => [r.id, (r.spec_groups as SpecGroupRow[] | null) ?? []]))
  return lines.map((l) => skuText(l.spec, groups.get(l.productId) ?? [], c.lang))
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

/** Whether the user owns a shop of this tenant (read by the account's user info: `merchant`). */
export async function ownsShop(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<boolean> {
  return repo.ownsShop(c.db, c.tenantId, userId)
}

/** A shop as favourites show it. */
export interface ShopState {
  id: number
  name: string
  logo: string
  open: boolean
}

/** Shops of this tenant by id (absent when unknown or another tenant's). */
/** The ids of the shops a user owns (a merchant; empty for everyone else). */
export async function shopIdsOfOwner(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<number[]> {
  return (await repo.shopIdsOfOwner(c.db, c.tenantId, userId)).map((r) => r.id)
}

export async function shopsBrief(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, shopIds: number[]): Promise<Map<number, ShopState>> {
  if (!shopIds.length) return new Map()
  const rows = await repo.shopsByIds(c.db, c.tenantId, [...new Set(shopIds)])
  return new Map(rows.map((r) => [r.id, { id: r.id, name: pick(r.name, c.lang), logo: r.logo ?? '', open: r.status === 'open' }]))
}

/** The catalog as other modules see it. */
export const catalogService = { claimCoupon, productDetail, categoryTree, skuForCart, productsBrief, shopsBrief }

// ---- stock and coupons for the order module (called inside the order's transaction: pass {...ctx, db: tx}) ----
// (imported here, not at the top, to keep the order module's additions in one block)
import { sql as ksql } from 'kysely'

export interface StockItem {
  skuId: number
  count: number
}

/** Merge lines of the same SKU; sorted by id so parallel orders lock rows in one order (no deadlock). */
const mergeItems = (items: StockItem[]) => {
  const m = new Map<number, number>()
  for (const i of items) m.set(i.skuId, (m.get(i.skuId) ?? 0) + i.count)
  return [...m].sort(([a], [b]) => a - b)
}

/**
 * Take stock by conditional update (`stock >= count`) and add the products' sales, in ONE statement.
 * Returns the SKU ids that lacked stock (empty = all taken); the caller then rolls its transaction back.
 */
export async function takeStock(c: Pick<Ctx, 'db' | 'tenantId'>, items: StockItem[]): Promise<number[]> {
  const merged = mergeItems(items)
  if (!merged.length) return []
  const values = ksql.join(merged.map(([id, n]) => ksql`(${id}::bigint, ${n}::int)`))
  // stock and sales in ONE statement (the caller keeps it last in its transaction: the hot rows stay locked briefly);
  // when a SKU lacks stock the caller rolls back, sales included
  const r = await ksql<{ id: number }>`
    with s as (
      update product_skus s set stock = s.stock - v.n
      from (values ${values}) as v(id, n)
      where s.id = v.id and s.tenant_id = ${c.tenantId} and s.stock >= v.n
      returning s.id, s.product_id, v.n
    ), p as (
      update products p set sales = p.sales + x.n
      from (select product_id, sum(n)::int as n from s group by product_id) as x
      where p.id = x.product_id
      returning p.id
    )
    select s.id, (select count(*) from p) as touched from s`.execute(c.db)
  const taken = new Set(r.rows.map((x) => Number(x.id)))
  return merged.map(([id]) => id).filter((id) => !taken.has(id))
}

async function addSales(c: Pick<Ctx, 'db' | 'tenantId'>, rows: Array<{ productId: number; n: number }>) {
  const m = new Map<number, number>()
  for (const r of rows) m.set(r.productId, (m.get(r.productId) ?? 0) + r.n)
  if (!m.size) return
  const values = ksql.join([...m].sort(([a], [b]) => a - b).map(([id, n]) => ksql`(${id}::bigint, ${n}::int)`))
  await ksql`update products p set sales = greatest(0, p.sales + v.n) from (values ${values}) as v(id, n) where p.id = v.id and p.tenant_id = ${c.tenantId}`.execute(c.db)
}

/** Give stock back (an order cancelled before it was paid or shipped) and take the sales back. */
export async function returnStock(c: Pick<Ctx, 'db' | 'tenantId'>, items: StockItem[]): Promise<void> {
  const merged = mergeItems(items)
  if (!merged.length) return
  const values = ksql.join(merged.map(([id, n]) => ksql`(${id}::bigint, ${n}::int)`))
  const r = await ksql<{ product_id: number; n: number }>`
    update product_skus s set stock = s.stock + v.n from (values ${values}) as v(id, n)
    where s.id = v.id and s.tenant_id = ${c.tenantId} returning s.product_id, v.n`.execute(c.db)
  await addSales(c, r.rows.map((x) => ({ productId: Number(x.product_id), n: -x.n })))
}

/** A coupon a user holds, as checkout applies it. */
export interface HeldCoupon {
  id: number
  couponId: number
  shopId: number | null
  title: string
  type: 'amount' | 'percent'
  threshold: number
  /** amount: minor units; percent: percent off */
  discount: number
}

/** The user's unused coupons valid now (store and platform ones). */
export async function heldCoupons(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, userId: number): Promise<HeldCoupon[]> {
  const rows = await c.db
    .selectFrom('user_coupons as uc')
    .innerJoin('coupons as cp', 'cp.id', 'uc.coupon_id')
    .select(['uc.id', 'uc.coupon_id', 'cp.shop_id', 'cp.title', 'cp.type', 'cp.threshold', 'cp.discount'])
    .where('uc.tenant_id', '=', c.tenantId)
    .where('uc.user_id', '=', userId)
    .where('uc.status', '=', 'unused')
    .where('cp.status', '=', 'active')
    .where('cp.valid_from', '<=', ksql<Date>`now()`)
    .where('cp.valid_to', '>', ksql<Date>`now()`)
    .orderBy('uc.id')
    .execute()
  return rows.map((r) => ({ id: r.id, couponId: r.coupon_id, shopId: r.shop_id, title: pick(r.title, c.lang), type: r.type as 'amount' | 'percent', threshold: r.threshold, discount: r.discount }))
}

/** Mark held coupons used (only unused ones of the user); returns how many were marked. */
export async function useCoupons(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, userCouponIds: number[]): Promise<number> {
  if (!userCouponIds.length) return 0
  const r = await c.db
    .updateTable('user_coupons')
    .set({ status: 'used', used_at: new Date() })
    .where('tenant_id', '=', c.tenantId)
    .where('user_id', '=', userId)
    .where('id', 'in', userCouponIds)
    .where('status', '=', 'unused')
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}

/** Give used coupons back (a cancelled order). */
export async function returnCoupons(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number, userCouponIds: number[]): Promise<void> {
  if (!userCouponIds.length) return
  await c.db.updateTable('user_coupons').set({ status: 'unused', used_at: null }).where('tenant_id', '=', c.tenantId).where('user_id', '=', userId).where('id', 'in', userCouponIds).where('status', '=', 'used').execute()
}

/** Shops by id with what checkout needs (open, delivery, self pickup, delivery minimum, owner). */
export async function shopsForOrder(c: Pick<Ctx, 'db' | 'tenantId' | 'lang'>, shopIds: number[]) {
  if (!shopIds.length) return new Map<number, { id: number; name: string; ownerId: number; open: boolean; delivery: boolean; selfPickup: boolean; minDeliveryAmount: number; address: string; hours: string; phone: string | null; lat: number | null; lng: number | null }>()
  const rows = await c.db
    .selectFrom('shops')
    .select(['id', 'name', 'owner_id', 'status', 'delivery', 'self_pickup', 'min_delivery_amount', 'address', 'hours', 'phone', 'lat', 'lng'])
    .where('tenant_id', '=', c.tenantId)
    .where('id', 'in', [...new Set(shopIds)])
    .execute()
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: pick(r.name, c.lang), ownerId: r.owner_id, open: r.status === 'open', delivery: r.delivery, selfPickup: r.self_pickup, minDeliveryAmount: r.min_delivery_amount, address: r.address ?? '', hours: r.hours ?? '', phone: r.phone, lat: r.lat === null ? null : Number(r.lat), lng: r.lng === null ? null : Number(r.lng) },
    ]),
  )
}

/** The shops a user owns (a merchant). */
export async function shopIdsOwnedBy(c: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<number[]> {
  const rows = await c.db.selectFrom('shops').select('id').where('tenant_id', '=', c.tenantId).where('owner_id', '=', userId).orderBy('id').execute()
  return rows.map((r) => r.id)
}

/** Give a shop to another owner (the demo merchant of the order seed). */
export async function setShopOwner(c: Pick<Ctx, 'db' | 'tenantId'>, shopId: number, userId: number): Promise<void> {
  await c.db.updateTable('shops').set({ owner_id: userId }).where('tenant_id', '=', c.tenantId).where('id', '=', shopId).execute()
}

/** What the order module calls (stock, coupons, shops). */
export const catalogOrderService = { takeStock, returnStock, heldCoupons, useCoupons, returnCoupons, shopsForOrder, shopIdsOwnedBy, skuForCart, setShopOwner, specTexts }
