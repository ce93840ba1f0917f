// The forum (ADR 0122-0124): classes, posts with pictures, comments, likes once per user, reports to the desk's
// review queue; staff approving a report hides the post or comment (forum.decided, on approval.decided).
import type { ApprovalSummary } from '../../../../types/approval.js'
import {
  FORUM_COMMENT_MAX,
  FORUM_PICTURE_EXTS,
  FORUM_PICTURES_MAX,
  FORUM_POST_MAX,
  type ForumAuthor,
  type ForumClass,
  type ForumComment,
  type ForumCommentBody,
  type ForumLikeState,
  type ForumListQuery,
  type ForumPost,
  type ForumPostBody,
  type ForumReportBody,
  type ForumState,
} from '../../../../types/forum.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { paging } from '../../core/envelope.js'
import { accountService } from '../account/index.js'
import { approvalService } from '../approval/index.js'
import { messageService } from '../message/index.js'
import { uploadService } from '../upload/index.js'
import { forumErrors as E } from './forum.errors.js'
import { COMMENT_LIKES, forumRepo as repo, POST_LIKES, type CommentRow, type PostRow } from './forum.repository.js'

type Ctx = Pick<RequestCtx, 'db' | 'tenantId' | 'lang'> & { userId?: number }
const iso = (v: Date | string) => new Date(v).toISOString()

// ---------- plain text (ADR 0123) ----------

/** Control characters (but line breaks), zero-width and direction-override characters: never kept. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * A post's or comment's text as it is kept: plain text, never markup. Line breaks made `\n`, tabs a space, the
 * invisible characters above removed, at most one empty line in a row, trimmed. Angle brackets stay as typed:
 * the client shows the text as text (never as HTML), so `<script>` is seven characters, nothing runs.
 */
export function plainText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The cleaned text, or the forum's refusal naming `content`. */
function textOf(raw: string, max: number): string {
  const text = plainText(raw)
  if (!text) throw E.textEmpty()
  if ([...text].length > max) throw E.textLong({ max })
  return text
}

// ---------- rows as the client sees them ----------

/** A phone shown in public only masked (`138****8000`): a forum is read by strangers. */
const publicName = (nick: string) => (/^\+?\d{7,}$/.test(nick) ? `${nick.slice(0, 3)}****${nick.slice(-4)}` : nick)

async function authors(c: Ctx, ids: number[]): Promise<Map<number, ForumAuthor>> {
  const p = await accountService.profiles(c, ids)
  return new Map(ids.map((id) => [id, { id, nickname: publicName(p.get(id)?.nick ?? ''), avatar: p.get(id)?.avatar ?? '' }]))
}

const nameOf = (names: Record<string, string>, lang: string) => names[lang] ?? names.en ?? names.zh_CN ?? Object.values(names)[0] ?? ''

async function toPosts(c: Ctx, rows: PostRow[]): Promise<ForumPost[]> {
  const [people, classes, liked] = await Promise.all([
    authors(
      c,
      rows.map((r) => Number(r.user_id)),
    ),
    repo.classes(c.db, c.tenantId),
    c.userId
      ? repo.likedOf(
          c.db,
          POST_LIKES,
          c.userId,
          rows.map((r) => Number(r.id)),
        )
      : Promise.resolve([] as number[]),
  ])
  const className = new Map(classes.map((k) => [Number(k.id), nameOf(k.names, c.lang)]))
  const likedSet = new Set(liked)
  return rows.map((r) => {
    const shown = r.status === 'shown'
    return {
      id: Number(r.id),
      classId: Number(r.class_id),
      className: className.get(Number(r.class_id)) ?? '',
      // hidden or deleted: nothing of what it said
      content: shown ? r.content : '',
      pictures: shown ? (r.pictures as string[]) : [],
      author: people.get(Number(r.user_id))!,
      likes: Number(r.likes),
      comments: Number(r.comments),
      liked: likedSet.has(Number(r.id)),
      mine: c.userId === Number(r.user_id),
      status: r.status as ForumState,
      createTime: iso(r.created_at),
    }
  })
}

