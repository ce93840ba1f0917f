// The article area's contract (the spec's information feed, `information/*`; ADR 0120, 0121): categories,
// articles with a body of safe blocks, search. Shoppers and guests read published articles; staff write.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { BigId, IntId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import {
  ARTICLE_BLOCKS_MAX,
  ARTICLE_CATEGORY_NAME_MAX,
  ARTICLE_SEARCH_MAX,
  ARTICLE_STATES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TEXT_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_URL_MAX,
} from './article-codes.js'

export {
  ArticleCodes,
  ARTICLE_STATES,
  ARTICLE_BLOCK_TYPES,
  ARTICLE_TITLE_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TEXT_MAX,
  ARTICLE_BLOCKS_MAX,
  ARTICLE_URL_MAX,
  ARTICLE_CATEGORY_NAME_MAX,
  ARTICLE_SEARCH_MAX,
  ARTICLE_SEARCH_WORDS,
  type ArticleState as ArticleStateName,
  type ArticleBlockType,
} from './article-codes.js'

const strict = { additionalProperties: false } as const

/** A text by language (ADR 0031): `{zh_CN: '...', en: '...'}`, any of the six locales. */
const ByLang = <T extends TSchema>(v: T) =>
  Type.Object(
    { zh_CN: Type.Optional(v), zh_TW: Type.Optional(v), en: Type.Optional(v), ja: Type.Optional(v), ko: Type.Optional(v), fil: Type.Optional(v) },
    strict,
  )

const Text = Type.String({ maxLength: ARTICLE_TEXT_MAX })
const Url = Type.String({ minLength: 1, maxLength: ARTICLE_URL_MAX })

/**
 * One block of an article's body: plain text (never markup: a `<script>` in it is shown as the characters),
 * a picture (one of the server's public files or an https address), or a link (http or https only). The
 * client draws each with View, Text and Image on every platform (ADR 0121).
 */
export const ArticleBlock = Type.Union([
  Type.Object({ type: Type.Literal('p'), text: Text }, strict),
  Type.Object({ type: Type.Literal('h'), text: Type.String({ maxLength: ARTICLE_TITLE_MAX }) }, strict),
  Type.Object({ type: Type.Literal('quote'), text: Text }, strict),
  Type.Object({ type: Type.Literal('img'), src: Url, alt: Type.Optional(Type.String({ maxLength: ARTICLE_TITLE_MAX })) }, strict),
  Type.Object({ type: Type.Literal('link'), text: Type.String({ maxLength: ARTICLE_TITLE_MAX }), href: Url }, strict),
])
export type ArticleBlock = Static<typeof ArticleBlock>
export const ArticleBody = Type.Array(ArticleBlock, { maxItems: ARTICLE_BLOCKS_MAX })

export const ArticleState = Type.Union(ARTICLE_STATES.map((s) => Type.Literal(s)))

/** A category as shoppers see it (in the request's language), in the tenant's order. */
export const ArticleCategory = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer() })
export type ArticleCategory = Static<typeof ArticleCategory>

/** An article in a list: title and summary in the request's language. */
export const ArticleCard = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** the cover picture ('' when none) */
  cover: Type.String(),
  /** ISO time of the (last) publishing */
  publishTime: Type.String(),
  views: Type.Integer(),
})
export type ArticleCard = Static<typeof ArticleCard>

/** An article as its page shows it: the card and the body in the request's language. */
export const ArticleDetail = Type.Composite([ArticleCard, Type.Object({ body: ArticleBody })])
export type ArticleDetail = Static<typeof ArticleDetail>

/** Staff: a category with its name in every language written. */
export const StaffCategory = Type.Object({ id: Type.Integer(), name: ByLang(Type.String()), sort: Type.Integer() })
export type StaffCategory = Static<typeof StaffCategory>

/** Staff: an article as written, every language. */
export const StaffArticle = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  title: ByLang(Type.String()),
  summary: ByLang(Type.String()),
  cover: Type.String(),
  body: ByLang(ArticleBody),
  status: ArticleState,
  publishTime: Type.Union([Type.String(), Type.Null()]),
  views: Type.Integer(),
  updateTime: Type.String(),
})
export type StaffArticle = Static<typeof StaffArticle>

