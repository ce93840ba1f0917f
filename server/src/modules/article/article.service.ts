// The article module's rules (the spec's information feed): published articles for everyone, writing for staff.
// A body is a list of checked blocks per language, never HTML (ADR 0121); texts are `{lang: text}` (ADR 0031).
import type { Static } from '@sinclair/typebox'
import type {
  ArticleBlock,
  ArticleCard,
  ArticleCategory,
  ArticleDetail,
  ArticleInput,
  ArticleListQuery,
  ArticleSearchQuery,
  CategoryInput,
  StaffArticle,
  StaffArticleQuery,
  StaffCategory,
} from '../../../../types/article.js'
import { ARTICLE_SEARCH_WORDS, type ArticleState } from '../../../../types/article-codes.js'
import { LOCALES } from '../../../../types/constants.js'
import { hasRole } from '../../core/auth.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { pick } from '../../core/texts.js'
import { articleErrors as E } from './article.errors.js'
import { articleRepo as repo, type ArticleRow, type ArticleWrite, type CategoryRow, type FeedRow } from './article.repository.js'
import type { ByLang } from './article.schema.js'

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

/** The blocks of the request's language, then zh_CN's, then any language's that has some. */
export function pickBody(body: ByLang<ArticleBlock[]>, lang: string): ArticleBlock[] {
  const has = (b: ArticleBlock[] | undefined): b is ArticleBlock[] => Array.isArray(b) && b.length > 0
  return (has(body[lang]) && body[lang]) || (has(body.zh_CN) && body.zh_CN) || Object.values(body).find(has) || []
}

const toCard = (r: FeedRow, lang: string): ArticleCard => ({
  id: Number(r.id),
  categoryId: Number(r.category_id),
  categoryName: pick(r.category_name, lang),
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  cover: r.cover,
  publishTime: r.published_at ? iso(r.published_at) : iso(r.created_at),
  views: Number(r.views),
})

const toStaff = (r: ArticleRow): StaffArticle => ({
  id: Number(r.id),
  categoryId: Number(r.category_id),
  title: r.title as StaffArticle['title'],
  summary: r.summary as StaffArticle['summary'],
  cover: r.cover,
  body: r.body as StaffArticle['body'],
  status: r.status as ArticleState,
  publishTime: r.published_at ? iso(r.published_at) : null,
  views: Number(r.views),
  updateTime: iso(r.updated_at),
})

const toStaffCategory = (r: CategoryRow): StaffCategory => ({ id: Number(r.id), name: r.name as StaffCategory['name'], sort: Number(r.sort) })

// ---- sanitising: what a body, a cover or a link may be -------------------------------------------------