async function toComments(c: Ctx, rows: CommentRow[]): Promise<ForumComment[]> {
  const [people, liked] = await Promise.all([
    authors(
      c,
      rows.map((r) => Number(r.user_id)),
    ),
    c.userId
      ? repo.likedOf(
          c.db,
          COMMENT_LIKES,
          c.userId,
          rows.map((r) => Number(r.id)),
        )
      : Promise.resolve([] as number[]),
  ])
  const likedSet = new Set(liked)
  return rows.map((r) => ({
    id: Number(r.id),
    postId: Number(r.post_id),
    content: r.content,
    author: people.get(Number(r.user_id))!,
    likes: Number(r.likes),
    liked: likedSet.has(Number(r.id)),
    mine: c.userId === Number(r.user_id),
    createTime: iso(r.created_at),
  }))
}

// ---------- reading (no login needed) ----------

export async function classes(c: RequestCtx): Promise<ForumClass[]> {
  return (await repo.classes(c.db, c.tenantId)).map((k) => ({ id: Number(k.id), name: nameOf(k.names, c.lang) }))
}

/** Shown posts, newest first, of one class or all. */
export async function list(c: RequestCtx, q: ForumListQuery): Promise<{ rows: ForumPost[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.posts(c.db, c.tenantId, { classId: q.classId, limit, offset })
  return { rows: await toPosts(c, rows), total }
}

/** The user's own posts (shown and hidden: a hidden one says so), newest first. */
export async function mine(c: UserCtx, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: ForumPost[]; total: number }> {
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.posts(c.db, c.tenantId, { userId: c.userId, limit, offset })
  return { rows: await toPosts(c, rows), total }
}

/** One post; hidden or deleted ones answer their state without their text (the page says "removed"). */
export async function info(c: RequestCtx, id: number): Promise<ForumPost> {
  const row = await repo.post(c.db, c.tenantId, id)
  if (!row) throw E.notFound()
  return (await toPosts(c, [row]))[0]
}

/** A shown post's shown comments, oldest first, with their likes. */
export async function comments(c: RequestCtx, postId: number, q: { pageNum?: number; pageSize?: number }): Promise<{ rows: ForumComment[]; total: number }> {
  const post = await repo.post(c.db, c.tenantId, postId)
  if (!post || post.status !== 'shown') throw E.notFound()
  const { limit, offset } = paging(q)
  const { rows, total } = await repo.comments(c.db, c.tenantId, postId, limit, offset)
  return { rows: await toComments(c, rows), total }
}

// ---------- writing (login) ----------

/**
 * Post. Rules, each refused naming its field: the class is the tenant's; the text is not empty once cleaned
 * and at most FORUM_POST_MAX characters; at most FORUM_PICTURES_MAX pictures, each the user's public upload.
 */
export async function add(c: UserCtx, b: ForumPostBody): Promise<ForumPost> {
  if (!(await repo.classById(c.db, c.tenantId, b.classId))) throw E.classId()
  const content = textOf(b.content, FORUM_POST_MAX)
  const ids = b.pictures ?? []
  if (ids.length > FORUM_PICTURES_MAX) throw E.picturesMax({ max: FORUM_PICTURES_MAX })
  if (new Set(ids).size !== ids.length) throw E.picture()
  const pictures = await uploadService.ownPublicImages(c, c.userId, ids, FORUM_PICTURE_EXTS)
  if (!pictures) throw E.picture()
  const { id } = await repo.insertPost(c.db, { tenant_id: c.tenantId, class_id: b.classId, user_id: c.userId, content, pictures })
  return info(c, Number(id))
}

/** Delete one of the user's shown posts: it leaves every list, its page says "removed" (another's, or gone: 404). */
export async function remove(c: UserCtx, id: number): Promise<{ id: number }> {
  if (!(await repo.setPostStatus(c.db, c.tenantId, id, 'deleted', c.userId))) throw E.notFound()
  return { id }
}

export async function like(c: UserCtx, id: number): Promise<ForumLikeState> {
  const r = await repo.like(c.db, POST_LIKES, c.tenantId, id, c.userId)
  if (!r) throw E.notFound()
  return { id, liked: true, likes: Number(r.likes) }
}

export async function unlike(c: UserCtx, id: number): Promise<ForumLikeState> {
  const r = await repo.unlike(c.db, POST_LIKES, c.tenantId, id, c.userId)
  if (!r) throw E.notFound()
  return { id, liked: false, likes: Number(r.likes) }
}

/** Comment on a shown post (text cleaned, at most FORUM_COMMENT_MAX); the post's count rises with it. */
export async function comment(c: UserCtx, b: ForumCommentBody): Promise<ForumComment> {
  const content = textOf(b.content, FORUM_COMMENT_MAX)
  const r = await repo.insertComment(c.db, c.tenantId, b.postId, c.userId, content)
  if (!r) throw E.notFound()
  return (await toComments(c, [(await repo.comment(c.db, c.tenantId, Number(r.id)))!]))[0]
}

export async function commentLike(c: UserCtx, id: number): Promise<ForumLikeState> {
  const r = await repo.like(c.db, COMMENT_LIKES, c.tenantId, id, c.userId)
  if (!r) throw E.commentNotFound()
  return { id, liked: true, likes: Number(r.likes) }
}

export async function commentUnlike(c: UserCtx, id: number): Promise<ForumLikeState> {
  const r = await repo.unlike(c.db, COMMENT_LIKES, c.tenantId, id, c.userId)
  if (!r) throw E.commentNotFound()
  return { id, liked: false, likes: Number(r.likes) }
}

// ---------- reports (ADR 0124) ----------

/**
 * Report a shown post or comment to the desk's review queue (kind `forumReport`, ref = the report's id): the
 * summary shows what was reported (text, pictures), whose it is and why. One pending report per user and target
 * (a second: 409); one's own: refused. In one transaction: the report and its approval, or neither.
 */
export async function report(c: UserCtx, b: ForumReportBody): Promise<{ id: number; approvalId: number }> {
  const reason = plainText(b.reason)
  if (!reason) throw E.reason()
  return c.db.transaction().execute(async (db) => {
    const tc = { ...c, db }
    let summary: ApprovalSummary
    let authorId: number
    if (b.target === 'post') {
      const p = await repo.post(db, c.tenantId, b.id)
      if (!p || p.status !== 'shown') throw E.notFound()
      authorId = Number(p.user_id)
      summary = { target: 'post', postId: Number(p.id), text: p.content, pictures: p.pictures as string[] }
    } else {
      const m = await repo.comment(db, c.tenantId, b.id)
      const p = m && (await repo.post(db, c.tenantId, Number(m.post_id)))
      if (!m || m.status !== 'shown' || !p || p.status !== 'shown') throw E.commentNotFound()
      authorId = Number(m.user_id)
      summary = { target: 'comment', postId: Number(m.post_id), commentId: Number(m.id), text: m.content, pictures: [] }
    }
    if (authorId === c.userId) throw E.own()
    const r = await repo.insertReport(db, { tenantId: c.tenantId, userId: c.userId, target: b.target, targetId: b.id, reason })
    if (!r) throw E.reported()
    const author = (await authors(tc, [authorId])).get(authorId)!
    const { id: approvalId } = await approvalService.submit(tc, {
      kind: 'forumReport',
      ref: String(r.id),
      userId: c.userId,
      summary: { ...summary, author: author.nickname, reportReason: reason },
    })
    return { id: Number(r.id), approvalId }
  })
}

/**
 * Staff decided a report (approval.decided, in the decision's transaction). Approved: the post or comment is
 * hidden (it leaves the lists; a post's page says "removed"; a comment no longer counts), the author is told,
 * and the other pending reports of it are closed with their approvals. Rejected: it stays. Exactly once: a
 * report that is not pending changes nothing.
 */
export async function decided(c: RequestCtx, d: { ref: string; approved: boolean }): Promise<void> {
  const r = await repo.report(c.db, c.tenantId, Number(d.ref))
  if (!r || !(await repo.decideReport(c.db, c.tenantId, r.id, d.approved ? 'approved' : 'rejected'))) return
  if (!d.approved) return
  const hidden =
    r.target === 'post'
      ? await repo.setPostStatus(c.db, c.tenantId, Number(r.target_id), 'hidden')
      : await repo.hideComment(c.db, c.tenantId, Number(r.target_id))
  if (!hidden) return
  const postId = 'post_id' in hidden ? Number(hidden.post_id) : Number(hidden.id)
  await messageService.notify(c, {
    userId: Number(hidden.user_id),
    group: 'system',
    key: r.target === 'post' ? 'forum.noticePostHidden' : 'forum.noticeCommentHidden',
    params: { reason: r.reason },
    link: `/pages/user/discuss/info?id=${postId}`,
  })
  for (const o of await repo.pendingReportsOf(c.db, c.tenantId, r.target, Number(r.target_id))) {
    await repo.decideReport(c.db, c.tenantId, Number(o.id), 'cancelled')
    await approvalService.cancel(c, 'forumReport', String(o.id))
  }
}
