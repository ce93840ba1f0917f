import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

const columns = ['id', 'shop_id', 'title', 'video_url', 'cover_url', 'product_id', 'likes', 'status', 'created_at'] as const

/** All SQL of the short-video area. */
export const videoRepo = {
  /** A page of published videos, newest first (`shopIds`: only those shops'). */
  async page(db: Db, tenantId: number, limit: number, offset: number, shopIds?: number[]) {
    let q = db.selectFrom('videos').where('tenant_id', '=', tenantId).where('status', '=', 'published')
    if (shopIds) q = q.where('shop_id', 'in', shopIds)
    const [rows, total] = await Promise.all([
      q.select(columns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  },

  one: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('videos').select(columns).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** Which of `videoIds` the user likes. */
  likedOf: async (db: Db, userId: number, videoIds: number[]) =>
    videoIds.length
      ? (await db.selectFrom('video_likes').select('video_id').where('user_id', '=', userId).where('video_id', 'in', videoIds).execute()).map((r) =>
          Number(r.video_id),
        )
      : [],

  /**
   * Like a published video, in one statement: the like row goes in unless the user's is there (primary key),
   * and the count rises by what went in (0 or 1). A parallel like of the same user waits on the key and then
   * adds nothing; parallel likes of others queue on the video's row and each adds its one. Undefined: no such
   * published video.
   */
  like: async (db: Db, tenantId: number, videoId: number, userId: number) =>
    (
      await sql<{ likes: number }>`
        with v as (select id from videos where id = ${videoId} and tenant_id = ${tenantId} and status = 'published'),
        ins as (
          insert into video_likes (video_id, user_id, tenant_id) select id, ${userId}, ${tenantId} from v
          on conflict (video_id, user_id) do nothing returning video_id
        )
        update videos set likes = likes + (select count(*) from ins)::int where id = (select id from v) returning likes`.execute(db)
    ).rows[0],

  /** Take a like back the same way: the count falls by what was deleted (0 or 1). */
  unlike: async (db: Db, tenantId: number, videoId: number, userId: number) =>
    (
      await sql<{ likes: number }>`
        with v as (select id from videos where id = ${videoId} and tenant_id = ${tenantId} and status = 'published'),
        del as (delete from video_likes where video_id = (select id from v) and user_id = ${userId} returning video_id)
        update videos set likes = likes - (select count(*) from del)::int where id = (select id from v) returning likes`.execute(db)
    ).rows[0],

  insert: (
    db: Db,
    v: { tenant_id: number; shop_id: number; user_id: number; title: string; video_url: string; cover_url: string; product_id: number | null },
  ) => db.insertInto('videos').values(v).returning('id').executeTakeFirstOrThrow(),

  /** Set a published video of one of `shopIds` removed; undefined when there is none. */
  remove: (db: Db, tenantId: number, id: number, shopIds: number[]) =>
    db
      .updateTable('videos')
      .set({ status: 'removed' })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('shop_id', 'in', shopIds)
      .where('status', '=', 'published')
      .returning('id')
      .executeTakeFirst(),
}

export type VideoRow = NonNullable<Awaited<ReturnType<typeof videoRepo.one>>>
