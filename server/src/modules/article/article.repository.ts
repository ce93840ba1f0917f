// The article module's SQL, all of it, so the service holds rules only.
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ArticleTables, ByLang } from './article.schema.js'
import type { ArticleBlock } from '../../../../types/article.js'

export type CategoryRow = Selectable<ArticleTables['article_categories']>
export type ArticleRow = Selectable<ArticleTables['articles']>
/** A published article with its category's name (the feed's rows). */
export type FeedRow = Omit<ArticleRow, 'body' | 'search_text'> & { category_name: ByLang<string> }

/** What an article write stores. */
export interface ArticleWrite {
  category_id: number
  title: ByLang<string>
  summary: ByLang<string>
  cover: string
  body: ByLang<ArticleBlock[]>
  search_text: string
}

const FEED_COLUMNS = [
  'a.id',
  'a.tenant_id',
  'a.category_id',
  'a.title',
  'a.summary',
  'a.cover',
  'a.status',
  'a.published_at',
  'a.views',
  'a.author_id',
  'a.created_at',
  'a.updated_at',
  'c.name as category_name',
] as const

/** `%`, `_` and `\` of a word matched literally in LIKE. */
const likeWord = (w: string) => `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** All SQL of the information feed: `article_categories`, `articles`. */
export const articleRepo = {
  categories: (db: Db, tenantId: number) =>
    db.selectFrom('article_categories').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute() as Promise<CategoryRow[]>,

  category: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('article_categories').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst() as Promise<
      CategoryRow | undefined
    >,

  async nextSort(db: Db, tenantId: number) {
    const r = await db
      .selectFrom('article_categories')
      .select((eb) => eb.fn.max('sort').as('m'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    return r?.m == null ? 0 : Number(r.m) + 1
  },

  insertCategory: (db: Db, tenantId: number, name: ByLang<string>, sort: number) =>
    db
      .insertInto('article_categories')
      .values({ tenant_id: tenantId, name: JSON.stringify(name), sort })
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<CategoryRow>,

  updateCategory: (db: Db, tenantId: number, id: number, name: ByLang<string>, sort: number | undefined) =>
    db
      .updateTable('article_categories')
      .set({ name: JSON.stringify(name), ...(sort === undefined ? {} : { sort }) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<CategoryRow | undefined>,

  /** Published articles, newest first: of one category, or holding every word (lower case) in `search_text`. */
  async feed(db: Db, tenantId: number, f: { categoryId?: number; words?: string[] }, limit: number, offset: number) {
    let q = db
      .selectFrom('articles as a')
      .innerJoin('article_categories as c', 'c.id', 'a.category_id')
      .where('a.tenant_id', '=', tenantId)
      .where('a.status', '=', 'published')
    if (f.categoryId !== undefined) q = q.where('a.category_id', '=', f.categoryId)
    for (const w of f.words ?? []) q = q.where(sql<boolean>`a.search_text like ${likeWord(w)}`)
    const [rows, n] = await Promise.all([
      q.select(FEED_COLUMNS).orderBy('a.published_at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute() as Promise<FeedRow[]>,
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  /** A published article read by a shopper: its view counted in the same statement (parallel reads each count). */
  readPublished: (db: Db, tenantId: number, id: number) =>
    db
      .updateTable('articles')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'published')
      .returningAll()
      .executeTakeFirst() as Promise<ArticleRow | undefined>,

  byId: (db: Db, tenantId: number, id: number, lock = false) => {
    const q = db.selectFrom('articles').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    return (lock ? q.forUpdate() : q).executeTakeFirst() as Promise<ArticleRow | undefined>
  },

  async staffPage(db: Db, tenantId: number, f: { status?: string; categoryId?: number }, limit: number, offset: number) {
    let q = db.selectFrom('articles').where('tenant_id', '=', tenantId)
    if (f.status) q = q.where('status', '=', f.status)
    if (f.categoryId !== undefined) q = q.where('category_id', '=', f.categoryId)
    const [rows, n] = await Promise.all([
      q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute() as Promise<ArticleRow[]>,
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  insert: (db: Db, tenantId: number, authorId: number | null, w: ArticleWrite, state?: { status: string; published_at: Date | null }) =>
    db
      .insertInto('articles')
      .values({
        tenant_id: tenantId,
        author_id: authorId,
        category_id: w.category_id,
        title: JSON.stringify(w.title),
        summary: JSON.stringify(w.summary),
        cover: w.cover,
        body: JSON.stringify(w.body),
        search_text: w.search_text,
        ...(state ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<ArticleRow>,

  update: (db: Db, tenantId: number, id: number, w: ArticleWrite) =>
    db
      .updateTable('articles')
      .set({
        category_id: w.category_id,
        title: JSON.stringify(w.title),
        summary: JSON.stringify(w.summary),
        cover: w.cover,
        body: JSON.stringify(w.body),
        search_text: w.search_text,
        updated_at: sql`now()`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<ArticleRow | undefined>,

  setState: (db: Db, tenantId: number, id: number, status: string, publishNow: boolean) =>
    db
      .updateTable('articles')
      .set({ status, updated_at: sql`now()`, ...(publishNow ? { published_at: sql`now()` } : {}) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow() as Promise<ArticleRow>,
}
