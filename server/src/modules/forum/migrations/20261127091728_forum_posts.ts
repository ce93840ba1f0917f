import { sql, type Kysely } from 'kysely'

/**
 * The forum (ADR 0122): classes, posts with their pictures, comments, likes of both, and reports. A like is one
 * row per (post or comment, user), the primary key: liking twice is one like. `likes` and `comments` are the
 * counts, changed in the same statement (likes) or transaction (comments) as the rows they count, so parallel
 * taps count right and lists do not count rows. Text is plain text (ADR 0123).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forum_classes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    /** `{lang: name}` (zh_CN always) */
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('forum_classes_tenant').on('forum_classes').columns(['tenant_id', 'sort']).execute()

  const counted = (name: string) => (c: any) =>
    c
      .notNull()
      .defaultTo(0)
      .check(sql.raw(`${name} >= 0`))
  const state = (c: any) =>
    c
      .notNull()
      .defaultTo('shown')
      .check(sql`status in ('shown', 'hidden', 'deleted')`)

  await db.schema
    .createTable('forum_posts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('class_id', 'bigint', (c) => c.notNull().references('forum_classes.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** public picture addresses (the author's uploads, or demo pictures) */
    .addColumn('pictures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('likes', 'integer', counted('likes'))
    /** shown comments */
    .addColumn('comments', 'integer', counted('comments'))
    .addColumn('status', 'text', state)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // the list: a tenant's shown posts newest first, of a class or all; a user's own
  await sql`create index forum_posts_list on forum_posts (tenant_id, id desc) where status = 'shown'`.execute(db)
  await sql`create index forum_posts_class on forum_posts (tenant_id, class_id, id desc) where status = 'shown'`.execute(db)
  await db.schema.createIndex('forum_posts_user').on('forum_posts').columns(['tenant_id', 'user_id', 'id']).execute()

  await db.schema
    .createTable('forum_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('forum_posts.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', counted('likes'))
    .addColumn('status', 'text', state)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('forum_comments_post').on('forum_comments').columns(['post_id', 'id']).execute()

  for (const [table, ref, col] of [
    ['forum_post_likes', 'forum_posts', 'post_id'],
    ['forum_comment_likes', 'forum_comments', 'comment_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(col, 'bigint', (c) => c.notNull().references(`${ref}.id`))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, [col, 'user_id'])
      .execute()
    await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', col]).execute()
  }

  await db.schema
    .createTable('forum_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('post', 'comment')`))
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute()
  // one pending report per user and target (a second is refused, also under parallel taps)
  await sql`create unique index forum_reports_pending on forum_reports (tenant_id, target, target_id, user_id) where state = 'pending'`.execute(db)
  await db.schema.createIndex('forum_reports_target').on('forum_reports').columns(['tenant_id', 'target', 'target_id']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