/** Control characters other than tab and newline (they could hide text or break a line's layout). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g
const clean = (s: string) => s.replace(CONTROL, '').trim()

/** An http(s) address with nothing that could end an attribute or hide a scheme: `javascript:`, `data:`, `//x` are refused. */
export function isSafeLink(href: string): boolean {
  if (!/^https?:\/\/[^\s"'<>\\`]+$/i.test(href)) return false
  try {
    const u = new URL(href)
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname
  } catch {
    return false
  }
}

/** A picture: one of the server's public files (`<apiPrefix>/files/<path>`, no `..`) or an https address. */
export function isSafeImage(c: Pick<RequestCtx, 'config'>, src: string): boolean {
  const own = `${c.config.apiPrefix}/files/`
  if (src.startsWith(own)) {
    const rest = src.slice(own.length)
    return /^[A-Za-z0-9_./-]+$/.test(rest) && !rest.split('/').includes('..')
  }
  return /^https:\/\//i.test(src) && isSafeLink(src)
}

/** A body as stored: texts cleaned, empty text blocks dropped, every link and picture checked (or the write refused). */
export function cleanBody(c: Pick<RequestCtx, 'config'>, body: ByLang<ArticleBlock[]>): ByLang<ArticleBlock[]> {
  const out: ByLang<ArticleBlock[]> = {}
  for (const lang of LOCALES) {
    const blocks = body[lang]
    if (!blocks) continue
    const kept: ArticleBlock[] = []
    for (const b of blocks) {
      if (b.type === 'img') {
        const src = b.src.trim()
        if (!isSafeImage(c, src)) throw E.unsafeImage()
        kept.push(b.alt ? { type: 'img', src, alt: clean(b.alt) } : { type: 'img', src })
      } else if (b.type === 'link') {
        const href = b.href.trim()
        if (!isSafeLink(href)) throw E.unsafeLink()
        kept.push({ type: 'link', text: clean(b.text) || href, href })
      } else {
        const text = b.type === 'h' ? clean(b.text).replace(/\s*\n\s*/g, ' ') : clean(b.text)
        if (text) kept.push({ type: b.type, text })
      }
    }
    if (kept.length) out[lang] = kept
  }
  return out
}

const cleanTexts = (v: ByLang<string>): ByLang<string> =>
  Object.fromEntries(LOCALES.map((l) => [l, clean(v[l] ?? '').replace(/\s*\n\s*/g, ' ')]).filter(([, s]) => s))

/** Every language's title, summary and text blocks, lower case: what the word search looks in. */
export const searchText = (title: ByLang<string>, summary: ByLang<string>, body: ByLang<ArticleBlock[]>) =>
  [
    ...Object.values(title),
    ...Object.values(summary),
    ...Object.values(body).flatMap((bs) => (bs ?? []).map((b) => (b.type === 'img' ? (b.alt ?? '') : b.text))),
  ]
    .join('\n')
    .toLowerCase()

async function toWrite(c: RequestCtx, b: Static<typeof ArticleInput>): Promise<ArticleWrite> {
  const title = cleanTexts(b.title)
  if (!Object.keys(title).length) throw E.titleRequired()
  if (!(await repo.category(c.db, c.tenantId, b.categoryId))) throw E.noCategory()
  const cover = (b.cover ?? '').trim()
  if (cover && !isSafeImage(c, cover)) throw E.unsafeCover()
  const summary = cleanTexts(b.summary)
  const body = cleanBody(c, b.body)
  return { category_id: b.categoryId, title, summary, cover, body, search_text: searchText(title, summary, body) }
}

function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

// ---- shoppers and guests -----------------------------------------------------------------------------------

/** The categories in the tenant's order, named in the request's language. */
export async function categories(c: RequestCtx): Promise<ArticleCategory[]> {
  return (await repo.categories(c.db, c.tenantId)).map((r) => ({ id: Number(r.id), name: pick(r.name, c.lang), sort: Number(r.sort) }))
}

/** Published articles, newest first, of one category when asked. */
export async function list(c: RequestCtx, q: Static<typeof ArticleListQuery>) {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.feed(c.db, c.tenantId, { categoryId: q.categoryId }, limit, offset)
  return { rows: rows.map((r) => toCard(r, c.lang)), total }
}

/** Published articles holding every word of the search (case-insensitive, any language), newest first. */
export async function search(c: RequestCtx, q: Static<typeof ArticleSearchQuery>) {
  const words = [...new Set(clean(q.words).toLowerCase().split(/\s+/).filter(Boolean))].slice(0, ARTICLE_SEARCH_WORDS)
  if (!words.length) return { rows: [], total: 0 }
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.feed(c.db, c.tenantId, { words }, limit, offset)
  return { rows: rows.map((r) => toCard(r, c.lang)), total }
}

/** A published article in the request's language, its view counted; anything else is 404. */
export async function info(c: RequestCtx, id: number): Promise<ArticleDetail> {
  const r = await repo.readPublished(c.db, c.tenantId, id)
  if (!r) throw E.notFound()
  const cat = await repo.category(c.db, c.tenantId, Number(r.category_id))
  return { ...toCard({ ...r, category_name: cat?.name ?? {} }, c.lang), body: pickBody(r.body, c.lang) }
}

// ---- staff -------------------------------------------------------------------------------------------------------

export async function staffCategories(c: UserCtx): Promise<StaffCategory[]> {
  staffOnly(c)
  return (await repo.categories(c.db, c.tenantId)).map(toStaffCategory)
}

export async function staffCategoryAdd(c: UserCtx, b: Static<typeof CategoryInput>): Promise<StaffCategory> {
  staffOnly(c)
  const name = cleanTexts(b.name)
  if (!Object.keys(name).length) throw E.nameRequired()
  return toStaffCategory(await repo.insertCategory(c.db, c.tenantId, name, b.sort ?? (await repo.nextSort(c.db, c.tenantId))))
}

export async function staffCategoryEdit(c: UserCtx, id: number, b: Static<typeof CategoryInput>): Promise<StaffCategory> {
  staffOnly(c)
  const name = cleanTexts(b.name)
  if (!Object.keys(name).length) throw E.nameRequired()
  const r = await repo.updateCategory(c.db, c.tenantId, id, name, b.sort)
  if (!r) throw E.notFound()
  return toStaffCategory(r)
}

export async function staffList(c: UserCtx, q: Static<typeof StaffArticleQuery>) {
  staffOnly(c)
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.staffPage(c.db, c.tenantId, { status: q.status, categoryId: q.categoryId }, limit, offset)
  return { rows: rows.map(toStaff), total }
}

export async function staffInfo(c: UserCtx, id: number): Promise<StaffArticle> {
  staffOnly(c)
  const r = await repo.byId(c.db, c.tenantId, id)
  if (!r) throw E.notFound()
  return toStaff(r)
}

export async function staffAdd(c: UserCtx, b: Static<typeof ArticleInput>): Promise<StaffArticle> {
  staffOnly(c)
  return toStaff(await repo.insert(c.db, c.tenantId, c.userId, await toWrite(c, b)))
}

export async function staffEdit(c: UserCtx, id: number, b: Static<typeof ArticleInput>): Promise<StaffArticle> {
  staffOnly(c)
  const w = await toWrite(c, b)
  const r = await repo.update(c.db, c.tenantId, id, w)
  if (!r) throw E.notFound()
  return toStaff(r)
}

/**
 * The article's one state machine: `publish` from draft or unpublished (the publish time becomes now; publishing
 * a published article changes nothing), `unpublish` from published (an unpublished one stays so). Publishing
 * needs a title and a body in some language.
 */
const MOVES: Record<'publish' | 'unpublish', { from: readonly ArticleState[]; to: ArticleState }> = {
  publish: { from: ['draft', 'unpublished'], to: 'published' },
  unpublish: { from: ['published'], to: 'unpublished' },
}

async function move(c: UserCtx, id: number, action: keyof typeof MOVES): Promise<StaffArticle> {
  staffOnly(c)
  const m = MOVES[action]
  return c.db.transaction().execute(async (tx) => {
    const r = await repo.byId(tx, c.tenantId, id, true)
    if (!r) throw E.notFound()
    if (r.status === m.to) return toStaff(r)
    if (!m.from.includes(r.status as ArticleState)) throw E.badState()
    if (action === 'publish' && (!Object.keys(r.title).length || !pickBody(r.body, c.lang).length)) throw E.badState()
    return toStaff(await repo.setState(tx, c.tenantId, id, m.to, action === 'publish'))
  })
}

export const staffPublish = (c: UserCtx, id: number) => move(c, id, 'publish')
export const staffUnpublish = (c: UserCtx, id: number) => move(c, id, 'unpublish')

/** What other modules may ask of the information feed (through `index.ts`). Nothing yet. */
export const articleService = {
  /** How many articles shoppers can read in the ctx's tenant. */
  publishedCount: async (c: RequestCtx) => (await repo.feed(c.db, c.tenantId, {}, 1, 0)).total,
}
