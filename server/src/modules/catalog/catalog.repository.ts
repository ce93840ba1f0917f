import { CompiledQuery, sql, type Insertable, type SqlBool } from 'kysely'
import type { ProductSort, ReviewFilter } from '../../../../types/catalog.js'
import { CUSTOM_PLAN, type Db } from '../../db/database.js'
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

/**
 * The longest a product list runs (ADR 0144): its total is exact up to here and says "this many or more"
 * at it; no page starts at or past it. Deeper than a shopper scrolls; a narrower search finds the rest.
 */
export const LIST_CAP = 1000

/** Products of a list's order a keyword without a trigram is first looked for in (ADR 0144). */
const KEYWORD_WALK = 5000

/**
 * The matches a keyword list is drawn from at most (ADR 0164): all of them when there are no more, else the
 * keyword's best sellers (by sales level, read from the rank index key by key). Filters and the sort apply to them.
 */
export const KEYWORD_POOL = 1000

/** Best sellers a suggestion looks through first; matches it then takes from the trigram index at most. */
const SUGGEST_SCAN = 2000
const SUGGEST_MORE = 200

/** Whether the trigram index can look the keyword up: a run of three letters or digits (pg_trgm's words). */
export const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword)

/**
 * A product whose SKUs have stock (`ref`: the product's id column), and a product whose shop is open: each a
 * per-row look-up by primary key or index written as a scalar subquery, which PostgreSQL never turns into a
 * join. A join would let it drive the scan from the few shops (or a hash of every SKU) and lose the sort
 * index's order; per row, the page's scan stays one walk of one index (ADR 0144).
 */
const stocked = (ref: string) => sql<SqlBool>`coalesce((select true from product_skus k where k.product_id = ${sql.ref(ref)} and k.stock > 0 limit 1), false)`
const shopOpen = sql<SqlBool>`(select s.status = 'open' from shops s where s.id = p.shop_id)`

/** The category or shop category `id` or one of its sub-categories (the filter of a second scope). */
const inScope = (column: 'category_id' | 'shop_category_id', id: number, tenantId: number) =>
  sql<SqlBool>`(${sql.ref(`p.${column}`)} = ${id} or ${sql.ref(`p.${column}`)} in (select id from categories where parent_id = ${id} and tenant_id = ${tenantId}))`

/**
 * The sort orders of the lists; each has its indexes (migration 20261230200000_catalog_sort_indexes): `key`
 * and `desc` then the id, `idDesc` its direction. The expressions are written as the indexes are.
 */
const SORTS = {
  default: { key: (t: string) => sql`(${sql.ref(`${t}.sales`)} * 0.3 + ${sql.ref(`${t}.id`)} % 17)`, desc: true, idDesc: false },
  sales: { key: (t: string) => sql.ref(`${t}.sales`), desc: true, idDesc: true },
  priceAsc: { key: (t: string) => sql.ref(`${t}.min_price`), desc: false, idDesc: false },
  priceDesc: { key: (t: string) => sql.ref(`${t}.min_price`), desc: true, idDesc: true },
  new: { key: (t: string) => sql.ref(`${t}.created_at`), desc: true, idDesc: true },
  discount: { key: (t: string) => sql`(${sql.ref(`${t}.min_original_price`)} - ${sql.ref(`${t}.min_price`)})`, desc: true, idDesc: false },
}

/** A list's sort (the type's own when none is asked): its key and its ORDER BY, on table alias `t`. */
function sortOf(o: ListOpts) {
  const name = o.type === 4 && !o.sort ? 'discount' : (o.sort ?? (o.type === 2 ? 'new' : o.type === 3 ? 'sales' : 'default'))
  const s = SORTS[name]
  return {
    key: s.key,
    // on `p` the key's expression (as its index has it), on a subquery's alias its column `k`
    order: (t: string) =>
      sql`${t === 'p' ? s.key(t) : sql.ref(`${t}.k`)} ${sql.raw(s.desc ? 'desc' : 'asc')}, ${sql.ref(`${t}.id`)} ${sql.raw(s.idDesc ? 'desc' : 'asc')}`,
  }
}

type Scope = { column: 'category_id' | 'shop_category_id'; id: number }

