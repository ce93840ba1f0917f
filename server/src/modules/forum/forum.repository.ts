// The forum module's SQL, all of it, so the service holds rules only.
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

const postCols = ['id', 'class_id', 'user_id', 'content', 'pictures', 'likes', 'comments', 'status', 'created_at'] as const
const commentCols = ['id', 'post_id', 'user_id', 'content', 'likes', 'status', 'created_at'] as const

type Likes = { table: 'forum_post_likes'; col: 'post_id'; owner: 'forum_posts' } | { table: 'forum_comment_likes'; col: 'comment_id'; owner: 'forum_comments' }
export const POST_LIKES: Likes = { table: 'forum_post_likes', col: 'post_id', owner: 'forum_posts' }
export const COMMENT_LIKES: Likes = { table: 'forum_comment_likes', col: 'comment_id', owner: 'forum_comments' }

/** All SQL of the forum area. */
export const forumRepo = {
  classes: (db: Db, tenantId: number) =>
    db.selectFrom('forum_classes').select(['id', 'names']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),

  classById: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('forum_classes').select(['id', 'names']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  insertClass: (db: Db, tenantId: number, names: Record<string, string>, sort: number) =>
    db
      .insertInto('forum_classes')
      .values({ tenant_id: tenantId, names: JSON.stringify(names) as never, sort })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** A page of posts, newest first: shown ones of a class or all, or (`userId`) one author's shown and hidden ones. */
  async posts(db: Db, tenantId: number, o: { classId?: number; userId?: number; limit: number; offset: number }) {
    let q = db.selectFrom('forum_posts').where('tenant_id', '=', tenantId)
    q = o.userId !== undefined ? q.where('user_id', '=', o.userId).where('status', '!=', 'deleted') : q.where('status', '=', 'shown')
    if (o.classId !== undefined) q = q.where('class_id', '=', o.classId)
    const [rows, n] = await Promise.all([
      q.select(postCols).orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  post: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('forum_posts').select(postCols).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  insertPost: (db: Db, p: { tenant_id: number; class_id: number; user_id: number; content: string; pictures: string[]; created_at?: Date }) =>
    db
      .insertInto('forum_posts')
      .values({ ...p, pictures: JSON.stringify(p.pictures) as never })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** Set a post's state from shown (undefined when it was not shown: nothing changed). */
  setPostStatus: (db: Db, tenantId: number, id: number, status: 'hidden' | 'deleted', userId?: number) => {
    let q = db.updateTable('forum_posts').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'shown')
    if (userId !== undefined) q = q.where('user_id', '=', userId)
    return q.returning(['id', 'user_id']).executeTakeFirst()
  },

  /** A page of a post's shown comments, oldest first. */
  async comments(db: Db, tenantId: number, postId: number, limit: number, offset: number) {
    const q = db.selectFrom('forum_comments').where('tenant_id', '=', tenantId).where('post_id', '=', postId).where('status', '=', 'shown')
    const [rows, n] = await Promise.all([
      q.select(commentCols).orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(n.n) }
  },

  comment: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('forum_comments').select(commentCols).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /**
   * A comment on a shown post and the post's count raised, in one statement (the post's row is locked by the
   * update, so parallel comments each add their one). Undefined: the post is not shown.
   */
  insertComment: async (db: Db, tenantId: number, postId: number, userId: number, content: string) =>
    (
      await sql<{ id: number }>`
        with p as (update forum_posts set comments = comments + 1 where id = ${postId} and tenant_id = ${tenantId} and status = 'shown' returning id)
        insert into forum_comments (tenant_id, post_id, user_id, content) select ${tenantId}, id, ${userId}, ${content} from p returning id`.execute(db)
    ).rows[0],

  /** Hide a shown comment and lower its post's count in one statement; undefined when it was not shown. */
  hideComment: async (db: Db, tenantId: number, id: number) =>
    (
      await sql<{ id: number; user_id: number; post_id: number }>`
        with c as (update forum_comments set status = 'hidden' where id = ${id} and tenant_id = ${tenantId} and status = 'shown' returning id, user_id, post_id),
        p as (update forum_posts set comments = comments - 1 where id = (select post_id from c) returning id)
        select c.id, c.user_id, c.post_id from c left join p on true`.execute(db)
    ).rows[0],

  /** Which of `ids` the user likes. */
  likedOf: async (db: Db, k: Likes, userId: number, ids: number[]) =>
    ids.length
      ? (
          await sql<{
            id: number
          }>`select ${sql.ref(k.col)} as id from ${sql.table(k.table)} where user_id = ${userId} and ${sql.ref(k.col)} = any(${ids}::bigint[])`.execute(db)
        ).rows.map((r) => Number(r.id))
      : [],

  /**
   * Like a shown post or comment (of a shown post), in one statement: the like row goes in unless the user's is
   * there (primary key), and the count rises by what went in (0 or 1). A parallel like of the same user waits on
   * the key and then adds nothing; parallel likes of others queue on the row and each adds its one. Undefined:
   * no such shown thing.
   */
  like: async (db: Db, k: Likes, tenantId: number, id: number, userId: number) =>
    (
      await sql<{ likes: number }>`
        with v as (${target(k, tenantId, id)}),
        ins as (
          insert into ${sql.table(k.table)} (${sql.ref(k.col)}, user_id, tenant_id) select id, ${userId}, ${tenantId} from v
          on conflict (${sql.ref(k.col)}, user_id) do nothing returning 1
        )
        update ${sql.table(k.owner)} set likes = likes + (select count(*) from ins)::int where id = (select id from v) returning likes`.execute(db)
    ).rows[0],

  /** Take a like back the same way: the count falls by what was deleted (0 or 1). */
  unlike: async (db: Db, k: Likes, tenantId: number, id: number, userId: number) =>
    (
      await sql<{ likes: number }>`
        with v as (${target(k, tenantId, id)}),
        del as (delete from ${sql.table(k.table)} where ${sql.ref(k.col)} = (select id from v) and user_id = ${userId} returning 1)
        update ${sql.table(k.owner)} set likes = likes - (select count(*) from del)::int where id = (select id from v) returning likes`.execute(db)
    ).rows[0],

  /** A report, unless the user has a pending one of this target (undefined then). */
  insertReport: async (db: Db, r: { tenantId: number; userId: number; target: string; targetId: number; reason: string }) =>
    (
      await sql<{ id: number }>`insert into forum_reports (tenant_id, user_id, target, target_id, reason)
        values (${r.tenantId}, ${r.userId}, ${r.target}, ${r.targetId}, ${r.reason})
        on conflict (tenant_id, target, target_id, user_id) where state = 'pending' do nothing returning id`.execute(db)
    ).rows[0],

  report: (db: Db, tenantId: number, id: number) =>
    db.selectFrom('forum_reports').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

  /** Decide a pending report (undefined when it was not pending). */
  decideReport: (db: Db, tenantId: number, id: number, state: 'approved' | 'rejected' | 'cancelled') =>
    db
      .updateTable('forum_reports')
      .set({ state, decided_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returning('id')
      .executeTakeFirst(),

  /** The other pending reports of a target (their approvals are cancelled once it is hidden). */
  pendingReportsOf: (db: Db, tenantId: number, target: string, targetId: number) =>
    db
      .selectFrom('forum_reports')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('target', '=', target)
      .where('target_id', '=', targetId)
      .where('state', '=', 'pending')
      .execute(),
}

/** The shown thing a like is about: a shown post, or a shown comment of a shown post. */
function target(k: Likes, tenantId: number, id: number) {
  return k.owner === 'forum_posts'
    ? sql`select id from forum_posts where id = ${id} and tenant_id = ${tenantId} and status = 'shown'`
    : sql`select c.id from forum_comments c join forum_posts p on p.id = c.post_id and p.status = 'shown'
          where c.id = ${id} and c.tenant_id = ${tenantId} and c.status = 'shown'`
}

export type PostRow = NonNullable<Awaited<ReturnType<typeof forumRepo.post>>>
export type CommentRow = NonNullable<Awaited<ReturnType<typeof forumRepo.comment>>>
