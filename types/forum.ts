// The forum area's contract (spec section 7 "Forum", pages `user/discuss/*`): its schemas and endpoint records,
// shared by the server, the client and the fake API.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { FORUM_COMMENT_MAX, FORUM_POST_MAX, FORUM_REASON_MAX, FORUM_STATES, FORUM_TARGETS } from './forum-codes.js'

export {
  ForumCodes,
  FORUM_STATES,
  FORUM_TARGETS,
  FORUM_POST_MAX,
  FORUM_COMMENT_MAX,
  FORUM_REASON_MAX,
  FORUM_PICTURES_MAX,
  FORUM_PICTURE_EXTS,
  FORUM_PAGE_SIZE,
  type ForumState,
  type ForumTarget,
} from './forum-codes.js'

const strict = { additionalProperties: false } as const
const State = () => Type.Union(FORUM_STATES.map((s) => Type.Literal(s)))

/** A forum class (the tabs of `user/discuss/index`), its name in the reader's language. */
export const ForumClass = Type.Object({ id: Type.Integer(), name: Type.String() })
export type ForumClass = Static<typeof ForumClass>

/** Who wrote a post or a comment. */
export const ForumAuthor = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() })
export type ForumAuthor = Static<typeof ForumAuthor>

/**
 * A post. `content` is plain text (never markup: shown as text). A post hidden by staff or deleted by its author
 * keeps only its id and state (`content` empty, no pictures): the page says "removed".
 */
export const ForumPost = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  className: Type.String(),
  content: Type.String(),
  /** public picture addresses, at most FORUM_PICTURES_MAX */
  pictures: Type.Array(Type.String()),
  author: ForumAuthor,
  likes: Type.Integer(),
  comments: Type.Integer(),
  /** the signed-in user likes it (false for a guest) */
  liked: Type.Boolean(),
  /** the signed-in user wrote it */
  mine: Type.Boolean(),
  status: State(),
  createTime: Type.String(),
})
export type ForumPost = Static<typeof ForumPost>

/** A comment under a post (plain text), with its likes. */
export const ForumComment = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  content: Type.String(),
  author: ForumAuthor,
  likes: Type.Integer(),
  liked: Type.Boolean(),
  mine: Type.Boolean(),
  createTime: Type.String(),
})
export type ForumComment = Static<typeof ForumComment>

/** After a like or an unlike: the user's state and the server's count. */
export const ForumLikeState = Type.Object({ id: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer() })
export type ForumLikeState = Static<typeof ForumLikeState>

/**
 * A new post: its class, its text (plain; cleaned on the server, at most FORUM_POST_MAX characters), and up to
 * FORUM_PICTURES_MAX pictures (the user's public uploads, `POST system/api/upload?scope=public`, by id).
 * The schema's own limits are wider on purpose: the service refuses with the forum's codes naming the field.
 */
export const ForumPostBody = Type.Object(
  {
    classId: BigId(),
    content: Type.String({ maxLength: FORUM_POST_MAX * 4 }),
    pictures: Type.Optional(Type.Array(Uuid(), { maxItems: 50 })),
  },
  strict,
)
export type ForumPostBody = Static<typeof ForumPostBody>

/** A new comment under a post (plain text, at most FORUM_COMMENT_MAX characters once cleaned). */
export const ForumCommentBody = Type.Object({ postId: BigId(), content: Type.String({ maxLength: FORUM_COMMENT_MAX * 4 }) }, strict)
export type ForumCommentBody = Static<typeof ForumCommentBody>

/** A report of a post or a comment to the desk's review queue, with the reporter's reason. */
export const ForumReportBody = Type.Object(
  {
    target: Type.Union(FORUM_TARGETS.map((s) => Type.Literal(s))),
    id: BigId(),
    reason: Type.String({ maxLength: FORUM_REASON_MAX }),
  },
  strict,
)
export type ForumReportBody = Static<typeof ForumReportBody>
export const ForumReportResult = Type.Object({ id: Type.Integer(), approvalId: Type.Integer() })

const IdParams = Type.Object({ id: BigId() }, strict)
const Paging = { pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }
export const ForumListQuery = Type.Object({ classId: Type.Optional(BigId()), ...Paging }, strict)
export type ForumListQuery = Static<typeof ForumListQuery>
const PagingQuery = Type.Object(Paging, strict)

/** The forum (spec section 7: the nine `customer/forum/*` and `customer/comments/*` paths; ADR 0122 the others). */
export const ForumApi = {
  /** The tenant's forum classes, in their order. */
  classes: defineEndpoint({ method: 'GET', url: '/customer/forum/class/getList', auth: 'optional', response: Type.Array(ForumClass) }),
  /** One post (readable without login); hidden or deleted: its state, without its text and pictures. */
  info: defineEndpoint({ method: 'GET', url: '/customer/forum/info/:id', auth: 'optional', params: IdParams, response: ForumPost }),
  /** Post (login). */
  add: defineEndpoint({ method: 'POST', url: '/customer/forum/add', auth: 'required', body: ForumPostBody, response: ForumPost }),
  /** Like a post: once per user, liking again changes nothing. */
  like: defineEndpoint({ method: 'POST', url: '/customer/forum/likeIt/:id', auth: 'required', params: IdParams, response: ForumLikeState }),
  /** Take the like back: without one nothing changes. */
  unlike: defineEndpoint({ method: 'DELETE', url: '/customer/forum/noLike/:id', auth: 'required', params: IdParams, response: ForumLikeState }),
  /** A post's shown comments, oldest first, paged (readable without login). */
  comments: defineEndpoint({
    method: 'GET',
    url: '/customer/comments/list/:id',
    auth: 'optional',
    params: IdParams,
    querystring: PagingQuery,
    response: ForumComment,
    paged: true,
  }),
  /** Comment on a shown post (login). */
  comment: defineEndpoint({ method: 'POST', url: '/customer/comments/add', auth: 'required', body: ForumCommentBody, response: ForumComment }),
  /** Like a comment: once per user. */
  commentLike: defineEndpoint({ method: 'POST', url: '/customer/comments/likeIt/:id', auth: 'required', params: IdParams, response: ForumLikeState }),
  /** Take a comment's like back. */
  commentUnlike: defineEndpoint({ method: 'DELETE', url: '/customer/comments/noLike/:id', auth: 'required', params: IdParams, response: ForumLikeState }),
  /** Not in the spec (ADR 0122): shown posts, newest first, of one class or all, paged (readable without login). */
  list: defineEndpoint({ method: 'GET', url: '/customer/forum/list', auth: 'optional', querystring: ForumListQuery, response: ForumPost, paged: true }),
  /** Not in the spec: the user's own posts (shown and hidden), newest first. */
  mine: defineEndpoint({ method: 'GET', url: '/customer/forum/mine', auth: 'required', querystring: PagingQuery, response: ForumPost, paged: true }),
  /** Not in the spec: report a post or a comment to the desk (one pending report per user and target). */
  report: defineEndpoint({ method: 'POST', url: '/customer/forum/report', auth: 'required', body: ForumReportBody, response: ForumReportResult }),
  /** Not in the spec: delete one of the user's own posts (another's: 404). */
  remove: defineEndpoint({
    method: 'DELETE',
    url: '/customer/forum/delete/:id',
    auth: 'required',
    params: IdParams,
    response: Type.Object({ id: Type.Integer() }),
  }),
}
