import { sql, type Kysely } from 'kysely'

/**
 * The information feed (ADR 0120, 0121): categories and articles of a tenant. Texts are `{lang: text}` jsonb
 * (ADR 0031); the body is `{lang: blocks}` of checked blocks, never HTML. `search_text` holds every language's
 * title, summary and body text in lower case (written with the article) for the word search. `views` is
 * counted in the reading statement itself (`views = views + 1`), so parallel reads count right.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('article_categories')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('article_categories_order').on('article_categories').columns(['tenant_id', 'sort', 'id']).execute()

  await db.schema
    .createTable('articles')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('article_categories.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published', 'unpublished')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('views', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`views >= 0`),
    )
    .addColumn('author_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // the feed: a tenant's published articles, newest first (all, or of one category)
  await sql`create index articles_feed on articles (tenant_id, published_at desc, id desc) where status = 'published'`.execute(db)
  await sql`create index articles_feed_category on articles (tenant_id, category_id, published_at desc, id desc) where status = 'published'`.execute(db)
  await db.schema.createIndex('articles_desk').on('articles').columns(['tenant_id', 'updated_at']).execute()
}