/**
 * A keyword list (ADR 0164): the page and its total from the keyword's pool in one statement, after the planner's
 * estimate of its matches (and one more when the estimate was low). The pool is every match (in the tenant, or the
 * shop when the list is a shop's) when they are at most KEYWORD_POOL, read from the trigram index; beyond, the
 * KEYWORD_POOL best sellers, read from the rank index (migration 20270107090000_catalog_search_rank) one rank key at
 * a time from the top, each read an intersection inside the index, so the cost follows the pool, not the matches.
 * The scope, filters and sort then apply to the pool (at most KEYWORD_POOL rows, sorted in memory); the total is
 * the pool's filtered count, capped.
 */
async function keywordList(db: Db, tenantId: number, o: ListOpts, s: ReturnType<typeof sortOf>, limit: number, scope?: Scope) {
  const like = sql<SqlBool>`p.search_text like ${likeOf(o.keyword!)}`
  const POOL_COLS = [
    'p.id',
    'p.title',
    'p.images',
    'p.min_price',
    'p.min_original_price',
    'p.sales',
    'p.shop_id',
    'p.category_id',
    'p.shop_category_id',
    'p.created_at',
  ] as const
  const matches = () => {
    let q = db.selectFrom('products as p').where('p.tenant_id', '=', tenantId).where('p.status', '=', 'on').where(like)
    if (o.shopId) q = q.where('p.shop_id', '=', o.shopId)
    return q.select(POOL_COLS)
  }
  // every match, when there are at most KEYWORD_POOL (one more is read to know)
  const every = () =>
    db
      .selectFrom(
        matches()
          .limit(KEYWORD_POOL + 1)
          .as('p'),
      )
      .selectAll('p')
  // the best sellers: the rank keys of the tenant from the top (its best seller's level) down, each key's matches in turn
  const best = () => {
    const top = sql<number>`catalog_search_rank(${tenantId}, coalesce((select max(m.sales) from products m where m.tenant_id = ${tenantId} and m.status = 'on'), 0), 7)`
    const keys = sql<{ k: number }>`(select generate_series(${top}, ${tenantId}::bigint * 1024, -1) as k)`
    return db
      .selectFrom(
        db
          .selectFrom(keys.as('t'))
          .innerJoinLateral(
            matches()
              .where(sql<SqlBool>`catalog_search_rank(p.tenant_id, p.sales, p.id) = t.k`)
              .offset(0)
              .as('x'),
            (j) => j.onTrue(),
          )
          .selectAll('x')
          .limit(KEYWORD_POOL)
          .as('p'),
      )
      .selectAll('p')
  }
  // the scope and filters, on the pool's rows `p`
  const conds = [shopOpen]
  if (scope) conds.push(inScope(scope.column, scope.id, tenantId))
  if (o.categoryId && o.shopCategoryId) conds.push(inScope('shop_category_id', o.shopCategoryId, tenantId))
  if (o.type === 4) conds.push(sql<SqlBool>`p.min_price < p.min_original_price`)
  if (o.priceMin !== undefined) conds.push(sql<SqlBool>`p.min_price >= ${o.priceMin}`)
  if (o.priceMax !== undefined) conds.push(sql<SqlBool>`p.min_price <= ${o.priceMax}`)
  if (o.inStock) conds.push(stocked('p.id'))
  // the pool `c` (read once), its rows that pass `f`, the page `x` of them; the pool's size and the filtered count
  // ride on every row (one row with no product when the page is empty)
  const read = (pool: ReturnType<typeof every>) =>
    db
      .with(
        (w) => w('c').materialized(),
        () => pool,
      )
      .with(
        (w) => w('f').materialized(),
        (qb) =>
          qb
            .selectFrom('c as p')
            .where(sql<SqlBool>`${sql.join(conds, sql` and `)}`)
            .select(['p.id', 'p.title', 'p.images', 'p.min_price', 'p.min_original_price', 'p.sales', 'p.shop_id', 'p.created_at']),
      )
      .with('x', (qb) => qb.selectFrom('f as p').selectAll('p').select(s.key('p').as('k')).orderBy(s.order('p')).limit(limit).offset(o.offset))
      .selectFrom(sql<{ n: string; total: string }>`(select (select count(*) from c) as n, (select count(*) from f) as total)`.as('z'))
      .leftJoin('x', (j) => j.onTrue())
      .leftJoin('shops as s', 's.id', 'x.shop_id')
      .modifyFront(sql.raw(CUSTOM_PLAN))
      .select(['z.n', 'z.total', 'x.id', 'x.title', 'x.images', 'x.min_price', 'x.min_original_price', 'x.sales', 'x.shop_id', 's.name as shop_name'])
      .select(stocked('x.id').as('in_stock'))
      .orderBy(s.order('x'))
      .execute()
  // the planner's estimate of the matches (its statistics of the search text, no rows read) picks the first read: a
  // common word goes to its best sellers at once; a rarer one reads every match, and its best sellers when it
  // turns out to have more than the pool (an estimate too high only costs the walk of every rank key)
  const probe = matches().compile()
  const plan = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    CompiledQuery.raw(`explain (format json) ${CUSTOM_PLAN} ${probe.sql}`, [...probe.parameters]),
  )
  const many = (plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0) > 2 * KEYWORD_POOL
  let got = await read(many ? best() : every())
  if (!many && Number(got[0]?.n ?? 0) > KEYWORD_POOL) got = await read(best())
  const rows = got
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      title: r.title!,
      images: r.images!,
      min_price: r.min_price!,
      min_original_price: r.min_original_price!,
      sales: r.sales!,
      shop_id: r.shop_id!,
      shop_name: r.shop_name!,
      in_stock: r.in_stock,
    }))
  return { rows, total: Math.min(Number(got[0]?.total ?? 0), LIST_CAP) }
}

