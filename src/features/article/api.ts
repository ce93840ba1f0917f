// The information feed's own bits beside its server calls. The calls are `api.article.*` (@/core/request, built
// from the records of types/article.ts by `npm run gen:api`), their query keys `keyOf('article.list')` and
// `areaKey('article')` (@/core/data): nothing here retypes a URL or a key.
import dayjs from 'dayjs'
import type { ArticleBlock, ArticleCard, ArticleCategory, ArticleDetail, StaffArticle, StaffCategory } from '~types/article'

export const PAGE_SIZE = 10
export type { ArticleBlock, ArticleCard, ArticleCategory, ArticleDetail, StaffArticle, StaffCategory }

/** A publish time as the lists and the article show it (the device's time zone). */
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')

/** A `{lang: text}` of the desk in one language: that one, then zh_CN, then any (as the server picks for shoppers). */
export function pickText(v: Partial<Record<string, string>>, lang: string): string {
  return v[lang] || v.zh_CN || Object.values(v).find((x) => !!x) || ''
}
