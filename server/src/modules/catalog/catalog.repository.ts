import { sql, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely'
import type { ProductSort, ReviewFilter } from '../../../../types/catalog.js'
import type { Db } from '../../db/database.js'
import type { DB } from '../../db/schema/index.js'

/** Options of a product list: a list type (home) or a search, with filters, sort and paging. */
export interface ListOpts {
  type?: number
  sort?: ProductSort
  limit: number
  offset: number
  categoryId?: number
  shopId?: number
  shopCategoryId?: number
  keyword?: string
  priceMin?: number
  priceMax?: number
  inStock?: boolean
}

const likeOf = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`

const reviewFilter = (f: ReviewFilter | undefined) =>
  f === 'pictures'
    ? sql<SqlBool>`jsonb_array_length(r.images) > 0`
    : f === 'good'
      ? sql<SqlBool>`r.rating >= 4`
      : f === 'medium'
        ? sql<SqlBool>`r.rating = 3`
        : f === 'bad'
          ? sql<SqlBool>`r.rating <= 2`
          : sql<SqlBool>`true`

const REVIEW_COLS = [
  'r.id',
  'r.product_id',
  'r.rating',
  'r.content',
  'r.images',
  'r.reply',
  'r.nickname',
  'r.avatar',
  'r.anonymous',
  'r.created_at',
  'k.spec as sku_spec',
  'p.spec_groups',
] as const

const SHOP_REVIEW_COLS = [
  'r.id',
  'r.product_id',
  'p.title as product_title',
  'p.images as product_images',
  'r.rating',
  'r.content',
  'r.images',
  'r.nickname',
  'r.anonymous',
  'r.reply',
  'r.replied_at',
  'r.created_at',
] as const

/** All SQL of the catalog area. */
export const catalogRepo = {
  /** One page of products and the total: one statement whatever the page size (two for a page past the end). */
  async list(db: Db, tenantId: number, o: ListOpts) {
    let q = db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('p.tenant_id', '=', tenantId)
      .where('p.status', '=', 'on')
      .where('s.status', '=', 'open')
    if (o.categoryId)
      q = q.where((eb) =>
        eb.or([
          eb('p.category_id', '=', o.categoryId!),
          eb('p.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', o.categoryId!).where('tenant_id', '=', tenantId)),
        ]),
      )
    if (o.shopId) q = q.where('p.shop_id', '=', o.shopId)
    if (o.shopCategoryId)
      q = q.where((eb) =>
        eb.or([
          eb('p.shop_category_id', '=', o.shopCategoryId!),
          eb('p.shop_category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', o.shopCategoryId!).where('tenant_id', '=', tenantId)),
        ]),
      )
    if (o.type === 4) q = q.whereRef('p.min_price', '<', 'p.min_original_price')
    if (o.priceMin !== undefined) q = q.where('p.min_price', '>=', o.priceMin)
    if (o.priceMax !== undefined) q = q.where('p.min_price', '<=', o.priceMax)
    const inStock = (eb: ExpressionBuilder<DB & { p: DB['products'] }, 'p'>) =>
      eb.exists(eb.selectFrom('product_skus as k').select('k.id').whereRef('k.product_id', '=', 'p.id').where('k.stock', '>', 0))
    if (o.inStock) q = q.where(inStock)
    // the trigram index serves LIKE on the lower-cased search text (titles in every locale + shop + category names)
    if (o.keyword) q = q.where(sql<SqlBool>`p.search_text like ${likeOf(o.keyword)}`)
    const sort = o.sort ?? (o.type === 2 ? 'new' : o.type === 3 ? 'sales' : 'default')
    const order =
      o.type === 4 && !o.sort
        ? sql`(p.min_original_price - p.min_price) desc, p.id`
        : sort === 'new'
          ? sql`p.created_at desc, p.id desc`
          : sort === 'sales'
            ? sql`p.sales desc, p.id desc`
            : sort === 'priceAsc'
              ? sql`p.min_price asc, p.id`
              : sort === 'priceDesc'
                ? sql`p.min_price desc, p.id`
                : sql`(p.sales * 0.3 + p.id % 17) desc, p.id`
    // the page and the total in one statement (the window counts every matching row before LIMIT);
    // only a page past the end (no row to carry the count) asks for the total apart
    const rows = await q
      .select(['p.id', 'p.title', 'p.images', 'p.min_price', 'p.min_original_price', 'p.sales', 'p.shop_id', 's.name as shop_name'])
      .select((eb) => inStock(eb).as('in_stock'))
      .select(sql<number>`count(*) over ()`.as('total'))
      .orderBy(order)
      .limit(o.limit)
      .offset(o.offset)
      .execute()
    if (rows.length) return { rows, total: Number(rows[0].total) }
    if (!o.offset) return { rows, total: 0 }
    const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return { rows, total: Number(count.n) }
  },

  /** Up to `limit` titles (all locales' values) of listed products matching the keyword. */
  suggest: (db: Db, tenantId: number, keyword: string, limit: number) =>
    db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select(['p.title'])
      .where('p.tenant_id', '=', tenantId)
      .where('p.status', '=', 'on')
      .where('s.status', '=', 'open')
      .where(sql<SqlBool>`p.search_text like ${likeOf(keyword)}`)
      .orderBy('p.sales', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .execute(),

  categories: (db: Db, tenantId: number, shopId?: number) =>
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'icon'])
      .where('tenant_id', '=', tenantId)
      .where((eb) => (shopId ? eb('shop_id', '=', shopId) : eb('shop_id', 'is', null)))
      .orderBy('sort')
      .orderBy('id')
      .execute(),

  /** A product of the tenant (any status) with its shop. */
  product: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select([
        'p.id',
        'p.title',
        'p.subtitle',
        'p.images',
        'p.description',
        'p.description_i18n',
        'p.spec_groups',
        'p.status',
        'p.sales',
        'p.min_price',
        'p.min_original_price',
        'p.category_id',
      ])
      .select([
        's.id as shop_id',
        's.name as shop_name',
        's.logo as shop_logo',
        's.kind as shop_kind',
        's.status as shop_status',
        's.rating as shop_rating',
        's.delivery',
        's.self_pickup',
        's.min_delivery_amount',
        's.hours',
      ])
      .where('p.tenant_id', '=', tenantId)
      .where('p.id', '=', id)
      .executeTakeFirst(),

  skus: (db: Db, tenantId: number, productId: number) =>
    db
      .selectFrom('product_skus')
      .select(['id', 'spec', 'price', 'original_price', 'stock', 'image'])
      .where('tenant_id', '=', tenantId)
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute(),

  /** Counts per filter and the average rating of a product's reviews, one statement. */
  reviewCounts: (db: Db, tenantId: number, productId: number) =>
    db
      .selectFrom('reviews as r')
      .select([
        sql<number>`count(*)::int`.as('all'),
        sql<number>`(count(*) filter (where jsonb_array_length(r.images) > 0))::int`.as('pictures'),
        sql<number>`(count(*) filter (where r.rating >= 4))::int`.as('good'),
        sql<number>`(count(*) filter (where r.rating = 3))::int`.as('medium'),
        sql<number>`(count(*) filter (where r.rating <= 2))::int`.as('bad'),
        sql<string | null>`round(avg(r.rating), 1)::text`.as('rating'),
      ])
      .where('r.tenant_id', '=', tenantId)
      .where('r.product_id', '=', productId)
      .executeTakeFirstOrThrow(),

  reviews: (db: Db, tenantId: number, productId: number, filter: ReviewFilter | undefined, limit: number, offset: number) =>
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .leftJoin('product_skus as k', 'k.id', 'r.sku_id')
      .select(REVIEW_COLS)
      .where('r.tenant_id', '=', tenantId)
      .where('r.product_id', '=', productId)
      .where(reviewFilter(filter))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  review: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .leftJoin('product_skus as k', 'k.id', 'r.sku_id')
      .select(REVIEW_COLS)
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', '=', id)
      .executeTakeFirst(),

  /** The first on-shelf products of a shop with their first SKU (demo orders of the order seed). */
  shopFirstSkus: (db: Db, tenantId: number, shopId: number, n: number) =>
    db
      .selectFrom('products as p')
      .innerJoin('product_skus as k', 'k.product_id', 'p.id')
      .distinctOn('p.id')
      .select(['p.id as product_id', 'p.title', 'p.images', 'k.id as sku_id', 'k.spec', 'k.price'])
      .where('p.tenant_id', '=', tenantId)
      .where('p.shop_id', '=', shopId)
      .where('p.status', '=', 'on')
      .orderBy('p.id')
      .orderBy('k.id')
      .limit(n)
      .execute(),

  // ---- review writes and the merchant's list (catalog.reviews.ts) ----
  insertReviews: (db: Db, rows: Insertable<DB['reviews']>[]) => db.insertInto('reviews').values(rows).returning('id').execute(),

  /** Reviews of the shops, unreplied first then newest, a page and the total. */
  async shopReviews(db: Db, tenantId: number, shopIds: number[], o: { unreplied?: boolean; limit: number; offset: number }) {
    let q = db.selectFrom('reviews as r').where('r.tenant_id', '=', tenantId).where('r.shop_id', 'in', shopIds)
    if (o.unreplied) q = q.where('r.reply', 'is', null)
    const [rows, total] = await Promise.all([
      q
        .innerJoin('products as p', 'p.id', 'r.product_id')
        .select([...SHOP_REVIEW_COLS])
        .orderBy(sql`r.reply is null`, 'desc')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(o.limit)
        .offset(o.offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: total.n }
  },
  shopReview: (db: Db, tenantId: number, shopIds: number[], id: number) =>
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([...SHOP_REVIEW_COLS])
      .where('r.tenant_id', '=', tenantId)
      .where('r.shop_id', 'in', shopIds)
      .where('r.id', '=', id)
      .executeTakeFirst(),
  /** The one reply: written only while there is none (a second, even in parallel, changes nothing). */
  reply: (db: Db, tenantId: number, id: number, reply: string) =>
    db
      .updateTable('reviews')
      .set({ reply, replied_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('reply', 'is', null)
      .returning('id')
      .executeTakeFirst(),

  hotWords: (db: Db, tenantId: number) =>
    db.selectFrom('hot_words').select('word').where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').limit(20).execute(),

  /** Products' spec groups by id, whatever their state (order lines name the values of products since taken off). */
  specGroups: (db: Db, tenantId: number, productIds: number[]) =>
    db.selectFrom('products').select(['id', 'spec_groups']).where('tenant_id', '=', tenantId).where('id', 'in', productIds).execute(),

  /** Products by id with their shop's state and the in-stock flag. */
  productsWithState: (db: Db, tenantId: number, productIds: number[]) =>
    db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .where('p.tenant_id', '=', tenantId)
      .where('p.id', 'in', productIds)
      .select([
        'p.id',
        'p.title',
        'p.images',
        'p.min_price',
        'p.min_original_price',
        'p.status as product_status',
        'p.shop_id',
        's.name as shop_name',
        's.status as shop_status',
      ])
      .select((eb) =>
        eb.exists(eb.selectFrom('product_skus as k').select('k.id').whereRef('k.product_id', '=', 'p.id').where('k.stock', '>', 0)).as('in_stock'),
      )
      .execute(),
}
