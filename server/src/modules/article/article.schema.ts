// The article module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../db/schema/index.js'
import type { ArticleBlock } from '../../../../types/article.js'

export type ByLang<T> = Partial<Record<string, T>>

/** Tables of the information feed (migrations/20261229100000_article_tables). */
export interface ArticleTables {
  article_categories: {
    id: Generated<number>
    tenant_id: number
    name: Json<ByLang<string>>
    sort: Generated<number>
    created_at: Generated<Date>
  }
  articles: {
    id: Generated<number>
    tenant_id: number
    category_id: number
    title: Json<ByLang<string>>
    summary: Json<ByLang<string>>
    cover: Generated<string>
    body: Json<ByLang<ArticleBlock[]>>
    search_text: Generated<string>
    status: Generated<string>
    published_at: Timestamp | null
    views: Generated<number>
    author_id: number | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
}

declare module '../../db/schema/index.js' {
  interface DB extends ArticleTables {}
}