/** Staff: a new or edited article (a new one starts as a draft). */
export const ArticleInput = Type.Object(
  {
    categoryId: BigId(),
    title: ByLang(Type.String({ maxLength: ARTICLE_TITLE_MAX })),
    summary: ByLang(Type.String({ maxLength: ARTICLE_SUMMARY_MAX })),
    /** left out or '' for none */
    cover: Type.Optional(Type.String({ maxLength: ARTICLE_URL_MAX })),
    body: ByLang(ArticleBody),
  },
  strict,
)
export type ArticleInput = Static<typeof ArticleInput>

/** Staff: a new or edited category. */
export const CategoryInput = Type.Object(
  { name: ByLang(Type.String({ maxLength: ARTICLE_CATEGORY_NAME_MAX })), sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })) },
  strict,
)
export type CategoryInput = Static<typeof CategoryInput>

const IdParams = Type.Object({ id: BigId() }, strict)
const Paging = { pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }
export const ArticleListQuery = Type.Object({ categoryId: Type.Optional(IntId()), ...Paging }, strict)
export const ArticleSearchQuery = Type.Object({ words: Type.String({ minLength: 1, maxLength: ARTICLE_SEARCH_MAX }), ...Paging }, strict)
export const StaffArticleQuery = Type.Object({ status: Type.Optional(ArticleState), categoryId: Type.Optional(IntId()), ...Paging }, strict)

/** The information feed (spec `information/*`, readable without login; desk `platform/articles`). Paths: ADR 0120. */
export const ArticleApi = {
  /** The categories, in the tenant's order. */
  categories: defineEndpoint({ method: 'GET', url: '/customer/api/information/class/list', auth: 'none', response: Type.Array(ArticleCategory) }),
  /** Published articles, newest first, paged; of one category when `categoryId` is given. */
  list: defineEndpoint({
    method: 'GET',
    url: '/customer/api/information/list',
    auth: 'none',
    querystring: ArticleListQuery,
    response: ArticleCard,
    paged: true,
  }),
  /** Published articles holding every word (title, summary or body, any language), newest first, paged. */
  search: defineEndpoint({
    method: 'GET',
    url: '/customer/api/information/search',
    auth: 'none',
    querystring: ArticleSearchQuery,
    response: ArticleCard,
    paged: true,
  }),
  /** A published article (one view counted); an unpublished one is 404. */
  info: defineEndpoint({ method: 'GET', url: '/customer/api/information/info/:id', auth: 'none', params: IdParams, response: ArticleDetail }),

  /** Staff: every article, newest change first, paged; by state and category. */
  staffList: defineEndpoint({
    method: 'GET',
    url: '/platform/api/information/list',
    auth: 'required',
    querystring: StaffArticleQuery,
    response: StaffArticle,
    paged: true,
  }),
  /** Staff: one article as written. */
  staffInfo: defineEndpoint({ method: 'GET', url: '/platform/api/information/info/:id', auth: 'required', params: IdParams, response: StaffArticle }),
  /** Staff: write a new article (a draft). */
  staffAdd: defineEndpoint({ method: 'POST', url: '/platform/api/information/add', auth: 'required', body: ArticleInput, response: StaffArticle }),
  /** Staff: change an article (a published one stays published with the new text). */
  staffEdit: defineEndpoint({
    method: 'PUT',
    url: '/platform/api/information/edit/:id',
    auth: 'required',
    params: IdParams,
    body: ArticleInput,
    response: StaffArticle,
  }),
  /** Staff: publish (again); the publish time is now. Publishing a published article changes nothing. */
  staffPublish: defineEndpoint({ method: 'POST', url: '/platform/api/information/publish/:id', auth: 'required', params: IdParams, response: StaffArticle }),
  /** Staff: take an article off the feed. */
  staffUnpublish: defineEndpoint({
    method: 'POST',
    url: '/platform/api/information/unpublish/:id',
    auth: 'required',
    params: IdParams,
    response: StaffArticle,
  }),
  /** Staff: the categories with every language. */
  staffCategories: defineEndpoint({ method: 'GET', url: '/platform/api/information/class/list', auth: 'required', response: Type.Array(StaffCategory) }),
  /** Staff: a new category (last unless `sort` is given). */
  staffCategoryAdd: defineEndpoint({
    method: 'POST',
    url: '/platform/api/information/class/add',
    auth: 'required',
    body: CategoryInput,
    response: StaffCategory,
  }),
  /** Staff: rename or reorder a category. */
  staffCategoryEdit: defineEndpoint({
    method: 'PUT',
    url: '/platform/api/information/class/edit/:id',
    auth: 'required',
    params: IdParams,
    body: CategoryInput,
    response: StaffCategory,
  }),
}