/** All SQL of the catalog area. */
export const catalogRepo = {
  /**
   * One page of products and its total (ADR 0144). The page is read in its sort's order from an index of its
   * scope and stops after offset + limit rows; a category's page is that read per category of the scope (the
   * category and its sub-categories), merged. The total is exact up to LIST_CAP and LIST_CAP beyond (the list
   * ends there: no page starts at or past it); it is counted only when the page does not tell it (a full page,
   * or a page past the end), and never beyond LIST_CAP rows. One statement for a page that is not full, two
   * otherwise.
   */
  async list(db: Db, tenantId: number, o: ListOpts) {
    const s = sortOf(o)
    const limit = Math.max(0, Math.min(o.limit, LIST_CAP - o.offset))
    const scope = o.categoryId
      ? ({ column: 'category_id', id: o.categoryId } as const)
      : o.shopCategoryId
        ? ({ column: 'shop_category_id', id: o.shopCategoryId } as const)
        : undefined
    const like = o.keyword ? sql<SqlBool>`p.search_text like ${likeOf(o.keyword)}` : undefined
    // products matching every filter but the scope (and the keyword when `withKeyword` is false), `p`
    const filtered = (withKeyword = true) => {
      let q = db.selectFrom('products as p').where('p.tenant_id', '=', tenantId).where('p.status', '=', 'on').where(shopOpen)
      if (o.categoryId && o.shopCategoryId) q = q.where(inScope('shop_category_id', o.shopCategoryId, tenantId))
      if (o.shopId) q = q.where('p.shop_id', '=', o.shopId)
      if (o.type === 4) q = q.whereRef('p.min_price', '<', 'p.min_original_price')
      if (o.priceMin !== undefined) q = q.where('p.min_price', '>=', o.priceMin)
      if (o.priceMax !== undefined) q = q.where('p.min_price', '<=', o.priceMax)
      if (o.inStock) q = q.where(stocked('p.id'))
      // the trigram index serves LIKE on the lower-cased search text (titles in every locale + shop + category names)
      if (like && withKeyword) q = q.where(like)
      return q
    }
    const inCategory = (sc: NonNullable<typeof scope>) => sql<SqlBool>`${sql.ref(`p.${sc.column}`)} = c.id`
    /**
     * The matching products as a subquery `p` (in a category scope, of the lateral category `c`), by how a keyword
     * is looked for: `plain` (no keyword) as they are, read in order from the sort index; `walk` the first
     * KEYWORD_WALK products of the sort order, then the keyword (bounded, in order: right whenever the page is found
     * in them); `all` every match behind a fence (OFFSET 0: no order asked, so the trigram index or a scan finds them,
     * cost by the matches, then sorted). A page is looked for by `walk` first and by `all` when `walk` falls short.
     */
    type Mode = 'plain' | 'walk' | 'all'
    const matching = (mode: Mode) => {
      let q = filtered(mode !== 'walk')
      if (scope) q = q.where(inCategory(scope))
      const all = q.selectAll('p')
      const src = mode === 'walk' ? all.orderBy(s.order('p')).limit(KEYWORD_WALK) : mode === 'all' ? all.offset(0) : all
      const from = db.selectFrom(src.as('p'))
      return mode === 'walk' ? from.where(like!) : from
    }
    // the scope's categories (the category and its sub-categories): each read from its own index, then merged
    const scopes = (sc: NonNullable<typeof scope>) =>
      db
        .selectFrom('categories as c')
        .where('c.tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('c.id', '=', sc.id), eb('c.parent_id', '=', sc.id)]))
    // a keyword's statements are planned with its pattern every time (a common word and a rare one want other plans)
    const plan = sql.raw(o.keyword ? CUSTOM_PLAN : '')
    const COLS = ['p.id', 'p.title', 'p.images', 'p.min_price', 'p.min_original_price', 'p.sales', 'p.shop_id'] as const
    const X = ['x.id', 'x.title', 'x.images', 'x.min_price', 'x.min_original_price', 'x.sales', 'x.shop_id'] as const
    const end = o.offset + limit

    // the page's ids in order (from the sort index), then its shops' names and stock for those rows only
    const pageOf = (mode: Mode) => {
      const page = !scope
        ? matching(mode).select(COLS).select(s.key('p').as('k')).orderBy(s.order('p')).limit(limit).offset(o.offset)
        : scopes(scope)
            .innerJoinLateral(matching(mode).select(COLS).select(s.key('p').as('k')).orderBy(s.order('p')).limit(end).as('y'), (join) => join.onTrue())
            .select(['y.id', 'y.title', 'y.images', 'y.min_price', 'y.min_original_price', 'y.sales', 'y.shop_id', 'y.k'])
            .orderBy(s.order('y'))
            .limit(limit)
            .offset(o.offset)
      return db
        .selectFrom(page.as('x'))
        .modifyFront(plan)
        .innerJoin('shops as s', 's.id', 'x.shop_id')
        .select(X)
        .select(['s.name as shop_name', stocked('x.id').as('in_stock')])
        .orderBy(s.order('x'))
        .execute()
    }
    if (o.keyword && hasTrigram(o.keyword)) return keywordList(db, tenantId, o, s, limit, scope)
    let rows = limit ? await pageOf(like ? 'walk' : 'plain') : []
    if (like && limit && rows.length < limit) rows = await pageOf('all')
    // the page tells the total when it is not full (and not past the end), or when it reaches the cap
    if (rows.length && (rows.length < limit || end >= LIST_CAP)) return { rows, total: o.offset + rows.length }
    if (!rows.length && !o.offset) return { rows, total: 0 }
    // else count, up to the cap: without a keyword walking the page's own order (an index scan that stops at
    // LIST_CAP rows; unordered, the planner would build a bitmap of the whole scope first); with one, in the walk,
    // then (when the walk holds fewer) among all matches, stopping at LIST_CAP
    const count = async (mode: Mode) => {
      const ids = (m: Mode) => {
        const q = matching(m).select('p.id')
        return m === 'plain' ? q.orderBy(s.order('p')).limit(LIST_CAP) : q.limit(LIST_CAP)
      }
      const counted = scope
        ? scopes(scope)
            .innerJoinLateral(ids(mode).as('y'), (join) => join.onTrue())
            .select('y.id')
            .limit(LIST_CAP)
        : ids(mode)
      const n = await db
        .selectFrom(counted.as('m'))
        .modifyFront(plan)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(n.n)
    }
    if (!like) return { rows, total: await count('plain') }
    const walked = await count('walk')
    return { rows, total: walked >= LIST_CAP ? LIST_CAP : await count('all') }
  },

  /**
   * Up to `limit` titles (all locales' values) of listed products matching the typed text, best sellers first
   * (ADR 0144): the matches among the SUGGEST_SCAN best sellers (read in order from the sales index, a bounded
   * walk whatever the text); when they are fewer than `limit` and the text has a trigram, the first matches the
   * trigram index finds (at most SUGGEST_MORE), best sellers first.
   */
  async suggest(db: Db, tenantId: number, keyword: string, limit: number) {
    const listed = () => db.selectFrom('products as p').where('p.tenant_id', '=', tenantId).where('p.status', '=', 'on').where(shopOpen)
    const best = listed().select(['p.id', 'p.title', 'p.sales', 'p.search_text']).orderBy('p.sales', 'desc').orderBy('p.id', 'desc').limit(SUGGEST_SCAN)
    const rows = await db
      .selectFrom(best.as('b'))
      .select(['b.id', 'b.title', 'b.sales'])
      .where(sql<SqlBool>`b.search_text like ${likeOf(keyword)}`)
      .orderBy('b.sales', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute()
    if (rows.length >= limit || !hasTrigram(keyword)) return rows
    const more = await listed()
      .modifyFront(sql.raw(CUSTOM_PLAN))
      .select(['p.id', 'p.title', 'p.sales'])
      .where(sql<SqlBool>`p.search_text like ${likeOf(keyword)}`)
      .limit(SUGGEST_MORE)
      .execute()
    const seen = new Set(rows.map((r) => r.id))
    more.sort((a, b) => b.sales - a.sales || b.id - a.id)
    return [...rows, ...more.filter((r) => !seen.has(r.id))].slice(0, limit)
  },

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

  // ---- the merchant's product editor (catalog.editor.ts) ----
  /** A product's row as its editor reads it (any status). */
  editable: (db: Db, tenantId: number, id: number) =>
    db
      .selectFrom('products')
      .select(['id', 'shop_id', 'title', 'category_id', 'images', 'description', 'description_i18n', 'spec_groups', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The shops' products on or off the shelf with their total stock, newest first, and the total. */
  async mine(db: Db, tenantId: number, shopIds: number[], status: string, limit: number, offset: number, keyword?: string) {
    const shelf = db.selectFrom('products as p').where('p.tenant_id', '=', tenantId).where('p.shop_id', 'in', shopIds).where('p.status', '=', status)
    const base = keyword ? shelf.where(sql<SqlBool>`p.search_text like ${likeOf(keyword)}`) : shelf
    const [rows, total] = await Promise.all([
      base
        .select(['p.id', 'p.shop_id', 'p.title', 'p.images', 'p.min_price', 'p.sales', 'p.status'])
        .select((eb) =>
          eb
            .selectFrom('product_skus as k')
            .select(sql<number>`coalesce(sum(k.stock), 0)::int`.as('n'))
            .whereRef('k.product_id', '=', 'p.id')
            .as('stock'),
        )
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  /** The tenant's categories without sub-categories (of its own tree, not a shop's), with their parent's name. */
  leafCategories: (db: Db, tenantId: number) =>
    db
      .selectFrom('categories as c')
      .leftJoin('categories as up', 'up.id', 'c.parent_id')
      .select(['c.id', 'c.name', 'up.name as parent_name'])
      .where('c.tenant_id', '=', tenantId)
      .where('c.shop_id', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as d').select('d.id').whereRef('d.parent_id', '=', 'c.id'))))
      .orderBy('up.sort')
      .orderBy('up.id')
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute(),

  insertProduct: async (db: Db, v: Insertable<DB['products']>) => (await db.insertInto('products').values(v).returning('id').executeTakeFirstOrThrow()).id,

  updateProduct: (db: Db, tenantId: number, id: number, v: Partial<Insertable<DB['products']>>) =>
    db.updateTable('products').set(v).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),

  /** Reviews of SKUs about to be removed keep their text and lose the SKU (the SKU row goes). */
  detachReviewSkus: (db: Db, tenantId: number, skuIds: number[]) =>
    db.updateTable('reviews').set({ sku_id: null }).where('tenant_id', '=', tenantId).where('sku_id', 'in', skuIds).execute(),
}
