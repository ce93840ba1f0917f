/** Business codes of the article area (the information feed; runtime-free: the client may import them as values). Range 2120-2129. */
export const ArticleCodes = {
  /** the article's category does not exist in the tenant (400, field categoryId) */
  NO_CATEGORY: 2121,
  /** a link of the body is not an http(s) address (400, field body: `javascript:` and the like never get stored) */
  UNSAFE_LINK: 2122,
  /** a picture (cover or body) is not one of the server's public files nor an https address (400) */
  UNSAFE_IMAGE: 2123,
  /** the article has no title in any language (400, field title) */
  TITLE_REQUIRED: 2124,
  /** the category has no name in any language (400, field name) */
  NAME_REQUIRED: 2125,
  /** this state change is not allowed (409: publishing needs a title and a body in some language) */
  BAD_STATE: 2126,
} as const

/** An article's states (one machine: server/src/modules/article/article.service.ts `MOVES`). */
export const ARTICLE_STATES = ['draft', 'published', 'unpublished'] as const
export type ArticleState = (typeof ARTICLE_STATES)[number]

/** Kinds of a body block: paragraph, heading, quote, picture, link. */
export const ARTICLE_BLOCK_TYPES = ['p', 'h', 'quote', 'img', 'link'] as const
export type ArticleBlockType = (typeof ARTICLE_BLOCK_TYPES)[number]

export const ARTICLE_TITLE_MAX = 80
export const ARTICLE_SUMMARY_MAX = 200
/** Longest text of one block. */
export const ARTICLE_TEXT_MAX = 4000
/** Most blocks of one language's body. */
export const ARTICLE_BLOCKS_MAX = 200
export const ARTICLE_URL_MAX = 500
export const ARTICLE_CATEGORY_NAME_MAX = 20
/** Longest search text; at most ARTICLE_SEARCH_WORDS words are matched (all of them). */
export const ARTICLE_SEARCH_MAX = 50
export const ARTICLE_SEARCH_WORDS = 5
