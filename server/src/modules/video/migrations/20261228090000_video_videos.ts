import { sql, type Kysely } from 'kysely'

/**
 * Short videos of shops and their likes. A like is one row per video and user (the primary key): liking twice
 * is one like. `videos.likes` is the count, changed in the same statement as the like row (video.repository.ts),
 * so parallel likes count right and the feed does not count rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    /** who published it (the shop's owner then) */
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** public addresses: the MP4/MOV and its cover picture (uploads of the publisher, or demo files) */
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('product_id', 'bigint')
    .addColumn('likes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes >= 0`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published', 'removed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // the feed: a tenant's published videos, newest first
  await sql`create index videos_feed on videos (tenant_id, id desc) where status = 'published'`.execute(db)
  await db.schema.createIndex('videos_shop').on('videos').columns(['tenant_id', 'shop_id', 'id']).execute()

  await db.schema
    .createTable('video_likes')
    .addColumn('video_id', 'bigint', (c) => c.notNull().references('videos.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('video_likes_pkey', ['video_id', 'user_id'])
    .execute()
  // "which of these videos does the user like" (the feed's `liked`); a user's likes when the account closes
  await db.schema.createIndex('video_likes_user').on('video_likes').columns(['user_id', 'video_id']).execute()
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only')
}
